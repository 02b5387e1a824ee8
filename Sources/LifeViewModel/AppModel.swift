import LifeScene
import Foundation
import LifeEngine
import LifeStore

/// The app's state and behaviour, free of SDL: input events in, render lists out.
///
/// The run loop calls `handle(_:now:)` for each event, `advance(to:)` once a frame, paints
/// `scene()` when `needsRedraw` is set, and sleeps until `nextWakeTime(after:)` (forever when nil).
public final class AppModel {
    /// Current layout of the window.
    public private(set) var layout: Layout
    /// The camera as drawn this frame.
    public var camera: Camera { cameraController.camera }
    /// The camera and its smooth moves.
    public internal(set) var cameraController: CameraController
    /// The cell colour chosen in Settings (nil: the theme's).
    public private(set) var cellColor: Color?
    /// The rule field's text while it is being edited.
    public private(set) var ruleDraft: String?
    /// The hex field's text while it is being edited (without '#').
    public private(set) var hexDraft: String?
    private var draggingPicker: PickerPart?
    private enum PickerPart { case saturationValue, hue }

    /// Live cells' colour: the one chosen, or the theme's.
    public var liveCellColor: Color { cellColor ?? theme.colors.cell }

    /// Chooses the cell colour (solid: any transparency is dropped); nil returns to the theme's.
    public func setCellColor(_ color: Color?) {
        cellColor = color.map { Color(r: $0.r, g: $0.g, b: $0.b) }
        needsRedraw = true
    }

    /// Grid lines setting (on by default).
    public var gridLinesEnabled = true {
        didSet { needsRedraw = true }
    }
    /// Auto-zoom setting (on by default): follow life with a 20% buffer after every generation.
    public var autoZoomEnabled = true {
        didSet { needsRedraw = true }
    }
    /// Set by a manual pan or zoom; cleared by Fit or by starting to play.
    public internal(set) var autoZoomSuspended = false
    /// Whether auto-zoom is following life right now.
    public var isAutoZoomActive: Bool { autoZoomEnabled && !autoZoomSuspended }
    /// Lets manual and auto zoom go far below 0.5x for big patterns (off by default).
    public var unlimitedZoomOut = false {
        didSet {
            // Turning it off brings a zoomed-out camera back into range; setting the same value (settings at start) changes nothing.
            guard unlimitedZoomOut != oldValue else { return }
            cameraController.setZoomRange(unlimitedZoomOut ? Self.unlimitedZoomRange : Camera.defaultZoomRange)
            needsRedraw = true
        }
    }
    /// Zoom limits with unlimited zoom out: down to a million cells a pixel.
    public static let unlimitedZoomRange: ClosedRange<Double> = (1.0 / 1_048_576)...40
    /// The running universe.
    public let simulation: Simulation
    /// Design tokens in use.
    public private(set) var theme: Theme
    /// Themes to choose from in Settings (the built-in one when none were loaded).
    public let themes: [Theme]
    /// Set when the user asked to quit.
    public private(set) var quitRequested = false
    /// Set when something on screen changed since the last `didDraw()`.
    public internal(set) var needsRedraw = true
    /// Button under the pointer.
    public private(set) var hovered: ControlAction?
    /// Button held down.
    public private(set) var pressed: ControlAction?
    /// Whether the settings modal is open.
    public private(set) var settingsOpen = false
    /// Whether the "more" menu is open (narrow windows).
    public private(set) var moreOpen = false
    /// The name of the pattern last opened (offered as the export name).
    public internal(set) var patternName: String?
    /// The name typed in the export prompt (nil when the prompt is closed).
    public private(set) var exportName: String?
    /// The format the export prompt will write.
    public private(set) var exportFormat = PatternFormatChoice.rle
    /// Longest name the export prompt takes.
    public static let exportNameLimit = 60

    /// Patterns shown by the open pattern browser (nil when closed).
    public private(set) var browserPatterns: [Pattern]?
    /// First row of cards shown in the browser.
    public private(set) var browserScroll = 0
    /// The torus size the settings show: the board's own on a torus, else the one chosen last (24x24 at first).
    public var torusWidth: Int64 {
        if case let .torus(w, _) = simulation.topology { return w }
        return chosenTorusSize.width
    }
    /// See `torusWidth`.
    public var torusHeight: Int64 {
        if case let .torus(_, h) = simulation.topology { return h }
        return chosenTorusSize.height
    }
    var chosenTorusSize: (width: Int64, height: Int64) = (24, 24)
    /// A short message shown for a few seconds.
    public private(set) var notice: String?
    private var noticeUntil = 0.0
    /// How long a notice stays.
    public static let noticeSeconds = 4.0
    /// Undo and redo of board edits.
    public private(set) var history = EditHistory()
    private var random: SeededRandom
    /// Share of cells a random fill brings to life.
    public static let randomFillDensity = 0.35
    /// Largest side of the square a random fill covers (2048: about 1.5 million live cells at most).
    public static let randomFillSide: Int64 = 2048
    /// Live figures for the header.
    public internal(set) var analytics = Analytics()
    /// Set when the user closed the gestures hint; cleared when the grid is empty again.
    public private(set) var hintDismissed = false
    /// Whether the first-run overlay shows: an empty grid with nothing else in the way.
    public var showsFirstRun: Bool {
        simulation.population == 0 && pasting == nil && !settingsOpen && browserPatterns == nil && simulation.ending == nil
            && boardsPanel == nil && namePrompt == nil && jumpPrompt == nil && !simulation.isJumping
    }
    let services: AppServices
    /// A pasted pattern floating over the grid until a click places it (cells relative to its top-left).
    public private(set) var pasting: Pattern?
    /// Where the floating pattern's top-left cell is.
    public private(set) var pasteOrigin = Cell(0, 0)
    /// Most floating cells drawn one by one; a larger paste shows its outline.
    public static let pastePreviewLimit = 20_000

