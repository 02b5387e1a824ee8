import LifeInterface
import LifeRun
import LifeScene
import Foundation
import LifeEngine
import LifeStore

/// Saved boards: saving the universe (over the board being edited, or as a new one), the Boards
/// panel that lists, opens, renames, copies and deletes them, and the autosaved session.
///
/// A reference type because the board database answers later: its replies (on the main thread,
/// at `StoreWorker.deliver()`) update the library they were asked for.
public final class BoardLibrary {
    let context: FeatureContext
    /// The saved boards patterns came from or were saved as, by the pattern serial they hold for
    /// (see `FeatureContext.patternSerial`): the current pattern's is the one Ctrl+S saves over,
    /// and an undo that gives an earlier pattern back gives its board back with it.
    private var bindings: [Int: SavedBinding] = [:] {
        didSet { context.savedBoardNames = bindings.mapValues(\.name) }
    }
    /// The board the universe came from or was saved as (Ctrl+S saves over it), while no other
    /// pattern, file or board has been opened since: Ctrl+S then asks for a name instead of
    /// putting the new pattern in the old board's place.
    public var currentID: UUID? { current?.id }
    /// That board's name.
    public var currentName: String? { current?.name }
    var currentCreated: Date? { current?.created }
    private var current: SavedBinding? { bindings[context.patternSerial] }
    /// The board deleted last, for U to bring back.
    var lastDeleted: Board?
    /// The patterns the board deleted last was bound to (and the board as each knew it), for U to give back with it.
    private var boundBeforeDelete: (id: UUID, bound: [Int: SavedBinding])?
    /// The Boards panel's state while it is open (nil when closed).
    public internal(set) var panel: BoardsPanel?
    /// The panel as it is drawn: with the board being edited marked.
    public var shownPanel: BoardsPanel? {
        panel.map { var shown = $0; (shown.current, shown.currentChanged) = (currentID, hasUnsavedChanges); return shown }
    }
    /// When the last autosave was written (-infinity: none yet, or one is wanted now).
    var lastAutosaveTime = -Double.infinity
    var lastAutosave: AutosaveToken?
    /// Why the last autosave failed (a full disk, a database another program locked), until one
    /// succeeds: autosaves are tried again meanwhile, and quitting asks first.
    public internal(set) var autosaveFailure: String?
    /// The autosaved session's own id.
    let sessionID = UUID()
    /// Boards saved this run into a store held in memory only (`StoreWorker.memoryOnly`).
    private var keptInMemory: Set<UUID> = []
    /// The board as it was when Save as was asked for, saved under the name typed (a running board
    /// moves on while the name is typed).
    private var pendingSave: BoardDraft?
    /// Whether the board had changed from the fingerprint saved, at the run's revision then.
    private var changeSeen: (revision: Int, saved: BoardFingerprint, changed: Bool)?

    /// Whether quitting now loses work: the boards are held in memory only (the database could
    /// not be used) and some were saved, or the board holds cells.
    public var losesWorkAtQuit: Bool {
        context.services.store?.memoryOnly == true && (!keptInMemory.isEmpty || context.simulation.universe.exactPopulation > 0)
    }

    /// The library of the window whose run and services `context` holds. The board deleted last
    /// (in an earlier run too) is looked up, so U brings it back.
    public init(context: FeatureContext) {
        self.context = context
        context.keepsReplacedWork = { [weak self] in self?.keepReplacedWork() }
        context.services.store?.submit({ try $0.lastDeleted() }) { [weak self] result in
            if case .success(let board?) = result, self?.lastDeleted == nil { self?.lastDeleted = board }
        }
    }

    /// The window's title: the board's or pattern's name, then the app's ("Acorn - Life"), or
    /// "Life"; a saved board changed since is marked ("*Acorn - Life"), as editors mark a file.
    public var windowTitle: String {
        guard let name = context.title, !name.isEmpty else { return "Life" }
        return "\(hasUnsavedChanges ? "*" : "")\(name.escapedForDisplay(limit: 80)) - Life"
    }

