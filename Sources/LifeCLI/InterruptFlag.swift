import Glibc
import Synchronization

/// Ctrl+C presses since the last `InterruptFlag` was made (the signal handler can reach nothing else).
private let interruptions = Atomic<Int>(0)

/// Set when the user presses Ctrl+C, so a long jump can stop cleanly and say where it got to; a
/// second Ctrl+C quits at once.
///
/// A plain signal handler counting presses, rather than a dispatch source: that one started two
/// threads with every command, a millisecond of a small run's time.
final class InterruptFlag: Sendable {
    init() {
        interruptions.store(0, ordering: .relaxed)
        signal(SIGINT) { _ in
            if interruptions.add(1, ordering: .relaxed).newValue >= 2 { _exit(130) }
        }
    }

    deinit {
        signal(SIGINT, SIG_DFL)
    }

    /// Whether Ctrl+C was pressed.
    func isSet() -> Bool {
        interruptions.load(ordering: .relaxed) > 0
    }
}