    /// The saved board the universe came from or was saved as (Ctrl+S saves over it).
    public internal(set) var currentBoardID: UUID?
    /// That board's name.
    public internal(set) var currentBoardName: String?
    var currentBoardCreated: Date?
    /// The open Boards panel (nil when closed).
    public internal(set) var boardsPanel: BoardsPanel?
    /// The open name prompt (save as, rename).
    public internal(set) var namePrompt: NamePrompt?
    /// The board deleted last, for U to bring back.
    var lastDeletedBoard: Board?
    var nextAutosaveTime = 0.0
    var lastAutosave: AutosaveToken?
    /// The autosaved session's own id.
    let sessionID = UUID()
    var lastSavedSettings: Settings?
    /// The window's frame, as the shell last reported it.
    public internal(set) var windowFrame: WindowFrame?
    /// Set once the user has put cells on the board for the first time.
    public internal(set) var firstRunDone = false
    /// HashLife's memory cap in MiB.
    public internal(set) var maxMemoryMiB = Settings().maxMemoryMiB
    /// The jump prompt's text (nil when closed).
    public internal(set) var jumpPrompt: String?

    private var gesture: PointerGesture?
    var lastNow = 0.0
    private var swallowNextPointerUp = false
    private var draggingSlider = false
    private var gestureButton: PointerButton?

