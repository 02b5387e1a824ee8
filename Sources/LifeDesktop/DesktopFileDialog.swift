import Foundation
import LifeInterface

/// The desktop's own file dialog, through the program the desktop offers (zenity on GNOME and
/// most others, kdialog on KDE), run beside the app: the choice arrives as a `FileChoice`.
struct DesktopFileDialog: Sendable {
    /// The dialog program and the arguments that ask it for a pattern file to open.
    let program: String
    let arguments: [String]

    /// The pattern files offered first (every file stays reachable).
    static let patternGlobs = ["*.rle", "*.mc", "*.mc.gz", "*.rle.gz", "*.lif", "*.life", "*.cells", "*.mcl", "*.txt"]

    /// The dialog for opening a file, titled `title`, with the first program found on `path`
    /// (a PATH value); nil when none is there.
    static func opening(title: String, path: String?) -> DesktopFileDialog? {
        let folders = (path ?? "").split(separator: ":").map(String.init)
        func find(_ name: String) -> String? {
            folders.lazy.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }
        let home = FileManager.default.homeDirectoryForCurrentUser.path + "/"
        if let zenity = find("zenity") {
            return DesktopFileDialog(program: zenity, arguments: ["--file-selection", "--title=\(title)", "--filename=\(home)",
                                                                  "--file-filter=Patterns | \(patternGlobs.joined(separator: " "))",
                                                                  "--file-filter=All files | *"])
        }
        if let kdialog = find("kdialog") {
            return DesktopFileDialog(program: kdialog, arguments: ["--title", title, "--getopenfilename", home,
                                                                   "Patterns (\(patternGlobs.joined(separator: " ")))"])
        }
        return nil
    }

    /// The dialog for choosing where to save a file, suggesting `name` in the home folder; nil
    /// when no dialog program is on `path`. Both programs ask before replacing a file.
    static func saving(title: String, name: String, path: String?) -> DesktopFileDialog? {
        guard let open = opening(title: title, path: path) else { return nil }
        let home = FileManager.default.homeDirectoryForCurrentUser.path + "/"
        if open.program.hasSuffix("zenity") {
            return DesktopFileDialog(program: open.program, arguments: ["--file-selection", "--save", "--confirm-overwrite",
                                                                        "--title=\(title)", "--filename=\(home)\(name)"])
        }
        return DesktopFileDialog(program: open.program, arguments: ["--title", title, "--getsavefilename", home + name,
                                                                    "Patterns (*.rle *.mc)"])
    }

    /// Runs the dialog on a thread of its own; the choice it returns ends when the dialog closes.
    func run() -> FileChoice {
        let choice = FileChoice()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            choice.finish(.failed("\(program) could not be started: \(error.localizedDescription)"))
            return choice
        }
        // Quitting the app closes the dialog (it would otherwise outlive the window).
        let pid = process.processIdentifier
        choice.whenAbandoned { kill(pid, SIGTERM) }
        Thread.detachNewThread {
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            choice.finish(Self.outcome(status: process.terminationStatus, output: data))
        }
        return choice
    }

    /// What the dialog's exit status and output say: 0 and a path, chosen; 1, closed without one.
    static func outcome(status: Int32, output: Data) -> FileChoice.Outcome {
        let text = String(decoding: output, as: UTF8.self)
        let path = text.hasSuffix("\n") ? String(text.dropLast()) : text
        switch status {
        case 0 where !path.isEmpty: return .chosen(path)
        case 0, 1: return .cancelled
        default: return .failed("the dialog ended with status \(status)")
        }
    }
}
