import ArgumentParser
import Foundation

/// The `life` command: the desktop app by default, and headless subcommands.
public struct LifeCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "life",
        abstract: "Conway's Game of Life: a desktop app and a headless command line.",
        version: LifeVersion.description,
        subcommands: [OpenCommand.self, RunCommand.self, FinalCommand.self, IdentifyCommand.self, ConvertCommand.self, RenderCommand.self, ScriptCommand.self, BenchCommand.self, BoardsCommand.self, RulesCommand.self],
        defaultSubcommand: OpenCommand.self)

    /// Creates the command.
    public init() {}
}

extension LifeCommand {
    /// Runs the command line. `life run` with plain arguments goes straight to work (see
    /// `RunRequest.init?(plainArguments:)`); everything else is parsed by ArgumentParser.
    /// A result that could not be written (standard output closed or full) is an error too.
    public static func start() {
        if let request = RunRequest(plainArguments: Array(CommandLine.arguments.dropFirst())) {
            do {
                try request.perform()
            } catch {
                exit(withError: error)
            }
        } else {
            do {
                var command = try parseAsRoot()
                try command.run()
            } catch where exitCode(for: error) == .success {
                // Help and the version, as ArgumentParser prints them, but checked below as any result is
                // (ArgumentParser ended the process at once, so `life --help > /dev/full` said nothing and exited 0).
                print(fullMessage(for: error))
            } catch {
                exit(withError: error)
            }
        }
        // What `print` left in the C library's buffers goes out now (a failure then was silent).
        if fflush(nil) != 0 {
            exit(withError: CLIError("the result could not be written to standard output (\(String(cString: strerror(errno))))"))
        }
    }
}
