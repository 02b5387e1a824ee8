import LifeScene
/// A platform-neutral input event; the SDL layer translates its events into these.
public enum InputEvent: Equatable, Sendable {
    /// A mouse button went down at a point (output pixels).
    case pointerDown(Point, PointerButton)
    /// The pointer moved to a point.
    case pointerMoved(Point)
    /// A mouse button came up at a point.
    case pointerUp(Point, PointerButton)
    /// The pointer left the window.
    case pointerLeft
    /// Scroll: `dy` > 0 means away from the user (zoom in); deltas may be fractional.
    case wheel(dx: Double, dy: Double, at: Point)
    /// A pinch: the zoom should change by `factor` around a point.
    case pinch(factor: Double, at: Point)
    /// A key press with its modifiers.
    case key(Key, KeyModifiers)
    /// The drawable area changed size (output pixels).
    case resized(Size)
    /// Text typed on the keyboard (after the keyboard layout and input method).
    case text(String)
    /// A file was dropped on the window.
    case fileDropped(String)
    /// The window was closed.
    case quit
}

/// Mouse buttons the app distinguishes.
public enum PointerButton: Equatable, Sendable {
    /// Primary button.
    case left
    /// Middle button (pans).
    case middle
    /// Secondary button.
    case right
}

/// Keys the app reacts to.
public enum Key: Equatable, Sendable {
    case enter, space, escape
    /// Backspace (deletes before the cursor) and Delete (after it); both clear the board.
    case backspace, delete
    case left, right, up, down, home, end
    case plus, minus
    /// `[` (slower) and `]` (faster).
    case bracketLeft, bracketRight
    /// A letter, lower-case.
    case letter(Character)
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Equatable, Sendable {
    /// Raw bits.
    public let rawValue: Int
    /// Creates from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Control (or Command on a Mac keyboard).
    public static let control = KeyModifiers(rawValue: 1)
    /// Shift.
    public static let shift = KeyModifiers(rawValue: 2)
    /// Alt.
    public static let alt = KeyModifiers(rawValue: 4)
}
