/// Reads a generation number as people type it: 1000000, 1,000,000, 1_000_000, 1e9 or 2^40.
public enum GenerationInput {
    /// The number, or nil when the text is not one (or is beyond Int64).
    /// Separators group digits in threes ("1,0,0" and ",100" are not numbers; they read as 100).
    public static func parse(_ text: String) -> Int64? {
        // Trimmed in place: a reversed, dropped view is a generic type the runtime builds from
        // its mangled name on first use, scanning every conformance in the program (a tenth of
        // a millisecond or more of every `life run`).
        var kept = Substring(text)
        while kept.first == " " { kept.removeFirst() }
        while kept.last == " " { kept.removeLast() }
        let trimmed = String(kept)
        // A function, not a Set<Character>: the set's type is built the same costly way.
        func isSeparator(_ c: Character) -> Bool { c == "," || c == "_" || c == " " }
        if trimmed.contains(where: isSeparator) {
            let groups = trimmed.split(separator: ",", omittingEmptySubsequences: false)
                .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
                .flatMap { $0.split(separator: " ", omittingEmptySubsequences: false) }
            guard let first = groups.first, (1...3).contains(first.count), groups.dropFirst().allSatisfy({ $0.count == 3 }),
                  groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        }
        let cleaned = trimmed.filter { !isSeparator($0) }.lowercased()
        guard !cleaned.isEmpty else { return nil }
        if let caret = cleaned.firstIndex(of: "^") {
            guard let base = Int64(cleaned[..<caret]), let power = Int(cleaned[cleaned.index(after: caret)...]),
                  base >= 0, power >= 0 else { return nil }
            // 0 and 1 never overflow: their powers are known without counting to a huge exponent.
            if base <= 1 { return power == 0 ? 1 : base }
            var value: Int64 = 1
            for _ in 0..<power {
                let (next, overflow) = value.multipliedReportingOverflow(by: base)
                if overflow { return nil }
                value = next
            }
            return value
        }
        if let e = cleaned.firstIndex(of: "e") {
            // A mantissa with decimals (1.5e3) moves its point: whole only when the exponent covers them.
            var digits = String(cleaned[..<e]), decimals = 0
            guard digits.first?.isNumber == true else { return nil }
            if let point = digits.firstIndex(of: ".") {
                let fraction = digits[digits.index(after: point)...]
                guard !fraction.isEmpty, fraction.allSatisfy(\.isNumber) else { return nil }
                // Zeros after the last other decimal change nothing (1.0e0, 2.50e2).
                let kept = fraction.reversed().drop { $0 == "0" }.reversed()
                decimals = kept.count
                digits = String(digits[..<point]) + String(kept)
            }
            guard let mantissa = Int64(digits), let written = Int(cleaned[cleaned.index(after: e)...]),
                  mantissa >= 0, written >= decimals, written - decimals <= 18 else { return nil }
            let exponent = written - decimals
            var value = mantissa
            for _ in 0..<exponent {
                let (next, overflow) = value.multipliedReportingOverflow(by: 10)
                if overflow { return nil }
                value = next
            }
            return value
        }
        guard let value = Int64(cleaned), value >= 0 else { return nil }
        return value
    }

    /// Whether `text` writes a whole number as `parse` reads them (digits, n^k, m e k) that is
    /// too large for it: past 2^63 (1e400, 2^63, 99999999999999999999).
    public static func isTooLarge(_ text: String) -> Bool {
        guard parse(text) == nil else { return false }
        let cleaned = text.filter { ![",", "_", " "].contains($0) }.lowercased()
        func digits(_ part: Substring) -> Bool { !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }
        let parts = cleaned.split(separator: "^", omittingEmptySubsequences: false)
        if parts.count == 2 { return digits(parts[0]) && digits(parts[1]) && (Int(parts[0]) ?? 2) > 1 }
        let powers = cleaned.split(separator: "e", omittingEmptySubsequences: false)
        if powers.count == 2 { return digits(powers[0]) && digits(powers[1]) && (Int64(powers[0]) ?? 1) > 0 }
        return digits(Substring(cleaned))
    }
}
