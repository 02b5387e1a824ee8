import LifeScene
import Foundation

/// Runs work off the main thread; tests use `InlineRunner` to run it at once, deterministically.
public protocol BackgroundRunner: AnyObject {
    /// Starts `work`; it may run on another thread.
    func run(_ work: @escaping @Sendable () -> Void)
    /// Starts long `work` beside the work `run` queues (confirming an ending while batches go on).
    func runAside(_ work: @escaping @Sendable () -> Void)
}

/// Runs work on one serial background queue, so generations are computed while the UI draws.
public final class DispatchBackgroundRunner: BackgroundRunner {
    private let queue = DispatchQueue(label: "life.simulation", qos: .userInitiated)
    private let asideQueue = DispatchQueue(label: "life.analysis", qos: .utility)

    /// Creates a runner with its own queue.
    public init() {}

    /// Queues `work`.
    public func run(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    /// Queues `work` on a second queue.
    public func runAside(_ work: @escaping @Sendable () -> Void) {
        asideQueue.async(execute: work)
    }
}

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
