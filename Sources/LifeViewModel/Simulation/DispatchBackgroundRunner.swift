import LifeScene
import Foundation

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
