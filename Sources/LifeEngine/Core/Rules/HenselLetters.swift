/// Alan Hensel's letters for the configurations of n live neighbours (isotropic non-totalistic
/// rules, as Golly reads them): "2a" is two neighbours side by side at an edge and a corner, and
/// so on. Each letter stands for one configuration and its turns and reflections.
public enum HenselLetters {
    /// The letters allowed after each neighbour count, in Golly's order of listing.
    public static let letters: [Int: String] = [
        1: "ce", 2: "ceaikn", 3: "ceaiknyqjr", 4: "ceaiknyqjrtwz", 5: "ceaiknyqjr", 6: "ceaikn", 7: "ce",
    ]

    /// One configuration of each letter for 1 to 4 neighbours (bits in `NeighbourBits` order);
    /// 5 to 7 neighbours are the complements of 3 to 1 with the same letter. Read from Golly 3.3
    /// (a birth test of every configuration under each letter).
    private static let representatives: [Int: [Character: UInt8]] = [
        1: ["c": 1, "e": 2],
        2: ["a": 3, "c": 5, "e": 10, "i": 24, "k": 12, "n": 36],
        3: ["a": 11, "c": 37, "e": 26, "i": 7, "j": 14, "k": 50, "n": 13, "q": 38, "r": 25, "y": 49],
        4: ["a": 15, "c": 165, "e": 90, "i": 29, "j": 58, "k": 51, "n": 39, "q": 54, "r": 27, "t": 57, "w": 46, "y": 53, "z": 60],
    ]

    /// Every configuration (8-bit) the letter stands for after `count` neighbours; nil when the
    /// letter is not one of that count's.
    public static func configurations(count: Int, letter: Character) -> Set<UInt8>? {
        byLetter[count]?[letter]
    }

    /// Every letter's configurations, worked out once (a rule's text asks for them many times).
    private static let byLetter: [Int: [Character: Set<UInt8>]] = {
        var table: [Int: [Character: Set<UInt8>]] = [:]
        for count in 1...4 {
            for (letter, representative) in representatives[count]! {
                let configurations = symmetries(of: representative)
                table[count, default: [:]][letter] = configurations
                // 5 to 7 neighbours: the complements of 3 to 1, under the same letter.
                if count < 4 { table[8 - count, default: [:]][letter] = Set(configurations.map { ~$0 }) }
            }
        }
        return table
    }()

    /// Every configuration with `count` neighbours.
    public static func all(count: Int) -> Set<UInt8> {
        (0...8).contains(count) ? byCount[count] : []
    }

    private static let byCount: [Set<UInt8>] = (0...8).map { count in Set((0...255).map(UInt8.init).filter { $0.nonzeroBitCount == count }) }

    /// The configuration turned and reflected in the eight ways of the square.
    static func symmetries(of configuration: UInt8) -> Set<UInt8> {
        let transforms: [(Int64, Int64) -> (Int64, Int64)] = [
            { ($0, $1) }, { (-$1, $0) }, { (-$0, -$1) }, { ($1, -$0) }, { (-$0, $1) }, { ($0, -$1) }, { ($1, $0) }, { (-$1, -$0) },
        ]
        let offsets = NeighbourBits.offsets
        return Set(transforms.map { transform in
            var result: UInt8 = 0
            for (i, offset) in offsets.enumerated() where configuration >> UInt8(i) & 1 != 0 {
                let (x, y) = transform(offset.dx, offset.dy)
                let j = offsets.firstIndex { $0.dx == x && $0.dy == y }!
                result |= 1 << UInt8(j)
            }
            return result
        })
    }
}
