import LifeEngine

/// The grid area of a frame: a raster of the visible cells and how it maps onto screen pixels.
///
/// `fill` expands it into a pixel buffer so every cell is a sharp square tile and grid lines fall
/// exactly on cell edges; it costs the pixels on screen, not the cells in the universe.
public struct CellLayer: Equatable, Sendable {
    /// Grid area on screen, in whole pixels.
    public var frame: Rect
    /// Visible cells (or blocks of cells when zoomed out below one pixel a cell).
    public var raster: CellRaster
    /// Screen x of the left edge of raster unit 0.
    public var originX: Double
    /// Screen y of the top edge of raster unit 0.
    public var originY: Double
    /// Screen pixels per raster unit.
    public var unitSize: Double
    /// How far each raster row is moved right of the one above, in units: 0, or -0.5 for offset
    /// rows (a hexagonal rule), where the raster holds the cells of every row's moved span.
    public var rowShift = 0.0
    /// Live cell colour.
    public var liveColor: Color
    /// For each state of a rule of more than two, how far its colour lies from the live colour
    /// towards the dead one, or below 0 away from it (`Rule.fade(of:)`); empty for two states.
    public var stateFades: [Double] = []
    /// Dead cell colour.
    public var deadColor: Color
    /// Grid line colour, or nil for no grid lines.
    public var gridColor: Color?
    /// Colour of every tenth grid line.
    public var majorGridColor: Color?
    /// On a bounded grid, the board's cells; pixels outside it are drawn in `outsideColor`.
    public var board: CellRect?
    /// Colour around the board.
    public var outsideColor: Color

    /// Creates a layer.
    public init(frame: Rect, raster: CellRaster, originX: Double, originY: Double, unitSize: Double,
                liveColor: Color, deadColor: Color, gridColor: Color?, majorGridColor: Color?,
                board: CellRect? = nil, outsideColor: Color? = nil) {
        self.frame = frame
        self.raster = raster
        self.originX = originX
        self.originY = originY
        self.unitSize = unitSize
        self.liveColor = liveColor
        self.deadColor = deadColor
        self.gridColor = gridColor
        self.majorGridColor = majorGridColor
        self.board = board
        self.outsideColor = outsideColor ?? deadColor
    }

    /// Pixel width of the frame.
    public var pixelWidth: Int { Int(frame.width.rounded()) }
    /// Pixel height of the frame.
    public var pixelHeight: Int { Int(frame.height.rounded()) }

