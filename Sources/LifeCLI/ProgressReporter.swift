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
        let percent = (fraction * 100).fixed(0)
        FileHandle.standardError.write(Data("life: \(percent)% done, \(generations) generations (Ctrl+C stops)\n".utf8))
    }
}

extension CommandLine {
    /// Whether progress lines should be left out (when standard error is not a terminal).
    static var isQuietOutput: Bool { isatty(2) == 0 }
}
