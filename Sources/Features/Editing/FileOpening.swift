import Synchronization

/// A pattern file being read beside the app (the window keeps running while a large file is
/// parsed); the app looks at it each frame and puts the pattern on the board once it is there.
public final class FileOpening: Sendable {
    /// The file's path.
    public let path: String
    private let read = Mutex<FileRead?>(nil)

    /// A reading of `path` under way.
    public init(path: String) {
        self.path = path
    }

    /// What was read, or nil while it is being read.
    public var result: FileRead? { read.withLock { $0 } }

    /// Hands over what was read (from any thread).
    public func finish(_ result: FileRead) {
        read.withLock { $0 = result }
    }
}
