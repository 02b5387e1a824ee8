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
        let pattern = try PatternInput.load(input)
        try PatternOutput.write(pattern, to: output, format: format)
    }
}
