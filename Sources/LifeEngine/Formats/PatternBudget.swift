/// What a pattern may cost to read and hold, measured in what it costs: the bytes of its text, its
/// live cells (16 bytes each while listed) and the 64x64 areas they touch (about 1.1 KB each in
/// the tiled engine, and a bounded number of HashLife nodes). Within it a file loads in seconds and
/// under about 1 GB; beyond it the reader says which limit and where.
public struct PatternBudget: Sendable, Equatable {
    /// Most bytes of pattern text read from a file or standard input.
    public var maxBytes: Int
    /// Most live cells a file may list.
    public var maxCells: Int
    /// Most 64x64 areas the live cells may touch.
    public var maxAreas: Int

    /// Creates a budget.
    public init(maxBytes: Int, maxCells: Int, maxAreas: Int) {
        self.maxBytes = maxBytes
        self.maxCells = maxCells
        self.maxAreas = maxAreas
    }

    /// 64 MiB of text, 8 million cells (128 MB listed), 262,144 areas (about 290 MB of tiles).
    public static let standard = PatternBudget(maxBytes: 64 << 20, maxCells: 1 << 23, maxAreas: 1 << 18)

    /// Side of one area: the tiled engine's tile.
    public static let areaSide: Int64 = 64

    /// The number of 64x64 areas the sorted cells touch, counting at most to `limit + 1`.
    public static func areas(of sortedCells: [Cell], limit: Int) -> Int {
        var seen = Set<SIMD2<Int64>>()
        var last = SIMD2<Int64>(.min, .min)
        for cell in sortedCells {
            let key = SIMD2(cell.x >> 6, cell.y >> 6)
            if key == last { continue }
            last = key
            if seen.insert(key).inserted, seen.count > limit { break }
        }
        return seen.count
    }

    /// Throws when a pattern on a torus does not fit on it: wrapped, its cells would land on each
    /// other (a pattern that fits is wrapped onto the board wherever it was written, as Golly's
    /// centred coordinates are).
    public static func checkFitsTorus(_ pattern: Pattern) throws {
        guard case let .torus(w, h) = pattern.topology, let b = pattern.bounds, b.width > w || b.height > h else { return }
        throw PatternParseError(line: 1, column: 1, message:
            "the pattern spans \(b.width)x\(b.height) cells, more than its \(w)x\(h) torus holds; give a larger torus")
    }

    /// Throws when the pattern touches more areas than the budget allows.
    public func check(_ pattern: Pattern) throws {
        guard pattern.cells.count > maxAreas else { return } // fewer cells than areas allowed
        if Self.areas(of: pattern.cells, limit: maxAreas) > maxAreas {
            let b = pattern.bounds.map { " (they span \($0.width) x \($0.height) cells from \($0.x), \($0.y))" } ?? ""
            throw PatternParseError.overBudget(line: 1, column: 1, message:
                "the live cells are spread over more than \(maxAreas) areas of 64x64 cells\(b); "
                + "Life loads at most that many (about 290 MB)")
        }
    }
}
