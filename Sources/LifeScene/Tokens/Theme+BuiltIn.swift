extension Theme {
    /// The theme that always works, used when no theme file can be read.
    public static let builtIn = Theme(
        name: "Dark",
        colors: ThemeColors(
            background: Color(r: 0x12, g: 0x14, b: 0x18),
            header: Color(r: 0x1A, g: 0x1D, b: 0x23),
            controlBar: Color(r: 0x1A, g: 0x1D, b: 0x23),
            separator: Color(r: 0x2C, g: 0x31, b: 0x3A),
            gridBackground: Color(r: 0x12, g: 0x14, b: 0x18),
            gridLine: Color(r: 0x1F, g: 0x23, b: 0x2A),
            gridLineMajor: Color(r: 0x2A, g: 0x2F, b: 0x38),
            cell: Color(r: 0x4A, g: 0xDE, b: 0x80),
            text: Color(r: 0xE8, g: 0xEA, b: 0xED),
            mutedText: Color(r: 0x8B, g: 0x93, b: 0xA1),
            accent: Color(r: 0x4A, g: 0xDE, b: 0x80),
            onAccent: Color(r: 0x0B, g: 0x1A, b: 0x10),
            icon: Color(r: 0xD5, g: 0xD9, b: 0xE0),
            buttonHover: Color(r: 0x2A, g: 0x2F, b: 0x38),
            buttonPressed: Color(r: 0x35, g: 0x3B, b: 0x46),
            danger: Color(r: 0xF8, g: 0x71, b: 0x71),
            boardOutside: Color(r: 0x07, g: 0x08, b: 0x0A),
            boardBorder: Color(r: 0x6B, g: 0x74, b: 0x83)
        ),
        metrics: ThemeMetrics(
            headerHeight: 64, controlBarHeight: 56, buttonSize: 40, primaryButtonSize: 44,
            buttonSpacing: 12, cornerRadius: 10, padding: 20,
            titleFontSize: 20, valueFontSize: 17, labelFontSize: 11, gridLineMinZoom: 10
        )
    )
}
