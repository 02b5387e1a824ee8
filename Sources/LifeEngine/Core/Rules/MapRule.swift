import Foundation

/// Golly's MAP rules: "MAP" and, in base64, one bit for each neighbourhood of a cell and its
/// neighbours, the first cell the most significant: 512 bits (86 characters) for the Moore
/// neighbourhood (cells in reading order), 128 (22) for the hexagonal one (S SE W C E NW N: the rows
/// bottom up, as bgolly 3.3 reads them) and 32 (6) for von Neumann's (N W C E S); "==" may follow.
/// Any two-state rule of range 1 is one, isotropic or not.
enum MapRule {
    /// The `NeighbourBits` index of each cell of a neighbourhood, most significant first (8: the cell itself).
    static func cells(of neighbourhood: Neighbourhood) -> [Int] {
        switch neighbourhood {
        case .moore: return [0, 1, 2, 3, 8, 4, 5, 6, 7]
        case .hexagonal: return [6, 7, 3, 8, 4, 0, 1]
        case .vonNeumann: return [1, 3, 8, 4, 6]
        }
    }

    /// The base64 characters of a neighbourhood's table, without padding.
    static func length(of neighbourhood: Neighbourhood) -> Int {
        switch neighbourhood {
        case .moore: return 86
        case .hexagonal: return 22
        case .vonNeumann: return 6
        }
    }

    /// Reads the text after "MAP" (`original` is the whole rule, for messages).
    static func read(_ body: Substring, original: String) throws -> Rule {
        func refuse(_ reason: String) -> RuleError { RuleError(rule: original, reason: reason) }
        var digits = String(body)
        if digits.hasSuffix("==") { digits.removeLast(2) }
        guard let neighbourhood = [Neighbourhood.moore, .hexagonal, .vonNeumann].first(where: { length(of: $0) == digits.count }) else {
            throw refuse("a MAP rule has 86 base64 characters (Moore), 22 (hexagonal) or 6 (von Neumann), not \(digits.count)")
        }
        if let bad = digits.firstIndex(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "/")) }) {
            let column = original.distance(from: original.startIndex, to: original.firstIndex(of: digits[bad]) ?? original.startIndex) + 1
            throw refuse("'\(String(digits[bad]).escapedForDisplay())' at column \(column) is not a base64 character")
        }
        let padded = digits + String(repeating: "=", count: (4 - digits.count % 4) % 4)
        guard let bytes = Data(base64Encoded: padded) else { throw refuse("the MAP table is not base64") }
        let order = cells(of: neighbourhood)
        func bit(_ index: Int) -> Bool { bytes[index >> 3] >> (7 - UInt8(index & 7)) & 1 != 0 }
        // Every block of nine, the cells outside the neighbourhood being whatever they are.
        var births = NeighbourConfigurations(), survivals = NeighbourConfigurations()
        for block in 0..<512 {
            var index = 0
            for cell in order { index = index << 1 | (block >> cell & 1) }
            guard bit(index) else { continue }
            if block >> NeighbourBits.centre & 1 == 0 { births.insert(UInt8(block & 0xFF)) } else { survivals.insert(UInt8(block & 0xFF)) }
        }
        return Rule(births: births, survivals: survivals, neighbourhood: neighbourhood, text: "MAP" + text(births: births, survivals: survivals, neighbourhood: neighbourhood))
    }

    /// The base64 table (no padding) of a rule given by its births and survivals.
    static func text(births: NeighbourConfigurations, survivals: NeighbourConfigurations, neighbourhood: Neighbourhood) -> String {
        let order = cells(of: neighbourhood)
        var bytes = [UInt8](repeating: 0, count: (1 << order.count + 7) / 8)
        for index in 0..<(1 << order.count) {
            var block = 0
            for (k, cell) in order.enumerated() where index >> (order.count - 1 - k) & 1 != 0 { block |= 1 << cell }
            let alive = block >> NeighbourBits.centre & 1 == 0 ? births.contains(UInt8(block & 0xFF)) : survivals.contains(UInt8(block & 0xFF))
            if alive { bytes[index >> 3] |= 0x80 >> UInt8(index & 7) }
        }
        var encoded = Data(bytes).base64EncodedString()
        while encoded.hasSuffix("=") { encoded.removeLast() }
        return String(encoded.prefix(length(of: neighbourhood)))
    }
}
