import LifeEngine
import LifeInterface

/// The Pictures feature between dialogs: the options last used for a picture and for a movie, an
/// export waiting for its file to be chosen, and the recording under way (its progress, and the
/// message that ends it).
public struct Exports: Sendable {
    /// What the export dialog does once confirmed.
    public enum Confirmation: Equatable, Sendable {
        /// Nothing yet: it stays open (why is on it, or in a notice).
        case stay
        /// Made or started: it closes.
        case done
        /// It closes and a save dialog asks where, suggesting a name.
        case chooseFile(SaveTarget, suggested: String)
    }

    /// The options last used for a picture and for a movie.
    public private(set) var picture = ExportOptions(kind: .picture), movie = ExportOptions(kind: .movie)
    /// The options of an export waiting for its file.
    private var awaitingFile: ExportOptions?
    /// The movie being recorded, until its outcome is told.
    public private(set) var job: RecordingJob?

    /// Nothing made yet.
    public init() {}

    /// The pattern (`FeatureContext.patternSerial`) the movie's length and step were last chosen for.
    private var movieSerial: Int?

    /// The dialog for a picture or a movie, with the options last used for it; a movie's length
    /// and step only for the pattern they were chosen for (the frame every 1024 generations a huge
    /// universe needed made five frames of a small gun opened after it).
    public func dialog(_ kind: ExportOptions.Kind, hasSelection: Bool, in context: FeatureContext) -> ExportDialog {
        var options = kind == .picture ? picture : movie
        if kind == .movie && movieSerial != context.patternSerial {
            let fresh = ExportOptions(kind: .movie)
            (options.generations, options.every) = (fresh.generations, fresh.every)
            // A universe too large for frames a few generations apart starts at the step it takes
            // (and as many frames as a fresh movie has), not at a step it refuses.
            if context.simulation.isHuge {
                options.every = RecordingWork.leapFrom
                options.generations = fresh.generations / max(1, fresh.every) * RecordingWork.leapFrom
            }
        }
        return ExportDialog(options, hasSelection: hasSelection, themeNames: context.themes.map(\.name), now: context.simulation.generation)
    }

    /// The dialog's Save (or Save as…, `choosingFile`): makes what it says, or asks where first.
    public mutating func confirm(_ dialog: ExportDialog, choosingFile: Bool, selection: CellRect?, in context: FeatureContext) -> Confirmation {
        let options = dialog.options
        if options.kind == .picture { picture = options } else { (movie, movieSerial) = (options, context.patternSerial) }
        if options.kind == .movie && job != nil {
            context.show("A recording is under way: Esc or Cancel stops it")
            return .stay
        }
        guard case .success(let plan) = ExportPlan.make(options, selection: selection, in: context) else { return .stay }
        if choosingFile {
            awaitingFile = options
            return .chooseFile(.export(fileExtension: options.kind == .picture ? ".png" : options.format.fileExtension), suggested: plan.fileName)
        }
        return make(plan, to: nil, in: context) ? .done : .stay
    }

    /// Makes the export waiting for its file into `path`; false (with why) when it could not.
    public mutating func save(to path: String, selection: CellRect?, in context: FeatureContext) -> Bool {
        guard let options = awaitingFile else { return false }
        switch ExportPlan.make(options, selection: selection, in: context) {
        case .success(let plan):
            // Kept until it is made: a file that cannot be written leaves the browser open to choose another.
            guard make(plan, to: path, in: context) else { return false }
            awaitingFile = nil
            return true
        case .failure(let refusal):
            context.show(refusal.message)
            return false
        }
    }

    /// Saves a picture or starts a movie.
    private mutating func make(_ plan: ExportPlan, to path: String?, in context: FeatureContext) -> Bool {
        if plan.options.kind == .picture { return PictureExport.save(plan, to: path, in: context) }
        job = Recording.start(plan, to: path, in: context)
        return job != nil
    }

    /// Whether a recording runs.
    public var isRecording: Bool { job != nil }

    /// The share of frames written (or, while the first pass sizes a still frame, looked at), the
    /// frames in all, what it makes and whether it is sizing, while it runs (for the progress panel).
    public var progress: (done: Double, frames: Int64, kind: String, sizing: Bool)? {
        guard let job, job.outcome == nil else { return nil }
        if let sizing = job.sizingFraction { return (sizing, job.frames, job.kind, true) }
        return (job.fraction, job.frames, job.kind, false)
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
