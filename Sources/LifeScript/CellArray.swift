import LifeEngine

/// Golly's cell arrays: one-state {x1,y1, x2,y2, ...} (every cell state 1), or multi-state
/// {x1,y1,s1, x2,y2,s2, ...} made odd in length by a final 0 when it would be even.
struct CellArray: Equatable {
    /// The cells and their states.
    var cells: [(cell: Cell, state: UInt8)]
    /// Whether it is written with states.
    var multiState: Bool

    static func == (a: CellArray, b: CellArray) -> Bool {
        a.multiState == b.multiState && a.cells.map(\.cell) == b.cells.map(\.cell) && a.cells.map(\.state) == b.cells.map(\.state)
    }

    init(cells: [(cell: Cell, state: UInt8)], multiState: Bool) {
        self.cells = cells
        self.multiState = multiState
    }

    /// The array written flat, or nil when its length fits neither form.
    init?(flat values: [Int64]) {
        if values.count % 2 == 0 {
            // Even: one-state pairs (the empty array too).
            cells = stride(from: 0, to: values.count, by: 2).map { (Cell(values[$0], values[$0 + 1]), 1) }
            multiState = false
            return
        }
        // Odd: triples, the last item a padding 0 when three do not divide it.
        let triples = values.count / 3
        guard values.count == triples * 3 || values.count == triples * 3 + 1 else { return nil }
        cells = (0..<triples).map { (Cell(values[3 * $0], values[3 * $0 + 1]), UInt8(clamping: values[3 * $0 + 2])) }
        multiState = true
    }

    /// The array flat, as Golly writes it.
    var flat: [Int64] {
        var values: [Int64] = []
        values.reserveCapacity(cells.count * (multiState ? 3 : 2) + 1)
        for (cell, state) in cells {
            values.append(cell.x)
            values.append(cell.y)
            if multiState { values.append(Int64(state)) }
        }
        if multiState && values.count % 2 == 0 { values.append(0) }
        return values
    }

    /// Each cell moved by the affine map xn = x0 + x*axx + y*axy, yn = y0 + x*ayx + y*ayy.
    func transformed(_ x0: Int64, _ y0: Int64, _ axx: Int64, _ axy: Int64, _ ayx: Int64, _ ayy: Int64) -> CellArray {
        CellArray(cells: cells.map { entry in
            let x = entry.cell.x, y = entry.cell.y
            return (Cell(x0 &+ x &* axx &+ y &* axy, y0 &+ x &* ayx &+ y &* ayy), entry.state)
        }, multiState: multiState)
    }
}
