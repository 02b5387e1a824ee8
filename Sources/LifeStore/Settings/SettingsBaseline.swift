import Foundation

/// What one process last read from or wrote to its settings file (as the JSON of its `Settings`),
/// shared by every copy of a `SettingsStore`, so a write can tell which keys this process changed
/// and leave the others as another process (a second window) may have set them. Its lock also
/// makes one write at a time per store.
final class SettingsBaseline: @unchecked Sendable {
    private let lock = NSLock()
    private var json: [String: JSONValue]?

    /// Runs `body` with the baseline (nil before any load or write), alone, and keeps what it returns.
    func update<T>(_ body: (inout [String: JSONValue]?) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&json)
    }
}
