import ArgumentParser

/// `life [FILE]`: opens the desktop app, optionally with a pattern.
///
/// The window lives in a program of its own, `life-desktop` beside `life`, so the headless
/// commands start without loading SDL and its libraries (about 8 ms and 18 MiB a run).
public struct OpenCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the Life window (the default command).")

    @OptionGroup var options: OpenOptions

    /// Creates the command.
    public init() {}

    /// Replaces this process with the desktop app, handing it the same options.
    public func run() throws {
        try DesktopLauncher.replaceProcess(arguments: options.arguments)
    }
}
