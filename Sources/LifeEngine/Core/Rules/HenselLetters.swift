/// Alan Hensel's letters for the configurations of n live neighbours (isotropic non-totalistic
/// rules, as Golly reads them): "2a" is two neighbours side by side at an edge and a corner, and
/// so on. Each letter stands for one configuration and its turns and reflections.
public enum HenselLetters {
    /// The letters allowed after each neighbour count (index: the count, 0 to 8), in Golly's
    /// order of listing; empty for a count that takes none.
    public static let letters = ["", "ce", "ceaikn", "ceaiknyqjr", "ceaiknyqjrtwz", "ceaiknyqjr", "ceaikn", "ce", ""]

    /// One configuration of each letter for 1 to 4 neighbours (bits in `NeighbourBits` order), in
    /// the order of `letters`; 5 to 7 neighbours are the complements of 3 to 1 with the same
    /// letter. Read from Golly 3.3 (a birth test of every configuration under each letter).
    private static let representatives: [[UInt8]] = [
        [], [1, 2], [5, 10, 3, 24, 12, 36], [37, 26, 11, 7, 50, 13, 49, 38, 14, 25], [165, 90, 15, 29, 51, 39, 53, 54, 58, 27, 57, 46, 60],
    ]

    /// Every configuration (8-bit) the letter stands for after `count` neighbours; nil when the
    /// letter is not one of that count's.
    public static func configurations(count: Int, letter: Character) -> NeighbourConfigurations? {
        guard (0...8).contains(count), let place = letters[count].firstIndex(of: letter) else { return nil }
        return byLetter[count][letters[count].distance(from: letters[count].startIndex, to: place)]
    }

    /// Every letter's configurations (index: the count, then the letter's place in `letters`),
    /// worked out once (a rule's text asks for them many times).
    private static let byLetter: [[NeighbourConfigurations]] = (0...8).map { count in
        // 5 to 7 neighbours: the complements of 3 to 1, under the same letter.
        let mirrored = count > 4
        return representatives[mirrored ? 8 - count : count].map { representative in
            let turned = symmetries(of: representative)
            return mirrored ? NeighbourConfigurations { turned.contains(~$0) } : turned
        }
    }

    /// Every configuration with `count` neighbours.
    public static func all(count: Int) -> NeighbourConfigurations {
        (0...8).contains(count) ? byCount[count] : []
    }

    private static let byCount: [NeighbourConfigurations] = (0...8).map { count in NeighbourConfigurations { $0.nonzeroBitCount == count } }

    /// The configuration turned and reflected in the eight ways of the square.
    static func symmetries(of configuration: UInt8) -> NeighbourConfigurations {
        var turned = NeighbourConfigurations()
        for permutation in permutations {
            var result: UInt8 = 0
            for i in 0..<8 where configuration >> UInt8(i) & 1 != 0 { result |= 1 << UInt8(permutation[i]) }
            turned.insert(result)
        }
        return turned
    }

    /// Where each of the eight ways of the square sends each neighbour (`NeighbourBits` indices),
    /// worked out once from the neighbours' offsets.
    private static let permutations: [[Int]] = {
        let transforms: [(Int64, Int64) -> (Int64, Int64)] = [
            { ($0, $1) }, { (-$1, $0) }, { (-$0, -$1) }, { ($1, -$0) }, { (-$0, $1) }, { ($0, -$1) }, { ($1, $0) }, { (-$1, -$0) },
        ]
        let offsets = NeighbourBits.offsets
        return transforms.map { transform in
            offsets.map { offset in
                let (x, y) = transform(offset.dx, offset.dy)
                return offsets.firstIndex { $0.dx == x && $0.dy == y }!
            }
        }
    }()
}
