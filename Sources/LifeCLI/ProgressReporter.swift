import Foundation

/// Prints the progress of a long run to standard error, at most once a second and only after the
/// first second, so quick runs stay silent.
final class ProgressReporter: @unchecked Sendable {
    private let enabled: Bool
    private let start = Date()
    private var lastPrinted: Date?

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Notes that `fraction` of the run is done, at `generations` generations in.
    func report(_ fraction: Double, _ generations: Int64) {
        guard enabled else { return }
        let now = Date()
        guard now.timeIntervalSince(start) >= 1, now.timeIntervalSince(lastPrinted ?? .distantPast) >= 1 else { return }
        lastPrinted = now
        let percent = String(format: "%.0f", fraction * 100)
        FileHandle.standardError.write(Data("life: \(percent)% done, \(generations) generations (Ctrl+C stops)\n".utf8))
    }
}

/// Set when the user presses Ctrl+C, so a long jump can stop cleanly and say where it got to.
final class InterruptFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var set = false
    private let source: DispatchSourceSignal

    init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in
            guard let self else { return }
            self.lock.lock()
            let second = self.set
            self.set = true
            self.lock.unlock()
            // A second Ctrl+C quits at once.
            if second { exit(130) }
        }
        source.resume()
    }

    deinit {
        source.cancel()
        signal(SIGINT, SIG_DFL)
    }

    /// Whether Ctrl+C was pressed.
    func isSet() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return set
    }
}

extension CommandLine {
    /// Whether progress lines should be left out (when standard error is not a terminal).
    static var isQuietOutput: Bool { isatty(2) == 0 }
}
