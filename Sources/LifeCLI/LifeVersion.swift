/// The version of Life, in one place (`life --version`).
public enum LifeVersion {
    /// The release number.
    public static let number = "0.6.0"

    /// What `life --version` prints: the number and the kind of build.
    public static var description: String {
        #if DEBUG
        "life \(number) (debug build)"
        #else
        "life \(number) (release build)"
        #endif
    }
}
