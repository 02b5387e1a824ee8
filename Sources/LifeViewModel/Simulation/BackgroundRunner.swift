import LifeScene
import Foundation

/// Runs work off the main thread; tests use `InlineRunner` to run it at once, deterministically.
public protocol BackgroundRunner: AnyObject {
    /// Starts `work`; it may run on another thread.
    func run(_ work: @escaping @Sendable () -> Void)
    /// Starts long `work` beside the work `run` queues (confirming an ending while batches go on).
    func runAside(_ work: @escaping @Sendable () -> Void)
}