    /// The universe, its reset point and the view as a board named `name`.
    func currentBoard(id: UUID, name: String, created: Date) -> BoardDraft {
        let simulation = context.simulation, target = context.cameraController.target
        let view = BoardView(centerX: target.center.x, centerY: target.center.y, zoom: target.zoom,
                             followsLife: context.isAutoZoomActive && simulation.universe.bounds != nil)
        // Copies are cheap here (shared tiles, or HashLife's compact tree); listing and encoding
        // the cells happens on the store's queue, so a big universe never stalls a frame.
        return BoardDraft(id: id, name: name, created: created, universe: simulation.universe.duplicate(),
                          start: simulation.resetUniverse?.duplicate(), view: view,
                          history: simulation.history.through(simulation.generation, population: simulation.universe.exactPopulation))
    }

    /// Puts a board's universe in the simulation: a macrocell board goes straight into HashLife.
    func loadUniverse(of board: Board) {
        let simulation = context.simulation
        if let text = board.macrocell, let tree = try? MacrocellCodec().parse(text), tree.topology == .plane {
            if let universe = try? EngineSwitch.universe(from: tree, maxMemory: context.preferences.maxMemoryMiB << 20) {
                simulation.load(universe: universe, resetPoint: board.start)
            }
        } else {
            simulation.load(board.pattern, resetPoint: board.start)
        }
        if let history = board.history { simulation.adoptHistory(history) }
    }

    /// Shows a board's saved view, or frames its life when it has none, when the view framed all
    /// of it (as auto-zoom left it: in this window, which may be smaller, it is framed again), or
    /// when the view misses it all. Auto-zoom goes on following life when the view holds all of
    /// it within the buffer, and waits (as after a pan) when the view was on a part of it.
    func showView(of board: Board) {
        guard let view = board.view, !view.followsLife else { return context.request(.fitAtOnce) }
        context.cameraController.move(to: Point(view.centerX, view.centerY), zoom: view.zoom, now: context.now, animated: false)
        let bounds = context.simulation.universe.bounds
        context.autoZoomSuspended = !(bounds.map { AutoZoom.innerAreaContains($0, camera: context.camera) } ?? true)
        if let bounds, !context.camera.visibleCells.intersects(bounds) { context.request(.fitAtOnce) }
    }

    /// Ctrl+S: saves over the board being edited, or asks for a name when there is none.
    public func save() {
        guard context.services.store != nil else { return context.show(context.services.storeAbsence) }
        guard let id = currentID, let name = currentName, let created = currentCreated else { return saveAs() }
        var draft = currentBoard(id: id, name: name, created: created)
        draft.fingerprint = BoardFingerprint(of: context.simulation.universe)
        write(draft)
    }

    /// Ctrl+Shift+S: asks for a name to save the universe under as a new board (the board being
    /// edited does not lend it its name).
    public func saveAs() {
        guard context.services.store != nil else { return context.show(context.services.storeAbsence) }
        pendingSave = currentBoard(id: UUID(), name: "", created: context.services.wallClock())
        pendingSave?.fingerprint = BoardFingerprint(of: context.simulation.universe)
        context.request(.askBoardName(renaming: nil, suggested: currentName != nil ? "" : context.patternName.map(Self.boardName(for:)) ?? "My board"))
    }

    /// A pattern's name as a board's: a file's name without its pattern extension ("gun.rle.gz" -> "gun").
    static func boardName(for patternName: String) -> String {
        var name = patternName
        for suffixes in [[".gz"], [".rle", ".mc", ".mcl", ".lif", ".life", ".cells", ".txt"]] {
            if let suffix = suffixes.first(where: { name.lowercased().hasSuffix($0) }), name.count > suffix.count { name.removeLast(suffix.count) }
        }
        return name
    }

