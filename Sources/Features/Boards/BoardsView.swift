import LifeInterface
import LifeRun
import LifeScene
import LifeEngine
import LifeStore

/// The Boards panel, drawn from `BoardsLayout` (the frames clicks are tested against).
public struct BoardsView {
    let theme: Theme

    /// A view drawing with `theme`'s tokens.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The Boards panel: rows with preview, name, details and buttons; a message when empty or loading.
    /// Returns its regions: Save, close, each row's buttons (rows scrolled away have no frames),
    /// then each row (a click on it opens the board) and the panel, which the focus ring skips.
    @discardableResult
    public func draw(_ panel: BoardsPanel, grid: Rect, hovered: ControlAction?, cellColor: Color, into list: inout RenderList) -> [Region<BoardsControl>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let boards = panel.boards ?? []
        let layout = BoardsLayout(grid: grid, count: boards.count, scroll: panel.scroll)
        ListPanelFrame(theme: theme).draw(title: "Boards", count: boards.count, scrolls: layout.maxScroll(count: boards.count) > panel.scroll,
                                          panel: layout.panel, titleFrame: layout.title, close: layout.close,
                                          closeHot: hovered == .boards, grid: grid, into: &list)
        let saveFill = hovered == .save ? c.accent.blended(toward: c.text, by: 0.15) : c.accent
        list.commands.append(.fill(layout.save, saveFill, radius: layout.save.height / 2))
        list.commands.append(.text("Save current…", frame: layout.save, style: type.button,
                                   color: c.onAccent, alignment: .center))
        let message: String?
        if let problem = panel.problem {
            message = problem
        } else if panel.boards == nil {
            message = "Loading…"
        } else if boards.isEmpty, let deleted = panel.undeletable {
            message = "No saved boards left: U brings back \(deleted), the one deleted last."
        } else if boards.isEmpty {
            message = "No saved boards yet. Save the board with Ctrl+S or the button above; it will be listed here."
        } else {
            message = nil
        }
        if let message {
            list.commands.append(.text(message, frame: layout.message, style: type.control,
                                       color: panel.problem != nil ? c.danger : c.mutedText, alignment: .leading))
        }
        for row in layout.rows {
            let board = boards[row.index], isCurrent = board.id == panel.current
            // The board being edited stands out: its row tinted and outlined in the accent (High contrast
            // outlines every row), "Editing" first in its figures.
            list.control(row.frame, fill: isCurrent ? c.background.blended(toward: c.accent, by: Translucency.currentRowTint) : c.background,
                         border: isCurrent ? c.accent : c.controlBorder, radius: m.cornerRadius)
            boardPreview(board.preview, in: row.preview, color: cellColor, into: &list)
            let nameFrame = Rect(x: row.text.x, y: row.frame.y + 10, width: row.text.width, height: 22)
            // Cut in the middle, so a board and its copy ("... copy") stay told apart.
            list.commands.append(.text(MiddleCut.fitting(board.name, width: nameFrame.width, size: type.itemTitle.size), frame: nameFrame,
                                       style: type.itemTitle, color: c.text, alignment: .leading))
            // Figures as the header writes them (a board leapt to 2^40 has a 13-digit generation and a 21-digit population).
            var details = (isCurrent ? panel.currentChanged ? "Editing, changed · " : "Editing · " : "")
                + "Gen \(NumberFormat.compact(board.generation)) · \(NumberFormat.compact(board.exactPopulation)) cells · \(panel.age(of: board.updated))"
            // The rule when it is not Life's, and the board when it is bounded.
            if board.rule != Rule.conway.description { details += " · \(board.rule)" }
            switch board.topology {
            case .plane: break
            case let .torus(w, h): details += " · torus \(w)×\(h)"
            case let .grid(grid): details += " · \(grid.description)"
            }
            // The graph's room goes to the figures when the board has no run to draw.
            let graph = row.graph.flatMap { graph in board.history.flatMap { $0.samples.count >= 2 ? (graph, $0) : nil } }
            let detailsWidth = graph == nil ? (row.graph?.maxX ?? row.text.maxX) - row.text.x : row.text.width
            list.commands.append(.text(details, frame: Rect(x: row.text.x, y: row.frame.y + 34, width: detailsWidth, height: 18),
                                       style: type.caption, color: c.mutedText, alignment: .leading))
            if let (frame, history) = graph { populationGraph(history, in: frame, into: &list) }
            for (frame, action) in zip(row.buttons, BoardsLayout.RowAction.allCases) {
                let confirming = action == .delete && panel.confirmingDelete == board.id
                // Open is the row's own action, in the accent (greyed, it looked disabled beside the others).
                let fill = confirming ? c.danger : (action == .open ? c.accent : c.controlBar)
                list.commands.append(.fill(frame, fill, radius: frame.height / 2))
                list.commands.append(.text(confirming ? "Sure?" : action.label, frame: frame,
                                           style: type.secondary.semibold,
                                           color: confirming || action == .open ? c.onAccent : (action == .delete ? c.danger : c.text), alignment: .center))
            }
        }
        var regions = [Region(BoardsControl.save, layout.save), Region(.close, layout.close)]
        for index in boards.indices {
            let row = layout.rows.first { $0.index == index }
            regions += BoardsLayout.RowAction.allCases.enumerated().map { Region(.row(index: index, action: $0.element), row?.buttons[$0.offset]) }
        }
        regions += layout.rows.map { Region(.row(index: $0.index, action: .open), $0.frame, focusable: false) }
        return regions + [Region(.panel, layout.panel, focusable: false)]
    }

