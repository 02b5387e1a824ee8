import LifeScene

/// Keys the app reacts to.
public enum Key: Equatable, Sendable {
    case enter, space, escape, tab
    /// Backspace (deletes before the cursor) and Delete (after it); both clear the board.
    case backspace, delete
    case left, right, up, down, home, end
    case plus, minus
    /// `[` (slower) and `]` (faster).
    case bracketLeft, bracketRight
    /// `,` (with Ctrl: Settings; with Shift, `<`: turn the selection anticlockwise).
    case comma
    /// `.` (with Shift, `>`: turn the selection clockwise).
    case period
    /// A letter, lower-case.
    case letter(Character)
}
