/// What one kernel step found in the blocks it computed, gathered while the new rows are still in
/// registers.
public struct TileStepSummary: Sendable, Equatable {
    /// Computed rows that differ from two generations ago, and those whose westmost (x offset 0)
    /// and eastmost (63) cells do.
    public var changedRows: UInt64 = 0
    public var changedWest: UInt64 = 0
    public var changedEast: UInt64 = 0
    /// Bit b set when computed block b (rows 8b..<8b+8) has a live cell, a live westmost cell and
    /// a live eastmost cell; 0 for blocks not computed.
    public var liveBlocks: UInt8 = 0
    public var westBlocks: UInt8 = 0
    public var eastBlocks: UInt8 = 0

    /// An empty summary.
    @inlinable
    public init() {}

    /// Notes computed block `block` as live, and live at its westmost and eastmost cells, from
    /// its rows ORed together (one test each a block rather than one a vector of rows).
    @inlinable @inline(__always)
    public mutating func note<Rows: TileRows>(block: Int, live: Rows) {
        let bit = UInt8(1) &<< UInt8(block)
        if live.nonzeroLanes != 0 { liveBlocks |= bit }
        if live.firstCellLanes != 0 { westBlocks |= bit }
        if live.lastCellLanes != 0 { eastBlocks |= bit }
    }

    /// Writes `rows` over the rows of `out` from `row` on, noting those that change.
    @inlinable @inline(__always)
    public mutating func store<Rows: TileRows>(_ rows: Rows, into out: UnsafeMutablePointer<UInt64>, row: Int) {
        let d = rows ^ UnsafeRawPointer(out + row).loadUnaligned(as: Rows.self)
        UnsafeMutableRawPointer(out + row).storeBytes(of: rows, as: Rows.self)
        changedRows |= d.nonzeroLanes &<< UInt64(row)
        changedWest |= d.firstCellLanes &<< UInt64(row)
        changedEast |= d.lastCellLanes &<< UInt64(row)
    }
}