    /// Writes the layer as ARGB8888 pixels; `pitch` is the row length in pixels (at least `pixelWidth`).
    /// - Complexity: O(pixels).
    public func fill(_ pixels: UnsafeMutablePointer<UInt32>, pitch: Int) {
        let width = pixelWidth, height = pixelHeight
        guard width > 0, height > 0 else { return }
        let rows = axis(count: height, start: frame.y, origin: originY, units: raster.height, first: raster.origin.y)
        // Each row's columns: with offset rows, one axis for each fraction of a unit the rows are
        // moved by (whole units only move the index), their major lines dropped (they would not line up).
        var columnAxes: [Double: (index: [Int], lines: [UInt8])] = [:]
        func columns(moved fraction: Double) -> (index: [Int], lines: [UInt8]) {
            if let known = columnAxes[fraction] { return known }
            var made = axis(count: width, start: frame.x, origin: originX + fraction * unitSize, units: raster.width, first: raster.origin.x)
            if rowShift != 0 { made.lines = made.lines.map { min($0, 1) } }
            columnAxes[fraction] = made
            return made
        }
        let outside = outsideColor.argb
        let line = gridColor?.argb, major = (majorGridColor ?? gridColor)?.argb
        func insideColumns(moved units: Double) -> [Bool]? {
            inside(count: width, start: frame.x, origin: originX + units * unitSize, from: board.map { ($0.x, $0.maxX) }, first: raster.origin.x)
        }
        let unmovedInside = insideColumns(moved: 0)
        let insideRows = inside(count: height, start: frame.y, origin: originY, from: board.map { ($0.y, $0.maxY) }, first: raster.origin.y)
        let palette = UnitPalette(self)
        let cellStates = palette.stateColors.isEmpty ? nil : raster.states
        // One row of units' colours at a time: each pixel then takes its unit's.
        var unitColors = [UInt32](repeating: palette.dead, count: raster.width)
        raster.units.withUnsafeBufferPointer { units in
        unitColors.withUnsafeMutableBufferPointer { unitColors in
            // The raster row the pixel row above shows as cells (not a line, not outside), or -1.
            var drawnRow = -1
            for py in 0..<height {
                let row = pixels + py * pitch
                if let insideRows, !insideRows[py] {
                    for px in 0..<width { row[px] = outside }
                    drawnRow = -1
                    continue
                }
                let unitRow = rows.index[py]
                let rowLine = rows.lines[py]
                if let line, rowLine != 0 {
                    let color = rowLine == 2 ? major! : line
                    // This row's columns: moved by rowShift a row, as a whole number of units plus a fraction.
                    let moved = rowShift * Double(unitRow)
                    if let insideColumns = moved == 0 ? unmovedInside : insideColumns(moved: moved) {
                        for px in 0..<width { row[px] = insideColumns[px] ? color : outside }
                    } else {
                        for px in 0..<width { row[px] = color }
                    }
                    drawnRow = -1
                    continue
                }
                if unitRow == drawnRow {
                    // The same units as the row above, drawn the same way (a unit taller than a pixel).
                    row.update(from: UnsafePointer(row - pitch), count: width)
                    continue
                }
                drawnRow = unitRow
                let moved = rowShift * Double(unitRow), whole = moved.rounded(.down)
                let columns = columns(moved: moved - whole), skip = -Int(whole)
                let insideColumns = moved == 0 ? unmovedInside : insideColumns(moved: moved)
                let base = unitRow * raster.width
                if insideColumns == nil && line == nil && cellStates == nil {
                    // The common case (no board edge, no grid lines, two states): the row's units
                    // coloured once, then a look-up a pixel.
                    palette.colorRow(units.baseAddress! + base, states: nil, count: raster.width, into: unitColors.baseAddress!)
                    let last = raster.width - 1
                    columns.index.withUnsafeBufferPointer { index in
                        if skip == 0 {
                            for px in 0..<width { row[px] = unitColors[index[px]] }
                        } else {
                            for px in 0..<width { row[px] = unitColors[min(max(index[px] + skip, 0), last)] }
                        }
                    }
                    continue
                }
                for px in 0..<width {
                    if let insideColumns, !insideColumns[px] {
                        row[px] = outside
                        continue
                    }
                    let colLine = columns.lines[px]
                    if let line, colLine != 0 {
                        row[px] = colLine == 2 ? major! : line
                    } else {
                        let unit = base + min(max(columns.index[px] + skip, 0), raster.width - 1)
                        row[px] = palette.color(count: units[unit], state: cellStates?[unit] ?? 0)
                    }
                }
            }
        }
        }
    }

    /// Whether the layer can be drawn a unit a pixel and scaled onto the screen (`fillUnits`):
    /// no grid lines, no board's edge and no offset rows, which fall between units.
    public var scalesUnits: Bool { gridColor == nil && board == nil && rowShift == 0 }

    /// Where the raster's units lie on screen (they cover the frame).
    public var rasterFrame: Rect {
        Rect(x: originX, y: originY, width: Double(raster.width) * unitSize, height: Double(raster.height) * unitSize)
    }

