import Glibc
import Synchronization

/// SIGTERM (a logout, `kill`), SIGINT (Ctrl+C in the terminal) and SIGHUP (the terminal closed),
/// taken off SDL (which made them a quit request, held by the quit guard while a script ran, so a
/// logout waited for the session manager's kill): the loop sees `received` and saves and quits at
/// once. While watched, the signals do not end the process by themselves.
enum TerminationSignals {
    /// The signals watched.
    static let watched: [Int32] = [SIGTERM, SIGINT, SIGHUP]
    /// The last of them to arrive (0: none).
    private static let last = Atomic<Int32>(0)

    /// Starts watching; the handler notes the signal and pushes SDL's wake-up event, as SDL's own
    /// handler pushed its quit event.
    static func watch() {
        last.store(0, ordering: .relaxed)
        for number in watched {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                TerminationSignals.last.store(number, ordering: .relaxed)
                LoopWake.push()
            }
            sigemptyset(&action.sa_mask)
            sigaction(number, &action, nil)
        }
    }

    /// The signal that asked the app to end since `watch()`, if one did.
    static var received: Int32? {
        let number = last.load(ordering: .relaxed)
        return number == 0 ? nil : number
    }
}
