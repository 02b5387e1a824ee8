import Synchronization

/// A pattern file being read beside the app (the window keeps running while a large file is
/// parsed); the app looks at it each frame and puts the pattern on the board once it is there.
public final class FileOpening: Sendable {
    /// The file's path.
    public let path: String
    /// Whether it was chosen in the app's own browser (which comes back, saying why, when it cannot be read).
    public let fromBrowser: Bool
    private let read = Mutex<FileRead?>(nil)
    private let stopped = Atomic<Bool>(false)

    /// A reading of `path` under way.
    public init(path: String, fromBrowser: Bool = false) {
        (self.path, self.fromBrowser) = (path, fromBrowser)
    }

    /// What was read, or nil while it is being read.
    public var result: FileRead? { read.withLock { $0 } }

    /// Asks the reading to stop (Esc): what is still to be done is not done.
    public func stop() { stopped.store(true, ordering: .relaxed) }

    /// Whether the reading was asked to stop (from any thread).
    public var isStopped: Bool { stopped.load(ordering: .relaxed) }

    /// Hands over what was read (from any thread).
    public func finish(_ result: FileRead) {
        read.withLock { $0 = result }
    }
}