    /// Writes one ARGB8888 pixel a raster unit (`raster.width` x `raster.height`, coloured as
    /// `fill` colours them), for the painter to scale onto `rasterFrame` with nearest-neighbour
    /// sampling: a pixel's centre then shows the unit under it, as in `fill`, for a fraction of
    /// the work. `pitch` is the row length in pixels (at least `raster.width`).
    /// - Complexity: O(units).
    public func fillUnits(_ pixels: UnsafeMutablePointer<UInt32>, pitch: Int) {
        let palette = UnitPalette(self)
        raster.units.withUnsafeBufferPointer { units in
            for r in 0..<raster.height {
                let base = r * raster.width
                if let states = raster.states, !palette.stateColors.isEmpty {
                    states.withUnsafeBufferPointer {
                        palette.colorRow(units.baseAddress! + base, states: $0.baseAddress! + base, count: raster.width, into: pixels + r * pitch)
                    }
                } else {
                    palette.colorRow(units.baseAddress! + base, states: nil, count: raster.width, into: pixels + r * pitch)
                }
            }
        }
    }

    /// The largest unit, in cells, whose colours are looked up by count (256x256).
    static let largestCountTable = 65536

    /// Shades between the dead and the live colour for zoomed-out units.
    static let shadeCount = 32
    /// What a live state set apart (a negative fade: LifeHistory's marked and start cells) moves
    /// towards: away from the dead colour (white on a dark board, black on a light one), so it
    /// never looks like a decaying state, which moves towards the dead colour.
    static func apart(from dead: Color) -> Color {
        let brightness = (Int(dead.r) * 299 + Int(dead.g) * 587 + Int(dead.b) * 114) / 1000
        return brightness < 128 ? Color(r: 255, g: 255, b: 255) : Color(r: 0, g: 0, b: 0)
    }
    /// The faintest shade (a lone cell in a big unit) stays visible.
    static let faintestIntensity = 0.3

    /// The shade for a unit with `count` live cells out of `area`: brighter as it fills, on a
    /// square-root curve so sparse regions still show.
    static func shade(_ count: UInt32, area: Double) -> Int {
        let fill = min(1, Double(count) / area)
        return min(shadeCount - 1, Int((fill.squareRoot() * Double(shadeCount - 1)).rounded(.up)))
    }

    /// How far toward the live colour shade `i` goes.
    static func intensity(ofShade i: Int) -> Double {
        faintestIntensity + (1 - faintestIntensity) * Double(i) / Double(shadeCount - 1)
    }

    /// For each pixel along one axis, whether its centre lies on the board (nil when there is no board).
    private func inside(count: Int, start: Double, origin: Double, from range: (Int64, Int64)?, first: Int64) -> [Bool]? {
        guard let (lo, hi) = range else { return nil }
        let cellsPerPixel = unitSize / Double(raster.scale)
        return (0..<count).map { p in
            let cell = Double(first) + (start + Double(p) + 0.5 - origin) / cellsPerPixel
            return cell >= Double(lo) && cell < Double(hi)
        }
    }

    /// For each pixel along one axis: the raster unit it shows and whether it is a grid line (1) or a major one (2).
    private func axis(count: Int, start: Double, origin: Double, units: Int, first: Int64) -> (index: [Int], lines: [UInt8]) {
        var index = [Int](repeating: 0, count: count)
        var lines = [UInt8](repeating: 0, count: count)
        guard units > 0 else { return (index, lines) }
        // A pixel is a line where its centre lies in another unit than the centre of the pixel
        // before it: the line is the cell's first pixel, so none of a cell's colour is left on the
        // far side of its line, whatever the fraction of a pixel the edge falls at.
        var previous = Int(((start - 0.5 - origin) / unitSize).rounded(.down))
        for p in 0..<count {
            let unit = Int(((start + Double(p) + 0.5 - origin) / unitSize).rounded(.down))
            index[p] = min(max(unit, 0), units - 1)
            if gridColor != nil, raster.scale == 1 {
                if unit != previous { lines[p] = (first &+ Int64(unit)) % 10 == 0 ? 2 : 1 }
                previous = unit
            }
        }
        return (index, lines)
    }
}
