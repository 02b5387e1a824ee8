/// Bounds every movie keeps, from the app's export dialog and from `life render` alike.
public enum MovieLimits {
    /// The most frames a movie takes.
    public static let maxFrames: Int64 = 100_000
}
