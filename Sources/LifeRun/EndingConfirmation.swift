import Foundation
import LifeEngine

/// Confirms an ending candidate beside the run (its own thread), so the generation stream does
/// not wait for it; the main thread picks up the answer once it is there.
final class EndingConfirmation: @unchecked Sendable {
    private let candidate: EndingCandidate
    private let lock = NSLock()
    private var finished = false
    private var found: FinalState?

    init(candidate: EndingCandidate) {
        self.candidate = candidate
    }

    /// Does the costly part (on the background thread).
    func execute() {
        let answer = candidate.resolve()
        lock.lock()
        found = answer
        finished = true
        lock.unlock()
    }

    /// nil while confirming; then the ending, or `.some(nil)` when the candidate was not one.
    var result: FinalState?? {
        lock.lock()
        defer { lock.unlock() }
        return finished ? .some(found) : nil
    }
}
