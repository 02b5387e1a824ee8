import ArgumentParser
import Foundation
import LifeEngine
import LifeStore

/// `life run FILE --generations N`: runs a pattern headless and prints where it ends up.
public struct RunCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a pattern for a number of generations and print the result.")

    @Argument(help: "Pattern file (.rle, .cells, .lif/.life, .mc), or - for standard input.")
    var file: String

    @Option(name: .long, parsing: .unconditional,
            help: "Generations to run, 0 to 2^62 (1000000, 1e9 or 2^40; HashLife reaches 2^60 and beyond in moments for regular patterns).",
            transform: GenerationArgument.read)
    var generations: Int64

    @Option(name: .long, help: "Algorithm: \(AlgorithmChoice.allCases.map(\.rawValue).joined(separator: ", ")) (grid: the dense grid, or patches for Generations and Larger than Life; sparse: a set of cells, the reference the others are checked against, slow past some 100,000 cells).")
    var algorithm: AlgorithmChoice = .auto

    @Option(name: .long, help: "Rule overriding the file's, e.g. B36/S23 (on the file's board) or B3/S23:T24,24 (a 24x24 torus; :T0,0 the endless plane).")
    var rule: String?

    @Option(name: .long, parsing: .unconditional, help: "Run on a torus of this size, e.g. 24x24 (overrides the file's topology).")
    var torus: String?

    @Option(name: .long, help: "Write the final pattern to this file (.rle, or .mc to keep a huge pattern compressed).")
    var output: String?

    @Option(name: .long, parsing: .unconditional, help: "Memory budget in MiB for every engine (default: half the machine's memory, within ulimit; HashLife takes up to 2048 of it unless given). At it HashLife collects garbage and goes on, slower; the tiles stop with the generation reached.")
    var maxMemory: Int?

    @Option(name: .long, help: "Write generation, population, births and deaths of every generation to this CSV file (tiled engine, up to 1000000 generations).")
    var stats: String?

    @Option(name: .long, help: "With --stats: the run's population, births and deaths drawn as a PNG graph in this file too.")
    var graph: String?

    @Flag(name: .long, help: "Print one JSON object.")
    var json = false

    @Flag(name: .long, help: "Print progress to standard error once a second on long runs, even when it is not a terminal.")
    var progress = false

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Longest run the tiled and sparse engines accept (HashLife has no such limit).
    public static let steppingLimit: Int64 = 1_000_000_000

    /// The options as parsed.
    var request: RunRequest {
        RunRequest(file: file, generations: generations, algorithm: algorithm, rule: rule, torus: torus, output: output,
                   maxMemory: maxMemory, stats: stats, graph: graph, json: json, progress: progress)
    }

    /// Validates the numbers before any work starts.
    public func validate() throws { try request.validate() }

    /// Runs the command.
    public func run() throws { try request.perform() }

    /// Loads the pattern into the chosen algorithm, runs it and optionally writes the result.
    public static func execute(pattern: Pattern, generations: Int64, algorithm: AlgorithmChoice,
                               output: String?) throws -> RunResult {
        try execute(input: RunInput(pattern: pattern, tree: nil), generations: generations, algorithm: algorithm, output: output)
    }

    /// Runs an input (a macrocell file's tree goes straight into HashLife), reporting progress
    /// (0...1) on long HashLife jumps and stopping when `isCancelled` returns true.
    static func execute(input: RunInput, generations: Int64, algorithm: AlgorithmChoice, output: String?,
                        maxMemory: Int = HashLife.defaultMaxMemory, budget: MemoryBudget = .machine,
                        progress: ((Double, Int64) -> Void)? = nil, isCancelled: (() -> Bool)? = nil) throws -> RunResult {
        var pattern = input.pattern
        let clock = ContinuousClock()
        var chosen = algorithm
        var racing = chosen == .auto
        if racing {
            // A macrocell tree is HashLife's own form; otherwise the run starts on tiles and the race
            // moves it to HashLife when that is faster.
            chosen = input.tree != nil && pattern.topology == .plane ? .hashlife : .tiles
        }
        if !Engines.lifeEnginesRun(pattern.rule, on: pattern.topology) {
            // The tiles step this rule on this board when they run it, else patches or the grid;
            // HashLife leaps it when it runs it.
            let leaps = Engines.hashLifeRuns(pattern.rule, on: pattern.topology)
            let tiles = Engines.tilesRun(pattern.rule, on: pattern.topology)
            let allowed: [AlgorithmChoice] = [.auto, .grid] + (leaps ? [.hashlife] : []) + (tiles ? [.tiles] : [])
            guard allowed.contains(algorithm) else {
                let why = algorithm == .hashlife && pattern.rule.bornFromNothing && !pattern.rule.storedInvertedAtStart
                    ? " (B0 without S8: its cells are stored inverted every other generation, which HashLife does not leap; Golly's HashLife refuses it too)" : ""
                throw CLIError("--algorithm \(algorithm.rawValue) does not run \(pattern.rule)\(pattern.topology.suffix)\(why); it runs on --algorithm "
                               + allowed.dropFirst().map(\.rawValue).joined(separator: ", ") + " (or auto)")
            }
            if algorithm == .auto { chosen = input.tree != nil && leaps ? .hashlife : tiles ? .tiles : .grid }
            racing = algorithm == .auto && leaps && chosen != .hashlife
        }
        if chosen == .hashlife && pattern.topology != .plane { throw CLIError("\(EngineError.torusNotSupported)") }
        // HashLife takes a macrocell file's tree as it is, and the tiles take an RLE file's runs as
        // they are read; any other engine, topology or format gets the cells listed.
        let keepsTree = chosen == .hashlife && input.tree != nil
        let streams = chosen == .tiles && pattern.topology == .plane && input.rle != nil
        if !keepsTree && !streams, let listCells = input.listCells {
            let listed = try listCells()
            (pattern.cells, pattern.decaying) = (listed.cells, listed.decaying)
        }
        try checkRunnable(pattern, generations: generations, name: file(input))
        if chosen != .hashlife && !(racing && pattern.topology == .plane) && generations > steppingLimit {
            // HashLife runs on the plane only: a bounded board has no faster engine to name.
            throw CLIError(pattern.topology != .plane
                           ? "--generations \(generations) is too many on a bounded board: it is stepped one generation at a time "
                             + "(HashLife runs on the plane only), at most \(Self.steppingLimit) generations a run"
                           : "--generations \(generations) is too many to step one by one with --algorithm \(chosen.rawValue); "
                             + "use --algorithm hashlife (or auto)")
        }
        let loaded: any LifeAlgorithm
        if keepsTree, let tree = input.tree {
            // Ctrl+C stops a large tree's loading too.
            do {
                loaded = try EngineSwitch.universe(from: tree, maxMemory: maxMemory, isCancelled: isCancelled)
            } catch EngineError.cancelled {
                throw CLIError("\(file(input)): interrupted while its tree was loaded")
            } catch let error as EngineError {
                throw CLIError("\(file(input)): \(error)")
            }
        } else if streams, let document = input.rle {
            loaded = try RunInput.tiles(from: document, rule: pattern.rule, name: input.name)
        } else {
            loaded = chosen.make(rule: pattern.rule, topology: pattern.topology, maxMemory: maxMemory)
            loaded.load(pattern)
            loaded.generation = pattern.generation
        }
        let start = clock.now
        let base = loaded.generation
        let race = EngineRace(loaded, maxMemory: maxMemory, makeStepping: { rule, topology in Engines.stepping(rule: rule, topology: topology) },
                              clock: { (clock.now - start).seconds })
        var universe: any LifeAlgorithm { race.universe }
        // A stepping engine stops between generations before it outgrows the budget (HashLife keeps to its cap).
        let overBudget = { !budget.allows(race.universe) }
        let stop: () -> Bool = { isCancelled?() == true || overBudget() }
        do {
            // Ctrl+C stops a stepping engine between two generations, HashLife between two nodes.
            let report: (Double) -> Void = { fraction in progress?(fraction, race.universe.generation - base) }
            if racing {
                try race.advance(by: generations, progress: report, isCancelled: stop)
            } else {
                try loaded.advance(by: generations, progress: report, isCancelled: stop)
            }
        } catch let error as EngineError {
            if error == .cancelled && overBudget() { throw CLIError("\(file(input)): \(budget.refusal(at: universe.generation))") }
            if error == .cancelled {
                throw CLIError("interrupted at generation \(universe.generation) (population \(universe.exactPopulation))")
            }
            throw CLIError("stopped at generation \(universe.generation): \(error)")
        }
        let seconds = (clock.now - start).seconds
        try checkWithinPlane(universe, name: file(input))
        if let output {
            try write(universe, like: pattern, to: output)
        }
        return RunResult(generation: universe.generation, population: universe.exactPopulation, bounds: universe.bounds.map(universe.topology.gollyCoordinates),
                         rule: universe.rule, topology: universe.topology, algorithm: universe.name, seconds: seconds)
    }

    private static func file(_ input: RunInput) -> String { input.name.escapedForDisplay(limit: 200) }

    /// Refuses a run that would pass the last generation counter, or a pattern too big for its torus.
    static func checkRunnable(_ pattern: Pattern, generations: Int64, name: String) throws {
        guard PlaneLimits.canAdvance(pattern.generation, by: generations) else {
            throw CLIError("\(name): it starts at generation \(pattern.generation), so --generations \(generations) "
                           + "would pass the limit: \(PlaneLimits.generationMessage)")
        }
        do { try PatternBudget.checkFitsTorus(pattern) } catch let error as PatternParseError { throw CLIError("\(name): \(error.message)") }
    }

    /// Refuses a result whose cells went past the plane's bound (a pattern that started near the
    /// edge): no reader would take it back, and the limit holds at every door.
    static func checkWithinPlane(_ universe: any LifeAlgorithm, name: String) throws {
        guard universe.topology == .plane, let bounds = universe.bounds, !PlaneLimits.contains(bounds) else { return }
        throw CLIError("\(name): by generation \(universe.generation) life has spread past the edge of the plane; "
                       + PlaneLimits.coordinateMessage)
    }

    static func write(_ universe: any LifeAlgorithm, like pattern: Pattern, to output: String) throws {
        let format = PatternFormat(patternFileName: output) ?? .rle
        var comments = pattern.comments
        if let name = pattern.name { comments.insert(name, at: 0) }
        if format == .macrocell, let tree = universe.nativeMacrocell(comments: comments) {
            // Straight from the tree: no cell is listed, however many there are.
            do {
                try PatternFileWriter.write(tree, to: output)
            } catch let failure as FileProblem {
                throw CLIError(failure.description)
            }
            return
        }
        if universe.exactPopulation > 50_000_000 {
            throw CLIError("\(output): \(universe.exactPopulation) cells are too many to write as \(format); write a .mc file")
        }
        var final = universe.snapshot()
        if let refusal = format.refusal(for: final) { throw CLIError("\(output.escapedForDisplay(limit: 200)): \(refusal)") }
        final.name = pattern.name
        final.author = pattern.author
        final.comments = pattern.comments
        do {
            try PatternFileWriter.write(format.write(final), to: output)
        } catch let failure as FileProblem {
            throw CLIError(failure.description)
        }
    }
}

