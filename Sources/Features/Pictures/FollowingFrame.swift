import LifeEngine
import LifeImage
import LifeInterface

/// A movie frame that follows life as auto-zoom does: a fixed size in pixels, centred on life
/// each frame, zooming out (never in, so the movie stays calm) whenever life would come nearer
/// its edge than the auto-zoom buffer; past a pixel a cell, drawn by density.
struct FollowingFrame {
    /// The frame's size in pixels (multiples of 8).
    let width: Int, height: Int
    /// The zoom: at or below 0, 2^-level pixels a cell; above, 2^level cells a pixel.
    private(set) var level: Int
    /// The cell at the frame's centre last time (kept while the board is empty).
    private var centre = Cell(0, 0)

    /// A frame of `width`×`height` pixels starting at `maxScale` pixels a cell (1, 2, 4 or 8).
    init(width: Int, height: Int, maxScale: Int) {
        (self.width, self.height) = (width, height)
        level = -(Int.bitWidth - 1 - max(1, maxScale).leadingZeroBitCount)
    }

    /// Cells across and down at the zoom now.
    private var cells: (across: Int64, down: Int64) {
        level <= 0 ? (Int64(width >> -level), Int64(height >> -level)) : (Int64(width) << level, Int64(height) << level)
    }

    /// The next frame of `universe`.
    mutating func image(of universe: any LifeAlgorithm, gridLines: Bool) -> CellImage {
        if let bounds = universe.bounds {
            // Life and the auto-zoom buffer around it fit, or the frame zooms out until they do.
            let inner = 1 - 2 * AutoZoom.buffer
            while Double(bounds.width) > Double(cells.across) * inner || Double(bounds.height) > Double(cells.down) * inner, level < 40 {
                level += 1
            }
            centre = Cell(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2)
        }
        let (across, down) = cells
        let origin = Cell(centre.x - across / 2, centre.y - down / 2)
        if level <= 0 {
            return CellImage(of: universe, area: CellRect(x: origin.x, y: origin.y, width: across, height: down), scale: 1 << -level,
                             gridLines: gridLines)
        }
        var raster = CellRaster(origin: origin, width: width, height: height, scale: Int64(1) << level)
        universe.rasterize(into: &raster)
        return CellImage(raster: raster)
    }
}
