/// Horizontal placement of text in its frame.
public enum TextAlignment: Equatable, Sendable {
    case leading, center, trailing
}
