import LifeInterface
import LifeScene
/// The settings modal's own state: the field being edited and the drag in progress.
public struct SettingsEditing: Equatable, Sendable {
    /// What a drag that started in the modal moves.
    public enum Drag: Equatable, Sendable {
        case speedSlider, saturationValue, hue
    }

    /// The rule field while it is being edited.
    public var rule: TextField? {
        didSet {
            if rule?.text != oldValue?.text {
                ruleChoice = nil
                ruleError = nil
            }
        }
    }
    /// Why the rule typed was refused, shown at the field until its text changes.
    public var ruleError: String?
    /// The named rule the arrows lit in the list under the rule field.
    public var ruleChoice: Int?
    /// The hex colour field while it is being edited (without '#').
    public var hex: TextField? {
        didSet { if hex?.text != oldValue?.text { hexError = nil } }
    }
    /// Why the colour typed was refused, shown beside its field until its text changes.
    public var hexError: String?
    /// The board's width or height while it is being typed.
    public var side: SideField?
    /// The drag in progress.
    public var drag: Drag?
    /// The colour the picker set last, with the hue, saturation and value it was picked at: black
    /// or a grey has no hue of its own (nor black a saturation), so the picker keeps them while
    /// the colour is still this one (an arrow down to black and back up came back red).
    public var picked: Color?
    /// The hue, saturation and value `picked` was picked at.
    public var pickedHSV = SIMD3<Double>(0, 0, 0)

    /// The hue, saturation and value the picker shows for `color`: as picked, while it is the
    /// colour picked last; else the colour's own.
    public func hsv(of color: Color) -> (h: Double, s: Double, v: Double) {
        picked == color ? (pickedHSV.x, pickedHSV.y, pickedHSV.z) : color.hsv
    }
    /// Whether Reset to defaults was pressed once: the next press on it resets, any other disarms it.
    public var resetArmed = false
    /// How far the sheet's content is scrolled (pixels), when it is taller than the window.
    public var scroll = 0.0

    /// Nothing edited, nothing dragged.
    public init() {}
}
