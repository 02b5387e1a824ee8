import Foundation
import LifeEngine

extension Board {
    /// A board holding `universe` as macrocell text, never listing its cells (a HashLife universe
    /// of any size: 10^20 cells cost what its tree costs), with its exact population, bounds and a
    /// preview drawn from the tree. Nil when the engine has no tree to write (a stepping engine:
    /// list its cells with `init(name:created:pattern:)` instead).
    public static func keepingTree(of universe: any LifeAlgorithm, id: UUID = UUID(), name: String, created: Date,
                                   start: Pattern? = nil, view: BoardView? = nil) -> Board? {
        guard let macrocell = universe.nativeMacrocell(comments: [name]) else { return nil }
        let bounds = universe.bounds
        var raster = CellRaster(origin: Cell(0, 0), width: 0, height: 0)
        if let b = bounds {
            // A power-of-two scale and an aligned origin: every quadtree node no bigger than a unit
            // falls inside one, so drawing costs the preview's units, not the pattern's edges.
            let side = Int64(BoardPreview.maxSide)
            var scale: Int64 = 1
            while scale < Int64(1) << 62 && (max(b.width, b.height) - 1) / scale + 2 > side { scale <<= 1 }
            let x0 = FloorDivision.divide(b.x, scale) * scale, y0 = FloorDivision.divide(b.y, scale) * scale
            raster = CellRaster(origin: Cell(x0, y0), width: Int((b.maxX - 1 - x0) / scale + 1),
                                height: Int((b.maxY - 1 - y0) / scale + 1), scale: scale)
            universe.rasterize(into: &raster)
        }
        let metadata = Pattern(cells: [], rule: universe.rule, topology: universe.topology, name: name, generation: universe.generation)
        return Board(id: id, name: name, created: created, metadata: metadata, macrocell: macrocell,
                     population: Int64(clamping: universe.exactPopulation), exactPopulation: universe.exactPopulation,
                     bounds: bounds, preview: BoardPreview(raster: raster), start: start, view: view)
    }
}
