import Foundation

/// An append-only log file kept under a size cap: when a line would take it past `maxBytes`, the
/// file becomes `NAME.1` (replacing the one before) and a new file starts. Safe to write from any
/// thread; a file that cannot be written is given up on quietly (logging never stops the app).
public final class LogFile: @unchecked Sendable {
    /// Where the lines go.
    public let path: String
    /// The most bytes one file holds.
    public let maxBytes: Int
    private let lock = NSLock()
    private var handle: FileHandle?
    private var size = 0

    /// The default cap: 1 MiB a file, so at most 2 MiB with the rotated one.
    public static let defaultMaxBytes = 1 << 20

    /// Opens (or creates, with its folder) the log at `path`.
    public init(path: String, maxBytes: Int = LogFile.defaultMaxBytes) {
        self.path = path
        self.maxBytes = maxBytes
    }

    /// Appends one line (a newline is added).
    public func write(_ line: String) {
        let data = Data((line + "\n").utf8)
        lock.lock()
        defer { lock.unlock() }
        if handle == nil { open() }
        if size > 0 && size + data.count > maxBytes { rotate() }
        guard let handle else { return }
        do {
            try handle.write(contentsOf: data)
            size += data.count
        } catch {
            self.handle = nil
        }
    }

    private func open() {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        handle = FileHandle(forWritingAtPath: path)
        size = Int((try? handle?.seekToEnd()) ?? 0)
    }

    private func rotate() {
        try? handle?.close()
        handle = nil
        let old = path + ".1"
        try? FileManager.default.removeItem(atPath: old)
        try? FileManager.default.moveItem(atPath: path, toPath: old)
        open()
    }
}
