import LifeScene
/// The export prompt: a name field, the format, and Cancel / Export buttons.
public struct ExportLayout: Equatable, Sendable {
    /// The panel.
    public let panel: Rect
    /// Title line.
    public let title: Rect
    /// The name field.
    public let nameField: Rect
    /// One segment per format offered.
    public let formats: [Rect]
    /// The buttons.
    public let cancel: Rect
    public let export: Rect

    /// The formats offered.
    public static let formatChoices: [(String, PatternFormatChoice)] = [("RLE", .rle), ("Macrocell", .macrocell)]

    /// Lays the prompt out over `grid`.
    /// Without formats (a plain name prompt) the panel is shorter.
    public init(grid: Rect, withFormats: Bool = true) {
        let width = min(440, grid.width - 32), height = withFormats ? 196.0 : 156.0
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: (grid.midY - height / 2).rounded(), width: width, height: height)
        title = Rect(x: panel.x + 24, y: panel.y + 16, width: width - 48, height: 28)
        nameField = Rect(x: panel.x + 24, y: panel.y + 56, width: width - 48, height: 34)
        let segment = (width - 48) / Double(Self.formatChoices.count)
        let left = panel.x + 24, top = panel.y + 100
        formats = !withFormats ? [] : (0..<Self.formatChoices.count).map { Rect(x: left + Double($0) * segment, y: top, width: segment, height: 30) }
        export = Rect(x: panel.maxX - 24 - 110, y: panel.maxY - 16 - 34, width: 110, height: 34)
        cancel = Rect(x: export.x - 8 - 100, y: export.y, width: 100, height: 34)
    }
}

/// The formats the export prompt writes.
public enum PatternFormatChoice: Equatable, Sendable {
    case rle, macrocell
}
