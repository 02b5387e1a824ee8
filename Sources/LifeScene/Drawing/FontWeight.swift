/// The font weights bundled with the app.
public enum FontWeight: Hashable, Sendable {
    case regular, semibold
}