/// A pattern to run, and its macrocell tree or RLE body when the file was one (so HashLife need not
/// expand the tree and the tiles need no list of cells).
struct RunInput {
    var pattern: Pattern
    var tree: MacrocellTree?
    /// An RLE file read up to its body, for the tiles to take its runs straight.
    var rle: RLEDocument?
    /// Lists a macrocell or RLE file's cells (within the reader's budget) when an engine needs them.
    var listCells: (() throws -> Pattern)?
    /// The file's name for messages ("<stdin>" for standard input).
    var name: String
    /// Whether the file places its pattern (an RLE file's #CXRLE Pos): a board given on the
    /// command line keeps it there rather than centring it, however many boards are given.
    let positioned: Bool

    init(pattern: Pattern, tree: MacrocellTree?, rle: RLEDocument? = nil, listCells: (() throws -> Pattern)? = nil,
         name: String = "<pattern>") {
        self.pattern = pattern
        self.tree = tree
        self.rle = rle
        self.listCells = listCells
        self.name = name
        positioned = rle?.positioned ?? false
    }

    /// Reads a file or standard input; a macrocell file is kept as a tree and expanded only for
    /// metadata (cells are made lazily, when another engine needs them).
    static func load(_ path: String) throws -> RunInput {
        let name = path == "-" ? "<stdin>" : path
        if path != "-", let document = try streamedRLE(path) { return rle(document, name: name) }
        let text = try PatternInput.text(path)
        let format = PatternFormat.recognize(text) ?? (path == "-" ? .rle : (PatternFormat(patternFileName: path) ?? .rle))
        if format == .macrocell {
            let tree: MacrocellTree
            do { tree = try MacrocellCodec().parse(text) } catch let error as PatternParseError {
                throw CLIError("\(name.escapedForDisplay(limit: 200)):\(error.line):\(error.column): \(error.message)")
            }
            // The cells are listed later, and only if an engine other than HashLife runs it.
            let pattern = Pattern(cells: [], rule: tree.rule, topology: tree.topology, comments: tree.comments, generation: tree.generation)
            return RunInput(pattern: pattern, tree: tree, listCells: { try PatternInput.parse(text, name: name, format: .macrocell) }, name: name)
        }
        if format == .rle {
            // The header now; the body's cells go straight into the tiles, or are listed when needed.
            let document: RLEDocument
            do { document = try RLEReader().document(text) } catch let error as PatternParseError { throw located(error, in: name) }
            return rle(document, name: name)
        }
        return RunInput(pattern: try PatternInput.parse(text, name: name, format: path == "-" ? nil : PatternFormat(patternFileName: path)), tree: nil, name: name)
    }

