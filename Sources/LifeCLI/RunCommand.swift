import ArgumentParser
import Foundation
import LifeEngine

/// `life run FILE --generations N`: runs a pattern headless and prints where it ends up.
public struct RunCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a pattern for a number of generations and print the result.")

    @Argument(help: "Pattern file (RLE), or - for standard input.")
    var file: String

    @Option(name: .long, help: "Generations to run (0 or more).")
    var generations: Int64

    @Option(name: .long, help: "Algorithm: \(AlgorithmChoice.allCases.map(\.rawValue).joined(separator: ", ")).")
    var algorithm: AlgorithmChoice = .auto

    @Option(name: .long, help: "Rule overriding the file's, e.g. B36/S23 or B3/S23:T24,24 (a 24x24 torus).")
    var rule: String?

    @Option(name: .long, help: "Run on a torus of this size, e.g. 24x24 (overrides the file's topology).")
    var torus: String?

    @Option(name: .long, help: "Write the final pattern to this RLE file.")
    var output: String?

    @Flag(name: .long, help: "Print one JSON object.")
    var json = false

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Validates the numbers before any work starts.
    public func validate() throws {
        guard generations >= 0 else { throw ValidationError("--generations must be 0 or more, got \(generations)") }
    }

    /// Runs the command.
    public func run() throws {
        var pattern = try PatternInput.load(file)
        if let rule {
            do {
                let parsed = try Rule.parseWithTopology(rule)
                pattern.rule = parsed.rule
                if parsed.topology != .plane { pattern.topology = parsed.topology }
            } catch { throw CLIError("--rule: \(error)") }
        }
        if let torus {
            do { pattern.topology = try Topology(parsing: torus) } catch { throw CLIError("--torus: \(error)") }
        }
        let result = try Self.execute(pattern: pattern, generations: generations, algorithm: algorithm, output: output)
        print(json ? result.json : result.text)
    }

    /// Loads the pattern into the chosen algorithm, runs it and optionally writes the result.
    public static func execute(pattern: Pattern, generations: Int64, algorithm: AlgorithmChoice,
                               output: String?) throws -> RunResult {
        let universe = algorithm.make(rule: pattern.rule, topology: pattern.topology)
        universe.load(pattern.cells)
        universe.generation = pattern.generation
        let clock = ContinuousClock()
        let start = clock.now
        universe.step(by: generations)
        let elapsed = clock.now - start
        let seconds = elapsed.seconds
        if let output {
            var final = universe.snapshot()
            final.name = pattern.name
            final.author = pattern.author
            final.comments = pattern.comments
            do {
                try RLEWriter().write(final).write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw CLIError("\(output): cannot write the result (\(error.localizedDescription))")
            }
        }
        return RunResult(generation: universe.generation, population: universe.population, bounds: universe.bounds,
                         rule: universe.rule, topology: universe.topology, algorithm: universe.name, seconds: seconds)
    }
}
