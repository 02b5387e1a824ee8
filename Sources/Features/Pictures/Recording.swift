import Foundation
import LifeEngine
import LifeImage
import LifeInterface
import LifeScene
import LifeStore

/// Recording the run as a GIF (Ctrl+Shift+R): generations from the one shown, a frame each, in
/// the colours on screen, framed to the run's extent, written to the exports folder a frame at a
/// time beside the app, with progress and Cancel.
public enum Recording {
    /// The longest side of a recorded frame, in pixels.
    public static let maxSide: Int64 = 1024
    /// The most pixels a cell takes.
    public static let maxScale: Int64 = 8
    /// The most generations a recording takes.
    public static let maxGenerations: Int64 = 10_000
    /// Frames a second.
    public static let fps = 10

    /// What the prompt says before it starts: where it starts and the frame's size now.
    public static func hint(in context: FeatureContext) -> String {
        let now = NumberFormat.grouped(context.simulation.generation)
        guard let area = context.finiteBoard ?? context.simulation.universe.bounds else { return "From generation \(now): the board is empty" }
        let scale = max(1, min(maxScale, maxSide / max(area.width, area.height)))
        return "From generation \(now), \(fps) frames a second · now \(area.width * scale)×\(area.height * scale) px"
    }

    /// Starts recording the next `text` generations; false (with a message) when the text is not
    /// a number of generations or the run is too large to record.
    public static func confirm(_ text: String, in context: FeatureContext) -> RecordingJob? {
        guard let count = Int64(text.filter { $0 != "," && $0 != " " }), (1...maxGenerations).contains(count) else {
            context.show("Type how many generations to record: 1 to \(NumberFormat.grouped(maxGenerations))")
            return nil
        }
        let simulation = context.simulation
        guard simulation.population > 0 else {
            context.show("Nothing to record: the board is empty")
            return nil
        }
        guard !simulation.isHuge else {
            context.show("Too large to record from the app; use life render with --every")
            return nil
        }
        let theme = context.theme.colors
        let colors = ImageColors(live: (context.liveCellColor.r, context.liveCellColor.g, context.liveCellColor.b),
                                 dead: (theme.gridBackground.r, theme.gridBackground.g, theme.gridBackground.b),
                                 grid: (theme.gridLine.r, theme.gridLine.g, theme.gridLine.b))
        let name = PatternFileName.stem(context.patternName ?? "Life") + " gen \(simulation.generation).gif"
        let path: String
        do { path = try context.services.newExportFile(name) } catch {
            context.show("Could not start the recording: \(error)")
            return nil
        }
        let job = RecordingJob(frames: count + 1, start: simulation.generation, path: path)
        let work = RecordingWork(universe: simulation.universe.duplicate(), generations: count, board: context.finiteBoard, colors: colors,
                                 gridLines: context.preferences.gridLines, path: path)
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
