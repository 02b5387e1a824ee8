import Foundation

/// How numbers read on screen: digits grouped by thin spaces, short forms for narrow columns.
public enum NumberFormat {
    /// Digits grouped by thin spaces: 1 234 567.
    public static func grouped(_ value: Int64) -> String {
        let out = grouped(digits: String(value.magnitude))
        return value < 0 ? "-" + out : out
    }

    /// A time in whole seconds as a clock of work reads it: "12 s", "3 min 05 s", "2 h 07 min".
    public static func duration(_ seconds: Int) -> String {
        let s = max(0, seconds)
        if s < 60 { return "\(s) s" }
        if s < 3600 { return "\(s / 60) min \(s % 60 < 10 ? "0" : "")\(s % 60) s" }
        return "\(s / 3600) h \(s % 3600 / 60 < 10 ? "0" : "")\(s % 3600 / 60) min"
    }

    /// Grouped digits of a count beyond Int64 (an exact HashLife population), never saturated.
    public static func grouped(exact value: UInt128) -> String { grouped(digits: String(value)) }

    private static func grouped(digits: String) -> String {
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append("\u{2009}") }
            out.append(ch)
        }
        return out
    }

    /// Where `compact` starts writing numbers short (3.597e17).
    public static let compactFrom: Int64 = 10_000_000_000

    /// Grouped digits up to ten digits, then a short scientific form (8.006e14) that fits a header column.
    public static func compact(_ value: Int64, above limit: Int64 = compactFrom) -> String {
        guard abs(value) >= limit else { return grouped(value) }
        let exponent = Int(log10(Double(abs(value))))
        let mantissa = Double(value) / pow(10, Double(exponent))
        return String(format: "%.3fe%d", mantissa, exponent)
    }

    /// `compact` for counts beyond Int64 (exact HashLife populations): 1.312e19, never saturated.
    public static func compact(_ value: UInt128, above limit: Int64 = compactFrom) -> String {
        guard value >= UInt128(limit) else { return grouped(Int64(value)) }
        var exponent = String(value).count - 1
        var mantissa = Double(value) / pow(10, Double(exponent))
        if mantissa >= 9.9995 {
            mantissa /= 10
            exponent += 1
        }
        return String(format: "%.3fe%d", mantissa, exponent)
    }

    /// Grouped digits below 10 000, then three significant figures with k, M, G or T (10.4k, 1.23M),
    /// so a pair of counts fits one header column.
    public static func short(_ value: Int64) -> String {
        guard value.magnitude >= 10_000 else { return grouped(value) }
        var scaled = Double(value.magnitude), suffix = ""
        for unit in ["k", "M", "G", "T", "P", "E"] where scaled >= 999.5 {
            scaled /= 1000
            suffix = unit
        }
        let digits = scaled >= 99.95 ? String(format: "%.0f", scaled) : scaled >= 9.995 ? String(format: "%.1f", scaled)
            : String(format: "%.2f", scaled)
        return (value < 0 ? "-" : "") + digits + suffix
    }

    public static func rate(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}
