/// A named set of design tokens; themes are data, loaded from Themes/*.json.
public struct Theme: Equatable, Sendable, Codable {
    /// Display name.
    public var name: String
    /// Colour tokens.
    public var colors: ThemeColors
    /// Size tokens.
    public var metrics: ThemeMetrics

    /// The type scale for these metrics.
    public var type: Typography { Typography(metrics: metrics) }

    /// A colour with another opacity.
    public static func translucent(_ color: Color, _ alpha: UInt8) -> Color {
        var c = color
        c.a = alpha
        return c
    }

    /// Creates a theme from its tokens.
    public init(name: String, colors: ThemeColors, metrics: ThemeMetrics) {
        self.name = name
        self.colors = colors
        self.metrics = metrics
    }
}
