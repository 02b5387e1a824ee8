import LifeInterface

/// The app's recording, from the prompt's answer to the message that ends it: the job under way
/// (if any), what the progress panel shows, and when to look at it again.
public struct Recorder: Sendable {
    /// The GIF being recorded, until its outcome is told.
    public private(set) var job: RecordingJob?

    /// Nothing recorded.
    public init() {}

    /// Whether a recording runs.
    public var isRecording: Bool { job != nil }

    /// The share of frames written and the frames in all, while it runs (for the progress panel).
    public var progress: (done: Double, frames: Int64)? {
        guard let job, job.outcome == nil else { return nil }
        return (job.fraction, job.frames)
    }

    /// Starts recording the next `text` generations; false (with a message) when it cannot.
    public mutating func start(_ text: String, in context: FeatureContext) -> Bool {
        job = Recording.confirm(text, in: context)
        return job != nil
    }

    /// Once it has ended: says how.
    public mutating func takeOutcome(in context: FeatureContext) {
        guard let outcome = job?.outcome else { return }
        job = nil
        context.show(Recording.message(for: outcome), seconds: 8)
    }

    /// When to look at it again (nil with none running).
    public func nextWake(after now: Double) -> Double? {
        job == nil ? nil : now + 0.1
    }

    /// Stops it (Cancel, Esc); it keeps nothing.
    public func cancel() { job?.cancel() }

    /// The app quits: it stops and leaves no file behind.
    public mutating func abandon() {
        job?.abandon()
        job = nil
    }
}
