import ArgumentParser
import Foundation
import LifeEngine

/// `life identify FILE`: what a still life, oscillator or spaceship is, as LifeViewer's Identify says it.
public struct IdentifyCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "identify",
        abstract: "Identify a still life, oscillator or spaceship: period, mod, speed, population, box, rotor, stator, heat.",
        discussion: "Exit status: 0 when identified, 3 when the pattern does not repeat within --max-period, 1 on a bad file, 64 on a bad option.")

    @Argument(help: "Pattern file (.rle, .cells, .lif/.life, .mc), or - for standard input.")
    var file: String

    @Option(name: .long, parsing: .unconditional, help: "Longest period looked for (4096, 1e5 or 2^16; at most 1000000).",
            transform: { Int(try GenerationArgument.read($0)) })
    var maxPeriod = Identification.defaultMaxPeriod

    @Option(name: .long, parsing: .unconditional, help: "Give up after this many seconds.")
    var maxSeconds: Double?

    @Option(name: .long, parsing: .unconditional, help: "Memory budget in MiB (default: half the machine's memory, within ulimit); the search stops at it with exit 3.")
    var maxMemory: Int?

    @Flag(name: .long, help: "Print one JSON object.")
    var json = false

    @Flag(name: .long, help: "Print progress to standard error once a second on long searches, even when it is not a terminal.")
    var progress = false

    /// Creates the command.
    public init() {}

    /// Checks the limit.
    public func validate() throws {
        guard (1...1_000_000).contains(maxPeriod) else { throw ValidationError("--max-period must be 1 to 1000000") }
        if let maxSeconds, !(maxSeconds > 0) { throw ValidationError("--max-seconds must be more than 0") }
        if let maxMemory, !(64...1_048_576).contains(maxMemory) {
            throw ValidationError("--max-memory must be 64 to 1048576 MiB, got \(maxMemory)")
        }
    }

    /// Identifies the pattern and exits 3 when it does not repeat.
    public func run() throws {
        let pattern = try PatternInput.load(file)
        let shown = file == "-" ? "<stdin>" : file
        guard pattern.cells.count <= Self.maxCells else {
            throw CLIError("\(shown): identify looks at patterns of up to \(Self.maxCells) cells; this one has \(pattern.cells.count)")
        }
        guard !pattern.cells.isEmpty else { throw CLIError("\(shown): the pattern has no live cells") }
        let reporter = ProgressReporter(enabled: progress || !CommandLine.isQuietOutput)
        let interrupt = InterruptFlag()
        let limit = Identification.generationsSearched(maxPeriod: maxPeriod)
        let clock = ContinuousClock(), start = clock.now
        let budget = maxMemory.map(MemoryBudget.init(mebibytes:)) ?? .machine
        // On a bounded board as on the plane, while it keeps clear of the edges (a torus cut open where the pattern leaves room).
        let (search, reachesEdges) = Identification.find(pattern.cells, states: pattern.decaying, rule: pattern.rule, generation: pattern.generation,
                                                         on: pattern.topology, maxPeriod: maxPeriod,
                                                         maxSeconds: maxSeconds, budget: budget,
                                                         clock: { (clock.now - start).seconds }, reached: { generations in
            reporter.report(Double(generations) / Double(limit), generations)
            return interrupt.isSet()
        })
        if reachesEdges {
            print(json ? "{\"kind\": null, \"reachesEdges\": true}"
                       : "It reaches the edges of the \(pattern.topology) within its cycle: identify follows a pattern that keeps clear of them")
            throw ExitCode(3)
        }
        let found: Identification, from: Int64
        switch search {
        case let .identified(identification, start):
            (found, from) = (identification, start)
        case let .gun(gun):
            print(json ? "{\"kind\": \"gun\", \"period\": \(gun.period), \"growth\": [\(gun.growth.first), \(gun.growth.second)]}"
                       : gun.report.joined(separator: "\n"))
            return
        case let .periodBeyondLimit(period, start):
            print(json ? "{\"kind\": null, \"period\": \(period)}"
                       : "It repeats from generation \(start) with period \(period), beyond --max-period \(maxPeriod)")
            throw ExitCode(3)
        case let .outgrewBudget(generation):
            FileHandle.standardError.write(Data("life: \(budget.refusal(at: generation))\n".utf8))
            print(json ? "{\"kind\": null}" : "Not a still life, oscillator or spaceship by generation \(generation)")
            throw ExitCode(3)
        case let .notFound(generation, timedOut, stopped):
            if stopped { throw CLIError("interrupted at generation \(generation); nothing repeating found yet") }
            let why = timedOut ? "in \(maxSeconds.map { String(describing: $0) } ?? "") seconds (generation \(generation))"
                               : "with a period up to \(maxPeriod)"
            print(json ? "{\"kind\": null}" : "Not a still life, oscillator or spaceship \(why)")
            throw ExitCode(3)
        }
        let settles = from > 0 ? ["From generation \(from) on (it settles into it)"] : []
        // The common name, as the app's Identify and `final`'s census give it.
        let name = Census.name(of: found.code, rule: pattern.rule)
        print(json ? Self.json(found, from: from, name: name)
                   : (found.report + settles + ["apgcode \(found.code)"] + (name.map { ["Name \($0)"] } ?? [])).joined(separator: "\n"))
    }

    /// Largest pattern looked at (each generation is compared whole).
    static let maxCells = 1_000_000

    /// The report as one JSON object.
    static func json(_ i: Identification, from: Int64 = 0, name: String? = nil) -> String {
        // Plain decimals to four places, never an exponent (an average of 12,348 cells read 1.235e+04).
        func number(_ d: Double?) -> String {
            guard let d else { return "null" }
            var text = String(format: "%.4f", d)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            return text
        }
        func int(_ n: Int?) -> String { n.map(String.init) ?? "null" }
        return "{\"kind\": \"\(i.kind == .stillLife ? "still-life" : i.kind.rawValue)\", \"code\": \"\(i.code)\", "
            + "\"name\": \(name.map { "\"\($0)\"" } ?? "null"), \"from\": \(from), \"period\": \(i.period), "
            + "\"mod\": \(i.mod), \"displacement\": {\"dx\": \(i.displacement.dx), \"dy\": \(i.displacement.dy)}, "
            + "\"speed\": \(i.speed.map { "\"\($0)\"" } ?? "null"), "
            + "\"population\": {\"min\": \(i.minPopulation), \"max\": \(i.maxPopulation), \"average\": \(number(i.averagePopulation))}, "
            + "\"boundingBox\": {\"width\": \(i.boundingBox.width), \"height\": \(i.boundingBox.height)}, "
            + "\"rotor\": \(int(i.rotor)), \"stator\": \(int(i.stator)), \"heat\": \(number(i.heat)), "
            + "\"temperature\": \(number(i.temperature)), \"volatility\": \(number(i.volatility))}"
    }
}
