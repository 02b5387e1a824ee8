import LifeScene

/// Keys the app reacts to.
public enum Key: Equatable, Sendable {
    case enter, space, escape, tab
    /// Backspace (deletes before the cursor) and Delete (after it); both clear the board.
    case backspace, delete
    case left, right, up, down, home, end, pageUp, pageDown
    case plus, minus
    /// `[` (slower) and `]` (faster).
    case bracketLeft, bracketRight
    /// `,` (with Ctrl: Settings; with Shift, `<`: turn the selection anticlockwise).
    case comma
    /// `.` (with Shift, `>`: turn the selection clockwise).
    case period
    /// `/` (with Shift, `?` on many keyboards: the shortcut sheet).
    case slash
    /// F1 (the shortcut sheet).
    case f1
    /// A letter, lower-case.
    case letter(Character)

    /// Whether it is one of the four arrows.
    public var isArrow: Bool { arrowStep != nil }

    /// The way an arrow points, in cells (rows grow downwards): left is (-1, 0); nil for other keys.
    public var arrowStep: (dx: Int64, dy: Int64)? {
        switch self {
        case .left: (-1, 0)
        case .right: (1, 0)
        case .up: (0, -1)
        case .down: (0, 1)
        default: nil
        }
    }

    /// Whether the key with `modifiers` only looks around or quits: zoom, Fit, the arrows, the
    /// shortcut sheet, Ctrl+Q (they go on while a jump or a script works on the board). As the key
    /// bindings do, Shift held as well counts as the key alone (`+` is Shift+= on most keyboards),
    /// Ctrl or Alt does not.
    public func looksAround(with modifiers: KeyModifiers) -> Bool {
        let plain = modifiers.isDisjoint(with: [.control, .alt])
        switch self {
        case .plus, .minus, .letter("f"), .left, .right, .up, .down, .f1: return plain
        case .slash: return plain && modifiers.contains(.shift)
        case .letter("q"): return modifiers.subtracting(.shift) == .control
        default: return false
        }
    }

    /// Whether the key with `modifiers` types a character (its text comes as an event of its
    /// own): a letter or a sign, with Shift at most (digits come as text alone). A field being
    /// edited takes it, so it sets off no shortcut.
    public func types(with modifiers: KeyModifiers) -> Bool {
        guard modifiers.isSubset(of: [.shift]) else { return false }
        switch self {
        case .letter, .plus, .minus, .bracketLeft, .bracketRight, .comma, .period, .slash, .space: return true
        default: return false
        }
    }
}
