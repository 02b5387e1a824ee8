import Foundation

/// The `life` executable built beside the test bundle, and a way to run it.
public enum LifeExecutable {
    /// Where the executable is.
    public static var url: URL {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return bundle.deletingLastPathComponent().appendingPathComponent("life")
    }

    /// Whether it has been built.
    public static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

    /// Throws (failing the test, never skipping it) when `swift build` has not built `life`.
    public static func requireBuilt() throws {
        guard isBuilt else { throw NotBuilt(path: url.path) }
    }

    /// `life` is missing beside the tests.
    public struct NotBuilt: Error, CustomStringConvertible {
        let path: String
        public var description: String { "life is not built at \(path): run swift build first" }
    }

    /// Runs `life` (or another program) with arguments and standard input, in `directory` when
    /// given; returns the exit status, stdout and stderr. A run still going after `timeout` seconds
    /// is killed (a hang guard, not a measurement): its status is then SIGKILL's 9.
    public static func run(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                           executable: URL = url, directory: String? = nil,
                           timeout: Double = 600) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: killer)
        defer { killer.cancel() }
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
