import Foundation

/// Runs work off the main thread. A runner that runs it elsewhere wakes the app's loop when a
/// piece of work is done (the loop does not poll for finished batches); `InlineRunner` runs it
/// at once, deterministically, for tests and headless use.
public protocol BackgroundRunner: AnyObject {
    /// Starts `work`; it may run on another thread.
    func run(_ work: @escaping @Sendable () -> Void)
    /// Starts long `work` beside the work `run` queues (confirming an ending while batches go on).
    func runAside(_ work: @escaping @Sendable () -> Void)
}
