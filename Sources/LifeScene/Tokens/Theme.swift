/// A named set of design tokens; themes are data, loaded from Themes/*.json.
public struct Theme: Equatable, Sendable, Codable {
    /// Display name.
    public var name: String
    /// Colour tokens.
    public var colors: ThemeColors
    /// Size tokens.
    public var metrics: ThemeMetrics

    /// Creates a theme from its tokens.
    public init(name: String, colors: ThemeColors, metrics: ThemeMetrics) {
        self.name = name
        self.colors = colors
        self.metrics = metrics
    }
}
