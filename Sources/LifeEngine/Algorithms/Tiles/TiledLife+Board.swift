/// A bounded board on the plane step: the ring of cells just outside it filled from the edges it
/// joins to (`BoardRing`), and the cells off the board cleared after each step.
extension TiledLife {
    /// One generation on the board: the ring written, a step of the plane, what lies off the
    /// board cleared, and the births and deaths counted on the board alone. The cost follows the
    /// live area, not the board's perimeter (a 2^26 x 2^26 torus with 5 cells steps in microseconds).
    func stepOnBoard(_ ring: BoardRing) {
        // The tiles as they are when read (the ring's cells and the step add tiles).
        func blocks() -> some Sequence<(x: Int64, y: Int64, handle: Int)> {
            tiles.indices.lazy.filter { self.tiles[$0].inUse }.map { (x: self.tiles[$0].key.x, y: self.tiles[$0].key.y, handle: $0) }
        }
        let written = rows.withUnsafeBufferPointer { all in
            ring.ghosts(blocks: blocks(), row: { all[self.base($0) + $1] }, isAlive: isAlive)
        }
        for cell in written { write(true, at: cell) }
        stepOnce()
        let off = rows.withUnsafeBufferPointer { all in ring.cellsOff(blocks: blocks(), row: { all[self.base($0) + $1] }) }
        if lastStepBirthsAndDeaths != nil {
            let kept = written.reduce(0) { $0 + (stored(at: $1) ? 1 : 0) }
            lastStepBirthsAndDeaths = BoardRing.countsOnBoard(lastStepBirthsAndDeaths, written: written.count, off: off.count, kept: kept)
        }
        for cell in off { write(false, at: cell) }
    }
}
