/// A gun: a pattern that stays where it is and repeats, sending out what flies away (the Gosper
/// glider gun: a glider every 30 generations). Seen as the cells in a fixed box round it coming
/// back every period while the whole pattern grows by the same count each period.
public struct GunIdentity: Equatable, Sendable {
    /// Generations between two of what it sends out.
    public let period: Int
    /// The cells the pattern grew by in each of two periods: what it sends out (a ship whose own
    /// period does not divide the gun's is sent out in another phase each time, of another count).
    public let growth: (first: Int, second: Int)

    public static func == (a: GunIdentity, b: GunIdentity) -> Bool {
        a.period == b.period && a.growth == b.growth
    }

    /// The report as short lines of text, as `Identification.report` is.
    public var report: [String] {
        let (low, high) = (min(growth.first, growth.second), max(growth.first, growth.second))
        let cells = low == high ? "\(low) cell\(low == 1 ? "" : "s")" : "\(low) to \(high) cells"
        return ["Gun, period \(period)", "It sends out \(cells) every \(period) generations", "(the box round it repeats; what leaves it flies on)"]
    }

    /// Largest box looked at, in cells: each generation of the search reads it whole.
    static let largestBox: Int64 = 1 << 20

    /// Looks for a gun in `board` (stepped on as it looks), whose cells were within `box` when the
    /// search began: the cells in `box` and a margin round it (its sparks) must come back after a
    /// period of at most `maxPeriod`, twice, the pattern growing each time; and those cells alone,
    /// run on their own for two periods, must come back and grow by about as much: what a puffer
    /// leaves behind also repeats while the puffer grows further off, but sends nothing out, and
    /// the guns a moving breeder leaves behind send out far less than the breeder grows. A pattern that
    /// grows without repeating, a rule of more than two states and a rule with births in empty
    /// space are not looked at.
    /// - Complexity: up to `2 * maxPeriod` generations of `board`, each reading the box, and two
    ///   periods of the box's cells alone.
    public static func find(in board: any LifeAlgorithm, around box: CellRect, maxPeriod: Int, shouldStop: (Int64) -> Bool) -> GunIdentity? {
        let rule = board.rule
        guard board.topology == .plane, rule.states == 2, !rule.bornFromNothing else { return nil }
        let margin: Int64 = 2
        let area = CellRect(x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
        guard area.width * area.height <= largestBox else { return nil }
        func contents(of universe: any LifeAlgorithm) -> [UInt32] {
            var raster = CellRaster(origin: Cell(area.x, area.y), width: Int(area.width), height: Int(area.height))
            universe.rasterize(into: &raster)
            return raster.units
        }
        let first = contents(of: board), startPopulation = board.exactPopulation
        var run: Int64 = 0
        for period in 1...max(1, maxPeriod) {
            if shouldStop(run) { return nil }
            board.step(by: 1)
            run += 1
            guard contents(of: board) == first, board.exactPopulation > startPopulation else { continue }
            // Once more: the box comes back again and the pattern grows again.
            let grown = board.exactPopulation - startPopulation
            for _ in 0..<period {
                if shouldStop(run) { return nil }
                board.step(by: 1)
                run += 1
            }
            guard contents(of: board) == first, board.exactPopulation > startPopulation + grown, grown <= UInt128(Int.max),
                  let alone = growthAlone(first, area: area, rule: rule, period: period) else { return nil }
            // All the pattern's growth comes from the box (a ship sent out in another phase each
            // period counts a few cells more or less): a moving breeder leaves guns behind in its
            // first box, but grows far more than they send out.
            let twice = board.exactPopulation - startPopulation
            let difference = twice > UInt128(alone) ? twice - UInt128(alone) : UInt128(alone) - twice
            guard difference <= max(16, twice / 4) else { return nil }
            let again = twice - grown
            return GunIdentity(period: period, growth: (Int(grown), Int(min(again, UInt128(Int.max)))))
        }
        return nil
    }

    /// How many cells more the cells `units` (of `area`, a cell a unit) have, run alone for two
    /// periods, when they come back in `area` and grow: what they send out; nil when they do not.
    private static func growthAlone(_ units: [UInt32], area: CellRect, rule: Rule, period: Int) -> Int? {
        var cells: [Cell] = []
        for (i, unit) in units.enumerated() where unit > 0 {
            cells.append(Cell(area.x + Int64(i) % area.width, area.y + Int64(i) / area.width))
        }
        let alone = Engines.stepping(rule: rule)
        alone.load(cells)
        alone.step(by: Int64(2 * period))
        var raster = CellRaster(origin: Cell(area.x, area.y), width: Int(area.width), height: Int(area.height))
        alone.rasterize(into: &raster)
        guard raster.units == units, alone.population > cells.count else { return nil }
        return alone.population - cells.count
    }
}
