extension Color {
    /// This colour moved toward `other` by `amount` (0: this one, 1: the other), channel by channel.
    public func blended(toward other: Color, by amount: Double) -> Color {
        let t = min(1, max(0, amount))
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        return Color(r: mix(r, other.r), g: mix(g, other.g), b: mix(b, other.b), a: mix(a, other.a))
    }
}
