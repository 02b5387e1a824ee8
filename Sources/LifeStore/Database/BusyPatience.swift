import Foundation
import GRDB

/// How long a connection waits for a lock another process holds before SQLite reports the
/// database busy. Shared by every connection of one database and changeable while they live: the
/// app opens with a short wait, so a database locked by another program never keeps the window
/// from appearing, then waits the usual 10 s on its background queue.
final class BusyPatience: @unchecked Sendable {
    private let lock = NSLock()
    private var limit: TimeInterval
    /// The pause between two tries.
    static let interval: TimeInterval = 0.005

    init(seconds: TimeInterval) {
        limit = seconds
    }

    /// The current wait in seconds.
    var seconds: TimeInterval {
        get { lock.withLock { limit } }
        set { lock.withLock { limit = newValue } }
    }

    /// SQLite's busy handler: pauses and tries again while the tries so far fit in the wait.
    func keepWaiting(afterTries tries: Int) -> Bool {
        guard Double(tries) * Self.interval < seconds else { return false }
        usleep(useconds_t(Self.interval * 1_000_000))
        return true
    }

    /// Connection settings that wait as this says.
    var configuration: Configuration {
        var config = Configuration()
        config.busyMode = .callback { [self] tries in keepWaiting(afterTries: tries) }
        config.label = "life.boards"
        return config
    }
}
