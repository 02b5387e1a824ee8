import Foundation

/// Runs work immediately on the calling thread (for tests and headless use).
public final class InlineRunner: BackgroundRunner {
    /// Creates the runner.
    public init() {}

    /// Runs `work` before returning.
    public func run(_ work: @escaping @Sendable () -> Void) {
        work()
    }

    /// Runs `work` before returning.
    public func runAside(_ work: @escaping @Sendable () -> Void) {
        work()
    }
}
