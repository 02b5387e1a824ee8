import LaneBits

/// A vector of tile rows (64 cells each) that the kernel steps at once, with the lane tests its
/// summary needs as bit masks (bit l: lane l).
public protocol TileRows: SIMD where Scalar == UInt64 {
    /// Lanes that are not zero.
    var nonzeroLanes: UInt64 { get }
    /// Lanes whose cell 0 (lowest bit) is set.
    var firstCellLanes: UInt64 { get }
    /// Lanes whose cell 63 (highest bit) is set.
    var lastCellLanes: UInt64 { get }
    /// The rows one above these: this vector moved one lane on, the last lane of `previous` first.
    func rowsAbove(after previous: Self) -> Self
    /// The rows one below these: this vector moved one lane back, the first lane of `next` last.
    func rowsBelow(before next: Self) -> Self
    /// The number of live cells of each row.
    var cellCounts: Self { get }
}

extension SIMD2: TileRows where Scalar == UInt64 {
    @inlinable public var nonzeroLanes: UInt64 { UInt64(life_nonzero_rows2(self)) }
    @inlinable public var firstCellLanes: UInt64 { UInt64(life_first_cell_rows2(self)) }
    @inlinable public var lastCellLanes: UInt64 { UInt64(life_last_cell_rows2(self)) }
    @inlinable public func rowsAbove(after previous: Self) -> Self { life_rows_above2(previous, self) }
    @inlinable public func rowsBelow(before next: Self) -> Self { life_rows_below2(self, next) }
    @inlinable public var cellCounts: Self { life_cells2(self) }
}

extension SIMD4: TileRows where Scalar == UInt64 {
    @inlinable public var nonzeroLanes: UInt64 { UInt64(life_nonzero_rows4(self)) }
    @inlinable public var firstCellLanes: UInt64 { UInt64(life_first_cell_rows4(self)) }
    @inlinable public var lastCellLanes: UInt64 { UInt64(life_last_cell_rows4(self)) }
    @inlinable public func rowsAbove(after previous: Self) -> Self { life_rows_above4(previous, self) }
    @inlinable public func rowsBelow(before next: Self) -> Self { life_rows_below4(self, next) }
    @inlinable public var cellCounts: Self { life_cells4(self) }
}

extension SIMD8: TileRows where Scalar == UInt64 {
    @inlinable public var nonzeroLanes: UInt64 { UInt64(life_nonzero_rows8(self)) }
    @inlinable public var firstCellLanes: UInt64 { UInt64(life_first_cell_rows8(self)) }
    @inlinable public var lastCellLanes: UInt64 { UInt64(life_last_cell_rows8(self)) }
    @inlinable public func rowsAbove(after previous: Self) -> Self { life_rows_above8(previous, self) }
    @inlinable public func rowsBelow(before next: Self) -> Self { life_rows_below8(self, next) }
    @inlinable public var cellCounts: Self { life_cells8(self) }
}
