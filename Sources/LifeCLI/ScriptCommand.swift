import ArgumentParser
import Foundation
import LifeEngine
import LifeScript
import LifeStore

/// `life script FILE.lua [PATTERN] [--output OUT]`: runs a Lua script written for Golly on a
/// headless universe (PATTERN, else an empty Life plane). `g.show`, `g.note`, `g.warn` and
/// `g.exit(message)` print their text, a line each; `g.getstring` takes its default; a Lua error
/// prints "FILE:LINE: message" and exits 1; `g.exit` exits 0.
public struct ScriptCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "script", abstract: "Run a Lua script written for Golly (its g = golly() API) on a pattern, headless.")

    @Argument(help: "The Lua script.")
    var script: String

    @Argument(help: "A pattern to start from (any supported format); an empty Life plane without one.")
    var pattern: String?

    @Option(name: .long, help: "Save the universe here when the script ends (its extension picks the format).")
    var output: String?

    @Option(name: .long, help: "Stop the script after this many seconds (exit 3, nothing saved).")
    var maxSeconds: Double?

    /// Creates the command.
    public init() {}

    /// Refuses a time limit that is not a positive number of seconds.
    public func validate() throws {
        if let maxSeconds, !(maxSeconds > 0) { throw ValidationError("--max-seconds must be more than 0") }
    }

    /// Runs the script.
    public func run() throws {
        // A line said is a line out at once, also into a pipe (a script stopped part way keeps what it said).
        LuaScript.lineBufferedOutput()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: script, isDirectory: &isFolder) else { throw CLIError("\(script): no such script") }
        guard !isFolder.boolValue else { throw CLIError("\(script): a folder, not a script") }
        // An output the result could never be written as is said before the script runs (its work was lost).
        if let output, output != "-", PatternFormat(patternFileName: output) == nil {
            throw CLIError("\(output): unknown extension; use .rle, .cells, .lif, .life, .mc or .mcl (each may end in .gz)")
        }
        if let output { try PatternOutput.checkWritable(output) }
        let folder = (Self.absolute(script) as NSString).deletingLastPathComponent
        let paths = AppPaths(environment: ProcessInfo.processInfo.environment)
        let app = ResourceFolders.locator().resourceRoot() ?? paths.dataDirectory
        let session = try Self.session(on: pattern, folder: folder, voice: Self.voice(app: app))
        session.folders = ScriptFolders(app: app, data: paths.dataDirectory, files: paths.patternDirectory)
        let limit = ScriptTimeLimit(seconds: maxSeconds)
        session.isStopped = { limit.isReached }
        let outcome = LuaScript.run(script, on: session, stop: limit.flag)
        if case .exited(let message) = outcome, !message.isEmpty { print(message) }
        if limit.isReached, let maxSeconds {
            FileHandle.standardError.write(Data("life script: \(script) stopped after \(maxSeconds.fixed(1)) seconds (--max-seconds); nothing saved\n".utf8))
            throw ExitCode(3)
        }
        if case .failed(let message) = outcome { throw CLIError(message) }
        guard let output else { return }
        if session.isHuge, let tree = session.universe.nativeMacrocell(comments: [session.title]) {
            // Too large to list: its tree, as a macrocell file.
            try PatternOutput.write(Pattern(cells: []), macrocell: tree, to: output)
        } else {
            var result = session.universe.snapshot()
            result.name = session.title
            try PatternOutput.write(result, to: output)
        }
    }

    /// How a headless script talks: each line said is printed, a question takes its default, and
    /// a file dialog the path it suggests, except that a file suggested in Life's own folder (its
    /// read-only assets) goes to the current folder instead.
    private static func voice(app: String) -> ScriptSession.Voice {
        let appFolder = app.hasSuffix("/") ? app : app + "/"
        return ScriptSession.Voice(say: { print($0) }, choose: { question in
            let path = question.suggested
            guard !question.folder, path.hasPrefix(appFolder) else { return path }
            return absolute((path as NSString).lastPathComponent)
        })
    }

    /// A path from the current folder (standard input, "-", has none).
    private static func absolute(_ path: String) -> String {
        path == "-" ? "" : path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
    }

    /// A session on the pattern file at `path` (an empty Life plane without one): a macrocell
    /// file too large to list goes in as its HashLife tree.
    private static func session(on path: String?, folder: String, voice: ScriptSession.Voice) throws -> ScriptSession {
        guard let path else { return ScriptSession(pattern: nil, folder: folder, voice: voice) }
        let name = (path as NSString).lastPathComponent
        // Read once: a macrocell file too large to list becomes its tree; any other file is listed.
        let text = try PatternInput.text(path)
        let session: ScriptSession
        if let tree = ScriptSession.largeTree(text) {
            let universe = try EngineSwitch.universe(from: tree, maxMemory: HashLife.defaultMaxMemory)
            session = ScriptSession(universe: universe, name: name, comments: tree.comments, folder: folder, voice: voice)
        } else {
            var loaded = try PatternInput.parse(text, name: path == "-" ? "<stdin>" : path, format: path == "-" ? nil : PatternFormat(patternFileName: path))
            loaded.name = loaded.name ?? name
            session = ScriptSession(pattern: loaded, folder: folder, voice: voice)
        }
        session.path = Self.absolute(path)
        return session
    }
}
