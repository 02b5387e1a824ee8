import LifeInterface
import LifeScene
import Foundation
import LifeEngine
import LifeStore
import LifeRun

/// The Boards panel: listing the saved boards, and opening, renaming, copying and deleting them.
extension BoardLibrary {
    /// Opens the panel (its list loads in the background) and returns true, or says why it cannot.
    @discardableResult
    public func openPanel() -> Bool {
        guard context.services.store != nil else {
            context.show(context.services.storeAbsence)
            return false
        }
        panel = BoardsPanel(now: context.services.wallClock())
        panel?.undeletable = lastDeleted?.name
        refresh()
        return true
    }

    /// Closes the panel.
    public func closePanel() {
        panel = nil
    }

    /// Events while the panel is on top: it takes the pointer; Escape or B closes it, U brings
    /// back the board deleted last (Ctrl+Z too while the panel offers one back: the first key
    /// people try, and the board's undo behind the panel wound the run back unseen); other keys
    /// go to the shortcuts that work anywhere. `hit` is its
    /// control under the pointer (nil outside the panel), from the regions the UI pass listed.
    public func handle(_ event: InputEvent, hit: BoardsControl?) -> Bool {
        switch event {
        case .pointerDown(_, .left, _): press(hit)
        case .wheel(_, let dy, _): scroll(by: dy)
        case .key(.escape, _), .key(.letter("b"), []): panel = nil
        case .key(.letter("u"), []): undoDelete()
        case .key(.letter("z"), .control) where panel?.undeletable != nil: undoDelete()
        case .key: return false
        default: break
        }
        return true
    }

    /// The panel's layout in the window now (nil when it is closed).
    public var layout: BoardsLayout? {
        panel.map { BoardsLayout(grid: context.layout.grid, count: $0.boards?.count ?? 0, scroll: $0.scroll) }
    }

    /// Scrolls the list so board `index` shows (the focus ring reached it).
    public func reveal(_ index: Int) {
        guard var shown = panel, let layout else { return }
        shown.scroll = ScrollPosition.showing(index, from: shown.scroll, rows: layout.visibleRows)
        panel = shown
    }

    /// Lists the boards again. With an `anchor` (the board just copied), the rows keep their places
    /// and new boards come right after the anchor, so the row under the pointer does not move (the
    /// next opening lists newest first again).
    func refresh(keeping anchor: UUID? = nil) {
        guard panel != nil, let store = context.services.store else { return }
        store.submit({ try $0.list() }) { [weak self] result in
            guard let self, var panel = self.panel else { return }
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
                let layout = BoardsLayout(grid: self.context.layout.grid, count: boards.count, scroll: 0)
                panel.scroll = max(0, min(panel.scroll, layout.maxScroll(count: boards.count)))
            case .failure(let error):
                panel.problem = "The boards could not be listed: \(error)"
            }
            panel.now = self.context.services.wallClock()
            self.panel = panel
        }
    }

    /// A click in the panel: close, Save (its name prompt opens over the panel, which then lists the
    /// new board), or a row's button (Delete asks for a second click).
    private func press(_ control: BoardsControl?) {
        guard var shown = panel else { return }
        let index: Int, action: BoardsLayout.RowAction
        switch control {
        case .close?, nil: return closePanel()
        case .save?: return saveAs()
        case .row(let row, let button)?: (index, action) = (row, button)
        case .panel?:
            shown.confirmingDelete = nil
            panel = shown
            return
        }
        guard let summary = shown.boards?[index] else { return }
        if action != .delete { shown.confirmingDelete = nil }
        switch action {
        case .open:
            panel = shown
            open(summary.id)
        case .rename:
            panel = shown
            context.request(.askBoardName(renaming: summary.id, suggested: summary.name))
        case .duplicate:
            panel = shown
            context.services.store?.submit({ try $0.duplicate(summary.id) }) { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let copy): self.context.show("Copied as “\(copy.name.escapedForDisplay(limit: 40))”")
                case .failure(let error): self.context.show("Could not copy it: \(error)")
                }
                self.refresh(keeping: summary.id)
            }
        case .delete:
            let confirmed = shown.confirmingDelete == summary.id
            shown.confirmingDelete = confirmed ? nil : summary.id
            panel = shown
            if confirmed { delete(summary.id, name: summary.name) }
        }
    }

    private func delete(_ id: UUID, name: String) {
        context.services.store?.submit({ try $0.delete(id) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let board):
                self.lastDeleted = board
                self.panel?.undeletable = board?.name
                self.unbind(id)
                self.context.show(board == nil ? "Deleted \(name) (its cells were damaged, so U cannot bring it back)" : "Deleted \(name) (U undoes)")
            case .failure(let error):
                self.context.show("Could not delete it: \(error)")
            }
            self.refresh()
        }
    }

    /// Puts back the board deleted last (U in the panel).
    func undoDelete() {
        guard let board = lastDeleted, let store = context.services.store else { return context.show("No deleted board to bring back") }
        lastDeleted = nil
        panel?.undeletable = nil
        store.submit({ try $0.restore(board) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let back):
                self.rebind(back.id, name: back.name, created: back.created)
                self.context.show(back.name == board.name ? "Brought back \(board.name)"
                                  : "Brought back \(board.name) as \u{201C}\(back.name)\u{201D}: a board saved since has its name")
            case .failure(let error): self.context.show("Could not bring it back: \(error)")
            }
            self.refresh()
        }
    }

    /// Loads a saved board in place of the universe (one undo step) with its view; the panel closes
    /// and Ctrl+S will save over the board.
    public func open(_ id: UUID) {
        context.services.store?.submit({ try $0.load(id) }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let board):
                self.panel = nil
                self.context.replacingBoard()
                let renaming = self.context.renaming(to: board.name)
                self.context.simulation.edit("opening \(board.name)", renaming: renaming) {
                    self.loadUniverse(of: board)
                }
                self.context.analytics.clear()
                self.context.adopt(renaming)
                self.context.markOpened()
                self.bind(board.id, name: board.name, created: board.created, fingerprint: BoardFingerprint(of: self.context.simulation.universe))
                self.showView(of: board)
                self.context.show("Opened \(board.name): generation \(NumberFormat.grouped(board.pattern.generation)), \(NumberFormat.grouped(exact: board.exactPopulation)) cells (Ctrl+Z undoes)")
            case .failure(let error):
                self.context.show("Could not open it: \(error)")
            }
        }
    }

    /// Wheel over the panel scrolls it.
    private func scroll(by dy: Double) {
        guard var shown = panel, let layout else { return }
        let count = shown.boards?.count ?? 0
        shown.scroll = ScrollPosition.afterWheel(dy, from: shown.scroll, maxScroll: layout.maxScroll(count: count))
        panel = shown
    }
}
