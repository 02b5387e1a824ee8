/// A small bitmap of a window of the plane: each unit covers `scale` x `scale` cells and is on
/// when any of them lives. Drawing code asks an algorithm to fill one, so drawing costs the
/// units on screen rather than the cells in the universe.
public struct CellRaster: Equatable, Sendable {
    /// Cell at the top-left corner of unit (0, 0).
    public let origin: Cell
    /// Units across.
    public let width: Int
    /// Units down.
    public let height: Int
    /// Cells per unit along each axis (1 when zoomed in).
    public let scale: Int64
    /// Row-major units, 1 for alive, 0 for dead.
    public var units: [UInt8]

    /// Creates an all-dead raster.
    public init(origin: Cell, width: Int, height: Int, scale: Int64 = 1) {
        precondition(width >= 0 && height >= 0 && scale >= 1, "invalid raster size")
        self.origin = origin
        self.width = width
        self.height = height
        self.scale = scale
        self.units = [UInt8](repeating: 0, count: width * height)
    }

    /// The unit value at column `ux`, row `uy`.
    public subscript(ux: Int, uy: Int) -> UInt8 {
        get { units[uy * width + ux] }
        set { units[uy * width + ux] = newValue }
    }

    /// Marks the unit covering `cell` alive if the cell is inside the window.
    @inline(__always)
    public mutating func mark(_ cell: Cell) {
        let dx = cell.x &- origin.x, dy = cell.y &- origin.y
        guard dx >= 0, dy >= 0 else { return }
        let ux = dx / scale, uy = dy / scale
        guard ux < Int64(width), uy < Int64(height) else { return }
        units[Int(uy) * width + Int(ux)] = 1
    }

    /// Number of units that are on.
    public var litCount: Int { units.reduce(0) { $0 + Int($1) } }
}
