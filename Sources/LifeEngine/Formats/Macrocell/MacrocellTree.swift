/// A macrocell file's quadtree as written: numbered nodes, the last one the root.
public struct MacrocellTree: Sendable {
    /// A node: an 8x8 leaf (row r in bits 8r..8r+7, column c at bit 8r+c), a 2x2 square of cell
    /// states (NW, NE, SW, SE: the files of rules of more than two states), or four children by number.
    public enum Node: Sendable {
        case leaf(UInt64)
        case states(SIMD4<UInt8>)
        case branch(level: Int, children: SIMD4<Int>)
    }

    /// Highest node level: a level-63 root covers the plane within `PlaneLimits` (and one row
    /// past it, which must then be empty).
    public static let maxLevel = 63

    /// Nodes by number; 0 is the empty node.
    public var nodes: [Node] = [.leaf(0)]
    /// Level of each node (3 for leaves, 1 for squares of states, 0 for the empty node).
    public var levels: [Int] = [0]
    /// The rule from `#R`.
    public var rule = Rule.conway
    /// The topology from `#R`'s suffix.
    public var topology = Topology.plane
    /// The generation from `#G`.
    public var generation: Int64 = 0
    /// `#C` and `#D` lines.
    public var comments: [String] = []
    /// Whether the tree's leaves are squares of states (a file of a rule of more than two states).
    public var hasStates: Bool { levels.contains(1) }
    /// Live cells (in any state but 0) under the root, exactly.
    public var population: UInt128 = 0
    /// Whether the file places a bounded board's top-left cell at (0, 0), as Life's files headed
    /// "[M2] (life)" did; every other file (Golly's, Life's now) puts it at (-w/2, -h/2).
    public var boardAtOrigin = false

    /// The root's number (0 when the file has no nodes).
    public var root: Int { nodes.count - 1 }
    /// The root's level.
    public var rootLevel: Int { levels[root] }
    /// Left edge of the root as Golly places it: -2^(L-1).
    public var originX: Int64 { root == 0 ? 0 : -(Int64(1) << Int64(rootLevel - 1)) }
    /// Top edge of the root as Golly places it: -2^(L-1) + 1 (Golly counts y upward inside HashLife).
    public var originY: Int64 { root == 0 ? 0 : -(Int64(1) << Int64(rootLevel - 1)) + 1 }

    /// An empty tree.
    public init() {}
}
