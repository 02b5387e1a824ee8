import LifeEngine
import LifeInterface
import LifeScene

/// Recording the run as the export dialog planned it (a GIF, MP4 or WebM): from the generation
/// shown, a frame every K generations, written beside the app a frame at a time, with progress and Cancel.
public enum Recording {
    /// Starts recording into `path` (a file chosen in a save dialog), else a new file in the
    /// exports folder; nil (with a message) when it cannot start.
    public static func start(_ plan: ExportPlan, to path: String?, in context: FeatureContext) -> RecordingJob? {
        let simulation = context.simulation
        let target: String
        if let path {
            // A file that could not be written is said now, the dialog still open to choose another.
            do { try context.services.checkWritable(path) } catch {
                context.show("Could not start the recording: \(error)")
                return nil
            }
            target = path
        } else {
            do { target = try context.services.newExportFile(plan.fileName) } catch {
                context.show("Could not start the recording: \(error)")
                return nil
            }
        }
        let job = RecordingJob(frames: plan.options.frames, start: simulation.generation + plan.options.skip, path: target, reserved: path == nil,
                               kind: plan.options.format.label)
        let work = RecordingWork(universe: simulation.universe.duplicate(), plan: plan, board: context.finiteBoard,
                                 ffmpeg: context.services.ffmpeg, maxMemory: simulation.hashLifeMemory)
        simulation.runner.runAside { work.run(job) }
        return job
    }

    /// What an ended recording says.
    public static func message(for outcome: RecordingJob.Outcome) -> String {
        switch outcome {
        case let .saved(path, frames, width, height): return "Recorded \(NumberFormat.grouped(frames)) frames (\(width)×\(height)) to \(path)"
        case .cancelled: return "Recording cancelled; nothing was kept"
        case .failed(let reason): return "The recording failed: \(reason)"
        }
    }
}
