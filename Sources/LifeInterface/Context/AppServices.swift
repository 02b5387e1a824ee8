import LifeStore
import LifeRun
import LifeScene
import Foundation
import LifeEngine
import Logging

/// What the app model asks of the outside world: the clipboard and reading pattern files.
/// The SDL shell passes real ones; tests pass fakes.
public struct AppServices {
    /// The clipboard's text, if any.
    public var readClipboard: () -> String?
    /// Puts text on the clipboard.
    public var writeClipboard: (String) -> Void
    /// Reads a pattern file (any supported format); throws an error whose description says what and where.
    public var openFile: (String) throws -> Pattern
    /// The patterns offered by the pattern browser: the starter library, then the user's own.
    public var listPatterns: () -> [Pattern]
    /// Saves text as a file of this name in the user's pattern folder (never over another file);
    /// returns the path written.
    public var savePattern: (_ fileName: String, _ text: String) throws -> String
    /// Reads a macrocell file as its quadtree, without expanding it (HashLife loads it directly).
    public var openMacrocell: (String) throws -> MacrocellTree
    /// Opens a dialog to choose a file to open, titled as given, beside the app; nil when there is
    /// no dialog to show (no desktop file dialog program).
    public var chooseFile: @Sendable (_ title: String) -> FileChoice? = { _ in nil }
    /// Opens a dialog to choose where to save a file (suggesting a name; the dialog asks before
    /// replacing a file); nil when there is no dialog to show.
    public var chooseSaveFile: @Sendable (_ title: String, _ suggested: String) -> FileChoice? = { _, _ in nil }
    /// Writes a pattern file at a path chosen by the user (replacing it: the dialog asked),
    /// gzip-packed for a name ending in ".gz".
    public var writeFile: (_ path: String, _ text: String) throws -> Void = { path, _ in
        throw PatternParseError(line: 1, column: 1, message: "cannot write \(path) here")
    }
    /// What a folder holds, for the app's own file browser; throws a `FileProblem` saying why it cannot be read.
    public var listFolder: (FilePath) throws -> FolderListing = { folder in
        throw FileProblem(path: folder.description, reason: "cannot be listed here")
    }
    /// Reads a pattern file at a path of any bytes within a budget (the file browser's previews,
    /// and opening a file whose name is not text); throws an error saying what and where.
    public var readPattern: (FilePath, PatternBudget) throws -> Pattern = { path, _ in
        throw PatternParseError(line: 1, column: 1, message: "cannot open \(path) here")
    }
    /// The user's home folder, where the file browser starts the first time.
    public var homeFolder = FilePath("/")
    /// The folder pictures and movies go to without a dialog, where saving one elsewhere starts
    /// the first time (nil: none; the home folder then).
    public var exportFolder: FilePath?
    /// Saves bytes as a new file of this name in the folder for pictures and movies made in the app
    /// (never over another file); returns the path written.
    public var saveExport: (_ fileName: String, _ bytes: [UInt8]) throws -> String = { name, _ in
        throw PatternParseError(line: 1, column: 1, message: "cannot save \(name) here")
    }
    /// Makes a new empty file of this name in the exports folder (never over another file) for a
    /// movie to be written into a frame at a time; returns its path.
    public var newExportFile: (_ fileName: String) throws -> String = { name in
        throw PatternParseError(line: 1, column: 1, message: "cannot save \(name) here")
    }
    /// Throws, saying why, when no file could be written at a path chosen by the user (its folder
    /// missing or locked, a device there): checked before a movie starts, not after its frames.
    /// By default nothing is checked.
    public var checkWritable: (_ path: String) throws -> Void = { _ in }
    /// Writes bytes (a picture) to a file at a path chosen by the user (replacing it: the dialog asked).
    public var writeBytes: (_ path: String, _ bytes: [UInt8]) throws -> Void = { path, _ in
        throw PatternParseError(line: 1, column: 1, message: "cannot write \(path) here")
    }
    /// The ffmpeg program that makes videos (MP4, WebM), or nil when it is not installed.
    public var ffmpeg: String?
    /// The machine's memory in MiB: the memory settings stop at it.
    public var machineMemoryMiB = MemoryBudget.machineMebibytes
    /// Life's data folder, where scripts keep what they save for later (`g.getdir("data")`).
    public var dataFolder = NSTemporaryDirectory()
    /// The folder of Life's own read-only files, Assets/ and Themes/ (`g.getdir("app")`).
    public var appFolder = NSTemporaryDirectory()
    /// The board database and settings file, worked on in the background (nil: nothing persists).
    public var store: StoreWorker?
    /// Why there is no store, as the Boards panel tells it (the database could not be opened, or
    /// the app was started with nothing to persist).
    public var storeAbsence = "Boards are not available: the board database could not be opened"
    /// Whether another Life window was open on the same boards when this one started: its work is
    /// autosaved as a board of its own, not as the session (which is the other window's).
    public var anotherWindowOpen = false
    /// Wall-clock time, for board timestamps and "saved 5 min ago".
    public var wallClock: () -> Date
    /// Monotonic seconds that time the engine's work (batch sizes, hyperspeed); callable from any thread.
    public var workClock: @Sendable () -> Double
    /// Where the app's messages are recorded (the log file); by default nowhere.
    public var log = Logger(label: "life", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Creates services around a work clock (`MonotonicClock.seconds` in the app, a steady one in
    /// tests); by default there is no clipboard and no file can be opened.
    public init(readClipboard: @escaping () -> String? = { nil }, writeClipboard: @escaping (String) -> Void = { _ in },
                openFile: @escaping (String) throws -> Pattern = { path in
                    throw PatternParseError(line: 1, column: 1, message: "cannot open \(path) here")
                },
                listPatterns: @escaping () -> [Pattern] = { [] },
                savePattern: @escaping (String, String) throws -> String = { name, _ in
                    throw PatternParseError(line: 1, column: 1, message: "cannot save \(name) here")
                },
                store: StoreWorker? = nil, wallClock: @escaping () -> Date = { Date() },
                openMacrocell: @escaping (String) throws -> MacrocellTree = { path in
                    throw PatternParseError(line: 1, column: 1, message: "cannot open \(path) here")
                }, workClock: @escaping @Sendable () -> Double) {
        self.workClock = workClock
        self.openMacrocell = openMacrocell
        self.store = store
        self.wallClock = wallClock
        self.savePattern = savePattern
        self.listPatterns = listPatterns
        self.readClipboard = readClipboard
        self.writeClipboard = writeClipboard
        self.openFile = openFile
    }
}
