import Foundation

/// A work clock for tests: every reading is one millisecond after the last, whatever the machine
/// does, so batch sizes and hyperspeed steps come out the same on every run.
public final class SteadyWorkClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0.0

    /// A clock starting at 0.
    public init() {}

    /// The next reading.
    public func read() -> Double {
        lock.lock()
        defer { lock.unlock() }
        now += 0.001
        return now
    }
}
