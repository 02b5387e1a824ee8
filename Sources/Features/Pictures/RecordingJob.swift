import Foundation
import LifeEngine
import LifeImage
import LifeStore
import Synchronization

/// A movie of the run being recorded beside the app: how far it got, a way to stop it, and how it
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
        /// Frames whose extent the first pass has found, while it runs (nil: not sizing).
        var sized: Int64?
        var outcome: Outcome?
    }

    private let state = Mutex(State())
    private let stop = Mutex(false)
    /// What stops the work when it is blocked (an ffmpeg that takes no more frames).
    private let onCancel = Mutex<(@Sendable () -> Void)?>(nil)
    /// Frames in all.
    public let frames: Int64
    /// The generation the first frame shows.
    public let start: Int64
    /// The file it makes, and the one it writes until the movie is whole (its ending kept: ffmpeg goes by it).
    public let path: String, temporaryPath: String
    /// Whether the file at `path` was made for it (a new name in the exports folder), to go if it stops.
    let reserved: Bool
    /// What it makes: "GIF", "MP4", "WebM".
    public let kind: String
    /// The lock held on the reserved file while it runs (`UnfinishedRecordings`; -1: none), so a
    /// later start's sweep never takes a recording under way for one a killed app left.
    private let hold: Mutex<Int32>

    init(frames: Int64, start: Int64, path: String, reserved: Bool, kind: String) {
        (self.frames, self.start, self.path, self.reserved, self.kind) = (frames, start, path, reserved, kind)
        let dot = path.lastIndex(of: ".").flatMap { path[$0...].contains("/") ? nil : $0 } ?? path.endIndex
        temporaryPath = path[..<dot] + ".part" + path[dot...]
        hold = Mutex(reserved ? UnfinishedRecordings.hold(path) : -1)
    }

    deinit { release() }

    /// Lets go of the reserved file's lock.
    private func release() {
        hold.withLock { fd in
            if fd >= 0 { close(fd) }
            fd = -1
        }
    }

    /// Share of the frames written (0...1).
    public var fraction: Double { state.withLock { Double($0.done) / Double(max(1, frames)) } }
    /// While the first pass finds the extent the frames share (a still frame's size): the share
    /// of the frames it has run through (0...1); nil otherwise.
    public var sizingFraction: Double? { state.withLock { $0.sized.map { Double($0) / Double(max(1, frames)) } } }
    /// How it ended, or nil while it runs.
    public var outcome: Outcome? { state.withLock { $0.outcome } }
    /// Asks it to stop (it removes what it wrote), and stops what it waits on.
    public func cancel() {
        stop.withLock { $0 = true }
        onCancel.withLock { $0 }?()
    }

    /// Sets what a cancel also does (it runs at once when cancelled already).
    func whenCancelled(_ body: @escaping @Sendable () -> Void) {
        onCancel.withLock { $0 = body }
        if isCancelled { body() }
    }

    /// The app quits: it stops, and what it wrote goes at once (the work may not run again).
    public func abandon() {
        cancel()
        if outcome == nil { removeFiles() }
    }

    /// Removes the one it was writing, and the file it reserved (never a file chosen to replace).
    func removeFiles() {
        unlink(temporaryPath)
        if reserved { unlink(path) }
    }

    var isCancelled: Bool { stop.withLock { $0 } }

    func advanced(to done: Int64) {
        state.withLock { $0.done = done }
    }

    /// The first pass has run through `frames` frames (nil: it is over).
    func sized(_ frames: Int64?) {
        state.withLock { $0.sized = frames }
    }

    func finish(_ outcome: Outcome) {
        state.withLock { if $0.outcome == nil { $0.outcome = outcome } }
        release()
    }
}
