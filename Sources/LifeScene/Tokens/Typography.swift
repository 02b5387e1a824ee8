/// The type scale every screen draws with, derived from a theme's metrics, so drawing code names
/// a role (a panel title, a body line) instead of adding points to a font size.
public struct Typography: Equatable, Sendable {
    /// The app's name in the header and the Settings title.
    public let title: TextStyle
    /// A panel's title (Boards, Patterns).
    public let panelTitle: TextStyle
    /// A prompt's title (Export, Jump, Save).
    public let promptTitle: TextStyle
    /// Names in lists and switch titles.
    public let itemTitle: TextStyle
    /// Running text in banners, fields and notices.
    public let body: TextStyle
    /// Button labels.
    public let button: TextStyle
    /// Values beside a control and the header status.
    public let control: TextStyle
    /// Secondary lines: explanations, segment labels, hints.
    public let secondary: TextStyle
    /// The smallest text: details, section names, captions.
    public let caption: TextStyle
    /// A figure's label in the header.
    public let figureLabel: TextStyle
    /// A figure in the header.
    public let figure: TextStyle

    /// The scale for a theme's sizes.
    public init(metrics m: ThemeMetrics) {
        title = TextStyle(size: m.titleFontSize, weight: .semibold)
        panelTitle = TextStyle(size: m.titleFontSize - 2, weight: .semibold)
        promptTitle = TextStyle(size: m.titleFontSize - 3, weight: .semibold)
        itemTitle = TextStyle(size: m.labelFontSize + 3, weight: .semibold)
        body = TextStyle(size: m.labelFontSize + 3, weight: .regular)
        button = TextStyle(size: m.labelFontSize + 2, weight: .semibold)
        control = TextStyle(size: m.labelFontSize + 2, weight: .regular)
        secondary = TextStyle(size: m.labelFontSize + 1, weight: .regular)
        caption = TextStyle(size: m.labelFontSize, weight: .regular)
        figureLabel = TextStyle(size: m.labelFontSize, weight: .semibold)
        figure = TextStyle(size: m.valueFontSize, weight: .semibold)
    }
}

extension TextStyle {
    /// The same size, semibold (a chosen segment).
    public var semibold: TextStyle { TextStyle(size: size, weight: .semibold) }

    /// Room a line of wrapped text takes, about what the font's own line height is, for laying
    /// out a box that must hold several lines.
    public var lineHeight: Double { (size * 1.3).rounded(.up) }
}
