/// Which of the eight cells around a cell count as its neighbours, for rules of range 1. Golly
/// emulates the hexagonal neighbourhood on the square grid by ignoring the NE and SW corners.
public enum Neighbourhood: String, Hashable, Sendable, CaseIterable {
    /// All eight cells around (Moore).
    case moore
    /// Six: all but the NE and SW corners (rule suffix H).
    case hexagonal
    /// The four orthogonal cells (von Neumann, rule suffix V).
    case vonNeumann

    /// The neighbours counted, as bits of `NeighbourBits` order (NW, N, NE, W, E, SW, S, SE).
    public var mask: UInt16 {
        switch self {
        case .moore: return 0xFF
        case .hexagonal: return 0xFF & ~(1 << 2 | 1 << 5)
        case .vonNeumann: return 1 << 1 | 1 << 3 | 1 << 4 | 1 << 6
        }
    }

    /// How many neighbours a cell has.
    public var size: Int { mask.nonzeroBitCount }

    /// The rule suffix that names it ("" for Moore).
    public var suffix: String {
        switch self {
        case .moore: return ""
        case .hexagonal: return "H"
        case .vonNeumann: return "V"
        }
    }
}

/// The 3x3 block around a cell as bits: bit i is neighbour i in the order NW, N, NE, W, E, SW, S,
/// SE (offsets `offsets[i]`), and bit 8 the cell itself. A rule of range 1 is a table over these
/// 512 blocks.
public enum NeighbourBits {
    /// Offsets (dx, dy) of the eight neighbours, in bit order; y grows downwards.
    public static let offsets: [(dx: Int64, dy: Int64)] = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
    /// The bit of the cell itself.
    public static let centre = 8
}
