/// Sizes, spacing, radii and font sizes, in pixels at scale 1.
public struct ThemeMetrics: Equatable, Sendable, Codable {
    /// Height of the header band.
    public var headerHeight: Double
    /// Height of the control bar (lower than the header).
    public var controlBarHeight: Double
    /// Side of a control bar button.
    public var buttonSize: Double
    /// Side of the primary (play) button.
    public var primaryButtonSize: Double
    /// Gap between buttons.
    public var buttonSpacing: Double
    /// Corner radius of buttons and panels.
    public var cornerRadius: Double
    /// Outer padding of the bands.
    public var padding: Double
    /// Title font size.
    public var titleFontSize: Double
    /// Value font size.
    public var valueFontSize: Double
    /// Label font size.
    public var labelFontSize: Double
    /// Smallest zoom (pixels per cell) at which grid lines are drawn.
    public var gridLineMinZoom: Double
}
