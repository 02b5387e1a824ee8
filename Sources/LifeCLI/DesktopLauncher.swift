import Foundation

/// Starts `life-desktop`, the program that holds the window, in place of this process.
public enum DesktopLauncher {
    /// The desktop program's file name; it sits in the same folder as `life`.
    public static let programName = "life-desktop"

    /// Where the desktop program is expected: beside the running executable.
    public static func programPath(executablePath: String = ResourceFolders.executablePath()) -> String {
        URL(fileURLWithPath: executablePath).deletingLastPathComponent().appendingPathComponent(programName).path
    }

    /// Runs the desktop program with `arguments` in this process's place (same standard streams,
    /// folder and environment); returns only by throwing, when it cannot be started.
    public static func replaceProcess(arguments: [String], programPath path: String = programPath()) throws -> Never {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw CLIError("the desktop app is missing: \(path) is not there (build it with `swift build -c release`, "
                           + "or install with scripts/install.sh); the headless commands (run, final, convert, bench, boards) work without it")
        }
        fflush(nil) // everything printed so far goes out before the new program takes the streams
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        for pointer in argv { free(pointer) }
        throw CLIError("cannot start the desktop app \(path): \(reason)")
    }
}
