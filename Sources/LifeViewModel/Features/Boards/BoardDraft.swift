import LifeScene
import Foundation
import LifeEngine
import LifeStore

/// What a save needs, captured on the main thread as private copies of the universes, turned
/// into a `Board` (cells listed, preview drawn, or a HashLife tree written as macrocell) on the
/// store's background queue.
struct BoardDraft: @unchecked Sendable {
    let id: UUID
    let name: String
    let created: Date
    /// A private copy of the universe (no one else touches it).
    let universe: any LifeAlgorithm
    /// A private copy of the reset point.
    let start: (any LifeAlgorithm)?
    let view: BoardView
    /// The run's history up to the universe's generation.
    let history: RunHistory

    /// The board. A universe too large to list keeps its HashLife tree as macrocell text.
    func make() -> Board {
        let startPattern = start.flatMap { $0.exactPopulation <= UInt128(Board.listLimit) ? $0.snapshot() : nil }
        if universe.exactPopulation > UInt128(Board.listLimit), let macrocell = universe.nativeMacrocell(comments: [name]) {
                        let bounds = universe.bounds
            var raster = CellRaster(origin: Cell(0, 0), width: 0, height: 0)
            if let b = bounds {
                // A power-of-two scale and an aligned origin: every quadtree node no bigger than a
                // unit falls inside one, so drawing costs the preview's units, not the pattern's edges.
                let side = Int64(BoardPreview.maxSide)
                var scale: Int64 = 1
                while scale < Int64(1) << 62 && (max(b.width, b.height) - 1) / scale + 2 > side { scale <<= 1 }
                let x0 = FloorDivision.divide(b.x, scale) * scale, y0 = FloorDivision.divide(b.y, scale) * scale
                raster = CellRaster(origin: Cell(x0, y0), width: Int((b.maxX - 1 - x0) / scale + 1),
                                    height: Int((b.maxY - 1 - y0) / scale + 1), scale: scale)
                universe.rasterize(into: &raster)
            }
            let metadata = Pattern(cells: [], rule: universe.rule, topology: universe.topology, name: name, generation: universe.generation)
            var board = Board(id: id, name: name, created: created, metadata: metadata, macrocell: macrocell,
                              population: Int64(clamping: universe.exactPopulation), exactPopulation: universe.exactPopulation, bounds: bounds, preview: BoardPreview(raster: raster),
                              start: startPattern, view: view)
            board.history = history
            return board
        }
        var pattern = universe.snapshot()
        pattern.name = name
        var board = Board(id: id, name: name, created: created, pattern: pattern, start: startPattern, view: view)
        board.history = history
        return board
    }
}
