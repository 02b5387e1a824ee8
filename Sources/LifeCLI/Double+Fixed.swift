extension Double {
    /// The value with `digits` decimals (0...9), as `String(format: "%.<digits>f")` writes it for
    /// the times and rates a command prints; without Foundation's formatter, whose first use costs
    /// a short run a noticeable share of its start. Values too large for exact integer rounding,
    /// and infinities and NaN, are written as Swift describes them.
    func fixed(_ digits: Int) -> String {
        precondition((0...9).contains(digits), "0 to 9 decimals")
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (magnitude * scale).rounded(.toNearestOrEven)
        guard isFinite, scaled < 0x1p53 else { return "\(self)" }
        let units = UInt64(scaled), whole = units / UInt64(scale), fraction = units % UInt64(scale)
        let sign = self.sign == .minus ? "-" : ""
        guard digits > 0 else { return "\(sign)\(whole)" }
        let decimals = String(fraction)
        return "\(sign)\(whole)." + String(repeating: "0", count: digits - decimals.count) + decimals
    }
}
