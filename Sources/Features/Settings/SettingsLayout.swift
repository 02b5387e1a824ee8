import LifeRun
import LifeScene
import Foundation

/// The compact settings modal: a centred panel with sections of switches.
public struct SettingsLayout: Equatable, Sendable {
    /// A switch row.
    public struct Row: Equatable, Sendable {
        /// Which setting.
        public let toggle: SettingToggle
        /// The whole clickable row.
        public let frame: Rect
        /// The switch's track.
        public let control: Rect
    }

    /// The panel.
    public let panel: Rect
    /// Title line.
    public let title: Rect
    /// Section headers and where they go.
    public let sections: [(String, Rect)]
    /// Switch rows.
    public let rows: [Row]
    /// The close button in the top-right corner.
    public let close: Rect
    /// Board shapes (torus, Klein bottle, ...) and their segments.
    public let shapes: [(BoardShape, Rect)]
    /// Board side presets and their segments.
    public let sizes: [(Int64, Rect)]
    /// One segment per theme, under the View section.
    public let themes: [Rect]
    /// Speed presets (slow, normal, fast, max, hyper) and their segments.
    public let speeds: [(SpeedPreset, Rect)]
    /// The speed slider's track (1 to 240 generations a second, on a log scale).
    public let slider: Rect
    /// "Reset to defaults".
    public let resetButton: Rect
    /// Where the content shows, under the fixed title; clicks outside it reach no control.
    public let content: Rect
    /// How far the content is scrolled, and how far it can be (0 when it all fits).
    public let scroll: Double
    public let maxScroll: Double

    /// The speed presets and their labels (Normal is the speed at start).
    public static let speedPresets: [(String, SpeedPreset)] = [("Slow", .rate(5)), ("Normal", .rate(10)), ("Fast", .rate(60)),
                                                               ("Max", .rate(.infinity)), ("Hyper", .hyperspeed)]

    /// The preset whose range holds a speed, so one segment is always lit: each finite preset
    /// reaches half way (on a log scale) to its neighbours, Max is as fast as possible, Hyper is hyperspeed.
    public static func speedPreset(holding speed: Double, hyperspeed: Bool) -> SpeedPreset {
        if hyperspeed { return .hyperspeed }
        if speed.isInfinite { return .rate(.infinity) }
        let finite = speedPresets.compactMap { preset -> Double? in
            if case let .rate(r) = preset.1, r.isFinite { return r }
            return nil
        }
        let nearest = finite.min { abs(log($0 / speed)) < abs(log($1 / speed)) } ?? finite[0]
        return .rate(nearest)
    }
    /// The hyperspeed step's steppers (halve, double: the step is then fixed) and its value, which
    /// a press hands back to the automatic choice.
    public let hyperStepSteppers: [(delta: Int, frame: Rect)]
    /// Where the hyperspeed step is written ("Auto" or 2^k).
    public let hyperStepValue: Rect
    /// HashLife memory cap steppers (halve, double) and where the value is written.
    public let memorySteppers: [(delta: Int, frame: Rect)]
    /// Where the memory cap is written.
    public let memoryValue: Rect
    /// The run history's memory cap steppers (halve, double) and where its value is written.
    public let historySteppers: [(delta: Int, frame: Rect)]
    public let historyValue: Rect
    /// Slowest and fastest speeds on the slider.
    public static let sliderRange: ClosedRange<Double> = 1...240

    /// Generations per second at a point along the slider (log scale).
    public func speed(atSliderX x: Double) -> Double {
        let t = min(max((x - slider.x) / slider.width, 0), 1)
        let lo = Self.sliderRange.lowerBound, hi = Self.sliderRange.upperBound
        return (lo * pow(hi / lo, t)).rounded()
    }

