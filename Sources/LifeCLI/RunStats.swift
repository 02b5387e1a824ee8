import Foundation
import LifeEngine
import LifeImage
import LifeStore

/// `life run --stats FILE.csv`: the run stepped one generation at a time on the tiled engine,
/// with its figures (generation, population, births, deaths) written as CSV.
enum RunStats {
    /// Most generations a run with `--stats` takes (the CSV is built in memory, about 30 bytes a line).
    static let generationLimit: Int64 = 1_000_000
    /// The graph's size in pixels.
    static let graphSize = (width: 960, height: 400)

    /// The CSV's first line.
    static let header = "generation,population,births,deaths"

    /// Whether the CSV file `stats` is the input pattern or the `--output` file: the same string,
    /// or the same file by device and inode (`./g.csv` for `g.csv`, a symbolic or hard link).
    static func namesInputOrOutput(_ stats: String, input: String, output: String?) -> Bool {
        stats == input || stats == output || FileIdentity.same(stats, input) || output.map { FileIdentity.same(stats, $0) } == true
    }

    /// Steps `pattern` `generations` times, writing one line a generation (the start with empty
    /// births and deaths) to `path`; returns the result as `life run` prints it.
    /// `name` names the pattern's file in messages; `writeFirst` writes what else the run should
    /// leave (the final pattern), before the CSV, so that a failure there leaves neither.
    static func run(_ pattern: Pattern, name: String = "<pattern>", generations: Int64, to path: String, graph: String? = nil, algorithm: AlgorithmChoice,
                    budget: MemoryBudget = .machine, progress: ((Double, Int64) -> Void)?, isCancelled: (() -> Bool)?,
                    writeFirst: (any LifeAlgorithm) throws -> Void = { _ in }) throws -> RunResult {
        let shownName = name.escapedForDisplay(limit: 200)
        guard algorithm == .auto || algorithm == .tiles else {
            throw CLIError("--stats steps one generation at a time on the tiled engine; use --algorithm tiles (or auto)")
        }
        guard generations <= generationLimit else {
            throw CLIError("--stats writes a line a generation: at most \(generationLimit) generations, got \(generations)")
        }
        try RunCommand.checkRunnable(pattern, generations: generations, name: shownName)
        let universe = Engines.counting(rule: pattern.rule, topology: pattern.topology)
        universe.load(pattern)
        universe.generation = pattern.generation
        let clock = ContinuousClock(), start = clock.now
        var lines = [header, "\(universe.generation),\(universe.population),,"]
        lines.reserveCapacity(Int(generations) + 2)
        var populations = [universe.population], births: [Int] = [], deaths: [Int] = []
        var lastReport = start
        for done in 0..<generations {
            if isCancelled?() == true {
                throw CLIError("interrupted at generation \(universe.generation) (population \(universe.population)); \(path) was not written")
            }
            guard budget.allows(universe) else { throw CLIError("\(shownName): \(budget.refusal(at: universe.generation)); \(path) was not written") }
            universe.step()
            let counts = universe.lastStepBirthsAndDeaths ?? (0, 0)
            lines.append("\(universe.generation),\(universe.population),\(counts.births),\(counts.deaths)")
            if graph != nil {
                populations.append(universe.population)
                births.append(counts.births)
                deaths.append(counts.deaths)
            }
            if clock.now - lastReport > .seconds(1) {
                lastReport = clock.now
                progress?(Double(done + 1) / Double(max(1, generations)), done + 1)
            }
        }
        try RunCommand.checkWithinPlane(universe, name: shownName)
        try writeFirst(universe)
        do {
            try AtomicFileWriter.write(lines.joined(separator: "\n") + "\n", to: path)
        } catch let failure as FileProblem {
            throw CLIError(failure.description)
        }
        if let graph {
            do {
                let (width, height) = Self.graphSize
                let rgb = RunGraph(populations: populations, births: births, deaths: deaths).rgb(width: width, height: height)
                try AtomicFileWriter.write(Data(try PNGFile.data(rgb: rgb, width: width, height: height)), to: graph)
            } catch let error as ImageError {
                throw CLIError(error.description)
            } catch let failure as FileProblem {
                throw CLIError(failure.description)
            }
        }
        return RunResult(generation: universe.generation, population: universe.exactPopulation, bounds: universe.bounds.map(universe.topology.gollyCoordinates),
                         rule: universe.rule, topology: universe.topology, algorithm: universe.name,
                         seconds: (clock.now - start).seconds)
    }
}
