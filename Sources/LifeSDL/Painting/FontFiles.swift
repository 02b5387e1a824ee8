import LifeScene
/// Paths of the UI font files, one per weight; nil when no font could be found (text is then skipped).
public struct FontFiles: Equatable, Sendable {
    /// Regular weight.
    public var regular: String?
    /// Semibold weight.
    public var semibold: String?

    /// Creates a set of font paths.
    public init(regular: String?, semibold: String?) {
        self.regular = regular
        self.semibold = semibold ?? regular
    }
}
