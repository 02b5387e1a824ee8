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

    @Option(name: .long, parsing: .unconditional, help: "Longest period looked for.")
    var maxPeriod = 4096

    @Flag(name: .long, help: "Print one JSON object.")
    var json = false

    /// Creates the command.
    public init() {}

    /// Checks the limit.
    public func validate() throws {
        guard (1...1_000_000).contains(maxPeriod) else { throw ValidationError("--max-period must be 1 to 1000000") }
    }

    /// Identifies the pattern and exits 3 when it does not repeat.
    public func run() throws {
        let pattern = try PatternInput.load(file)
        guard pattern.topology == .plane else { throw CLIError("identify works on the plane; this pattern is on a torus") }
        guard pattern.cells.count <= Self.maxCells else {
            throw CLIError("identify looks at patterns of up to \(Self.maxCells) cells; this one has \(pattern.cells.count)")
        }
        guard !pattern.cells.isEmpty else { throw CLIError("\(file == "-" ? "<stdin>" : file): the pattern has no live cells") }
        let generations = maxPeriod == 1 ? "1 generation" : "\(maxPeriod) generations"
        guard let (found, from) = Identification.find(pattern.cells, rule: pattern.rule, maxGenerations: Int64(maxPeriod) * 4) else {
            print(json ? "{\"kind\": null}" : "Not a still life, oscillator or spaceship within \(generations)")
            throw ExitCode(3)
        }
        let settles = from > 0 ? ["From generation \(from) on (it settles into it)"] : []
        print(json ? Self.json(found, from: from) : (found.report + settles + ["apgcode \(found.code)"]).joined(separator: "\n"))
    }

    /// Largest pattern looked at (each generation is compared whole).
    static let maxCells = 100_000

    /// The report as one JSON object.
    static func json(_ i: Identification, from: Int64 = 0) -> String {
        func number(_ d: Double?) -> String { d.map { String(format: "%.4g", $0) } ?? "null" }
        func int(_ n: Int?) -> String { n.map(String.init) ?? "null" }
        return "{\"kind\": \"\(i.kind == .stillLife ? "still-life" : i.kind.rawValue)\", \"code\": \"\(i.code)\", \"from\": \(from), \"period\": \(i.period), "
            + "\"mod\": \(i.mod), \"displacement\": {\"dx\": \(i.displacement.dx), \"dy\": \(i.displacement.dy)}, "
            + "\"speed\": \(i.speed.map { "\"\($0)\"" } ?? "null"), "
            + "\"population\": {\"min\": \(i.minPopulation), \"max\": \(i.maxPopulation), \"average\": \(number(i.averagePopulation))}, "
            + "\"boundingBox\": {\"width\": \(i.boundingBox.width), \"height\": \(i.boundingBox.height)}, "
            + "\"rotor\": \(int(i.rotor)), \"stator\": \(int(i.stator)), \"heat\": \(number(i.heat)), "
            + "\"temperature\": \(number(i.temperature)), \"volatility\": \(number(i.volatility))}"
    }
}
