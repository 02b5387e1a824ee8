/// The letters of isotropic non-totalistic hexagonal rules, as LifeWiki and LifeViewer write them
/// ("B2o/S2m34H"): after 2, 3 or 4 neighbours, `o` (ortho), `m` (meta) and `p` (para) say how
/// the live neighbours lie around the hexagon. Two: side by side, one apart, opposite. Three: in a
/// row, alternating (p), or neither (m). Four: as two, said of the two dead neighbours.
///
/// The hexagon is Golly's: NW, N, E, SE, S, W in order around the cell (NE and SW are not neighbours).
public enum HexLetters {
    /// The letters allowed after each neighbour count (index: the count, 0 to 6); empty for a
    /// count that takes none.
    public static let letters = ["", "", "mop", "mop", "mop", "", ""]

    /// `NeighbourBits` indices of the six neighbours, in order around the hexagon.
    static let ring = [0, 1, 4, 7, 6, 3]

    /// Every configuration (8-bit, whatever NE and SW hold) the letter stands for after `count`
    /// neighbours; nil when the letter is not one of that count's.
    public static func configurations(count: Int, letter: Character) -> NeighbourConfigurations? {
        guard (0...6).contains(count), letters[count].contains(letter) else { return nil }
        return NeighbourConfigurations { self.letter(of: $0) == letter && live(in: $0).count == count }
    }

    /// Every configuration with `count` of the six neighbours alive.
    public static func all(count: Int) -> NeighbourConfigurations {
        NeighbourConfigurations { live(in: $0).count == count }
    }

    /// Places around the hexagon (0 to 5) of the live neighbours.
    static func live(in configuration: UInt8) -> [Int] {
        ring.indices.filter { configuration >> UInt8(ring[$0]) & 1 != 0 }
    }

    /// The letter of a configuration of 2, 3 or 4 live neighbours; nil for other counts.
    static func letter(of configuration: UInt8) -> Character? {
        var places = live(in: configuration)
        switch places.count {
        case 4: places = (0..<6).filter { !places.contains($0) }
        case 2, 3: break
        default: return nil
        }
        // The gaps between neighbours going round: 2 apart: o (1), m (2), p (3); 3: o (1,1,4), p (2,2,2), m otherwise.
        let gaps = places.indices.map { k in (places[(k + 1) % places.count] - places[k] + 6) % 6 }
        if places.count == 2 {
            return ["o", "m", "p"][min(gaps[0], gaps[1]) - 1]
        }
        if gaps.allSatisfy({ $0 == 2 }) { return "p" }
        return gaps.filter({ $0 == 1 }).count == 2 ? "o" : "m"
    }
}