    /// The tiles (on the plane) with the cells of an RLE document taken from its runs as they are
    /// read, no list of cells made, under `rule` (named by every caller: the file's, or one given
    /// in its place); `counting` births and deaths.
    static func tiles(from document: RLEDocument, rule: Rule, name: String, counting: Bool = false) throws -> TiledLife {
        let tiles = TiledLife(rule: rule)
        tiles.countsBirthsAndDeaths = counting
        do {
            try tiles.load(maxTiles: PatternBudget.standard.maxAreas) { add in try document.forEachRun(add) }
        } catch let error as PatternParseError {
            throw located(error, in: name)
        } catch let failure as FileProblem {
            throw CLIError(failure.description)
        }
        tiles.generation = document.header.generation
        return tiles
    }

    /// An RLE file's header, its body left in the file to be read a chunk at a time; nil when the
    /// file is another format (or UTF-16), to be read whole.
    static func streamedRLE(_ path: String) throws -> RLEDocument? {
        do {
            let isRLE = { (head: String) in (PatternFormat.recognize(head) ?? PatternFormat(patternFileName: path) ?? .rle) == .rle }
            guard try TextFileReader.scan(path, wants: isRLE) != nil else { return nil }
            do {
                return try RLEReader().document(opening: { try TextFileReader.chunks(path) })
            } catch let error as PatternParseError { throw located(error, in: path) }
        } catch let failure as FileProblem {
            throw CLIError(failure.description)
        }
    }

    /// A run of an RLE document: the tiles take its runs; other engines get its cells listed.
    private static func rle(_ document: RLEDocument, name: String) -> RunInput {
        RunInput(pattern: document.header, tree: nil, rle: document, listCells: {
            do {
                let pattern = try document.pattern()
                try PatternBudget.standard.check(pattern)
                // Placed in Golly's coordinates, what lies off a bounded board is not on it (Golly drops it too).
                return pattern.clippedToBoard()
            } catch let error as PatternParseError {
                throw located(error, in: name)
            } catch let failure as FileProblem {
                throw CLIError(failure.description)
            }
        }, name: name)
    }

    /// A parse error with the file's name, line and column.
    private static func located(_ error: PatternParseError, in name: String) -> CLIError {
        CLIError("\(name.escapedForDisplay(limit: 200)):\(error.line):\(error.column): \(error.message)")
    }
}
