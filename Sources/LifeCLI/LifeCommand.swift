import ArgumentParser

/// The `life` command: the desktop app by default, and headless subcommands.
public struct LifeCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "life",
        abstract: "Conway's Game of Life: a desktop app and a headless command line.",
        version: LifeVersion.description,
        subcommands: [OpenCommand.self, RunCommand.self, FinalCommand.self, IdentifyCommand.self, ConvertCommand.self, BenchCommand.self, BoardsCommand.self],
        defaultSubcommand: OpenCommand.self)

    /// Creates the command.
    public init() {}
}

extension LifeCommand {
    /// Runs the command line. `life run` with plain arguments goes straight to work (see
    /// `RunRequest.init?(plainArguments:)`); everything else is parsed by ArgumentParser.
    public static func start() {
        guard let request = RunRequest(plainArguments: Array(CommandLine.arguments.dropFirst())) else {
            main()
            return
        }
        do {
            try request.perform()
        } catch {
            exit(withError: error)
        }
    }
}
