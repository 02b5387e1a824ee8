import Foundation

/// An append-only log file kept under a size cap: when a line would take it past `maxBytes`, the
/// file becomes `NAME.1` (replacing the one before) and a new file starts. Safe to write from any
/// thread, and from several processes at once (opened with O_APPEND: each line lands whole at the
/// end, never over another's). Only a regular file is written: a symbolic link is not followed
/// (O_NOFOLLOW) and a named pipe, device or socket in its place is refused without waiting
/// (O_NONBLOCK, then fstat), so a FIFO where the log goes never holds up the app. A file that
/// cannot be written is given up on (logging never stops the app); `problem` says why.
public final class LogFile: @unchecked Sendable {
    /// Where the lines go.
    public let path: String
    /// The most bytes one file holds.
    public let maxBytes: Int
    private let lock = NSLock()
    private var descriptor: Int32 = -1
    private var failure: String?

    /// The default cap: 1 MiB a file, so at most 2 MiB with the rotated one.
    public static let defaultMaxBytes = 1 << 20

    /// A log at `path` (opened, creating it and its folder, at the first line or `start()`).
    public init(path: String, maxBytes: Int = LogFile.defaultMaxBytes) {
        self.path = path
        self.maxBytes = maxBytes
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Opens the file now; returns why nothing will be logged, or nil when it is ready.
    @discardableResult
    public func start() -> String? {
        lock.lock()
        defer { lock.unlock() }
        if descriptor < 0 { open() }
        return failure
    }

    /// Why the log is not written (nil while it is, or before it was first opened).
    public var problem: String? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }

    /// Appends one line (a newline is added).
    public func write(_ line: String) {
        let data = Array((line + "\n").utf8)
        lock.lock()
        defer { lock.unlock() }
        // A file that could not be opened is tried again at each line (it may have been fixed).
        if descriptor < 0 { open() }
        guard descriptor >= 0 else { return }
        if needsRotation(adding: data.count) { rotate() }
        guard descriptor >= 0 else { return }
        let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        if written != data.count {
            failure = "\(path) could not be written (\(String(cString: strerror(errno))))"
            close(descriptor)
            descriptor = -1
        }
    }

    /// Whether this line would take the file past the cap (the size on disk: other processes
    /// append too), or another process already rotated it (the name now holds another file).
    private func needsRotation(adding count: Int) -> Bool {
        var open = stat(), named = stat()
        guard fstat(descriptor, &open) == 0 else { return false }
        if lstat(path, &named) != 0 || named.st_ino != open.st_ino || named.st_dev != open.st_dev {
            // Rotated (or removed) by someone else: start on the file now at the name.
            close(descriptor)
            descriptor = -1
            self.open()
            return false
        }
        return open.st_size > 0 && Int(open.st_size) + count > maxBytes
    }

    private func open() {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let fd = Foundation.open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            let code = errno
            let kind = FileKind.of(path)
            failure = "\(path) \(kind.phrase ?? "cannot be opened (\(String(cString: strerror(code))))"); nothing is logged"
            return
        }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            failure = "\(path) \(FileKind.of(mode: info.st_mode).phrase ?? "is not a regular file"); nothing is logged"
            return
        }
        descriptor = fd
        failure = nil
    }

    private func rotate() {
        close(descriptor)
        descriptor = -1
        // rename replaces the old NAME.1 in one step, and moves a link as itself, never its target.
        Foundation.rename(path, path + ".1")
        open()
    }
}
