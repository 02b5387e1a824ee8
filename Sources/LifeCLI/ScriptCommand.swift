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

    /// Creates the command.
    public init() {}

    /// Runs the script.
    public func run() throws {
        // A line said is a line out at once, also into a pipe (a script stopped part way keeps what it said).
        LuaScript.lineBufferedOutput()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: script, isDirectory: &isFolder), !isFolder.boolValue else {
            throw CLIError("\(script): no such script")
        }
        let start = try pattern.map { path in
            var loaded = try PatternInput.load(path)
            loaded.name = loaded.name ?? (path as NSString).lastPathComponent
            return loaded
        }
        let folder = (script as NSString).deletingLastPathComponent
        let session = ScriptSession(pattern: start, folder: folder.isEmpty ? "." : folder, voice: .init(say: { print($0) }))
        session.dataFolder = AppPaths(environment: ProcessInfo.processInfo.environment).dataDirectory
        let outcome = LuaScript.run(script, on: session)
        if case .exited(let message) = outcome, !message.isEmpty { print(message) }
        if case .failed(let message) = outcome { throw CLIError(message) }
        if let output { try PatternOutput.write(session.pattern, to: output) }
    }
}
