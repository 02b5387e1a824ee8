import LifeEngine

/// A picture of an area of cells, a byte a pixel: 0 dead, 1 live, 2 grid line. Each cell is
/// `scale` pixels a side; with grid lines the last row and column of a cell's square is the line
/// (from 4 pixels a cell), so at scale 1 every live cell is exactly one live pixel.
public struct CellImage: Equatable, Sendable {
    /// Width and height in pixels.
    public private(set) var width: Int
    public let height: Int
    /// Row after row, a palette index a pixel.
    public private(set) var pixels: [UInt8]

    /// The pixel values.
    public static let dead: UInt8 = 0, live: UInt8 = 1, gridLine: UInt8 = 2
    /// The most pixels a side of a picture.
    public static let maxSide = 16_384
    /// The most pixels a picture (64 Mi: 64 MiB here, 192 MiB as RGB for PNG).
    public static let maxPixels = 1 << 26

    /// Why a picture of `area` at `scale` cannot be made, or nil when it can.
    public static func refusal(area: CellRect, scale: Int) -> String? {
        let (w, h) = (area.width.multipliedReportingOverflow(by: Int64(scale)), area.height.multipliedReportingOverflow(by: Int64(scale)))
        guard !w.overflow, !h.overflow, w.partialValue <= Int64(maxSide), h.partialValue <= Int64(maxSide),
              w.partialValue * h.partialValue <= Int64(maxPixels) else {
            return "a picture of \(area.width)x\(area.height) cells at \(scale) px a cell would be larger than "
                + "\(maxSide)x\(maxSide) pixels or \(maxPixels >> 20) Mi pixels; choose a smaller --scale"
        }
        return nil
    }

    /// The fewest pixels a cell with grid lines drawn (fewer: none, the cells would be mostly line).
    public static let gridLinesLeastScale = 4
    /// The area drawn, and pixels a cell.
    public let area: CellRect, scale: Int
    /// The side of a cell's square of live pixels (the rest of a cell's pixels are grid line).
    private let side: Int

    /// A picture of `area` at `scale` pixels a cell with no live cell yet, with grid lines when asked.
    /// - Precondition: `refusal(area:scale:)` is nil.
    public init(area: CellRect, scale: Int, gridLines: Bool) {
        (self.area, self.scale) = (area, scale)
        width = Int(area.width) * scale
        height = Int(area.height) * scale
        pixels = [UInt8](repeating: Self.dead, count: width * height)
        let lines = gridLines && scale >= Self.gridLinesLeastScale
        if lines {
            for y in 0..<height {
                for x in 0..<width where x % scale == scale - 1 || y % scale == scale - 1 { pixels[y * width + x] = Self.gridLine }
            }
        }
        side = lines ? scale - 1 : scale
    }

    /// The picture with `cells` (those in its area) drawn live.
    public init(cells: some Sequence<Cell>, area: CellRect, scale: Int, gridLines: Bool) {
        self.init(area: area, scale: scale, gridLines: gridLines)
        for cell in cells { plot(cell) }
    }

    /// Draws a live cell (nothing when it lies outside the area).
    public mutating func plot(_ cell: Cell) {
        plot(cell, value: Self.live)
    }

    /// Draws a cell in `state` of `rule` (Generations, Larger than Life, History): a dying cell in
    /// a shade that fades with each state, a live one set apart in one of the `apart` entries, as
    /// the view draws them (`Rule.fade(of:)`).
    public mutating func plot(_ cell: Cell, state: UInt8, of rule: Rule) {
        let fade = rule.fade(of: state)
        if fade < 0 {
            let nearerLittle = -fade < (Rule.apartFades.little + Rule.apartFades.more) / 2
            return plot(cell, value: nearerLittle ? Self.apart.little : Self.apart.more)
        }
        guard fade > 0 else { return plot(cell) }
        let left = 1 - fade * Double(rule.states - 2) / Double(rule.states - 1)
        plot(cell, value: Self.firstShade + UInt8(Double(Self.shades - 1) * min(1, max(0, left)) * 0.8))
    }

    private mutating func plot(_ cell: Cell, value: UInt8) {
        guard cell.x >= area.x && cell.x < area.maxX && cell.y >= area.y && cell.y < area.maxY else { return }
        let left = Int(cell.x - area.x) * scale, top = Int(cell.y - area.y) * scale
        for y in top..<(top + side) {
            pixels.replaceSubrange((y * width + left)..<(y * width + left + side), with: repeatElement(value, count: side))
        }
    }

    /// The picture of `area` of `universe`: its live cells, and its dying ones in their shades.
    public init(of universe: any LifeAlgorithm, area: CellRect, scale: Int, gridLines: Bool) {
        self.init(area: area, scale: scale, gridLines: gridLines)
        var image = self
        universe.forEachLiveCell { image.plot($0) }
        if universe.rule.states > 2 {
            for (cell, state) in universe.decayingCells() { image.plot(cell, state: state, of: universe.rule) }
        }
        self = image
    }

    /// The shades of a picture by density: pixel values from `firstShade` up, a cell or more a
    /// pixel lit in proportion to the square root of its share of live cells (a sparse breeder's
    /// trail still shows).
    public static let firstShade: UInt8 = 3, shades = 251
    /// Live cells set apart (a negative `Rule.fade(of:)`: LifeHistory's marked and start cells),
    /// a little and more, after the shades: the palette's last two entries.
    public static let apart: (little: UInt8, more: UInt8) = (254, 255)

