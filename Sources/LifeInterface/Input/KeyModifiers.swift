import LifeScene

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
