import Foundation

/// Text that one thread appends to (a pipe's readability handler) while another reads it.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    /// Appends `data`, read as UTF-8.
    func append(_ data: Data) {
        lock.lock(); defer { lock.unlock() }
        collected += String(decoding: data, as: UTF8.self)
    }

    /// Everything appended so far.
    var text: String {
        lock.lock(); defer { lock.unlock() }
        return collected
    }
}