    /// A picture of a raster of `scale`-cell squares (a universe too large for a pixel a cell), by density.
    public init(raster: CellRaster) {
        area = CellRect(x: raster.origin.x, y: raster.origin.y, width: Int64(raster.width) * raster.scale,
                        height: Int64(raster.height) * raster.scale)
        (scale, side, width, height) = (1, 1, raster.width, raster.height)
        pixels = raster.units.indices.map { i in
            let count = raster.units[i]
            guard count > 0 else { return Self.dead }
            let density = min(1, Double(count) / (Double(raster.scale) * Double(raster.scale)))
            return Self.firstShade + UInt8(min(Double(Self.shades - 1), (Double(Self.shades - 1) * density.squareRoot()).rounded(.up)))
        }
    }

    /// The side of the squares of cells a pixel stands for when `area` is drawn by density within
    /// `maxSide` pixels a side: the least power of two (at least 2) that fits.
    public static func densitySquare(area: CellRect, maxSide: Int64) -> Int64 {
        var cellsPerPixel: Int64 = 2
        while (area.width + cellsPerPixel - 1) / cellsPerPixel > maxSide || (area.height + cellsPerPixel - 1) / cellsPerPixel > maxSide {
            cellsPerPixel *= 2
        }
        return cellsPerPixel
    }

    /// `area` of `universe` in squares of a power of two cells (at least 2), at most `maxSide`
    /// pixels a side, by density: what a universe too large for a pixel a cell looks like.
    public init(densityOf universe: any LifeAlgorithm, area: CellRect, maxSide: Int64) {
        let cellsPerPixel = Self.densitySquare(area: area, maxSide: maxSide)
        var raster = CellRaster(origin: Cell(area.x, area.y), width: Int((area.width + cellsPerPixel - 1) / cellsPerPixel),
                                height: Int((area.height + cellsPerPixel - 1) / cellsPerPixel), scale: cellsPerPixel)
        universe.rasterize(into: &raster)
        self.init(raster: raster)
    }

    /// The area a picture of all life takes: its `bounds` and a dead cell each way (cells drawn
    /// against the picture's edges looked cut off).
    public static func framing(_ bounds: CellRect) -> CellRect {
        CellRect(x: bounds.x - 1, y: bounds.y - 1, width: bounds.width + 2, height: bounds.height + 2)
    }

    /// The area a picture of all life takes on `topology`: a finite board whole; on a tube its
    /// finite side whole and the endless one as far as life goes, with a dead cell each way; on
    /// the plane `framing(bounds)`. Nil with no life on the plane or a tube.
    public static func framing(_ bounds: CellRect?, on topology: Topology) -> CellRect? {
        if let board = topology.finiteBoard { return board }
        guard let bounds else { return nil }
        let framed = framing(bounds)
        guard let size = topology.size else { return framed }
        let (x, width) = size.width.map { (Int64(0), $0) } ?? (framed.x, framed.width)
        let (y, height) = size.height.map { (Int64(0), $0) } ?? (framed.y, framed.height)
        return CellRect(x: x, y: y, width: width, height: height)
    }

    /// Whether pictures of `rule`'s cells are sheared as the view draws them: a hexagonal rule's
    /// rows moved half a cell left per row down (LifeViewer's look; Golly draws them upright).
    public static func shears(_ rule: Rule) -> Bool { rule.neighbourhood == .hexagonal }

    /// The area whose upright picture is as large as `area`'s sheared one, for sizing: half a
    /// cell more across for each row down.
    public static func shearedExtent(_ area: CellRect) -> CellRect {
        CellRect(x: area.x, y: area.y, width: area.width + area.height / 2, height: area.height)
    }

    /// The width of a `width`×`height` picture of cells `scale` pixels a side once `sheared()`.
    public static func shearedWidth(_ width: Int, height: Int, scale: Int) -> Int {
        width + (max(1, height / scale) - 1) * scale / 2
    }

    /// The picture with its rows moved as a hexagonal rule's are drawn: each row of cells half a
    /// cell left of the one above (a density picture's pixel rows, half a pixel). `keepingWidth`:
    /// about its middle row and cut to its width (a following movie's fixed frame); else widened
    /// so that nothing is cut (the rows' ends outside the parallelogram are dead).
    public func sheared(keepingWidth: Bool = false) -> CellImage {
        let rows = max(1, height / scale)
        func shift(_ y: Int) -> Int {
            let row = y / scale
            return keepingWidth ? ((rows - 1) / 2 - row) * scale / 2 : (rows - 1 - row) * scale / 2
        }
        var image = self
        image.width = keepingWidth ? width : Self.shearedWidth(width, height: height, scale: scale)
        image.pixels = [UInt8](repeating: Self.dead, count: image.width * height)
        for y in 0..<height {
            let move = shift(y), from = max(0, -move), to = min(width, image.width - move)
            guard from < to else { continue }
            image.pixels.replaceSubrange((y * image.width + from + move)..<(y * image.width + to + move), with: pixels[(y * width + from)..<(y * width + to)])
        }
        return image
    }

    /// How many pixels hold `value`.
    public func count(of value: UInt8) -> Int {
        pixels.reduce(0) { $0 + ($1 == value ? 1 : 0) }
    }
}
