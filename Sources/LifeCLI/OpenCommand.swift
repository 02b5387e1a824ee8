import ArgumentParser
import Foundation
import LifeEngine
import LifeScene
import LifeSDL
import LifeStore
import LifeViewModel

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

    /// Creates the command.
    public init() {}

    /// Opens the window and runs until the user quits.
    public func run() throws {
        // A macrocell file opens straight into HashLife once the window is up (never expanded).
        let macrocellPath = file.flatMap { $0 != "-" && $0.lowercased().hasSuffix(".mc") && torus == nil ? $0 : nil }
        if let macrocellPath { _ = try PatternInput.macrocellTree(macrocellPath) } // a broken file is reported here, with line and column
        var pattern = macrocellPath != nil ? nil : try file.map { try PatternInput.load($0) }
        if let torus {
            let topology: Topology
            do { topology = try Topology(parsing: torus) } catch { throw CLIError("--torus: \(error)") }
            var base = pattern ?? Pattern(cells: [])
            base.cells = base.cells.filter(topology.contains)
            base.topology = topology
            pattern = base
        }
        let fonts = FontFiles(regular: Self.locateFont("Inter-Regular.otf") ?? Self.systemFont(),
                              semibold: Self.locateFont("Inter-SemiBold.otf"))
        if fonts.regular == nil {
            FileHandle.standardError.write(Data("life: no UI font found; text will not be shown (set LIFE_DATA_DIR to the folder holding Assets/)\n".utf8))
        }
        var options = DesktopApp.Options(pattern: pattern, fonts: fonts)
        options.screenshotPath = screenshot
        options.screenshotDelay = screenshotDelay
        let (themes, problems) = ThemeLibrary.themes(from: Self.themeFiles())
        for problem in problems { FileHandle.standardError.write(Data("life: \(problem)\n".utf8)) }
        options.themes = themes
        options.theme = themes[0]
        options.randomSeed = UInt64(truncatingIfNeeded: DispatchTime.now().uptimeNanoseconds)
        options.playAtStart = play
        options.openFile = { try PatternFileLoader.load($0) }
        options.openMacrocell = { try PatternInput.macrocellTree($0) }
        options.openAtStart = macrocellPath
        options.listPatterns = { Self.patternLibrary() }
        options.savePattern = { try Self.savePattern(named: $0, text: $1) }
        options.generationsPerSecond = speed.map { $0 <= 0 ? .infinity : $0 }
        if !ephemeral && screenshot == nil {
            let persistence = Persistence.open(environment: ProcessInfo.processInfo.environment)
            options.store = persistence.store
            options.settings = persistence.settings
            options.session = persistence.session
            options.startupNotice = persistence.notices.isEmpty ? nil : persistence.notices.joined(separator: " · ")
            for notice in persistence.notices { FileHandle.standardError.write(Data("life: \(notice)\n".utf8)) }
            if let frame = persistence.settings.window {
                options.windowSize = (frame.width, frame.height)
                options.windowPosition = (frame.x, frame.y)
            }
        }
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
            throw CLIError("cannot open the window: \(error)")
        }
    }

    /// The starter library (Assets/Patterns), then the user's patterns ($XDG_DATA_HOME/life/patterns);
    /// files that cannot be read are left out.
    static func patternLibrary() -> [Pattern] {
        patternLibrary(folders: [locator().path(for: "Assets/Patterns"),
                                 AppPaths(environment: ProcessInfo.processInfo.environment).patternDirectory].compactMap { $0 })
    }

    /// What the pattern browser may cost per file: it lists every file at start, so a file over
    /// 4 MiB, a million cells or 16,384 areas is left out (it still opens with O or a drop).
    static let browserBudget = PatternBudget(maxBytes: 4 << 20, maxCells: 1 << 20, maxAreas: 1 << 14)

    /// The readable patterns in these folders, within `browserBudget`.
    static func patternLibrary(folders: [String]) -> [Pattern] {
        var patterns: [Pattern] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where PatternFormat(fileName: name) != nil {
                if var pattern = try? PatternFileLoader.load(folder + "/" + name, budget: browserBudget) {
                    if pattern.name == nil { pattern.name = String(name.split(separator: ".").first ?? Substring(name)) }
                    patterns.append(pattern)
                }
            }
        }
        return patterns
    }

    /// Writes an exported pattern into $XDG_DATA_HOME/life/patterns, never over an existing file
    /// ("Name 2.rle" and so on; created exclusively); returns the path written.
    static func savePattern(named fileName: String, text: String,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        let folder = AppPaths(environment: environment).patternDirectory
        let dot = fileName.lastIndex(of: ".") ?? fileName.endIndex
        do {
            return try NewFileWriter.write(Data(text.utf8), folder: folder, stem: String(fileName[..<dot]), ext: String(fileName[dot...]))
        } catch let failure as FileProblem {
            throw CLIError(failure.description)
        }
    }

    /// The theme files in the asset folder's Themes/, as (name, text).
    static func themeFiles() -> [(name: String, text: String)] {
        guard let folder = locator().path(for: "Themes"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".json") }.compactMap { name in
            (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)).map { (name, $0) }
        }
    }

    static func locator() -> ResourceLocator {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        return ResourceLocator(environment: ProcessInfo.processInfo.environment, executablePath: executable,
                               fileExists: { FileManager.default.fileExists(atPath: $0) })
    }

    /// The bundled font file with this name, found through the resource locator.
    static func locateFont(_ name: String) -> String? {
        locator().path(for: "Assets/Fonts/" + name)
    }

    static func systemFont() -> String? {
        ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"]
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
