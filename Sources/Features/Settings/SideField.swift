import LifeInterface

/// The board's width or height being typed in the settings (its value box pressed).
public struct SideField: Equatable, Sendable {
    /// Which side the text sets.
    public let side: SettingsLayout.TorusSide
    /// The text typed.
    public var field: TextField
    /// The text it started with (the side as shown): left as it is, it changes nothing.
    public let initial: String

    /// The side's field holding `value` (0: infinite) as the sheet shows it, all of it selected so
    /// that typing replaces it.
    public init(_ side: SettingsLayout.TorusSide, value: Int64) {
        self.side = side
        initial = value == 0 ? "∞" : String(value)
        field = TextField(initial, characters: .generation, limit: Self.limit)
        field.selectAll()
    }

    /// The longest text taken (a side with digit groups, "2,000,000,000").
    public static let limit = 16

    /// The side the text names (digits, with commas, spaces, thin spaces as the app writes them or
    /// underscores between groups; 0 or ∞ for an endless side), or nil when it names none.
    public var value: Int64? {
        let digits = field.text.filter { !",_ \u{2009}".contains($0) }
        if digits == "∞" { return 0 }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int64(digits)
    }
}