    /// Zoom factor for one notch of the wheel.
    public static let wheelZoomStep = 1.2
    /// Pixels moved by one arrow-key press.
    public static let arrowPanStep = 48.0
    /// The speeds `[` and `]` step through, in generations per second (infinity: as fast as possible).
    public static let speeds: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 240, .infinity]

    /// Creates the model for a window of `size`, optionally loaded with a pattern.
    public init(windowSize: Size, theme: Theme = .builtIn, pattern: Pattern? = nil,
                runner: BackgroundRunner = InlineRunner(), services: AppServices = AppServices(),
                themes: [Theme] = [], randomSeed: UInt64 = 0x5EED, settings: Settings? = nil, session: Session? = nil,
                startupNotice: String? = nil,
                makeUniverse: @escaping (Rule, Topology) -> any LifeAlgorithm = AppModel.countingUniverse) {
        self.theme = theme
        self.themes = themes.isEmpty ? [theme] : themes
        self.services = services
        random = SeededRandom(seed: randomSeed)
        patternName = pattern?.name
        layout = Layout(size: windowSize, metrics: theme.metrics)
        cameraController = CameraController(camera: Camera(viewport: layout.grid))
        simulation = Simulation(pattern: pattern, runner: runner, makeUniverse: makeUniverse)
        if let bounds = board ?? pattern?.bounds {
            frame(bounds, now: 0, animated: false)
        }
        if let settings { apply(settings) }
        if pattern == nil, let session { restore(session) }
        if let startupNotice { show(startupNotice, now: 0) }
    }

    /// Reacts to one input event at time `now` (seconds).
    public func handle(_ event: InputEvent, now: Double) {
        if moreOpen, case .pointerDown(let point, _) = event {
            moreOpen = false
            needsRedraw = true
            if let item = layout.moreMenu().first(where: { $0.frame.contains(point) }) {
                perform(item.action, now: now)
            }
            // The click that closes the menu does nothing else.
            swallowNextPointerUp = true
            return
        }
        if jumpPrompt != nil {
            switch event {
            case .pointerDown(let point, .left): jumpPromptPress(at: point, now: now)
            case .text(let typed): typeIntoJumpPrompt(typed)
            case .key(.letter("q"), let modifiers) where modifiers.contains(.control): quitRequested = true
            case .key(let key, _): jumpPromptKey(key, now: now)
            case .quit: quitRequested = true
            case .resized(let size): resize(to: size)
            default: break
            }
            return
        }
        if simulation.isJumping {
            switch event {
            case .pointerDown(let point, .left) where JumpProgressLayout(grid: layout.grid).cancel.contains(point):
                toggleJump(now: now)
                return
            case .key(.escape, _):
                toggleJump(now: now)
                return
            default:
                break
            }
        }
        if namePrompt != nil {
            switch event {
            case .pointerDown(let point, .left): namePromptPress(at: point, now: now)
            case .text(let typed):
                namePrompt?.type(typed)
                needsRedraw = true
            case .key(let key, let modifiers) where !(key == .letter("q") && modifiers.contains(.control)):
                namePromptKey(key, now: now)
            case .pointerDown, .pointerUp, .pointerMoved, .wheel, .pinch, .key: break
            default: break
            }
            if case .quit = event { quitRequested = true }
            if case .key(.letter("q"), let modifiers) = event, modifiers.contains(.control) { quitRequested = true }
            if case .resized(let size) = event { resize(to: size) }
            return
        }
        if boardsPanel != nil {
            switch event {
            case .pointerDown(let point, .left):
                boardsPress(at: point, now: now)
                return
            case .wheel(_, let dy, _):
                scrollBoards(by: dy)
                return
            case .pointerMoved(let point):
                setHovered(action(at: point))
                return
            case .pointerDown, .pointerUp, .pinch:
                return
            default:
                break
            }
        }
        if exportName != nil {
            if case .pointerDown(let point, .left) = event {
                exportPress(at: point, now: now)
                return
            }
            switch event {
            case .pointerDown, .pointerUp, .pointerMoved, .wheel, .pinch: return
            default: break
            }
        }
        if browserPatterns != nil {
            switch event {
            case .pointerDown(let point, .left):
                browserPress(at: point, now: now)
                return
            case .pointerMoved(let point):
                setHovered(action(at: point))
                return
            case .wheel(_, let dy, _):
                let count = browserPatterns?.count ?? 0
                let layout = BrowserLayout(grid: layout.grid, count: count, scroll: browserScroll)
                browserScroll = min(max(browserScroll - Int(dy.rounded(dy > 0 ? .up : .down)), 0), layout.maxScroll(count: count))
                needsRedraw = true
                return
            case .pointerDown, .pointerUp, .pinch:
                return
            default:
                break
            }
        }
        if settingsOpen {
            // The modal takes the pointer: nothing reaches the grid or the bar behind it.
            switch event {
            case .pointerDown(let point, let button):
                settingsPress(at: point, button: button)
                return
            case .pointerMoved(let point):
                setHovered(action(at: point))
                if draggingSlider {
                    simulation.generationsPerSecond = SettingsLayout(grid: layout.grid, themeCount: themes.count).speed(atSliderX: point.x)
                    needsRedraw = true
                }
                if draggingPicker != nil { pick(at: point, in: SettingsLayout(grid: layout.grid, themeCount: themes.count)) }
                return
            case .pointerUp:
                draggingSlider = false
                draggingPicker = nil
                return
            case .wheel, .pinch:
                return
            default:
                break
            }
        }
        switch event {
        case .text(let typed) where exportName != nil:
            var name = exportName!
            for ch in typed where (ch.isLetter || ch.isNumber || " -_.()".contains(ch)) && name.count < Self.exportNameLimit {
                name.append(ch)
            }
            exportName = name
            needsRedraw = true
        case .text(let typed) where ruleDraft != nil:
            var draft = ruleDraft!
            for ch in typed where draft.count < 40 && (ch.isLetter || ch.isNumber || " /&".contains(ch)) { draft.append(ch) }
            ruleDraft = draft
            needsRedraw = true
        case .text(let typed):
            guard var draft = hexDraft else { return }
            for ch in typed where ch.isHexDigit && draft.count < 6 { draft.append(ch) }
            hexDraft = draft.uppercased()
            needsRedraw = true
        case .fileDropped(let path):
            open(path: path, now: now)
        case .quit:
            quitRequested = true
        case .resized(let size):
            resize(to: size)
        case .pointerDown(let point, let button):
            gesture = PointerGesture(start: point)
            gestureButton = button
            if button == .left, let action = action(at: point) {
                pressed = action
                needsRedraw = true
            }
        case .pointerMoved(let point):
            lastNow = now
            pointerMoved(to: point)
        case .pointerUp(let point, let button):
            if swallowNextPointerUp {
                swallowNextPointerUp = false
                gesture = nil
                return
            }
            pointerUp(at: point, button: button, now: now)
        case .pointerLeft:
            setHovered(nil)
        case .wheel(_, let dy, let at):
            guard layout.grid.contains(at), dy != 0 else { return }
            zoom(by: pow(Self.wheelZoomStep, dy), anchor: at, now: now)
        case .pinch(let factor, let at):
            guard layout.grid.contains(at), factor > 0 else { return }
            zoom(by: factor, anchor: at, now: now, animated: false)
        case .key(let key, let modifiers):
            handleKey(key, modifiers, now: now)
        }
    }

    /// Moves time forward: takes finished generations, follows life with auto-zoom, and moves the camera.
    public func advance(to now: Double) {
        lastNow = now
        if hovered != nil && !tooltipShown && now - hoverStart >= Self.tooltipDelay {
            tooltipShown = true
            needsRedraw = true
        }
        if notice != nil && now >= noticeUntil {
            notice = nil
            needsRedraw = true
        }
        if simulation.population == 0 && hintDismissed { hintDismissed = false }
        if simulation.population > 0 && !firstRunDone { firstRunDone = true }
        if services.store?.deliver() == true { needsRedraw = true }
        if simulation.isJumping { needsRedraw = true }
        let advanced = simulation.advance(to: now)
        // A HashLife universe is drawn from its tree at any scale: let the zoom go as far out as it needs.
        let wideRange = unlimitedZoomOut || simulation.universe.leaps
        if wideRange != (camera.zoomRange.lowerBound < Camera.defaultZoomRange.lowerBound) {
            cameraController.setZoomRange(wideRange ? Self.unlimitedZoomRange : Camera.defaultZoomRange, clamp: false)
        }
        takeJumpOutcome(now: now)
        if advanced > 0 {
            needsRedraw = true
            analytics.record(generation: simulation.generation, population: simulation.universe.exactPopulation, now: now)
            if isAutoZoomActive, let bounds = board ?? simulation.universe.bounds,
               let goal = AutoZoom.target(for: bounds, camera: cameraController.target) {
                cameraController.move(to: goal.center, zoom: goal.zoom, now: now, animated: true)
            }
        }
        if cameraController.advance(to: now) { needsRedraw = true }
        autosaveIfDue(now: now)
        saveSettingsIfChanged()
    }

    /// Frames all life with the buffer (or returns to the origin when there is none) and resumes auto-zoom.
    public func fit(now: Double, animated: Bool = true) {
        autoZoomSuspended = false
        if let bounds = board ?? simulation.universe.bounds {
            frame(bounds, now: now, animated: animated)
        } else {
            cameraController.move(to: Point(0.5, 0.5), zoom: 20, now: now, animated: animated)
        }
        needsRedraw = true
    }

    private func frame(_ bounds: CellRect, now: Double, animated: Bool) {
        let fitted = AutoZoom.fittingZoom(bounds, viewport: layout.grid) / AutoZoom.headroom
        let center = Point(Double(bounds.x) + Double(bounds.width) / 2, Double(bounds.y) + Double(bounds.height) / 2)
        cameraController.move(to: center, zoom: min(fitted, Self.largestFitZoom), now: now, animated: animated)
    }

    /// Fit never zooms in further than this (a lone cell would otherwise fill the screen).
    public static let largestFitZoom = 20.0

    /// When the loop must wake up next, or nil to wait for input indefinitely (nothing animates).
    public func nextWakeTime(after now: Double) -> Double? {
        let frame = cameraController.isAnimating ? now + 1.0 / 60 : nil
        let noticeEnd = notice != nil ? noticeUntil : nil
        let tooltip = hovered != nil && !tooltipShown ? hoverStart + Self.tooltipDelay : nil
        return [simulation.nextWakeTime(after: now), frame, noticeEnd, tooltip, nextAutosaveWake()].compactMap { $0 }.min()
    }

    /// Performs a control action as if its button were clicked.
    public func perform(_ action: ControlAction, now: Double) {
        switch action {
        case .playPause:
            if analytics.history.isEmpty { analytics.record(generation: simulation.generation, population: simulation.universe.exactPopulation, now: now) }
            simulation.togglePlay(at: now)
            if simulation.isPlaying { autoZoomSuspended = false }
        case .step:
            if analytics.history.isEmpty { analytics.record(generation: simulation.generation, population: simulation.universe.exactPopulation, now: now) }
            simulation.stepOnce()
            analytics.record(generation: simulation.generation, population: simulation.universe.exactPopulation, now: now)
        case .reset:
            simulation.reset()
            analytics.clear()
            fit(now: now)
        case .zoomIn: zoom(by: Self.wheelZoomStep * Self.wheelZoomStep, anchor: layout.grid.center, now: now)
        case .zoomOut: zoom(by: 1 / (Self.wheelZoomStep * Self.wheelZoomStep), anchor: layout.grid.center, now: now)
        case .fit: fit(now: now)
        case .keepRunning:
            simulation.keepRunning(at: now)
            autoZoomSuspended = false
        case .settings:
            settingsOpen.toggle()
        case .patterns:
            browserPatterns = browserPatterns == nil ? services.listPatterns() : nil
            browserScroll = 0
        case .more:
            moreOpen.toggle()
        case .boards:
            toggleBoardsPanel()
        case .save:
            saveBoard(now: now)
        case .jump:
            toggleJump(now: now)
        case .starter(let starter):
            let cells = starter.cells
            guard let b = CellRect(enclosing: cells) else { return }
            let center = camera.cell(at: layout.grid.center)
            let origin = Cell(center.x - b.width / 2, center.y - b.height / 2)
            guard PlaneLimits.contains(CellRect(x: origin.x, y: origin.y, width: b.width, height: b.height)) else {
                show("Cannot place it here: \(PlaneLimits.coordinateMessage); press F to come back", now: now)
                return
            }
            replaceBoard("the \(starter.title)") { simulation.add(cells.map { $0.offset(by: origin.x, origin.y) }) }
            fit(now: now)
            show("\(starter.title) placed: press Play (Enter) to run it", now: now)
        case .dismissHint:
            hintDismissed = true
        case .clear:
            clear(now: now)
        case .randomFill:
            randomFill(now: now)
        }
        needsRedraw = true
    }

    /// The frame to paint.
    public func scene() -> RenderList {
        SceneBuilder(theme: theme).build(sceneState, universe: simulation.universe)
    }

    /// The state the scene is built from.
    public var sceneState: SceneState {
        var state = plainSceneState
        state.exactPopulation = simulation.universe.exactPopulation
        state.confirmingEnding = simulation.isConfirmingEnding
        return state
    }

    private var plainSceneState: SceneState {
        SceneState(layout: layout, camera: camera, generation: simulation.generation,
                   population: simulation.population, isPlaying: simulation.isPlaying,
                   canReset: simulation.canReset, generationsPerSecond: simulation.generationsPerSecond,
                   hovered: hovered, pressed: pressed, autoZoomActive: isAutoZoomActive, ending: simulation.ending,
                   settingsOpen: settingsOpen, gridLines: gridLinesEnabled, cellColor: liveCellColor, hexDraft: hexDraft,
                   rule: ruleDraft.map { $0 + "|" } ?? simulation.universe.rule.description, editingRule: ruleDraft != nil,
                   tooltip: tooltipShown && !settingsOpen ? hovered : nil, birthsAndDeaths: simulation.generation > 0 ? simulation.universe.lastStepBirthsAndDeaths : nil,
                   toggles: Dictionary(uniqueKeysWithValues: SettingToggle.allCases.map { ($0, value(of: $0)) }),
                   torusWidth: torusWidth, torusHeight: torusHeight, notice: notice, analytics: analytics,
                   moreMenu: moreOpen ? layout.moreMenu().map(\.action) : nil, exportName: exportName, exportFormat: exportFormat,
                   browser: browserPatterns, browserScroll: browserScroll, boardsPanel: boardsPanel, namePrompt: namePrompt,
                   hyperspeed: simulation.hyperspeed, hyperStepLog: simulation.hyperStepLog, maxMemoryMiB: maxMemoryMiB,
                   jumpPrompt: jumpPrompt, jumpProgress: simulation.jumpProgress, engineName: simulation.universe.name,
                   themeNames: themes.map(\.name), themeIndex: themes.firstIndex(of: theme) ?? 0,
                   showsFirstRun: showsFirstRun, showsHint: !hintDismissed && !settingsOpen && boardsPanel == nil && browserPatterns == nil && namePrompt == nil,
                   bounds: simulation.universe.bounds,
                   pasting: pasting.map { p in p.cells.count <= Self.pastePreviewLimit
                       ? p.cells.map { $0.offset(by: pasteOrigin.x, pasteOrigin.y) } : [] },
                   pasteBounds: pasting?.bounds.map { CellRect(x: $0.x + pasteOrigin.x, y: $0.y + pasteOrigin.y,
                                                               width: $0.width, height: $0.height) })
    }

    /// The current value of a switch setting.
    public func value(of toggle: SettingToggle) -> Bool {
        switch toggle {
        case .autoStop: return simulation.autoStopEnabled
        case .autoZoom: return autoZoomEnabled
        case .unlimitedZoomOut: return unlimitedZoomOut
        case .gridLines: return gridLinesEnabled
        case .torus: if case .torus = simulation.topology { return true } else { return false }
        }
    }

    /// Moves the board to the plane or a torus, keeping the cells that fit; undoable with Ctrl+Z.
    public func setTopology(_ topology: Topology, now: Double) {
        guard topology != simulation.topology else { return }
        guard !simulation.isHuge else {
            show("The universe is too large (\(NumberFormat.grouped(exact: simulation.universe.exactPopulation)) cells) to move onto a torus", now: now)
            return
        }
        let before = simulation.universe.snapshot()
        let dropped = simulation.switchTopology(to: topology)
        history.record(.replace(before: before, after: simulation.universe.snapshot(), label: "the switch to \(topology)"))
        let place = topology == .plane ? "the endless plane" : "a \(topology.description)"
        show(dropped == 0 ? "Switched to \(place)" :
                "Switched to \(place): \(dropped) cell\(dropped == 1 ? "" : "s") outside it \(dropped == 1 ? "was" : "were") dropped (Ctrl+Z undoes)",
             now: now)
        fit(now: now)
    }

    /// Undoes the last board edit (Ctrl+Z).
    public func undo(now: Double) {
        guard let edit = history.takeUndo() else {
            show("Nothing to undo", now: now)
            return
        }
        switch edit {
        case .toggle(let cell): simulation.toggle(cell)
        case .replace(let before, _, _):
            simulation.load(before)
            fit(now: now)
        }
        show("Undone: \(edit.label)", now: now)
    }

    /// Redoes the last undone edit (Ctrl+Shift+Z).
    public func redo(now: Double) {
        guard let edit = history.takeRedo() else {
            show("Nothing to redo", now: now)
            return
        }
        switch edit {
        case .toggle(let cell): simulation.toggle(cell)
        case .replace(_, let after, _):
            simulation.load(after)
            fit(now: now)
        }
        show("Redone: \(edit.label)", now: now)
    }

    /// Replaces the board through `change`, recording it for undo.
    func replaceBoard(_ label: String, _ change: () -> Void) {
        // A universe too large to list (a HashLife tree) cannot be kept for undo.
        let before = simulation.isHuge ? nil : simulation.universe.snapshot()
        change()
        if let before, !simulation.isHuge {
            history.record(.replace(before: before, after: simulation.universe.snapshot(), label: label))
        }
        needsRedraw = true
    }

    /// An empty pattern with the universe's rule and topology.
    private var emptyPattern: Pattern {
        Pattern(cells: [], rule: simulation.universe.rule, topology: simulation.topology)
    }

    /// Empties the board (Delete); undoable.
    public func clear(now: Double) {
        guard simulation.population > 0 else { return }
        let empty = emptyPattern
        replaceBoard("the clear") { simulation.load(empty) }
        show("Cleared the board (Ctrl+Z undoes)", now: now)
    }

    /// Fills the visible inner area (or the whole torus board) with random cells; undoable.
    public func randomFill(now: Double) {
        var area: CellRect
        if let board {
            area = board
        } else {
            let v = camera.visibleCells
            let insetX = Int64(Double(v.width) * AutoZoom.buffer), insetY = Int64(Double(v.height) * AutoZoom.buffer)
            area = CellRect(x: v.x + insetX, y: v.y + insetY, width: max(1, v.width - 2 * insetX), height: max(1, v.height - 2 * insetY))
        }
        // At most randomFillSide x randomFillSide cells, from the middle of the area.
        let fullArea = area
        let side = Self.randomFillSide
        if area.width > side || area.height > side {
            let w = min(area.width, side), h = min(area.height, side)
            area = CellRect(x: area.x + (area.width - w) / 2, y: area.y + (area.height - h) / 2, width: w, height: h)
        }
        var cells: [Cell] = []
        let threshold = UInt64(Self.randomFillDensity * Double(UInt64.max))
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where random.next() < threshold { cells.append(Cell(x, y)) }
        }
        replaceBoard("the random fill") {
            var pattern = emptyPattern
            pattern.cells = cells
            simulation.load(pattern)
        }
        if area != fullArea {
            show("Filled the middle \(area.width)×\(area.height) cells at random, the most one fill covers (Ctrl+Z undoes)", now: now)
        } else {
            show("Filled \(area.width)×\(area.height) cells at random (Ctrl+Z undoes)", now: now)
        }
    }

    /// Opens a pattern file in place of the current board; on failure nothing on screen changes.
    public func open(path: String, now: Double) {
        if path.lowercased().hasSuffix(".mc"), let tree = try? services.openMacrocell(path), tree.topology == .plane {
            // A macrocell file goes straight into HashLife, however many cells it holds.
            let hash: any LifeAlgorithm
            do { hash = try EngineSwitch.universe(from: tree, maxMemory: maxMemoryMiB << 20) } catch {
                show("Could not open it: \(error)", now: now)
                return
            }
            let name = tree.comments.first ?? String(path.split(separator: "/").last ?? Substring(path))
            replaceBoard("opening \(name)") { simulation.load(universe: hash) }
            patternName = name
            show("Opened \(name): \(NumberFormat.grouped(exact: tree.population)) cells at generation \(NumberFormat.grouped(tree.generation)) (HashLife)",
                 now: now)
            fit(now: now, animated: false)
            return
        }
        do {
            let pattern = try services.openFile(path)
            replaceBoard("opening \(pattern.name ?? "the file")") { simulation.load(pattern) }
            patternName = pattern.name
            let name = pattern.name ?? String(path.split(separator: "/").last ?? Substring(path))
            show("Opened \(name): \(pattern.cells.count) cells (Ctrl+Z undoes)", now: now)
            fit(now: now, animated: false)
        } catch {
            show("Could not open it: \(error)", now: now)
        }
    }

    /// Starts placing the clipboard's pattern (RLE, plaintext, Life 1.05/1.06 or macrocell) at the view centre.
    public func paste(now: Double) {
        guard let text = services.readClipboard(), !text.isEmpty else {
            show("The clipboard holds no pattern", now: now)
            return
        }
        do {
            let pattern = try PatternFormat.sniff(text).read(text)
            guard let bounds = pattern.bounds else {
                show("The pasted pattern has no live cells", now: now)
                return
            }
            pasting = pattern.offset(by: -bounds.x, -bounds.y)
            let center = camera.cell(at: layout.grid.center)
            pasteOrigin = Cell(center.x - bounds.width / 2, center.y - bounds.height / 2)
            show("Move to place \(pattern.cells.count) cells, click to drop them, Esc to cancel", now: now)
        } catch {
            show("The clipboard is not a pattern: \(error)", now: now)
        }
    }

    /// Puts the whole universe on the clipboard as RLE.
    public func copy(now: Double) {
        guard !simulation.isHuge else {
            show("The universe is too large to copy as text; export it as macrocell (Ctrl+E)", now: now)
            return
        }
        let snapshot = simulation.universe.snapshot()
        services.writeClipboard(RLEWriter().write(snapshot))
        show("Copied \(snapshot.cells.count) cells as RLE", now: now)
    }

    private func movePaste(to point: Point) {
        guard let p = pasting, let b = p.bounds else { return }
        let cell = camera.cell(at: point)
        pasteOrigin = Cell(cell.x - b.width / 2, cell.y - b.height / 2)
        needsRedraw = true
    }

    private func placePaste(now: Double) {
        guard let p = pasting else { return }
        guard let b = p.bounds,
              PlaneLimits.contains(CellRect(x: pasteOrigin.x + b.x, y: pasteOrigin.y + b.y, width: b.width, height: b.height)) else {
            show("Cannot place it here: \(PlaneLimits.coordinateMessage); press F to come back", now: now)
            return
        }
        replaceBoard("the paste") { simulation.add(p.cells.map { $0.offset(by: pasteOrigin.x, pasteOrigin.y) }) }
        pasting = nil
        show("Placed \(p.cells.count) cells", now: now)
    }

    func show(_ message: String, now: Double) {
        notice = message
        noticeUntil = now + Self.noticeSeconds
        needsRedraw = true
    }

    /// On a torus, the board's cells.
    private var board: CellRect? {
        if case let .torus(w, h) = simulation.topology { return CellRect(x: 0, y: 0, width: w, height: h) }
        return nil
    }

    /// Flips a switch setting.
    public func flip(_ toggle: SettingToggle) {
        switch toggle {
        case .autoStop: simulation.autoStopEnabled.toggle()
        case .autoZoom: autoZoomEnabled.toggle()
        case .unlimitedZoomOut: unlimitedZoomOut.toggle()
        case .gridLines: gridLinesEnabled.toggle()
        case .torus:
            setTopology(value(of: .torus) ? .plane : .torus(width: torusWidth, height: torusHeight), now: lastNow)
        }
        needsRedraw = true
    }

    /// Tells the model the current scene is on screen.
    public func didDraw() { needsRedraw = false }

    /// The one zoom function: wheel, pinch, keys and buttons all come here. Zooms by a factor around
    /// a screen point (smoothly unless `animated` is false) and suspends auto-zoom.
    public func zoom(by factor: Double, anchor: Point, now: Double, animated: Bool = true) {
        cameraController.zoom(by: factor, anchor: anchor, now: now, animated: animated)
        autoZoomSuspended = true
        needsRedraw = true
    }

    /// Pans the grid so content moves by `delta` pixels, and suspends auto-zoom.
    public func pan(by delta: Point) {
        cameraController.pan(by: delta)
        autoZoomSuspended = true
        needsRedraw = true
    }

    /// Moves the speed `steps` places along `speeds` (from the nearest one).
    public func changeSpeed(by steps: Int) {
        if simulation.hyperspeed {
            if steps < 0 { setHyperspeed(false) }
            return
        }
        if steps > 0 && simulation.generationsPerSecond.isInfinite {
            setHyperspeed(true)
            return
        }
        let current = simulation.generationsPerSecond
        let nearest = Self.speeds.indices.min { abs(Self.speeds[$0] - current) < abs(Self.speeds[$1] - current) } ?? 0
        let index = current.isInfinite ? Self.speeds.count - 1 : nearest
        simulation.generationsPerSecond = Self.speeds[min(max(index + steps, 0), Self.speeds.count - 1)]
        needsRedraw = true
    }

    private func resize(to size: Size) {
        moreOpen = false
        layout = Layout(size: size, metrics: theme.metrics)
        cameraController.setViewport(layout.grid)
        needsRedraw = true
    }

    private func pointerMoved(to point: Point) {
        if var g = gesture {
            let delta = g.move(to: point)
            gesture = g
            if let delta, pressed == nil {
                pan(by: delta)
            }
        }
        setHovered(action(at: point))
        if pasting != nil && layout.grid.contains(point) { movePaste(to: point) }
    }

    private func pointerUp(at point: Point, button: PointerButton, now: Double) {
        defer {
            gesture = nil
            gestureButton = nil
            if pressed != nil { pressed = nil; needsRedraw = true }
        }
        guard let g = gesture, button == gestureButton else { return }
        if let action = pressed {
            if self.action(at: point) == action { perform(action, now: now) }
            return
        }
        if !g.isDragging && button == .left && layout.grid.contains(g.start) && pasting != nil {
            movePaste(to: g.start)
            placePaste(now: now)
            return
        }
        if !g.isDragging && button == .left && layout.grid.contains(g.start) {
            let cell = camera.cell(at: g.start)
            guard camera.isOnPlane(g.start) else {
                show("Cannot edit here: \(PlaneLimits.coordinateMessage); press F to come back", now: now)
                return
            }
            // Off the edge of a torus board there is nothing to edit.
            if board.map({ $0.contains(cell) }) ?? true {
                simulation.toggle(cell)
                history.record(.toggle(cell))
                needsRedraw = true
            }
        }
    }

    /// In the export prompt: format segments, Cancel and Export; a click outside cancels.
    private func exportPress(at point: Point, now: Double) {
        let layout = ExportLayout(grid: layout.grid)
        if let i = layout.formats.firstIndex(where: { $0.contains(point) }) {
            exportFormat = ExportLayout.formatChoices[i].1
        } else if layout.export.contains(point) {
            exportBoard(now: now)
        } else if layout.cancel.contains(point) || !layout.panel.contains(point) {
            exportName = nil
        }
        needsRedraw = true
    }

    /// Writes the universe under the typed name into the user's pattern folder.
    public func exportBoard(now: Double) {
        let name = (exportName ?? "").trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            show("Give the pattern a name first", now: now)
            return
        }
        let format: PatternFormat = exportFormat == .rle ? .rle : .macrocell
        let fileName = name + (exportFormat == .rle ? ".rle" : ".mc")
        let count = NumberFormat.grouped(exact: simulation.universe.exactPopulation)
        let text: String
        if format == .macrocell, let tree = simulation.universe.nativeMacrocell(comments: [name]) {
            // Straight from the tree, whatever its size.
            text = tree
        } else if simulation.isHuge {
            show("\(count) cells are too many for RLE; choose Macrocell", now: now)
            return
        } else {
            var pattern = simulation.universe.snapshot()
            pattern.name = name
            text = format.write(pattern)
        }
        do {
            let path = try services.savePattern(fileName, text)
            exportName = nil
            show("Saved \(count) cells to \(path)", now: now)
        } catch {
            show("Could not save it: \(error)", now: now)
        }
    }

    /// In the browser: a card opens its pattern (undoable); the close button or a click outside closes it.
    private func browserPress(at point: Point, now: Double) {
        guard let patterns = browserPatterns else { return }
        let layout = BrowserLayout(grid: layout.grid, count: patterns.count, scroll: browserScroll)
        if let index = layout.pattern(at: point) {
            let pattern = patterns[index]
            browserPatterns = nil
            replaceBoard("opening \(pattern.name ?? "the pattern")") { simulation.load(pattern) }
            patternName = pattern.name
            show("Opened \(pattern.name ?? "a pattern"): \(pattern.cells.count) cells (Ctrl+Z undoes)", now: now)
            fit(now: now, animated: false)
        } else if layout.close.contains(point) || !layout.panel.contains(point) {
            browserPatterns = nil
        }
        needsRedraw = true
    }

    /// In the modal: a click on a switch row flips it, the close button or a click outside closes it.
    private func settingsPress(at point: Point, button: PointerButton) {
        guard button == .left else { return }
        let modal = SettingsLayout(grid: layout.grid, themeCount: themes.count)
        draggingSlider = false
        draggingPicker = nil
        if hexDraft != nil && !modal.hexField.contains(point) { hexDraft = nil }
        if ruleDraft != nil && !modal.ruleField.contains(point) { ruleDraft = nil }
        if modal.close.contains(point) || !modal.panel.contains(point) {
            settingsOpen = false
        } else if let toggle = modal.toggle(at: point) {
            flip(toggle)
        } else if let i = modal.swatches.firstIndex(where: { $0.contains(point) }) {
            setCellColor(SettingsLayout.swatchColors[i])
        } else if modal.svSquare.contains(point) {
            draggingPicker = .saturationValue
            pick(at: point, in: modal)
        } else if modal.hueStrip.insetBy(0, -6).contains(point) {
            draggingPicker = .hue
            pick(at: point, in: modal)
        } else if modal.ruleField.contains(point) {
            ruleDraft = simulation.universe.rule.description
        } else if modal.hexField.contains(point) {
            hexDraft = String(liveCellColor.description.dropFirst())
        } else if let speed = modal.speedPreset(at: point) {
            if speed == SettingsLayout.hyperspeedPreset {
                setHyperspeed(true)
            } else {
                setHyperspeed(false)
                simulation.generationsPerSecond = speed
            }
        } else if let delta = modal.memoryStepper(at: point) {
            changeMemoryCap(by: delta)
        } else if modal.isOnSlider(point) {
            setHyperspeed(false)
            draggingSlider = true
            simulation.generationsPerSecond = modal.speed(atSliderX: point.x)
        } else if modal.resetButton.contains(point) {
            resetSettings(now: lastNow)
        } else if let index = modal.theme(at: point) {
            useTheme(themes[index])
        } else if let side = modal.size(at: point) {
            setTorusSize(width: side, height: side)
        } else if let step = modal.stepper(at: point) {
            setTorusSize(width: torusWidth + (step.side == .width ? step.delta : 0),
                         height: torusHeight + (step.side == .height ? step.delta : 0))
        }
        needsRedraw = true
    }

    /// Runs the board under another rule (B/S notation or a name); undoable. A rule that cannot be
    /// read is explained and the field stays open.
    public func applyRule(_ text: String, now: Double) {
        do {
            let rule = try Rule(parsing: text)
            ruleDraft = nil
            guard rule != simulation.universe.rule else { return }
            guard !simulation.isHuge else {
                show("The universe is too large to change its rule; reset or clear it first", now: now)
                return
            }
            var pattern = simulation.universe.snapshot()
            pattern.rule = rule
            replaceBoard("the rule change to \(rule)") { simulation.load(pattern) }
            show("Rule \(rule) (Ctrl+Z undoes)", now: now)
        } catch {
            show("\(error)", now: now)
        }
    }

    /// Sets the colour from a point on the saturation/value square or the hue strip.
    private func pick(at point: Point, in modal: SettingsLayout) {
        var (h, s, v) = liveCellColor.hsv
        switch draggingPicker {
        case .saturationValue:
            s = min(max((point.x - modal.svSquare.x) / modal.svSquare.width, 0), 1)
            v = 1 - min(max((point.y - modal.svSquare.y) / modal.svSquare.height, 0), 1)
        case .hue:
            h = min(max((point.x - modal.hueStrip.x) / modal.hueStrip.width, 0), 0.999)
            if s == 0 { s = 1 }
            if v == 0 { v = 1 }
        case nil:
            return
        }
        setCellColor(Color(hue: h, saturation: s, value: v))
    }

    /// Puts every setting back to its default (the board is kept; a universe switch is undoable).
    public func resetSettings(now: Double) {
        cellColor = nil
        simulation.autoStopEnabled = true
        autoZoomEnabled = true
        autoZoomSuspended = false
        unlimitedZoomOut = false
        gridLinesEnabled = true
        simulation.generationsPerSecond = Self.defaultSpeed
        setHyperspeed(false)
        maxMemoryMiB = Settings().maxMemoryMiB
        simulation.hashLifeMemory = maxMemoryMiB << 20
        useTheme(themes[0])
        chosenTorusSize = (Settings().torusWidth, Settings().torusHeight)
        setTopology(.plane, now: now)
        show("Settings are back to their defaults", now: now)
    }

    /// The app's universes: tiled, counting births and deaths for the header.
    public static func countingUniverse(rule: Rule, topology: Topology) -> any LifeAlgorithm {
        let universe = TiledLife(rule: rule, topology: topology)
        universe.countsBirthsAndDeaths = true
        return universe
    }

    /// Generations per second at start and after "Reset to defaults".
    public static let defaultSpeed = 10.0

    /// Switches the look at once.
    public func useTheme(_ newTheme: Theme) {
        theme = newTheme
        layout = Layout(size: Size(layout.bounds.width, layout.bounds.height), metrics: theme.metrics)
        cameraController.setViewport(layout.grid)
        needsRedraw = true
    }

    /// Chooses the torus size (clamped to the allowed sides); the board follows when it is a torus.
    public func setTorusSize(width: Int64, height: Int64) {
        let range = Topology.minimumSide...Topology.maximumSide
        chosenTorusSize = (min(max(width, range.lowerBound), range.upperBound), min(max(height, range.lowerBound), range.upperBound))
        if value(of: .torus) {
            setTopology(.torus(width: chosenTorusSize.width, height: chosenTorusSize.height), now: lastNow)
        }
        needsRedraw = true
    }

    /// The button under a point: the ending banner's when it shows, else the control bar's.
    func action(at point: Point) -> ControlAction? {
        if moreOpen, let item = layout.moreMenu().first(where: { $0.frame.contains(point) }) {
            return item.action
        }
        if let panel = boardsPanel {
            let boards = BoardsLayout(grid: layout.grid, count: panel.boards?.count ?? 0, scroll: panel.scroll)
            return boards.close.contains(point) ? .boards : (boards.save.contains(point) ? .save : nil)
        }
        if let patterns = browserPatterns {
            return BrowserLayout(grid: layout.grid, count: patterns.count, scroll: browserScroll).close.contains(point) ? .patterns : nil
        }
        if settingsOpen {
            return SettingsLayout(grid: layout.grid, themeCount: themes.count).close.contains(point) ? .settings : nil
        }
        let firstRun = FirstRunLayout(grid: layout.grid)
        if showsFirstRun, let i = firstRun.starters.firstIndex(where: { $0.contains(point) }) {
            return .starter(StarterPattern.allCases[i])
        }
        if !hintDismissed && firstRun.hintClose.contains(point) { return .dismissHint }
        if simulation.ending != nil, BannerLayout(grid: layout.grid, metrics: theme.metrics).button.contains(point) {
            return .keepRunning
        }
        return layout.button(at: point)?.action
    }

    func setHovered(_ action: ControlAction?) {
        if hovered != action {
            hovered = action
            hoverStart = lastNow
            tooltipShown = false
            needsRedraw = true
        }
    }

    /// How long the pointer rests on a button before its tooltip shows.
    public static let tooltipDelay = 0.5
    /// Whether the hovered button's tooltip shows.
    public private(set) var tooltipShown = false
    private var hoverStart = 0.0

    private func handleKey(_ key: Key, _ modifiers: KeyModifiers, now: Double) {
        switch key {
        case .letter("q") where modifiers.contains(.control):
            quitRequested = true
        case .escape where exportName != nil:
            exportName = nil
            needsRedraw = true
        case .enter where exportName != nil:
            exportBoard(now: now)
        case .delete where exportName != nil:
            exportName = String(exportName!.dropLast())
            needsRedraw = true
        case _ where exportName != nil:
            break
        case .letter("e") where modifiers.contains(.control):
            exportName = String(PatternFileName.clean(patternName ?? "My pattern").prefix(Self.exportNameLimit))
            needsRedraw = true
        case .escape where ruleDraft != nil:
            ruleDraft = nil
            needsRedraw = true
        case .delete where ruleDraft != nil:
            ruleDraft = String(ruleDraft!.dropLast())
            needsRedraw = true
        case .enter where ruleDraft != nil:
            applyRule(ruleDraft!, now: now)
        case .escape where hexDraft != nil:
            hexDraft = nil
            needsRedraw = true
        case .delete where hexDraft != nil:
            hexDraft = String(hexDraft!.dropLast())
            needsRedraw = true
        case .enter where hexDraft != nil:
            if let color = Color(hex: hexDraft!) { setCellColor(color) }
            hexDraft = nil
            needsRedraw = true
        case .escape where boardsPanel != nil:
            boardsPanel = nil
            needsRedraw = true
        case .letter("u") where boardsPanel != nil && modifiers.isEmpty:
            undoDelete(now: now)
        case .letter("s") where modifiers.contains(.control) && modifiers.contains(.shift):
            saveBoardAs(now: now)
        case .letter("s") where modifiers.contains(.control):
            saveBoard(now: now)
        case .letter("b") where modifiers.isEmpty && !settingsOpen && browserPatterns == nil:
            toggleBoardsPanel()
        case _ where boardsPanel != nil:
            break
        case .escape where browserPatterns != nil:
            browserPatterns = nil
            needsRedraw = true
        case _ where browserPatterns != nil:
            break
        case .letter("o") where modifiers.isEmpty:
            perform(.patterns, now: now)
        case .escape where settingsOpen:
            settingsOpen = false
            needsRedraw = true
        case .escape where pasting != nil:
            pasting = nil
            show("Paste cancelled", now: now)
        case .letter("z") where modifiers.contains(.control) && modifiers.contains(.shift):
            redo(now: now)
        case .letter("z") where modifiers.contains(.control):
            undo(now: now)
        case .letter("y") where modifiers.contains(.control):
            redo(now: now)
        case _ where settingsOpen:
            break
        case .letter("r") where modifiers.contains(.control):
            perform(.reset, now: now)
        case .letter("v") where modifiers.contains(.control):
            paste(now: now)
        case .letter("c") where modifiers.contains(.control):
            copy(now: now)
        case .enter:
            perform(.playPause, now: now)
        case .space:
            perform(.step, now: now)
        case .delete:
            perform(.clear, now: now)
        case .plus:
            zoom(by: Self.wheelZoomStep, anchor: layout.grid.center, now: now)
        case .minus:
            zoom(by: 1 / Self.wheelZoomStep, anchor: layout.grid.center, now: now)
        case .letter("f") where modifiers.isEmpty:
            fit(now: now)
        case .letter("g") where modifiers.isEmpty:
            perform(.jump, now: now)
        case .bracketLeft:
            changeSpeed(by: -1)
        case .bracketRight:
            changeSpeed(by: 1)
        case .left: pan(by: Point(Self.arrowPanStep, 0))
        case .right: pan(by: Point(-Self.arrowPanStep, 0))
        case .up: pan(by: Point(0, Self.arrowPanStep))
        case .down: pan(by: Point(0, -Self.arrowPanStep))
        default:
            break
        }
    }
}
