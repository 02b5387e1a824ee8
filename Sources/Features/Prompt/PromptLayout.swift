import LifeInterface
import LifeScene

/// A one-line prompt: title, text field, optional format segments or hint, Cancel and a confirm button.
public struct PromptLayout: Equatable, Sendable {
    /// The panel.
    public let panel: Rect
    /// Title line.
    public let title: Rect
    /// The text field.
    public let field: Rect
    /// The line under the field for a hint (where the generation is now, what a name may hold).
    public let hint: Rect
    /// One segment per format offered (empty when the prompt offers none).
    public let formats: [Rect]
    /// The buttons.
    public let cancel: Rect
    public let confirm: Rect

    /// A line of the hint (or of an error) under the field.
    public static let hintLine = 18.0

    /// Lays the prompt out over `grid`; without formats the panel is shorter; `hintLines` lines
    /// under the field (an error may take more than one).
    public init(grid: Rect, withFormats: Bool, hintLines: Int = 1, withField: Bool = true) {
        let extra = Double(max(1, hintLines) - 1) * Self.hintLine
        let fieldHeight = withField ? 34.0 : 0
        let width = Self.panelWidth(in: grid), height = (withFormats ? 216.0 : 176.0) + extra - (34 - fieldHeight)
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: (grid.midY - height / 2).rounded(), width: width, height: height)
        title = Rect(x: panel.x + 24, y: panel.y + 16, width: width - 48, height: 28)
        field = Rect(x: panel.x + 24, y: panel.y + 56, width: width - 48, height: fieldHeight)
        hint = Rect(x: field.x, y: field.maxY + 6, width: field.width, height: Self.hintLine + extra)
        let choices = PatternFormatChoice.allCases
        let segment = (width - 48) / Double(choices.count)
        let left = panel.x + 24, top = hint.maxY + 8
        formats = !withFormats ? [] : choices.indices.map { Rect(x: left + Double($0) * segment, y: top, width: segment, height: 30) }
        confirm = Rect(x: panel.maxX - 24 - 110, y: panel.maxY - 16 - 34, width: 110, height: 34)
        cancel = Rect(x: confirm.x - 8 - 100, y: confirm.y, width: 100, height: 34)
    }

    /// The layout for a prompt, with room under the field for its error's lines.
    public init(grid: Rect, prompt: TextPrompt, captionSize: Double) {
        let fieldWidth = Self.panelWidth(in: grid) - 48
        let said = prompt.error ?? prompt.message
        self.init(grid: grid, withFormats: prompt.offersFormats,
                  hintLines: said.map { TextWrap.lines(of: $0, width: fieldWidth, size: captionSize, maxLines: Self.messageLines(in: grid)).count } ?? 1,
                  withField: prompt.hasField)
    }

    /// Most lines a message or an error under the field takes: as many as the grid has room for,
    /// up to twelve (a script's note cut at three lost what it was saying).
    public static func messageLines(in grid: Rect) -> Int {
        min(12, max(3, Int((grid.height - 200) / hintLine)))
    }

    /// The panel's width over `grid`.
    private static func panelWidth(in grid: Rect) -> Double { min(440, grid.width - 32) }
}