    /// The population over a saved board's run, as a line scaled to its own top, with the ending marked.
    func populationGraph(_ history: RunHistory, in box: Rect, into list: inout RenderList) {
        let c = theme.colors
        let range = history.range
        let span = Double(max(1, range.upperBound - range.lowerBound))
        let top = Double(history.samples.map(\.highest).max() ?? 1)
        func x(_ g: Int64) -> Double { (box.x + Double(g - range.lowerBound) / span * box.width).rounded() }
        list.commands.append(.line(from: Point(box.x, box.maxY), to: Point(box.maxX, box.maxY), c.separator))
        if let ending = history.ending, range.contains(ending.generation) {
            list.commands.append(.line(from: Point(x(ending.generation), box.y), to: Point(x(ending.generation), box.maxY), c.mutedText))
        }
        var previous: Point?
        for s in history.samples {
            let p = Point(x(s.last), (box.maxY - Double(s.population) / max(1, top) * box.height).rounded())
            if let previous { list.commands.append(.line(from: previous, to: p, c.accent)) }
            previous = p
        }
    }

    /// A stored one-bit preview drawn in a box, centred, a square per preview pixel run.
    func boardPreview(_ preview: BoardPreview, in box: Rect, color: Color, into list: inout RenderList) {
        guard preview.width > 0, preview.height > 0 else { return }
        let size = min(box.width / Double(preview.width), box.height / Double(preview.height))
        let offsetX = box.x + (box.width - size * Double(preview.width)) / 2
        let offsetY = box.y + (box.height - size * Double(preview.height)) / 2
        for y in 0..<preview.height {
            var x = 0
            while x < preview.width {
                guard preview.isSet(x: x, y: y) else { x += 1; continue }
                let start = x
                while x < preview.width && preview.isSet(x: x, y: y) { x += 1 }
                let x0 = (offsetX + Double(start) * size).rounded(.down), x1 = (offsetX + Double(x) * size).rounded(.up)
                let y0 = (offsetY + Double(y) * size).rounded(.down), y1 = (offsetY + Double(y + 1) * size).rounded(.up)
                list.commands.append(.fill(Rect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0)), color, radius: 0))
            }
        }
    }
}
