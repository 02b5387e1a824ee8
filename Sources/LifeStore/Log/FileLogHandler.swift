import Foundation
import Logging

/// A swift-log handler writing one line a message to a `LogFile`:
/// `2026-11-23T07:12:00Z info life: message key=value`.
public struct FileLogHandler: LogHandler {
    /// The logger's label.
    public let label: String
    private let file: LogFile
    private let now: @Sendable () -> Date
    /// Messages below this level are left out.
    public var logLevel: Logger.Level = .info
    /// Metadata added to every message.
    public var metadata: Logger.Metadata = [:]

    /// A handler for `label` writing to `file`; `now` gives the time stamps.
    public init(label: String, file: LogFile, now: @escaping @Sendable () -> Date = { Date() }) {
        self.label = label
        self.file = file
        self.now = now
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Longest message written, in characters.
    public static let messageLimit = 2000

    public func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let fields = merged.keys.sorted().map { "\($0)=\(merged[$0]!)" }.joined(separator: " ")
        let stamp = ISO8601DateFormatter().string(from: now())
        // A message is cut at `messageLimit` characters: one quoting a file's megabytes-long line
        // would otherwise fill the log (which keeps about 1 MiB a file) by itself.
        let message = "\(event.message)"
        let text = (message.utf8.count > Self.messageLimit ? String(message.prefix(Self.messageLimit)) + "…" : message)
            .replacingOccurrences(of: "\n", with: " ")
        file.write("\(stamp) \(event.level) \(label): \(text)" + (fields.isEmpty ? "" : " " + fields))
    }
}
