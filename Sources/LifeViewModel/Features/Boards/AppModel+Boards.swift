import LifeInterface
import PromptFeature
import LifeRun
import LifeScene
import Foundation
import LifeEngine
import LifeStore

/// Saved boards, the Boards panel, the name prompt and the autosaved session.
extension AppModel {

    /// The universe, its reset point and the view as a board named `name`.
    func currentBoard(id: UUID, name: String, created: Date) -> BoardDraft {
        let view = BoardView(centerX: cameraController.target.center.x, centerY: cameraController.target.center.y,
                             zoom: cameraController.target.zoom)
        // Copies are cheap here (shared tiles, or HashLife's compact tree); listing and encoding
        // the cells happens on the store's queue, so a big universe never stalls a frame.
        return BoardDraft(id: id, name: name, created: created, universe: simulation.universe.duplicate(),
                          start: simulation.resetUniverse?.duplicate(), view: view,
                          history: simulation.history.through(simulation.generation, population: simulation.universe.exactPopulation))
    }

    /// Puts a board's universe in the simulation: a macrocell board goes straight into HashLife.
    func loadUniverse(of board: Board) {
        if let text = board.macrocell, let tree = try? MacrocellCodec().parse(text), tree.topology == .plane {
            if let universe = try? EngineSwitch.universe(from: tree, maxMemory: context.preferences.maxMemoryMiB << 20) {
                simulation.load(universe: universe)
            }
        } else {
            simulation.load(board.pattern, resetPoint: board.start)
        }
        if let history = board.history { simulation.adoptHistory(history) }
    }

    /// Ctrl+S: saves over the board being edited, or asks for a name when there is none.
    public func saveBoard(now: Double) {
        guard services.store != nil else {
            show("Boards are not available: the board database could not be opened", now: now)
            return
        }
        guard let id = currentBoardID, let name = currentBoardName, let created = currentBoardCreated else {
            saveBoardAs(now: now)
            return
        }
        write(currentBoard(id: id, name: name, created: created), now: now)
    }

    /// Ctrl+Shift+S: asks for a name and saves the universe as a new board.
    public func saveBoardAs(now: Double) {
        guard services.store != nil else {
            show("Boards are not available: the board database could not be opened", now: now)
            return
        }
        // A new board gets a name of its own: the board being edited does not lend it its name.
        open(.prompt(TextPrompt(.saveBoard, text: currentBoardName != nil ? "" : context.patternName ?? "My board")))
    }

    /// Confirms a board's name: saves the universe under it, or renames the board. An empty name
    /// keeps the prompt open with a message.
    func confirmBoardName(_ typed: String, purpose: TextPrompt.Purpose, now: Double) {
        guard let store = services.store else { return }
        let name = typed.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else {
            show("Give the board a name first", now: now)
            return
        }
        close { $0.kind == .prompt }
        switch purpose {
        case .renameBoard(let id):
            store.submit({ try $0.rename(id, to: name) }) { [weak self] result in
                guard let self else { return }
                switch result {
                case .success:
                    if self.currentBoardID == id { self.currentBoardName = name }
                    self.show("Renamed to \(name)", now: self.lastNow)
                    self.refreshBoards()
                case .failure(let error):
                    self.show("Could not rename it: \(error)", now: self.lastNow)
                }
            }
        default:
            write(currentBoard(id: UUID(), name: name, created: services.wallClock()), now: now)
        }
    }

