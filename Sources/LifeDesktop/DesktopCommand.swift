import ArgumentParser
import Foundation
import LifeCLI
import LifeEngine
import LifeStore
import LifeSDL
import LifeScene

/// `life-desktop [FILE]`: the window. `life` (and `life open`) start it with the options they
/// were given (`OpenOptions`); it also runs `life bench --render`'s frame measurements.
public struct DesktopCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: DesktopLauncher.programName, abstract: "The Life window (started by `life`).",
        version: LifeVersion.description)

    @OptionGroup var options: OpenOptions

    @Flag(name: .long, help: ArgumentHelp("Measure frame parts headless (what `life bench --render` prints) and quit.", visibility: .hidden))
    var renderBenchmark = false

    /// Creates the command.
    public init() {}

    /// `path` as seen from `directory` when it is relative (a file named at start from a terminal).
    static func absolute(_ path: String, from directory: String) -> String {
        path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
    }

    /// What to say of a pattern named at start that holds no live cells (the window opened on an
    /// empty board without a word); nil when it holds some.
    static func emptyFileNotice(_ pattern: Pattern) -> String? {
        guard pattern.cells.isEmpty else { return nil }
        return "\(pattern.name.map { "\($0.escapedForDisplay(limit: 60)) holds" } ?? "The pattern holds") no live cells: the board is empty"
    }

    /// A pattern opened with `--torus`: centred on the board, as a file naming that grid puts it;
    /// what does not fit is left off, and the notice says how much.
    static func onBoard(_ pattern: Pattern, _ topology: Topology) -> (pattern: Pattern, notice: String?) {
        let placed = pattern.placed(on: topology).clippedToBoard()
        guard placed.cells.count < pattern.cells.count, let board = topology.board else { return (placed, nil) }
        return (placed, "Only \(NumberFormat.grouped(Int64(placed.cells.count))) of \(NumberFormat.grouped(Int64(pattern.cells.count))) cells "
                    + "fit on the \(board.width)x\(board.height) board; the rest were left off")
    }

    /// Opens the window and runs until the user quits (or measures frames, with --render-benchmark).
    public func run() throws {
        if renderBenchmark {
            try RenderBenchmark.printFigures()
            return
        }
        let persistent = !options.ephemeral && options.screenshot == nil
        // The log lives with the user's state: a run that saves nothing writes none (unless asked).
        let paths = AppPaths(environment: ProcessInfo.processInfo.environment)
        let log = persistent || options.verbose ? AppLog.start(paths: paths, verbose: options.verbose) : nil
        log?.info("start", metadata: ["version": "\(LifeVersion.number)", "file": "\(options.file ?? "none")",
                                      "engine": "tiles, HashLife for jumps and hyperspeed", "data": "\(paths.dataDirectory)",
                                      "config": "\(paths.configDirectory)"])
        defer { log?.info("quit") }
        // A macrocell file opens straight into HashLife once the window is up (never expanded).
        var macrocellPath = options.file.flatMap { $0 != "-" && PatternFormat(patternFileName: $0) == .macrocell && options.torus == nil ? $0 : nil }
        // A Lua script runs once the window is up, as one dropped on it does (Golly runs a script it opens).
        let scriptPath = options.file.flatMap { $0.lowercased().hasSuffix(".lua") ? $0 : nil }
        // A file that cannot be opened is reported in the window as well as here (the app is often
        // started from a file manager, with no terminal): the window opens empty or restored.
        var fileNotice: String?
        // The file read, remembered among the recent ones (a macrocell file is, once opened in the window).
        var openedFile: String?
        var pattern: Pattern?
        do {
            if let macrocellPath { _ = try PatternInput.macrocellTree(macrocellPath) } // reported here, with line and column
            pattern = macrocellPath != nil || scriptPath != nil ? nil : try options.file.map { try PatternInput.load($0) }
            openedFile = pattern != nil && options.file != "-" ? options.file : nil
            // A pattern without a name goes by its file's, as one opened in the window does.
            if pattern?.name == nil, let file = options.file, file != "-" { pattern?.name = String(file.split(separator: "/").last ?? "") }
            if let pattern { fileNotice = Self.emptyFileNotice(pattern) }
        } catch {
            fileNotice = "Could not open \(error)"
            macrocellPath = nil
            log?.error("could not open the file named at start", metadata: ["error": "\(error)"])
            if !options.verbose { FileHandle.standardError.write(Data("life: \(error)\n".utf8)) }
        }
        if let torus = options.torus {
            let topology: Topology
            do { topology = try Topology(parsing: torus) } catch { throw CLIError("--torus: \(error)") }
            let placed = Self.onBoard(pattern ?? Pattern(cells: []), topology)
            pattern = placed.pattern
            fileNotice = fileNotice ?? placed.notice
        }
        var app = Composition.desktopOptions(pattern: pattern, persistent: persistent, log: log)
        if let notice = app.startupNotice { log?.warning("at start: \(notice)") }
        if app.session != nil && pattern == nil { log?.info("restored the last session") }
        if let fileNotice {
            app.startupNotice = ([fileNotice] + (app.startupNotice.map { [$0] } ?? [])).joined(separator: " · ")
        }
        app.screenshotPath = options.screenshot
        app.screenshotDelay = options.screenshotDelay
        app.playAtStart = options.play
        // Absolute: both are remembered among the recent files, offered again from any folder.
        let here = FileManager.default.currentDirectoryPath
        app.openAtStart = (macrocellPath ?? scriptPath).map { Self.absolute($0, from: here) }
        app.patternFile = openedFile.map { Self.absolute($0, from: here) }
        app.generationsPerSecond = options.speed.map { $0 <= 0 ? .infinity : $0 }
        if options.frameStats {
            app.frameStats = { FileHandle.standardError.write(Data(("life: " + $0 + "\n").utf8)) }
        }
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let desktop = try DesktopApp(options: app, clock: {
                (clock.now - start).seconds
            })
            try desktop.run()
        } catch let error as SDLError {
            log?.error("cannot open the window", metadata: ["error": "\(error)"])
            throw CLIError("cannot open the window: \(error)")
        }
    }
}
