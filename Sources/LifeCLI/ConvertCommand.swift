import ArgumentParser
import Foundation
import LifeEngine
import LifeStore

/// `life convert IN OUT`: rewrites a pattern in the format OUT's extension names.
public struct ConvertCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "convert", abstract: "Convert a pattern between .rle, .cells, .lif/.life (Life 1.06) and .mc (macrocell).")

    @Argument(help: "Pattern to read (any supported format), or - for standard input.")
    var input: String

    @Argument(help: "File to write; its extension picks the format unless --format is given (- writes to standard output, RLE by default).")
    var output: String

    @Option(name: .long, help: "Format to write, whatever the extension: \(PatternFormat.allCases.map(\.rawValue).joined(separator: ", ")) (life105 is the only way to write Life 1.05).")
    var format: PatternFormat?

    /// Creates the command.
    public init() {}

    /// Converts.
    public func run() throws {
        try PatternOutput.checkNotInput(output, input: input)
        let pattern: Pattern
        if input != "-", PatternFormat(patternFileName: input) == .macrocell {
            // Read once, as a tree: written as macrocell it is never listed, else its cells are.
            let loaded = try RunInput.load(input)
            if try writeTree(of: loaded) { return }
            pattern = try loaded.listCells?() ?? loaded.pattern
        } else {
            pattern = try PatternInput.load(input)
        }
        try PatternOutput.write(pattern, to: output, format: format)
    }

    /// Writes a macrocell file's tree node for node through HashLife when the output is macrocell,
    /// so a tree of any population converts (as `life run FILE --generations 0 --output` writes
    /// it); false when it is not, or the tree is not HashLife's.
    private func writeTree(of loaded: RunInput) throws -> Bool {
        guard PatternFormat(patternFileName: output) == .macrocell, format == nil || format == .macrocell,
              let tree = loaded.tree, tree.topology == .plane, Engines.hashLifeRuns(tree.rule, on: .plane) else { return false }
        let universe: any LifeAlgorithm
        do {
            universe = try EngineSwitch.universe(from: tree, maxMemory: HashLife.defaultMaxMemory)
        } catch {
            throw CLIError("\(input.escapedForDisplay(limit: 200)): \(error)")
        }
        try RunCommand.write(universe, like: loaded.pattern, to: output)
        return true
    }
}
