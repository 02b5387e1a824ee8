import LifeScene

/// A platform-neutral input event; the SDL layer translates its events into these.
public enum InputEvent: Equatable, Sendable {
    /// A mouse button went down at a point (output pixels), with the modifier keys held
    /// (Shift+drag selects, Ctrl+drag draws).
    case pointerDown(Point, PointerButton, KeyModifiers = [])
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

extension InputEvent {
    /// Where the pointer is for a pointer, wheel or pinch event; nil for the rest.
    public var point: Point? {
        switch self {
        case .pointerDown(let point, _, _), .pointerMoved(let point), .pointerUp(let point, _): return point
        case .wheel(_, _, let point), .pinch(_, let point): return point
        case .pointerLeft, .key, .resized, .text, .fileDropped, .quit: return nil
        }
    }

    /// Whether it types into a field: text, or a key that types (whose text follows; digits come
    /// as text alone), Space left out (it presses the control in the focus ring).
    public var types: Bool {
        switch self {
        case .text: return true
        case .key(let key, let modifiers): return key != .space && key.types(with: modifiers)
        default: return false
        }
    }

    /// Where a button went down; nil for every other event.
    public var pressPoint: Point? {
        if case .pointerDown(let point, _, _) = self { return point }
        return nil
    }
}
