/// The colour tokens every drawing command takes its colours from.
public struct ThemeColors: Equatable, Sendable, Codable {
    /// Window background behind everything.
    public var background: Color
    /// Header band.
    public var header: Color
    /// Control bar band.
    public var controlBar: Color
    /// Hairline between bands.
    public var separator: Color
    /// Dead cells on the plane.
    public var gridBackground: Color
    /// Lines between cells.
    public var gridLine: Color
    /// Every tenth line.
    public var gridLineMajor: Color
    /// Live cells (the settings' cell colour overrides it).
    public var cell: Color
    /// Primary text.
    public var text: Color
    /// Secondary text and labels.
    public var mutedText: Color
    /// Accent for the primary action.
    public var accent: Color
    /// Content drawn on the accent colour.
    public var onAccent: Color
    /// Icons on plain buttons.
    public var icon: Color
    /// Button under the pointer.
    public var buttonHover: Color
    /// Button being pressed.
    public var buttonPressed: Color
    /// Destructive actions and errors.
    public var danger: Color
    /// Around a torus board.
    public var boardOutside: Color
    /// The line around a torus board.
    public var boardBorder: Color
    /// The outline of buttons and cards whose fill does not stand out from what lies under them
    /// (High contrast's black on black); nil: they are drawn by their fill alone.
    public var controlBorder: Color?
}
