import LifeEngine

/// A fixed, seeded benchmark workload: a pattern and how many generations to run it.
public struct BenchWorkload: Sendable {
    /// Short name used on the command line.
    public let name: String
    /// One-line description.
    public let summary: String
    /// Generations to run.
    public let generations: Int64
    /// Builds the pattern (deterministic); throws when a pattern file it needs is missing.
    public let make: @Sendable () throws -> Pattern
    /// The algorithm the workload is about (nil: the one chosen with --algorithm).
    public var algorithm: AlgorithmChoice?

    /// Creates a workload.
    public init(name: String, summary: String, generations: Int64, algorithm: AlgorithmChoice? = nil,
                make: @escaping @Sendable () throws -> Pattern) {
        self.name = name
        self.summary = summary
        self.generations = generations
        self.algorithm = algorithm
        self.make = make
    }

    /// The built-in workloads, in the order `life bench` runs them.
    public static let all: [BenchWorkload] = [
        BenchWorkload(name: "soup-1024", summary: "1024x1024 random soup, 50% alive (seed 1)", generations: 2000) {
            Pattern(cells: randomSoup(width: 1024, height: 1024, seed: 1), name: "soup-1024")
        },
        BenchWorkload(name: "soup-2048", summary: "2048x2048 random soup, 50% alive (seed 2)", generations: 1000) {
            Pattern(cells: randomSoup(width: 2048, height: 2048, seed: 2), name: "soup-2048")
        },
        BenchWorkload(name: "pulsars-4096", summary: "4096x4096 field of 65 536 pulsars", generations: 300) {
            Pattern(cells: tiled(pulsar, every: 16, count: 256), name: "pulsars-4096")
        },
        BenchWorkload(name: "gun-field", summary: "32x32 Gosper guns whose gliders collide (engineered + chaotic)", generations: 1000) {
            Pattern(cells: tiled(gosperGun, every: 64, count: 32), name: "gun-field")
        },
        BenchWorkload(name: "hash-gun", summary: "HashLife: Gosper glider gun to 2^40", generations: 1 << 40, algorithm: .hashlife) {
            Pattern(cells: gosperGun, name: "hash-gun")
        },
        BenchWorkload(name: "hash-breeder", summary: "HashLife: switch-engine breeder (quadratic growth) to 2^30",
                      generations: 1 << 30, algorithm: .hashlife) {
            try asset("switch-engine-breeder.rle")
        },
        BenchWorkload(name: "hash-soup", summary: "HashLife: the 1024x1024 soup (chaotic) to 2^12", generations: 1 << 12,
                      algorithm: .hashlife) {
            Pattern(cells: randomSoup(width: 1024, height: 1024, seed: 1), name: "hash-soup")
        },
        BenchWorkload(name: "hash-metacatacryst", summary: "HashLife: metacatacryst (Nick Gotts) to 2^28", generations: 1 << 28,
                      algorithm: .hashlife) {
            try asset("metacatacryst.rle")
        },
    ]

    /// A pattern from the starter library in Assets/Patterns.
    static func asset(_ name: String) throws -> Pattern {
        guard let folder = ResourceFolders.locator().path(for: "Assets/Patterns") else {
            throw CLIError("Assets/Patterns not found (set LIFE_DATA_DIR to the folder holding Assets/)")
        }
        return try PatternInput.load(folder + "/" + name)
    }

    /// The workload with a name, if any.
    public static func named(_ name: String) -> BenchWorkload? { all.first { $0.name == name } }

    static let pulsar: [Cell] = parse("2b3o3b3o2$o4bobo4bo$o4bobo4bo$o4bobo4bo$2b3o3b3o2$2b3o3b3o$o4bobo4bo$o4bobo4bo$o4bobo4bo2$2b3o3b3o!")
    static let gosperGun: [Cell] = parse("24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4bobo$10bo5bo7bo$11bo3bo$12b2o!")

    static func parse(_ body: String) -> [Cell] {
        (try? RLEReader().read(body).cells) ?? []
    }

    static func tiled(_ shape: [Cell], every spacing: Int64, count: Int64) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(shape.count * Int(count * count))
        for ty in 0..<count {
            for tx in 0..<count {
                for c in shape { cells.append(c.offset(by: tx * spacing, ty * spacing)) }
            }
        }
        return cells
    }

    /// A `width` x `height` square with each cell alive at even odds, the same for the same seed.
    public static func randomSoup(width: Int, height: Int, seed: UInt64) -> [Cell] {
        var random = SeededRandom(seed: seed)
        var cells: [Cell] = []
        for y in 0..<height {
            var x = 0
            while x < width {
                // 64 random bits at a time, one per cell.
                let z = random.next()
                for bit in 0..<min(64, width - x) where z >> UInt64(bit) & 1 != 0 {
                    cells.append(Cell(Int64(x + bit), Int64(y)))
                }
                x += 64
            }
        }
        return cells
    }
}
