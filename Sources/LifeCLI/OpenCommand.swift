import ArgumentParser
import Foundation
import LifeEngine
import LifeStore
import LifeSDL

/// `life [FILE]`: opens the desktop app, optionally with a pattern.
public struct OpenCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the Life window (the default command).")

    @Argument(help: "Pattern file to open (RLE), or - for standard input.")
    var file: String?

    @Option(name: .long, help: "Open on a torus of this size, e.g. 24x24 (the pattern's own topology otherwise).")
    var torus: String?

    @Option(name: .long, help: ArgumentHelp("Write a BMP screenshot after a short delay, then quit.", visibility: .hidden))
    var screenshot: String?

    @Option(name: .long, help: ArgumentHelp("Seconds to wait before the screenshot.", visibility: .hidden))
    var screenshotDelay: Double = 0.5

    @Flag(name: .long, help: ArgumentHelp("Print frame statistics to stderr every two seconds.", visibility: .hidden))
    var frameStats = false

    @Flag(name: .long, help: ArgumentHelp("Start playing at once.", visibility: .hidden))
    var play = false

    @Option(name: .long, help: ArgumentHelp("Generations per second at start (0 for as fast as possible).", visibility: .hidden))
    var speed: Double?

    @Flag(name: .long, help: "Start without restoring or saving anything (no boards, no autosave, default settings).")
    var ephemeral = false

    @Flag(name: .long, help: "Also write the log ($XDG_STATE_HOME/life/life.log) to standard error.")
    var verbose = false

    /// Creates the command.
    public init() {}

    /// Opens the window and runs until the user quits.
    public func run() throws {
        let persistent = !ephemeral && screenshot == nil
        // The log lives with the user's state: a run that saves nothing writes none (unless asked).
        let paths = AppPaths(environment: ProcessInfo.processInfo.environment)
        let log = persistent || verbose ? AppLog.start(paths: paths, verbose: verbose) : nil
        log?.info("start", metadata: ["version": "\(LifeVersion.number)", "file": "\(file ?? "none")",
                                      "engine": "tiles, HashLife for jumps and hyperspeed", "data": "\(paths.dataDirectory)"])
        defer { log?.info("quit") }
        // A macrocell file opens straight into HashLife once the window is up (never expanded).
        var macrocellPath = file.flatMap { $0 != "-" && $0.lowercased().hasSuffix(".mc") && torus == nil ? $0 : nil }
        // A file that cannot be opened is reported in the window as well as here (the app is often
        // started from a file manager, with no terminal): the window opens empty or restored.
        var loadError: String?
        var pattern: Pattern?
        do {
            if let macrocellPath { _ = try PatternInput.macrocellTree(macrocellPath) } // reported here, with line and column
            pattern = macrocellPath != nil ? nil : try file.map { try PatternInput.load($0) }
        } catch {
            loadError = "Could not open \(error)"
            macrocellPath = nil
            log?.error("could not open the file named at start", metadata: ["error": "\(error)"])
            if !verbose { FileHandle.standardError.write(Data("life: \(error)\n".utf8)) }
        }
        if let torus {
            let topology: Topology
            do { topology = try Topology(parsing: torus) } catch { throw CLIError("--torus: \(error)") }
            var base = pattern ?? Pattern(cells: [])
            base.cells = base.cells.filter(topology.contains)
            base.topology = topology
            pattern = base
        }
        var options = Composition.desktopOptions(pattern: pattern, persistent: persistent, log: log)
        if let notice = options.startupNotice { log?.warning("at start: \(notice)") }
        if options.session != nil && pattern == nil { log?.info("restored the last session") }
        if let loadError {
            options.startupNotice = ([loadError] + (options.startupNotice.map { [$0] } ?? [])).joined(separator: " · ")
        }
        options.screenshotPath = screenshot
        options.screenshotDelay = screenshotDelay
        options.playAtStart = play
        options.openAtStart = macrocellPath
        options.generationsPerSecond = speed.map { $0 <= 0 ? .infinity : $0 }
        if frameStats {
            options.frameStats = { FileHandle.standardError.write(Data(("life: " + $0 + "\n").utf8)) }
        }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let app = try DesktopApp(options: options, clock: {
                (clock.now - start).seconds
            })
            try app.run()
        } catch let error as SDLError {
            log?.error("cannot open the window", metadata: ["error": "\(error)"])
            throw CLIError("cannot open the window: \(error)")
        }
    }
}