    /// Where along the slider a speed sits (the far end for max).
    public func sliderX(for speed: Double) -> Double {
        guard speed.isFinite else { return slider.maxX }
        let lo = Self.sliderRange.lowerBound, hi = Self.sliderRange.upperBound
        let t = log(min(max(speed, lo), hi) / lo) / log(hi / lo)
        return slider.x + t * slider.width
    }
    /// The width and height steppers: which side, by how much, and the button.
    public let steppers: [(side: TorusSide, delta: Int64, frame: Rect)]
    /// Where the current width and height are written.
    public let sideValues: [(side: TorusSide, frame: Rect)]

    /// A side of the torus board.
    public enum TorusSide: Equatable, Sendable { case width, height }

    /// The torus sides offered as presets (others come from files or `--torus`).
    public static let sizePresets: [Int64] = [16, 24, 32, 64, 128]

    /// Widest the panel gets: controls do not stretch edge to edge.
    public static let maxWidth = 460.0
    /// Horizontal padding inside the panel.
    public static let padding = 24.0
    /// Space between sections.
    public static let sectionSpacing = 20.0
    static let rowHeight = 48.0
    /// Room left of a stepper for its label.
    public static let stepperOffset = 64.0
    static let headerHeight = 24.0

    /// Lays the modal out over `grid`, with a segment for each of `themeCount` themes: one column,
    /// or two when the grid is wide enough (Simulation and View left, Appearance and Universe right).
    /// A sheet taller than the grid keeps its title and close button fixed and shows its content
    /// `scroll` pixels down (clamped to what there is to show).
    public init(grid: Rect, themeCount: Int = 0, scroll: Double = 0) {
        let column = min(Self.maxWidth, grid.width - 32)
        let twoColumns = grid.width >= 2 * Self.maxWidth + 64
        let width = twoColumns ? 2 * column : column
        let inner = column - 2 * Self.padding
        let title = Rect(x: Self.padding, y: 18, width: width - 2 * Self.padding, height: 28)
        let top = title.maxY + 12
        var y = top, cx = 0.0, columnBottom = top
        var sections: [(String, Rect)] = []
        var rows: [Row] = []
        var sizes: [(Int64, Rect)] = []
        var shapes: [(BoardShape, Rect)] = []
        var themes: [Rect] = []
        var speeds: [(SpeedPreset, Rect)] = []
        var slider = Rect(x: 0, y: 0, width: 0, height: 0)
        var steppers: [(side: TorusSide, delta: Int64, frame: Rect)] = []
        var values: [(side: TorusSide, frame: Rect)] = []
        var swatches: [Rect] = []
        var ruleField = Rect(x: 0, y: 0, width: 0, height: 0)
        var memorySteppers: [(delta: Int, frame: Rect)] = []
        var memoryValue = Rect(x: 0, y: 0, width: 0, height: 0)
        var hyperStepSteppers: [(delta: Int, frame: Rect)] = []
        var hyperStepValue = memoryValue
        var historySteppers: [(delta: Int, frame: Rect)] = []
        var historyValue = memoryValue
        var svSquare = Rect(x: 0, y: 0, width: 0, height: 0), hueStrip = svSquare, hexField = svSquare, preview = svSquare
        var current: String?
        func header(_ name: String) {
            if current != nil && y > top { y += Self.sectionSpacing }
            current = name
            sections.append((name, Rect(x: cx + Self.padding, y: y, width: inner, height: Self.headerHeight)))
            y += Self.headerHeight
        }
        for toggle in SettingToggle.allCases {
            if toggle.section != current {
                if toggle.section == "UNIVERSE" {
                    if twoColumns {
                        columnBottom = y
                        cx = column
                        y = top
                    }
                    // Appearance: the theme, then the cell colour (swatches, a saturation/value
                    // square, a hue strip and a hex field).
                    header("APPEARANCE")
                    if themeCount > 1 {
                        let segment = inner / Double(themeCount)
                        for i in 0..<themeCount {
                            themes.append(Rect(x: cx + Self.padding + Double(i) * segment, y: y, width: segment, height: 30))
                        }
                        y += 42
                    }
                    let count = Double(Self.swatchColors.count)
                    let side = min(30, (inner - (count - 1) * 8) / count)
                    for i in 0..<Self.swatchColors.count {
                        swatches.append(Rect(x: cx + Self.padding + Double(i) * (side + 8), y: y + 2, width: side, height: side))
                    }
                    y += side + 12
                    svSquare = Rect(x: cx + Self.padding, y: y, width: inner, height: 96)
                    y += 104
                    hueStrip = Rect(x: cx + Self.padding, y: y, width: inner, height: 14)
                    y += 24
                    preview = Rect(x: cx + Self.padding, y: y, width: 30, height: 30)
                    hexField = Rect(x: cx + Self.padding + 40, y: y, width: 120, height: 30)
                    y += 38
                }
                header(toggle.section)
                if toggle.section == "SIMULATION" {
                    // Speed: presets, then a slider in generations per second.
                    let segment = inner / Double(Self.speedPresets.count)
                    for (i, preset) in Self.speedPresets.enumerated() {
                        speeds.append((preset.1, Rect(x: cx + Self.padding + Double(i) * segment, y: y, width: segment, height: 30)))
                    }
                    y += 40
                    slider = Rect(x: cx + Self.padding + 8, y: y + 8, width: inner - 108, height: 6)
                    y += 30
                    // Hyperspeed's step, as Golly's step exponent: halve or double (fixed), or automatic.
                    let x0 = cx + Self.padding + inner - 132
                    hyperStepSteppers.append((-1, Rect(x: x0, y: y, width: 30, height: 30)))
                    hyperStepValue = Rect(x: x0 + 30, y: y, width: 72, height: 30)
                    hyperStepSteppers.append((1, Rect(x: x0 + 102, y: y, width: 30, height: 30)))
                    y += 38
                }
            }
            let frame = Rect(x: cx + Self.padding, y: y, width: inner, height: Self.rowHeight)
            let control = Rect(x: frame.maxX - 44, y: frame.midY - 12, width: 44, height: 24)
            rows.append(Row(toggle: toggle, frame: frame, control: control))
            y += Self.rowHeight
            if toggle == .autoStop {
                // HashLife's memory cap: halve or double.
                let x0 = cx + Self.padding + inner - 132
                memorySteppers.append((-1, Rect(x: x0, y: y, width: 30, height: 30)))
                memoryValue = Rect(x: x0 + 30, y: y, width: 72, height: 30)
                memorySteppers.append((1, Rect(x: x0 + 102, y: y, width: 30, height: 30)))
                y += 38
                // The run history's cap (what stepping back keeps): halve or double.
                historySteppers.append((-1, Rect(x: x0, y: y, width: 30, height: 30)))
                historyValue = Rect(x: x0 + 30, y: y, width: 72, height: 30)
                historySteppers.append((1, Rect(x: x0 + 102, y: y, width: 30, height: 30)))
                y += 38
            }
            if toggle == .torus {
                let shapeSegment = inner / Double(BoardShape.allCases.count)
                for (i, shape) in BoardShape.allCases.enumerated() {
                    shapes.append((shape, Rect(x: cx + Self.padding + Double(i) * shapeSegment, y: y, width: shapeSegment, height: 30)))
                }
                y += 38
                let segment = inner / Double(Self.sizePresets.count)
                for (i, side) in Self.sizePresets.enumerated() {
                    sizes.append((side, Rect(x: cx + Self.padding + Double(i) * segment, y: y, width: segment, height: 30)))
                }
                y += 38
                // Width and height steppers for any size, square or not.
                let half = inner / 2
                for (i, side) in [TorusSide.width, .height].enumerated() {
                    let x0 = cx + Self.padding + Double(i) * half
                    steppers.append((side, -1, Rect(x: x0 + Self.stepperOffset, y: y, width: 30, height: 30)))
                    values.append((side, Rect(x: x0 + Self.stepperOffset + 30, y: y, width: 76, height: 30)))
                    steppers.append((side, 1, Rect(x: x0 + Self.stepperOffset + 106, y: y, width: 30, height: 30)))
                }
                y += 38
                ruleField = Rect(x: cx + Self.padding + Self.stepperOffset, y: y, width: 180, height: 30)
                y += 38
            }
        }
        y = max(y, columnBottom)
        let resetButton = Rect(x: Self.padding, y: y + 10, width: 160, height: 32)
        y += 48
        let height = y + 20
        // At most the grid's height, less a margin: the rest scrolls under the fixed title.
        let sheet = min(height, max(top + 60, grid.height - 16))
        let origin = Point((grid.midX - width / 2).rounded(), (grid.midY - sheet / 2).rounded())
        maxScroll = height - sheet
        self.scroll = min(max(scroll, 0), maxScroll)
        let offset = self.scroll
        func shift(_ r: Rect) -> Rect { Rect(x: r.x + origin.x, y: r.y + origin.y - offset, width: r.width, height: r.height) }
        panel = Rect(x: origin.x, y: origin.y, width: width, height: sheet)
        content = Rect(x: origin.x, y: origin.y + top - 6, width: width, height: sheet - top - 4)
        self.title = Rect(x: title.x + origin.x, y: title.y + origin.y, width: title.width, height: title.height)
        self.sections = sections.map { ($0.0, shift($0.1)) }
        self.rows = rows.map { Row(toggle: $0.toggle, frame: shift($0.frame), control: shift($0.control)) }
        close = Rect(x: panel.maxX - Self.padding - 28, y: panel.y + 18, width: 28, height: 28)
        self.sizes = sizes.map { ($0.0, shift($0.1)) }
        self.shapes = shapes.map { ($0.0, shift($0.1)) }
        self.themes = themes.map(shift)
        self.speeds = speeds.map { ($0.0, shift($0.1)) }
        self.slider = shift(slider)
        self.resetButton = shift(resetButton)
        self.steppers = steppers.map { ($0.side, $0.delta, shift($0.frame)) }
        self.sideValues = values.map { ($0.side, shift($0.frame)) }
        self.swatches = swatches.map(shift)
        self.svSquare = shift(svSquare)
        self.hueStrip = shift(hueStrip)
        self.hexField = shift(hexField)
        self.colorPreview = shift(preview)
        self.ruleField = shift(ruleField)
        self.hyperStepSteppers = hyperStepSteppers.map { ($0.delta, shift($0.frame)) }
        self.hyperStepValue = shift(hyperStepValue)
        self.memorySteppers = memorySteppers.map { ($0.delta, shift($0.frame)) }
        self.memoryValue = shift(memoryValue)
        self.historySteppers = historySteppers.map { ($0.delta, shift($0.frame)) }
        self.historyValue = shift(historyValue)
    }

    /// Colour swatches offered for cells.
    public let swatches: [Rect]
    /// The saturation (across) / value (down) square.
    public let svSquare: Rect
    /// The hue strip.
    public let hueStrip: Rect
    /// The hex field.
    public let hexField: Rect
    /// The current colour.
    public let colorPreview: Rect
    /// The rule field (B/S notation or a name).
    public let ruleField: Rect

    /// The swatch colours.
    public static let swatchColors: [Color] = [
        Color(r: 0x4A, g: 0xDE, b: 0x80), Color(r: 0x60, g: 0xA5, b: 0xFA), Color(r: 0x25, g: 0x63, b: 0xEB),
        Color(r: 0xF5, g: 0x9E, b: 0x0B), Color(r: 0xEF, g: 0x44, b: 0x44), Color(r: 0xA7, g: 0x8B, b: 0xFA),
        Color(r: 0xF4, g: 0x72, b: 0xB6), Color(r: 0xFF, g: 0xFF, b: 0xFF),
    ]

    /// Equal when the panel is (everything else follows from it).
    public static func == (a: SettingsLayout, b: SettingsLayout) -> Bool { a.panel == b.panel && a.rows == b.rows && a.scroll == b.scroll }
}
