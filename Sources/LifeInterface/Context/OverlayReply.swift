/// What an overlay did with an event: kept it, let it pass on (to the shortcuts that work
/// anywhere, or to the board beside a panel that is not modal), or closed itself.
public enum OverlayReply: Equatable, Sendable {
    /// The overlay took the event (its state may have changed).
    case handled
    /// The overlay's state changed, and the event goes on as well (the pointer over the board
    /// beside a panel that is not modal).
    case updated
    /// Not the overlay's: the event goes on.
    case passed
    /// The overlay took the event and asks to be closed.
    case close
    /// The overlay took the event, closes, and asks the app for something.
    case closeThen(AppRequest)
}
