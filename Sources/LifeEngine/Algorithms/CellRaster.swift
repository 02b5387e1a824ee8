/// A small picture of a window of the plane: each unit covers `scale` x `scale` cells and holds how
/// many of them live (saturating), so a zoomed-out view can show density: a breeder reads as its
/// shape and a soup as a texture. Drawing code asks an algorithm to fill one, so drawing costs
/// the units on screen rather than the cells in the universe.
public struct CellRaster: Equatable, Sendable {
    /// Cell at the top-left corner of unit (0, 0).
    public let origin: Cell
    /// Units across.
    public let width: Int
    /// Units down.
    public let height: Int
    /// Cells per unit along each axis (1 when zoomed in).
    public let scale: Int64
    /// Row-major units: the live cells under each (0 for none).
    public var units: [UInt32]
    /// One cell a unit: the state of each unit's cell where it is above 1 (Generations and Larger
    /// than Life), nil while no cell is.
    public var states: [UInt8]?

    /// Creates an all-dead raster.
    public init(origin: Cell, width: Int, height: Int, scale: Int64 = 1) {
        precondition(width >= 0 && height >= 0 && scale >= 1, "invalid raster size")
        self.origin = origin
        self.width = width
        self.height = height
        self.scale = scale
        self.units = [UInt32](repeating: 0, count: width * height)
    }

    /// The live cells under unit (`ux`, `uy`).
    public subscript(ux: Int, uy: Int) -> UInt32 {
        get { units[uy * width + ux] }
        set { units[uy * width + ux] = newValue }
    }

    /// Adds `count` live cells to unit (`ux`, `uy`) (saturating).
    @inline(__always)
    public mutating func add(_ count: UInt64, ux: Int, uy: Int) {
        let i = uy * width + ux
        units[i] = UInt32(clamping: UInt64(units[i]) + count)
    }

    /// How full a unit is, 0...1: its live cells over the cells it covers.
    public func density(ux: Int, uy: Int) -> Double {
        Double(self[ux, uy]) / (Double(scale) * Double(scale))
    }

    /// Records a cell's state above 1 (one cell a unit; `mark` it too).
    public mutating func setState(_ state: UInt8, of cell: Cell) {
        guard scale == 1, state > 1 else { return }
        let dx = cell.x &- origin.x, dy = cell.y &- origin.y
        guard dx >= 0, dy >= 0, dx < Int64(width), dy < Int64(height) else { return }
        if states == nil { states = [UInt8](repeating: 0, count: width * height) }
        states![Int(dy) * width + Int(dx)] = state
    }

    /// Counts the cell in the unit covering it, if the cell is inside the window.
    @inline(__always)
    public mutating func mark(_ cell: Cell) {
        let dx = cell.x &- origin.x, dy = cell.y &- origin.y
        guard dx >= 0, dy >= 0 else { return }
        let ux = dx / scale, uy = dy / scale
        guard ux < Int64(width), uy < Int64(height) else { return }
        let i = Int(uy) * width + Int(ux)
        units[i] = units[i] == .max ? .max : units[i] + 1
    }

    /// Adds the cells of a 64x64 block whose top-left cell is (`x`, `y`), row `r` given by
    /// `row(r)` (column c at bit c): cell by cell where a unit holds few cells, else each unit's
    /// span of a row at once (a mask and a bit count), so a zoomed-out view costs the words, not
    /// the cells.
    @inline(__always)
    public mutating func addBlock(x ox: Int64, y oy: Int64, row: (Int) -> UInt64) {
        let winX0 = origin.x, winY0 = origin.y
        guard ox + 64 > winX0, ox < winX0 &+ Int64(width) &* scale, oy + 64 > winY0, oy < winY0 &+ Int64(height) &* scale else { return }
        if scale < 8 {
            for r in 0..<64 {
                var bits = row(r)
                while bits != 0 {
                    let bit = bits.trailingZeroBitCount
                    bits &= bits - 1
                    mark(Cell(ox + Int64(bit), oy + Int64(r)))
                }
            }
            return
        }
        // Group rows by raster row, then test each raster column's span of bits with a mask.
        var r = 0
        while r < 64 {
            let uy = FloorDivision.divide(oy + Int64(r) - winY0, scale)
            let groupEnd = min(64, Int(winY0 + (uy + 1) * scale - oy))
            var union: UInt64 = 0
            for rr in r..<groupEnd { union |= row(rr) }
            if union != 0 && uy >= 0 && uy < Int64(height) {
                var c = 0
                while c < 64 {
                    let ux = FloorDivision.divide(ox + Int64(c) - winX0, scale)
                    let spanEnd = min(64, Int(winX0 + (ux + 1) * scale - ox))
                    let span = spanEnd - c
                    let mask = span >= 64 ? ~UInt64(0) : ((UInt64(1) << UInt64(span)) - 1) << UInt64(c)
                    if union & mask != 0 && ux >= 0 && ux < Int64(width) {
                        var live = 0
                        for rr in r..<groupEnd { live += (row(rr) & mask).nonzeroBitCount }
                        add(UInt64(live), ux: Int(ux), uy: Int(uy))
                    }
                    c = spanEnd
                }
            }
            r = groupEnd
        }
    }

    /// Number of units with any live cell.
    public var litCount: Int { units.reduce(0) { $0 + ($1 != 0 ? 1 : 0) } }
}
