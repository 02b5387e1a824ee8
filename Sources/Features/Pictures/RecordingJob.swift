import Foundation
import LifeEngine
import LifeImage
import Synchronization

/// A GIF of the run being recorded beside the app: how far it got, a way to stop it, and how it
/// ended. The app looks at it each frame; the work runs on the simulation's runner.
public final class RecordingJob: Sendable {
    /// How a recording ended.
    public enum Outcome: Equatable, Sendable {
        /// Written: where, how many frames and how large.
        case saved(path: String, frames: Int64, width: Int, height: Int)
        /// Stopped by the user; nothing is left behind.
        case cancelled
        /// It could not be written, with why.
        case failed(String)
    }

    private struct State {
        var done: Int64 = 0
        var outcome: Outcome?
    }

    private let state = Mutex(State())
    private let stop = Mutex(false)
    /// Frames in all.
    public let frames: Int64
    /// The generation the first frame shows.
    public let start: Int64
    /// The file it makes, and the one it writes until the movie is whole.
    public let path: String, temporaryPath: String

    init(frames: Int64, start: Int64, path: String) {
        self.frames = frames
        self.start = start
        self.path = path
        temporaryPath = path + ".part"
    }

    /// Share of the frames written (0...1).
    public var fraction: Double { state.withLock { Double($0.done) / Double(max(1, frames)) } }
    /// How it ended, or nil while it runs.
    public var outcome: Outcome? { state.withLock { $0.outcome } }
    /// Asks it to stop (it removes what it wrote).
    public func cancel() { stop.withLock { $0 = true } }

    /// The app quits: it stops, and what it wrote goes at once (the work may not run again).
    public func abandon() {
        cancel()
        if outcome == nil { removeFiles() }
    }

    /// Removes the file it reserved and the one it was writing.
    func removeFiles() {
        unlink(temporaryPath)
        unlink(path)
    }

    var isCancelled: Bool { stop.withLock { $0 } }

    func advanced(to done: Int64) {
        state.withLock { $0.done = done }
    }

    func finish(_ outcome: Outcome) {
        state.withLock { if $0.outcome == nil { $0.outcome = outcome } }
    }
}
