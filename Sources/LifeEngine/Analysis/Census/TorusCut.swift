/// A plain torus cut open along a band of columns and a band of rows that a pattern leaves empty:
/// the cells before the cut move on by the board's width (or height), so the pattern lies in one
/// piece in `board`, the torus's rectangle moved to the cut. What runs in it as on the plane,
/// keeping clear of its edges (`Identification.staysClear`), runs the same on the torus: a
/// blinker or a block across the torus's edge is then one object, as it is on the board.
public struct TorusCut: Sendable, Equatable {
    /// The torus's cells from the cut: columns `board.x ..< board.maxX`, rows likewise.
    public let board: CellRect

    /// The cut through the middle of the widest bands of columns and of rows that none of
    /// `cells` lies in, on the plain torus of `topology` (each band at least two cells wide, so
    /// the pattern can keep a cell clear of the cut); nil when `topology` is not a plain torus
    /// or no such band exists.
    public init?(_ cells: some Collection<Cell>, on topology: Topology) {
        self.init(columns: Set(cells.map(\.x)), rows: Set(cells.map(\.y)), on: topology)
    }

    /// The cut for `universe` (a plain torus) through bands it leaves empty in each of its next
    /// `generations` too (an oscillator's phases take more room than one of them: a blinker
    /// next to a band of two empty columns reaches into it); nil as for `init(_:on:)`.
    /// - Complexity: O(generations x cells).
    public init?(over universe: any LifeAlgorithm, generations: Int64) {
        guard Self.sides(of: universe.topology) != nil else { return nil }
        let run = universe.duplicate()
        var columns = Set<Int64>(), rows = Set<Int64>()
        for done in 0...max(0, generations) {
            run.forEachLiveCell { cell in
                columns.insert(cell.x)
                rows.insert(cell.y)
            }
            for cell in run.decayingCells().keys {
                columns.insert(cell.x)
                rows.insert(cell.y)
            }
            if done < generations { run.step(by: 1) }
        }
        self.init(columns: columns, rows: rows, on: universe.topology)
    }

    private init?(columns: Set<Int64>, rows: Set<Int64>, on topology: Topology) {
        guard let (width, height) = Self.sides(of: topology),
              let x = Self.cut(columns, side: width), let y = Self.cut(rows, side: height) else { return nil }
        board = CellRect(x: x, y: y, width: width, height: height)
    }

    /// The sides of a plain torus (edges joined straight, no shift or twist, both sides finite),
    /// of any size; nil for the plane and every other grid.
    public static func sides(of topology: Topology) -> (width: Int64, height: Int64)? {
        switch topology {
        case let .torus(width, height):
            return (width, height)
        case let .grid(grid) where grid.kind == .torus && grid.horizontalShift == 0 && grid.verticalShift == 0
            && grid.width > 0 && grid.height > 0:
            return (grid.width, grid.height)
        default:
            return nil
        }
    }

    /// Where a cell of the torus lies after the cut.
    public func moved(_ cell: Cell) -> Cell {
        Cell(cell.x < board.x ? cell.x + board.width : cell.x, cell.y < board.y ? cell.y + board.height : cell.y)
    }

    /// Live cells and decaying ones (with their states) where they lie after the cut.
    public func moved(_ cells: [Cell], states: [Cell: UInt8]) -> (cells: [Cell], states: [Cell: UInt8]) {
        (cells.map(moved), Dictionary(uniqueKeysWithValues: states.map { (moved($0.key), $0.value) }))
    }

    /// Cells of the cut back in the torus's own rectangle, together: past its far edge only when
    /// some of them lie within it (an object across the torus's edge keeps its shape).
    public func placedBack(_ cells: [Cell]) -> [Cell] {
        guard let box = CellRect(enclosing: cells) else { return cells }
        let dx = box.x >= board.width ? board.width : 0, dy = box.y >= board.height ? board.height : 0
        return dx == 0 && dy == 0 ? cells : cells.map { $0.offset(by: -dx, -dy) }
    }

    /// The start of the board after the cut through the widest gap between the occupied values
    /// (0 ..< side, around the torus), or nil when no gap is two wide.
    static func cut(_ values: Set<Int64>, side: Int64) -> Int64? {
        let occupied = values.sorted()
        guard let first = occupied.first, let last = occupied.last else { return 0 }
        // The gap after `last` runs round the torus to `first`.
        var best = (after: last, gap: first + side - last - 1)
        for (a, b) in zip(occupied, occupied.dropFirst()) where b - a - 1 > best.gap { best = (a, b - a - 1) }
        guard best.gap >= 2 else { return nil }
        let cut = best.after + 1 + best.gap / 2
        return cut >= side ? cut - side : cut
    }
}
