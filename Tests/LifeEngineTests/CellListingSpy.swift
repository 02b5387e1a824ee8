import LifeEngine

/// A universe that counts how often its cells are listed, forwarding everything to a `SparseLife`.
final class CellListingSpy: LifeAlgorithm {
    private let inner: SparseLife
    /// Calls to `liveCells()` and `forEachLiveCell`.
    private(set) var listings = 0

    init(_ cells: [Cell], rule: Rule = .conway) {
        inner = SparseLife(rule: rule)
        inner.load(cells)
    }

    var name: String { "spy" }
    var rule: Rule { inner.rule }
    var topology: Topology { inner.topology }
    var generation: Int64 {
        get { inner.generation }
        set { inner.generation = newValue }
    }
    var population: Int { inner.population }
    var bounds: CellRect? { inner.bounds }
    var lastStepBirthsAndDeaths: (births: Int, deaths: Int)? { inner.lastStepBirthsAndDeaths }
    func isAlive(_ cell: Cell) -> Bool { inner.isAlive(cell) }
    func setAlive(_ alive: Bool, at cell: Cell) { inner.setAlive(alive, at: cell) }
    func step(by generations: Int64) { inner.step(by: generations) }
    func liveCells() -> [Cell] {
        listings += 1
        return inner.liveCells()
    }
    func forEachLiveCell(_ body: (Cell) -> Void) {
        listings += 1
        inner.forEachLiveCell(body)
    }
    func rasterize(into raster: inout CellRaster) { inner.rasterize(into: &raster) }
    func load(_ cells: [Cell]) { inner.load(cells) }
    func duplicate() -> any LifeAlgorithm { inner.duplicate() }
}
