/// An engine that keeps a state a cell (Generations and Larger than Life have states above 1)
/// and lists them: the listing, the raster and the decaying cells follow from `forEachCell`,
/// and stepping from `stepOnce`.
protocol StateCells: LifeAlgorithm {
    /// Calls `body` for every cell in a state other than 0, with its state.
    func forEachCell(_ body: (Cell, UInt8) -> Void)
    /// Computes the next generation (without counting it); when it cannot, `refusal` says why.
    func stepOnce()
}

extension StateCells {
    public func step(by generations: Int64) {
        precondition(generations >= 0, "cannot step backwards")
        for done in 0..<generations {
            // No cell in any state, and no birth from nothing: the rest are counted, not computed.
            if rule.states == 2, population == 0, !rule.bornFromNothing {
                generation += generations - done
                return
            }
            stepOnce()
            // A generation not computed is not counted (the count went on, the cells stayed).
            if refusal != nil { return }
            generation += 1
        }
    }


    public func decayingCells() -> [Cell: UInt8] {
        var result: [Cell: UInt8] = [:]
        forEachCell { cell, state in if state > 1 { result[cell] = state } }
        return result
    }

    public func forEachLiveCell(_ body: (Cell) -> Void) {
        forEachCell { cell, _ in body(cell) }
    }

    public func isAlive(_ cell: Cell) -> Bool { state(at: cell) != 0 }

    public func setAlive(_ alive: Bool, at cell: Cell) { setState(alive ? 1 : 0, at: cell) }

    public func liveCells() -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(population)
        forEachLiveCell { cells.append($0) }
        return cells.sorted()
    }

    public var bounds: CellRect? {
        var box: CellRect?
        forEachLiveCell { cell in
            let one = CellRect(x: cell.x, y: cell.y, width: 1, height: 1)
            box = box.map { $0.union(one) } ?? one
        }
        return box
    }

    public func rasterize(into raster: inout CellRaster) {
        forEachCell { cell, state in
            raster.mark(cell)
            if state > 1 { raster.setState(state, of: cell) }
        }
    }

    /// The next state of a cell in state `was` (0 dead, 1 alive, above: decaying towards `end`).
    @inline(__always)
    static func decay(_ was: UInt8, born: Bool, survives: Bool, end: UInt8) -> UInt8 {
        switch was {
        case 0: return born ? 1 : 0
        case 1: return survives ? 1 : (end > 2 ? 2 : 0)
        default: return was &+ 1 >= end ? 0 : was + 1
        }
    }
}
