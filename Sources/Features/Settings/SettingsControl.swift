/// A control of the settings modal, by its place in `SettingsLayout`. The focus ring stops on all
/// but the named rules offered and the sheet itself; on the picker and the slider the arrows set
/// the value (`takesArrows`).
public enum SettingsControl: Equatable, Sendable {
    case close
    /// A speed preset segment, by index.
    case speed(Int)
    /// A switch.
    case toggle(SettingToggle)
    /// The hyperspeed step's halve (-1) and double (+1) buttons, and its value (0: automatic).
    case hyperStep(Int)
    /// The memory cap's halve (-1) and double (+1) buttons.
    case memory(Int)
    /// The run history cap's halve (-1) and double (+1) buttons.
    case historyMemory(Int)
    /// A theme segment, by index.
    case theme(Int)
    /// A colour swatch, by index.
    case swatch(Int)
    /// The hex colour field.
    case hex
    /// A board shape segment, by index in `SettingsLayout.shapes`.
    case shape(Int)
    /// A board size preset, by index.
    case size(Int)
    /// A width or height stepper, by index in `SettingsLayout.steppers`.
    case stepper(Int)
    /// The width or height value, a field once pressed.
    case side(SettingsLayout.TorusSide)
    /// The rule field.
    case rule
    /// A named rule offered under the rule field, by index in what it offers.
    case ruleChoice(Int)
    /// "Reset to defaults".
    case reset
    /// The colour picker's saturation/value square and its hue strip (pressed and dragged).
    case saturationValue, hue
    /// The speed slider (pressed and dragged).
    case slider
    /// The sheet itself, where a click reaches no control (a click outside it closes it).
    case panel

    /// Whether the arrow keys set its value while the focus ring is on it (it has no press).
    public var takesArrows: Bool { self == .saturationValue || self == .hue || self == .slider }

    /// The segment `step` along from this one in its row of choices (speed, theme, swatch, shape,
    /// size), which Left and Right choose as a click would; nil for a control of no such row.
    public func segment(_ step: Int) -> SettingsControl? {
        switch self {
        case .speed(let i): .speed(i + step)
        case .theme(let i): .theme(i + step)
        case .swatch(let i): .swatch(i + step)
        case .shape(let i): .shape(i + step)
        case .size(let i): .size(i + step)
        default: nil
        }
    }
}
