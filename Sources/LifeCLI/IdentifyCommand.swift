import ArgumentParser
import Foundation
import LifeEngine

/// `life identify FILE`: what a still life, oscillator or spaceship is, as LifeViewer's Identify says it.
public struct IdentifyCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "identify",
        abstract: "Identify a still life, oscillator or spaceship: period, mod, speed, population, box, rotor, stator, heat.",
        discussion: "Exit status: 0 when identified, 3 when the pattern does not repeat within --max-period, 1 on bad input.")

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
        guard let found = Identification.of(pattern.cells, rule: pattern.rule, maxPeriod: maxPeriod) else {
            print(json ? "{\"kind\": null}" : "Not a still life, oscillator or spaceship within \(maxPeriod) generations")
            throw ExitCode(3)
        }
        print(json ? Self.json(found) : Self.text(found).joined(separator: "\n"))
    }

    /// Largest pattern looked at (each generation is compared whole).
    static let maxCells = 100_000

    /// The report as lines of text.
    static func text(_ i: Identification) -> [String] {
        var lines: [String] = []
        switch i.kind {
        case .stillLife: lines.append("Still life (\(i.code))")
        case .oscillator: lines.append("Oscillator: period \(i.period), mod \(i.mod) (\(i.code))")
        case .spaceship:
            lines.append("Spaceship: period \(i.period), mod \(i.mod), speed \(i.speed ?? "0") (\(i.code))")
            lines.append("Moves: (\(i.displacement.dx), \(i.displacement.dy)) every \(i.period) generations")
        }
        lines.append(i.minPopulation == i.maxPopulation ? "Population: \(i.minPopulation)"
                     : "Population: \(i.minPopulation) to \(i.maxPopulation), average \(String(format: "%.1f", i.averagePopulation))")
        lines.append("Bounding box: \(i.boundingBox.width) x \(i.boundingBox.height)")
        if let rotor = i.rotor, let stator = i.stator { lines.append("Rotor: \(rotor) cells, stator: \(stator) cells") }
        var heat = "Heat: " + String(format: "%.1f", i.heat)
        if let t = i.temperature { heat += ", temperature: " + String(format: "%.0f%%", t * 100) }
        if let v = i.volatility { heat += ", volatility: " + String(format: "%.2f", v) }
        lines.append(heat)
        return lines
    }

    /// The report as one JSON object.
    static func json(_ i: Identification) -> String {
        func number(_ d: Double?) -> String { d.map { String(format: "%.4g", $0) } ?? "null" }
        func int(_ n: Int?) -> String { n.map(String.init) ?? "null" }
        return "{\"kind\": \"\(i.kind == .stillLife ? "still-life" : i.kind.rawValue)\", \"code\": \"\(i.code)\", \"period\": \(i.period), "
            + "\"mod\": \(i.mod), \"displacement\": {\"dx\": \(i.displacement.dx), \"dy\": \(i.displacement.dy)}, "
            + "\"speed\": \(i.speed.map { "\"\($0)\"" } ?? "null"), "
            + "\"population\": {\"min\": \(i.minPopulation), \"max\": \(i.maxPopulation), \"average\": \(number(i.averagePopulation))}, "
            + "\"boundingBox\": {\"width\": \(i.boundingBox.width), \"height\": \(i.boundingBox.height)}, "
            + "\"rotor\": \(int(i.rotor)), \"stator\": \(int(i.stator)), \"heat\": \(number(i.heat)), "
            + "\"temperature\": \(number(i.temperature)), \"volatility\": \(number(i.volatility))}"
    }
}
