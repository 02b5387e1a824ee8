import Foundation

/// Runs work on one serial background queue, so generations are computed while the UI draws,
/// and calls `wake` after each piece of work so the app's loop takes the result at once.
public final class DispatchBackgroundRunner: BackgroundRunner {
    private let queue = DispatchQueue(label: "life.simulation", qos: .userInitiated)
    private let asideQueue = DispatchQueue(label: "life.analysis", qos: .utility)
    private let wake: @Sendable () -> Void

    /// Creates a runner with its own queues; `wake` is called from them when work finishes.
    public init(wake: @escaping @Sendable () -> Void) {
        self.wake = wake
    }

    /// Queues `work`.
    public func run(_ work: @escaping @Sendable () -> Void) {
        let wake = wake
        queue.async {
            work()
            wake()
        }
    }

    /// Queues `work` on a second queue.
    public func runAside(_ work: @escaping @Sendable () -> Void) {
        let wake = wake
        asideQueue.async {
            work()
            wake()
        }
    }
}
