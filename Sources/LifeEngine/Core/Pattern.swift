/// A set of live cells (with their states, for rules of more than two) and the rule and metadata a pattern file carries.
public struct Pattern: Equatable, Sendable {
    /// Live cells, without duplicates, in row-major order.
    public var cells: [Cell]
    /// The rule the pattern is meant for.
    public var rule: Rule
    /// The plane, or the torus the pattern lives on.
    public var topology: Topology
    /// `#N` name, if any.
    public var name: String?
    /// `#O` author, if any.
    public var author: String?
    /// `#C` comment lines.
    public var comments: [String]
    /// Generation the pattern was saved at (Golly's `#CXRLE Gen=`), 0 otherwise.
    public var generation: Int64
    /// The cells of `cells` in states 2 and up (Generations and Larger than Life); the others are in state 1.
    public var decaying: [Cell: UInt8]

    /// Creates a pattern; cells are sorted and deduplicated.
    public init(cells: [Cell], rule: Rule = .conway, topology: Topology = .plane, name: String? = nil,
                author: String? = nil, comments: [String] = [], generation: Int64 = 0, decaying: [Cell: UInt8] = [:]) {
        self.cells = Self.sortedUnique(cells)
        self.decaying = decaying
        self.rule = rule
        self.topology = topology
        self.name = name
        self.author = author
        self.comments = comments
        self.generation = generation
    }

    /// The cells in row-major order without duplicates (sorted in place: no hash set, half the memory).
    private static func sortedUnique(_ cells: [Cell]) -> [Cell] {
        var sorted = cells
        sorted.sort()
        guard sorted.count > 1 else { return sorted }
        var kept = 1
        for i in 1..<sorted.count where sorted[i] != sorted[kept - 1] {
            sorted[kept] = sorted[i]
            kept += 1
        }
        sorted.removeLast(sorted.count - kept)
        return sorted
    }

    /// Smallest rectangle holding every live cell, or nil when empty.
    public var bounds: CellRect? { CellRect(enclosing: cells) }

    /// The pattern without the cells that lie off its bounded board (as Golly, which never keeps
    /// a cell outside the grid); unchanged on the plane.
    public func clippedToBoard() -> Pattern {
        guard topology != .plane, cells.contains(where: { !topology.contains($0) }) else { return self }
        var copy = self
        copy.cells = cells.filter(topology.contains)
        copy.decaying = decaying.filter { topology.contains($0.key) }
        return copy
    }

    /// The pattern put on `topology`'s board as a file naming that grid without a position puts
    /// it (Golly's RLE reader): its bounding box centred on Golly's origin when it fits the board,
    /// else at the board's top-left corner, so `--rule B3/S23:P30,20` or `--torus 24x24` runs the
    /// pattern where the same rule in its header would; what lies off the board is dropped, as
    /// Golly drops it. Onto the plane, and a pattern `positioned` by its file, it keeps its place in
    /// Golly's coordinates instead (as the grid in the header keeps a #CXRLE Pos, and as Golly
    /// keeps the cells where they are when the rule's grid goes).
    public func placed(on topology: Topology, positioned: Bool = false) -> Pattern {
        var moved = self
        moved.topology = topology
        if positioned || topology == .plane {
            let old = self.topology.gollyOrigin, new = topology.gollyOrigin
            return moved.offset(by: new.x - old.x, new.y - old.y).clippedToBoard()
        }
        guard let size = topology.size, let box = bounds else { return moved }
        let origin = topology.gollyOrigin
        let fits = box.width <= (size.width ?? .max) && box.height <= (size.height ?? .max)
        // Golly's coordinates of the box's top-left corner, then the board's.
        let left = fits ? -(box.width / 2) : -((size.width ?? 0) / 2), top = fits ? -(box.height / 2) : -((size.height ?? 0) / 2)
        return moved.offset(by: origin.x + left - box.x, origin.y + top - box.y).clippedToBoard()
    }

    /// The same pattern moved by (`dx`, `dy`).
    public func offset(by dx: Int64, _ dy: Int64) -> Pattern {
        var copy = self
        copy.cells = cells.map { $0.offset(by: dx, dy) }
        copy.decaying = Dictionary(uniqueKeysWithValues: decaying.map { ($0.key.offset(by: dx, dy), $0.value) })
        return copy
    }
}
