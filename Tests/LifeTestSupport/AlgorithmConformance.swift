import LifeEngine

/// Behaviour every `LifeAlgorithm` must show; each check returns a list of failures (empty when it passes).
public enum AlgorithmConformance {
    /// Runs every check against fresh universes from `make`.
    public static func failures(_ make: (Rule) -> any LifeAlgorithm) -> [String] {
        var problems: [String] = []
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            if !condition { problems.append(message()) }
        }
        func load(_ rle: String) -> any LifeAlgorithm {
            let pattern = Fixtures.pattern(rle)
            let universe = make(pattern.rule)
            universe.load(pattern.cells)
            return universe
        }

        let block = load(Fixtures.block)
        let blockCells = block.liveCells()
        block.step(by: 5)
        expect(block.liveCells() == blockCells, "block must stay still")
        expect(block.generation == 5, "generation must count steps, got \(block.generation)")

        let blinker = load(Fixtures.blinker)
        let phase0 = blinker.liveCells()
        blinker.step()
        expect(blinker.liveCells() == [Cell(1, -1), Cell(1, 0), Cell(1, 1)], "blinker must turn vertical")
        blinker.step()
        expect(blinker.liveCells() == phase0, "blinker must return after 2 generations")

        let glider = load(Fixtures.glider)
        let start = glider.liveCells()
        glider.step(by: 4)
        expect(glider.liveCells() == start.map { $0.offset(by: 1, 1) }, "glider must move (+1,+1) in 4 generations")
        expect(glider.bounds == CellRect(x: 1, y: 1, width: 3, height: 3), "glider bounds after 4 generations")

        let diehard = load(Fixtures.diehard)
        diehard.step(by: 129)
        expect(diehard.population > 0, "diehard must still live at 129")
        diehard.step()
        expect(diehard.population == 0, "diehard must be dead at 130, has \(diehard.population)")
        expect(diehard.bounds == nil, "an empty universe has no bounds")

        let r = load(Fixtures.rPentomino)
        r.step(by: 1103)
        expect(r.population == 116, "R-pentomino must have 116 cells at 1103, has \(r.population)")

        let far = make(.conway)
        let corner = Cell(Int64.max / 4, Int64.min / 4)
        far.setAlive(true, at: corner)
        expect(far.isAlive(corner), "cells far from the origin must be settable")
        far.toggle(corner)
        expect(!far.isAlive(corner) && far.population == 0, "toggle must clear a live cell")

        let raster = load(Fixtures.glider)
        var bitmap = CellRaster(origin: Cell(0, 0), width: 2, height: 2, scale: 2)
        raster.rasterize(into: &bitmap)
        expect(bitmap.units == [1, 1, 2, 1], "rasterising at scale 2 must count the live cells under every block, got \(bitmap.units)")
        return problems + duplicateFailures(make)
    }
}

extension AlgorithmConformance {
    /// Copies must be independent of their original.
    public static func duplicateFailures(_ make: (Rule) -> any LifeAlgorithm) -> [String] {
        let a = make(.conway)
        a.load(Fixtures.pattern(Fixtures.glider).cells)
        a.step(by: 2)
        let b = a.duplicate()
        a.step(by: 2)
        var problems: [String] = []
        if b.generation != 2 { problems.append("a duplicate keeps its generation") }
        b.step(by: 2)
        if a.liveCells() != b.liveCells() { problems.append("a duplicate must evolve like its original") }
        b.setAlive(true, at: Cell(100, 100))
        if a.isAlive(Cell(100, 100)) { problems.append("editing a duplicate must not touch the original") }
        return problems
    }
}