    private func write(_ draft: BoardDraft, now: Double) {
        guard let store = services.store else { return }
        show("Saving \(draft.name)…", now: now)
        store.submit({ try $0.save(draft.make()) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let stored):
                self.currentBoardID = stored.id
                self.currentBoardName = stored.name
                self.currentBoardCreated = stored.created
                self.show("Saved \(stored.name) (\(NumberFormat.grouped(exact: stored.exactPopulation)) cells, generation \(NumberFormat.grouped(stored.pattern.generation)))", now: self.lastNow)
                self.refreshBoards()
            case .failure(let error):
                self.show("Could not save it: \(error)", now: self.lastNow)
            }
        }
    }

    /// The open Boards panel (nil when closed).
    public internal(set) var boardsPanel: BoardsPanel? {
        get {
            for overlay in overlays.reversed() { if case .boards(let panel) = overlay { return panel } }
            return nil
        }
        set {
            guard let index = overlays.lastIndex(where: { $0.kind == .boards }) else { return }
            if let newValue { overlays[index] = .boards(newValue) } else { overlays.remove(at: index) }
        }
    }

    /// Opens or closes the Boards panel (B); the list loads in the background.
    public func toggleBoardsPanel() {
        if boardsPanel != nil {
            boardsPanel = nil
        } else if services.store == nil {
            show("Boards are not available: the board database could not be opened", now: lastNow)
        } else {
            open(.boards(BoardsPanel(now: services.wallClock())))
            refreshBoards()
        }
    }

    /// Events while the Boards panel is on top: it takes the pointer; Escape or B closes it, U
    /// brings back the board deleted last; other keys go to the shortcuts that work anywhere.
    func handleBoards(_ event: InputEvent, now: Double) -> Bool {
        switch event {
        case .pointerDown(let point, .left, _):
            boardsPress(at: point, now: now)
        case .wheel(_, let dy, _):
            scrollBoards(by: dy)
        case .pointerMoved(let point):
            setHovered(action(at: point))
        case .pointerLeft:
            setHovered(nil)
        case .key(.escape, _), .key(.letter("b"), []):
            boardsPanel = nil
        case .key(.letter("u"), []):
            undoDelete(now: now)
        case .key:
            return false
        default:
            break
        }
        return true
    }

    /// Reloads the panel's list (when it is open).
    /// Lists the boards again. With an `anchor` (the board just copied), the rows keep their places
    /// and new boards come right after the anchor, so the row under the pointer does not move (the
    /// next opening lists newest first again).
    func refreshBoards(keeping anchor: UUID? = nil) {
        guard boardsPanel != nil, let store = services.store else { return }
        store.submit({ try $0.list() }) { [weak self] result in
            guard let self, var panel = self.boardsPanel else { return }
            switch result {
            case .success(var boards):
                if let anchor, let shown = panel.boards {
                    let known = Set(shown.map(\.id))
                    let fresh = boards.filter { !known.contains($0.id) }
                    var kept = shown.compactMap { old in boards.first { $0.id == old.id } }
                    let at = (kept.firstIndex { $0.id == anchor }).map { $0 + 1 } ?? 0
                    kept.insert(contentsOf: fresh, at: at)
                    boards = kept
                }
                panel.boards = boards
                panel.problem = nil
                let layout = BoardsLayout(grid: self.layout.grid, count: boards.count, scroll: 0)
                panel.scroll = max(0, min(panel.scroll, layout.maxScroll(count: boards.count)))
            case .failure(let error):
                panel.problem = "The boards could not be listed: \(error)"
            }
            panel.now = self.services.wallClock()
            self.boardsPanel = panel
        }
    }

    /// A click in the Boards panel.
    func boardsPress(at point: Point, now: Double) {
        guard var panel = boardsPanel else { return }
        let boards = panel.boards ?? []
        let layout = BoardsLayout(grid: layout.grid, count: boards.count, scroll: panel.scroll)
        if layout.close.contains(point) || !layout.panel.contains(point) {
            boardsPanel = nil
            return
        }
        if layout.save.contains(point) {
            boardsPanel = nil
            saveBoardAs(now: now)
            return
        }
        guard let (index, action) = layout.hit(point) else {
            panel.confirmingDelete = nil
            boardsPanel = panel
            return
        }
        let summary = boards[index]
        if action != .delete { panel.confirmingDelete = nil }
        boardsPanel = panel
        switch action {
        case .open, nil:
            openBoard(summary.id, now: now)
        case .rename:
            open(.prompt(TextPrompt(.renameBoard(summary.id), text: summary.name)))
        case .duplicate:
            services.store?.submit({ try $0.duplicate(summary.id) }) { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let copy): self.show("Copied as “\(copy.name.escapedForDisplay(limit: 40))”", now: self.lastNow)
                case .failure(let error): self.show("Could not copy it: \(error)", now: self.lastNow)
                }
                self.refreshBoards(keeping: summary.id)
            }
        case .delete:
            if panel.confirmingDelete == summary.id {
                panel.confirmingDelete = nil
                boardsPanel = panel
                deleteBoard(summary.id, name: summary.name, now: now)
            } else {
                panel.confirmingDelete = summary.id
                boardsPanel = panel
            }
        }
    }

    private func deleteBoard(_ id: UUID, name: String, now: Double) {
        services.store?.submit({ try $0.delete(id) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let board):
                self.lastDeletedBoard = board
                if self.currentBoardID == id {
                    self.currentBoardID = nil
                    self.currentBoardCreated = nil
                }
                self.show(board == nil ? "Deleted \(name) (its cells were damaged, so U cannot bring it back)"
                          : "Deleted \(name) (U undoes)", now: self.lastNow)
            case .failure(let error):
                self.show("Could not delete it: \(error)", now: self.lastNow)
            }
            self.refreshBoards()
        }
    }

    /// Puts back the board deleted last (U in the Boards panel).
    public func undoDelete(now: Double) {
        guard let board = lastDeletedBoard, let store = services.store else {
            show("No deleted board to bring back", now: now)
            return
        }
        lastDeletedBoard = nil
        store.submit({ try $0.restore(board) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success: self.show("Brought back \(board.name)", now: self.lastNow)
            case .failure(let error): self.show("Could not bring it back: \(error)", now: self.lastNow)
            }
            self.refreshBoards()
        }
    }

    /// Loads a saved board in place of the universe (undoable); the panel closes.
    public func openBoard(_ id: UUID, now: Double) {
        services.store?.submit({ try $0.load(id) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let board):
                self.boardsPanel = nil
                self.adopt(board, now: self.lastNow)
                self.show("Opened \(board.name): generation \(NumberFormat.grouped(board.pattern.generation)), \(NumberFormat.grouped(exact: board.exactPopulation)) cells (Ctrl+Z undoes)",
                          now: self.lastNow)
            case .failure(let error):
                self.show("Could not open it: \(error)", now: self.lastNow)
            }
        }
    }

    /// Shows a board: its cells, reset point and view; Ctrl+S will save over it.
    private func adopt(_ board: Board, now: Double) {
        simulation.edit("opening \(board.name)") { loadUniverse(of: board) }
        analytics.clear()
        currentBoardID = board.id
        currentBoardName = board.name
        currentBoardCreated = board.created
        context.patternName = board.name
        if let view = board.view {
            context.autoZoomSuspended = true
            cameraController.move(to: Point(view.centerX, view.centerY), zoom: view.zoom, now: now, animated: false)
            if let bounds = simulation.universe.bounds, !camera.visibleCells.intersects(bounds) { fit(now: now, animated: false) }
        } else {
            fit(now: now, animated: false)
        }
    }

    /// Wheel over the Boards panel scrolls it.
    func scrollBoards(by dy: Double) {
        guard var panel = boardsPanel else { return }
        let count = panel.boards?.count ?? 0
        let layout = BoardsLayout(grid: layout.grid, count: count, scroll: panel.scroll)
        panel.scroll = ScrollPosition.afterWheel(dy, from: panel.scroll, maxScroll: layout.maxScroll(count: count))
        boardsPanel = panel
    }
}