    /// A name typed for a new board (`renaming` nil) or for a saved one: saves or renames. False
    /// (with a message) for an empty name, so its prompt stays open.
    public func confirmName(_ typed: String, renaming: UUID?) -> Bool {
        guard let store = context.services.store else { return true }
        let name = typed.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            context.show("Give the board a name first")
            return false
        }
        guard let id = renaming else {
            var draft = pendingSave ?? currentBoard(id: UUID(), name: name, created: context.services.wallClock())
            draft.name = name
            pendingSave = nil
            write(draft, asNew: true)
            return true
        }
        store.submit({ try $0.rename(id, to: name) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                for (serial, binding) in self.bindings where binding.id == id { self.bindings[serial]?.name = name }
                self.context.show("Renamed to \(name)")
                self.refresh()
            case .failure(let error):
                self.context.show("Could not rename it: \(error)")
            }
        }
        return true
    }

    /// Makes `id` the board Ctrl+S saves over, for the pattern of `serial` (the current one when nil),
    /// as `fingerprint` says it was saved (nil: not known).
    func bind(_ id: UUID, name: String, created: Date, serial: Int? = nil, fingerprint: BoardFingerprint? = nil) {
        bindings[serial ?? context.patternSerial] = SavedBinding(id: id, name: name, created: created, fingerprint: fingerprint)
    }

    /// Reads saved board `id` (on the store's queue) to tell whether the universe bound to it
    /// differs from it: a session restored, a deleted board brought back.
    func learnFingerprint(of id: UUID) {
        context.services.store?.submit({ BoardFingerprint(of: try $0.load(id)) }) { [weak self] result in
            guard let self, case .success(let print) = result else { return }
            for (serial, binding) in self.bindings where binding.id == id && binding.fingerprint == nil { self.bindings[serial]?.fingerprint = print }
        }
    }

    /// Whether the board being edited differs (an edit, a generation) from the board as it was
    /// saved or opened; false when that is not known. Worked out once a change of the run.
    public var hasUnsavedChanges: Bool {
        guard let saved = current?.fingerprint else { return false }
        let revision = context.simulation.revision
        if let known = changeSeen, known.revision == revision, known.saved == saved { return known.changed }
        let changed = !saved.matches(context.simulation.universe)
        changeSeen = (revision, saved, changed)
        return changed
    }

    /// Forgets board `id` as the one Ctrl+S saves over (it was deleted); the universe keeps its name.
    func unbind(_ id: UUID) {
        let bound = bindings.filter { $0.value.id == id }
        if !bound.isEmpty { boundBeforeDelete = (id, bound) }
        for serial in bound.keys { bindings[serial] = nil }
        // The universe on screen keeps the deleted board's name (it showed the name the pattern had
        // when the board was opened: another board's, after a rename).
        if let name = bound[context.patternSerial]?.name { context.renamePattern(name) }
        keptInMemory.remove(id)
    }

    /// Makes board `id`, brought back (U), the one Ctrl+S saves over again for the patterns it was
    /// bound to before its delete (Ctrl+S asked for a name and saved a copy); not for a pattern
    /// bound to another board since.
    func rebind(_ id: UUID, name: String, created: Date) {
        guard let before = boundBeforeDelete, before.id == id else { return }
        boundBeforeDelete = nil
        for (serial, binding) in before.bound where bindings[serial] == nil {
            bindings[serial] = SavedBinding(id: id, name: name, created: created, fingerprint: binding.fingerprint)
        }
    }

    /// Saves `draft` over its board, or `asNew` under a name no other board has.
    private func write(_ draft: BoardDraft, asNew: Bool = false) {
        guard let store = context.services.store else { return }
        context.show("Saving \(draft.name)…")
        // The pattern saved: if another is opened before the database answers, it is not bound to the board.
        let serial = context.patternSerial
        store.submit({ asNew ? try $0.saveNew(draft.make()) : try $0.save(draft.make()) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let stored):
                self.bind(stored.id, name: stored.name, created: stored.created, serial: serial, fingerprint: draft.fingerprint)
                // The session links to the board at once: killed now, the app comes back bound to it, not to a copy-to-be.
                self.autosaveNow()
                let cells = stored.exactPopulation == 1 ? "1 cell" : "\(NumberFormat.grouped(exact: stored.exactPopulation)) cells"
                let figures = "\(cells), generation \(NumberFormat.grouped(stored.pattern.generation))"
                if store.memoryOnly {
                    self.keptInMemory.insert(stored.id)
                    self.context.show("Kept \(stored.name) (\(figures)) for this run only: the board database cannot be used, "
                                      + "so boards are lost at quit. Export it to keep it (Ctrl+Shift+E)")
                } else if stored.name != draft.name {
                    self.context.show("Saved as \(stored.name) (\(figures)): a board named \(draft.name) is there already")
                } else {
                    self.context.show("Saved \(stored.name) (\(figures))")
                }
                self.refresh()
            case .failure(let error):
                self.context.show("Could not save \(draft.name): \(error)")
            }
        }
    }
}
