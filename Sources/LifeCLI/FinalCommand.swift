import ArgumentParser
import Foundation
import LifeEngine

/// `life final FILE`: runs a pattern until its ending is known and prints it.
public struct FinalCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "final",
        abstract: "Find how a pattern ends: extinct, still life, oscillator, spaceship, or settled with escaping ships, and what it leaves.",
        discussion: "Exit status: 0 when the ending was found, 3 when it was not found within the limits, 1 on a bad file, 64 on a bad option.")

    @Argument(help: "Pattern file (.rle, .cells, .lif/.life, .mc), or - for standard input.")
    var file: String

    @Option(name: .long, parsing: .unconditional, help: "Give up after this many generations (1000000, 1e9 or 2^40; default: 100000).",
            transform: GenerationArgument.read)
    var maxGenerations: Int64 = 100_000

    @Option(name: .long, parsing: .unconditional, help: "Give up after this many seconds.")
    var maxSeconds: Double?

    @Option(name: .long, parsing: .unconditional, help: "Memory budget in MiB (default: half the machine's memory, within ulimit); the search stops at it with exit 3.")
    var maxMemory: Int?

    @Option(name: .long, help: "Run on a torus of this size, e.g. 24x24.")
    var torus: String?

    @Flag(name: .long, help: "Print one JSON object.")
    var json = false

    @Flag(name: .long, help: "Print progress to standard error once a second on long searches, even when it is not a terminal.")
    var progress = false

    /// Creates the command.
    public init() {}

    /// Checks the limits.
    public func validate() throws {
        guard maxGenerations > 0 else { throw ValidationError("--max-generations must be at least 1") }
        if let maxSeconds, !(maxSeconds > 0) { throw ValidationError("--max-seconds must be more than 0") }
        if let maxMemory, !(64...1_048_576).contains(maxMemory) {
            throw ValidationError("--max-memory must be 64 to 1048576 MiB, got \(maxMemory)")
        }
    }

    /// Runs the detector and exits 3 when it could not tell.
    public func run() throws {
        // An RLE file on the plane in a rule the tiles run goes from its runs straight into them,
        // as `life run` takes it (no list of its cells, which costs a soup half its run).
        let universe: any LifeAlgorithm, isEmpty: Bool
        if torus == nil, file != "-", let document = try RunInput.streamedRLE(file), Self.streams(document.header.rule, on: document.header.topology) {
            universe = try RunInput.tiles(from: document, rule: document.header.rule, name: file, counting: true)
            isEmpty = universe.population == 0
        } else {
            var pattern: Pattern
            if let torus {
                let topology: Topology
                do { topology = try Topology(parsing: torus) } catch { throw CLIError("--torus: \(error)") }
                // Read as `life run` reads it, so a #CXRLE Pos keeps its place on the board (a
                // gzipped file and standard input too).
                let input = try RunInput.load(file)
                try BoardPlacement.check(input.pattern.rule, on: topology, option: "--torus")
                pattern = BoardPlacement.place(try input.listCells?() ?? input.pattern, on: topology, positioned: input.positioned, option: "--torus")
                do { try PatternBudget.checkFitsTorus(pattern) } catch let error as PatternParseError { throw CLIError("--torus: \(error.message)") }
            } else {
                pattern = try PatternInput.load(file)
            }
            universe = Self.universe(for: pattern)
            isEmpty = pattern.cells.isEmpty
        }
        let reporter = ProgressReporter(enabled: progress || !CommandLine.isQuietOutput)
        let interrupt = InterruptFlag()
        let limit = maxGenerations
        let budget = maxMemory.map(MemoryBudget.init(mebibytes:)) ?? .machine
        let (result, found) = Self.detectFollowing(universe, maxGenerations: maxGenerations, maxSeconds: maxSeconds, budget: budget,
                                                   isCancelled: { generations in
            reporter.report(Double(generations) / Double(limit), generations)
            return interrupt.isSet()
        })
        try RunCommand.checkWithinPlane(found.board, name: file == "-" ? "<stdin>" : file.escapedForDisplay(limit: 200))
        if interrupt.isSet() {
            throw CLIError("interrupted at generation \(result.generation) (population \(result.population)); the ending is not known yet")
        }
        if found.stoppedAtBudget {
            FileHandle.standardError.write(Data("life: \(budget.refusal(at: result.generation)); the ending is not known yet\n".utf8))
        }
        let summary = isEmpty ? "The pattern has no live cells: nothing to run" : result.summary
        print(json ? Self.json(result, census: found.census) : ([summary] + Self.censusLines(found.census)).joined(separator: "\n"))
        if result.outcome == .undetermined { throw ExitCode(3) }
    }

    /// Runs the detector on a pattern with the tiled engine; the census of what the ending leaves
    /// comes with it (nil when there is nothing to count, or on a torus).
    public static func detect(_ pattern: Pattern, maxGenerations: Int64, maxSeconds: Double?,
                              isCancelled: (_ generationsRun: Int64) -> Bool = { _ in false }) -> (FinalState, Census?) {
        let (ending, found) = detectFollowing(universe(for: pattern), maxGenerations: maxGenerations, maxSeconds: maxSeconds,
                                              budget: .machine, isCancelled: isCancelled)
        return (ending, found.census)
    }

    /// Whether an RLE file of this rule and topology goes straight into the tiles.
    private static func streams(_ rule: Rule, on topology: Topology) -> Bool {
        topology == .plane && Engines.tilesRun(rule, on: topology) && !rule.bornFromNothing
    }

    /// The universe the detector follows, loaded with the pattern. Counting births and deaths
    /// keeps the population current, which the tracker reads every generation.
    private static func universe(for pattern: Pattern) -> any LifeAlgorithm {
        let universe = pattern.topology == .plane ? Engines.counting(rule: pattern.rule, topology: pattern.topology)
            : Engines.stepping(rule: pattern.rule, topology: pattern.topology)
        universe.load(pattern)
        universe.generation = pattern.generation
        return universe
    }

    /// `detect` on a loaded universe, also giving the board as it was when the run stopped (to
    /// judge the plane's edge).
    static func detectFollowing(_ universe: any LifeAlgorithm, maxGenerations: Int64, maxSeconds: Double?, budget: MemoryBudget,
                                isCancelled: (_ generationsRun: Int64) -> Bool)
        -> (FinalState, (census: Census?, board: any LifeAlgorithm, stoppedAtBudget: Bool)) {
        let clock = ContinuousClock()
        let start = clock.now
        let detector = FinalStateDetector(maxGenerations: maxGenerations, maxSeconds: maxSeconds, budget: budget, clock: {
            (clock.now - start).seconds
        })
        let base = universe.generation
        let (ending, board) = detector.follow(stepping: universe, reached: { isCancelled($0 - base) })
        let withinPlane = board.bounds.map(PlaneLimits.contains) ?? true
        let stopped = ending.outcome == .undetermined && detector.stoppedAtBudget(board)
        return (ending, (withinPlane && !stopped ? Census.of(ending, board: board) : nil, board, stopped))
    }

    /// The contract's JSON object: outcome, generation, period, displacement, population, ship
    /// counts, and the census (apgcode -> count, most common first) when there is one.
    public static func json(_ r: FinalState, census: Census? = nil) -> String {
        var text = "{\"outcome\": \"\(r.outcome.rawValue)\", \"generation\": \(r.generation), \"period\": \(r.period), "
            + "\"displacement\": {\"dx\": \(r.displacement.dx), \"dy\": \(r.displacement.dy)}, \"population\": \(r.population), "
            + "\"gliders\": \(r.gliders), \"otherSpaceships\": \(r.otherShips)"
        if let census {
            text += ", \"census\": {" + census.ranked.map { "\"\($0.code)\": \($0.count)" }.joined(separator: ", ") + "}"
        }
        return text + "}"
    }

    /// The census as text: one line an object kind, most common first, with its common name and,
    /// for spaceships, where they fly.
    static func censusLines(_ census: Census?) -> [String] {
        guard let census, !census.objects.isEmpty else { return [] }
        var lines = ["Census:"]
        let ranked = census.ranked, codeWidth = ranked.map(\.code.count).max() ?? 0
        for (code, count) in ranked {
            let countText = String(count)
            var line = String(repeating: " ", count: max(0, 6 - countText.count)) + countText + "  " + code
            if let name = census.name(of: code) { line += String(repeating: " ", count: codeWidth - code.count) + "  " + name }
            if let headings = census.headings(of: code) { line += " (" + headings + ")" }
            lines.append(line)
        }
        if !census.unclassified.isEmpty { lines.append("  \(census.unclassified.count) cells not told apart into objects") }
        return lines
    }
}
