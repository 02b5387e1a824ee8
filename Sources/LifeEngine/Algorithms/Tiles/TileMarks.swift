/// Per slot, the rows of a tile to compute in the coming steps (the others repeat the generation
/// before last), in two arrays: one for the steps that start at tick 0, one for those at tick 1.
/// A tile is on a step's list when it has rows to compute in it.
///
/// A step's computing reads its own array and its commits mark the other (each worker in its own
/// ledger, merged after the step, which then clears the step's own).
struct TileMarks {
    private var atEvenTick: [UInt64] = [0], atOddTick: [UInt64] = [0]

    /// Rows of the slot to compute in the step that starts at `tick`.
    private func rows(of slot: Int, at tick: UInt8) -> UInt64 { tick == 0 ? atEvenTick[slot] : atOddTick[slot] }

    /// Adds rows of the slot to compute in the step that starts at `tick`; returns whether it had
    /// none there before (so it is not on that step's list yet).
    mutating func add(_ rows: UInt64, to slot: Int, at tick: UInt8) -> Bool {
        let before = self.rows(of: slot, at: tick)
        if tick == 0 { atEvenTick[slot] = before | rows } else { atOddTick[slot] = before | rows }
        return before == 0
    }

    /// Makes room for one more slot, with no rows marked.
    mutating func appendSlot() {
        atEvenTick.append(0)
        atOddTick.append(0)
    }

    /// Takes the slot off both steps (it is released or reused).
    mutating func clear(_ slot: Int) {
        atEvenTick[slot] = 0
        atOddTick[slot] = 0
    }

    /// Keeps slot 0 only (it never holds a tile).
    mutating func removeAllButTheFirst() {
        atEvenTick.removeSubrange(1...)
        atOddTick.removeSubrange(1...)
    }

    /// Runs `body` with the arrays of the steps that start at `tick` and at the other tick.
    mutating func withArrays<Result>(at tick: UInt8, _ body: (_ current: UnsafeMutablePointer<UInt64>,
                                                              _ next: UnsafeMutablePointer<UInt64>) -> Result) -> Result {
        atEvenTick.withUnsafeMutableBufferPointer { even in
            atOddTick.withUnsafeMutableBufferPointer { odd in
                tick == 0 ? body(even.baseAddress!, odd.baseAddress!) : body(odd.baseAddress!, even.baseAddress!)
            }
        }
    }
}
