import ArgumentParser
import LifeEngine
import LifeStore

/// What `life run` was asked to do: its options, however they were parsed (by ArgumentParser in
/// `RunCommand`, or by `init?(plainArguments:)` at start).
struct RunRequest: Equatable {
    var file: String
    var generations: Int64
    var algorithm: AlgorithmChoice = .auto
    var rule: String?
    var torus: String?
    var output: String?
    /// The memory budget in MiB, when given (else the machine's: see `MemoryBudget.machine`).
    var maxMemory: Int?
    var stats: String?
    /// With `stats`: the graph of the run's figures, as PNG.
    var graph: String?
    var json = false
    var progress = false

    /// Checks the numbers before any work starts.
    func validate() throws {
        guard generations >= 0 else { throw ValidationError("--generations must be 0 or more, got \(generations)") }
        guard generations <= Int64(1) << 62 else { throw ValidationError("--generations must be at most 2^62 (4611686018427387904)") }
        if let maxMemory, !(64...1_048_576).contains(maxMemory) {
            throw ValidationError("--max-memory must be 64 to 1048576 MiB, got \(maxMemory)")
        }
        if let graph {
            guard stats != nil else { throw ValidationError("--graph draws the figures --stats keeps: give --stats stats.csv too") }
            guard graph.lowercased().hasSuffix(".png") else { throw ValidationError("\(graph.escapedForDisplay(limit: 200)): --graph writes PNG; name it .png") }
        }
    }

    /// The budget every engine keeps to: --max-memory, or the machine's.
    var budget: MemoryBudget { maxMemory.map(MemoryBudget.init(mebibytes:)) ?? .machine }

    /// Puts the input's pattern on another grid, centred there as a file naming that grid would
    /// put it (its cells, listed now or later).
    private static func place(_ input: inout RunInput, on topology: Topology, option: String) {
        let positioned = input.positioned, from = input.pattern.topology
        input.pattern = BoardPlacement.place(input.pattern, on: topology, positioned: positioned, option: option)
        input.tree = nil
        // Runs read straight into the tiles would land where the file's board put them.
        if from != topology { input.rle = nil }
        if let list = input.listCells {
            input.listCells = { BoardPlacement.place(try list(), on: topology, positioned: positioned, option: option) }
        }
    }

    /// Reads the pattern, runs it and prints the result (and writes the files asked for).
    func perform() throws {
        if let output, PatternFormat(patternFileName: output) == nil {
            throw CLIError("\(output.escapedForDisplay(limit: 200)): unknown extension; use .rle, .cells, .lif, .life, .mc or .mcl (each may end in .gz)")
        }
        if let output { try PatternOutput.checkNotInput(output, input: file) }
        for file in [output, stats, graph].compactMap({ $0 }) { try PatternOutput.checkWritable(file) }
        if let stats {
            // A CSV file: not a pattern's name (a slip that would overwrite one), nor the input.
            guard !stats.isEmpty else { throw CLIError("--stats needs a file name, e.g. stats.csv") }
            if PatternFormat(fileName: stats) != nil || RunStats.namesInputOrOutput(stats, input: file, output: output) {
                throw CLIError("\(stats.escapedForDisplay(limit: 200)): --stats writes CSV; give it a file of its own, e.g. stats.csv")
            }
        }
        var input = try RunInput.load(file)
        if let rule {
            do {
                let parsed = try Rule.parseWithTopology(rule)
                input.pattern.rule = parsed.rule
                // A rule without a board keeps the file's; one with a board (":T0,0" the plane) moves to it.
                if parsed.topology != .plane || rule.contains(":") { Self.place(&input, on: parsed.topology, option: "--rule") }
                input.tree = nil // the tree carries the file's rule
            } catch { throw CLIError("--rule: \(error)") }
        }
        if let torus {
            let topology: Topology
            do { topology = try Topology(parsing: torus) } catch { throw CLIError("--torus: \(error)") }
            try BoardPlacement.check(input.pattern.rule, on: topology, option: "--torus")
            Self.place(&input, on: topology, option: "--torus")
        }
        let reporter = ProgressReporter(enabled: progress || !CommandLine.isQuietOutput)
        let interrupt = InterruptFlag()
        if let stats {
            if let listCells = input.listCells {
                let listed = try listCells()
                (input.pattern.cells, input.pattern.decaying) = (listed.cells, listed.decaying)
            }
            let pattern = input.pattern
            let result = try RunStats.run(pattern, name: input.name, generations: generations, to: stats, graph: graph, algorithm: algorithm,
                                               budget: budget, progress: reporter.report, isCancelled: interrupt.isSet, writeFirst: { universe in
                if let output { try RunCommand.write(universe, like: pattern, to: output) }
            })
            print(json ? result.json : result.text)
            return
        }
        let result = try RunCommand.execute(input: input, generations: generations, algorithm: algorithm, output: output,
                                            maxMemory: budget.hashLifeBytes(given: maxMemory != nil), budget: budget,
                                            progress: reporter.report, isCancelled: interrupt.isSet)
        print(json ? result.json : result.text)
    }
}
