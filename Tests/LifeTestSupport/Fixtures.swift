import LifeEngine

/// Well-known patterns as RLE text, for tests.
public enum Fixtures {
    /// A 2x2 still life.
    public static let block = "x = 2, y = 2\n2o$2o!"
    /// Period-2 oscillator, horizontal phase.
    public static let blinker = "x = 3, y = 1\n3o!"
    /// The glider heading south-east.
    public static let glider = "#N Glider\nx = 3, y = 3, rule = B3/S23\nbob$2bo$3o!"
    /// Dies out at generation 130.
    public static let diehard = "#N Diehard\nx = 8, y = 3, rule = B3/S23\n6bob$2o6b$bo3b3o!"
    /// Stabilises at generation 1103 with 116 cells.
    public static let rPentomino = "#N R-pentomino\nx = 3, y = 3, rule = B3/S23\nb2o$2ob$bo!"
    /// Stabilises at generation 5206 with 633 cells.
    public static let acorn = "#N Acorn\nx = 7, y = 3, rule = B3/S23\nbo5b$3bo3b$2o2b3o!"
    /// Gosper's glider gun.
    public static let gosperGun = """
    #N Gosper glider gun
    x = 36, y = 9, rule = B3/S23
    24bo11b$22bobo11b$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o14b$2o8b
    o3bob2o4bobo11b$10bo5bo7bo11b$11bo3bo20b$12b2o!
    """

    /// Parses one of the texts above; traps on a broken fixture.
    public static func pattern(_ rle: String) -> Pattern {
        do { return try RLEReader().read(rle) } catch { fatalError("bad fixture: \(error)") }
    }

    /// A seeded pseudo-random soup of the given size and density (percent).
    public static func soup(width: Int, height: Int, density: Int, seed: UInt64) -> [Cell] {
        var rng = SplitMix64(seed: seed)
        var cells: [Cell] = []
        for y in 0..<height {
            for x in 0..<width where Int(rng.next() % 100) < density {
                cells.append(Cell(Int64(x), Int64(y)))
            }
        }
        return cells
    }
}

/// The engine's seeded generator, under the name the tests use.
public typealias SplitMix64 = SeededRandom
