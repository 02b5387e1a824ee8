import Foundation
import LifeEngine
import LifeImage

/// The recording's work, on a copy of the universe: for a still frame, a first run finds the
/// extent every frame shares; then the frames (generations 0, K, 2K, ...) go to the movie one at
/// a time. Frames far apart are HashLife's leaps.
struct RecordingWork: @unchecked Sendable {
    // A copy of its own, used by this work alone.
    let universe: any LifeAlgorithm
    let plan: ExportPlan
    let board: CellRect?
    /// The ffmpeg program, for a video.
    let ffmpeg: String?
    /// The HashLife memory allowed for leaps.
    let maxMemory: Int

    /// Generations apart from which frames are leaps, not steps.
    static let leapFrom: Int64 = 1024

    func run(_ job: RecordingJob) {
        let options = plan.options
        do {
            let extent = try board ?? (plan.followFrame == nil ? runExtent(job) : nil)
            if job.isCancelled { return stopped(job) }
            var frame = Framer(plan: plan, extent: extent, sheared: CellImage.shears(universe.rule))
            let movie = try writer(width: frame.width, height: frame.height, path: job.temporaryPath, job: job)
            let run = try start(job)
            for done in 0..<options.frames {
                if job.isCancelled { return stopped(job) }
                if done > 0 { try advance(run, by: options.every, job) }
                try movie.add(frame.image(of: run, gridLines: options.gridLines), hold: done == options.frames - 1 ? options.lastFrameHold : 1)
                job.advanced(to: done + 1)
            }
            try movie.finish()
            guard rename(job.temporaryPath, job.path) == 0 else { throw ImageError(description: "\(job.path): \(String(cString: strerror(errno)))") }
            job.finish(.saved(path: job.path, frames: options.frames, width: frame.width, height: frame.height))
        } catch where job.isCancelled {
            // Stopped, or failed because Cancel stopped ffmpeg: nothing is kept either way.
            stopped(job)
        } catch {
            job.removeFiles()
            // Said of the file the user asked for, not of the part it was being written into.
            job.finish(.failed("\(error)".replacingOccurrences(of: job.temporaryPath, with: job.path)))
        }
    }

    /// A copy to run at the first frame's generation, able to leap when frames (or the first) are far.
    private func start(_ job: RecordingJob) throws -> any LifeAlgorithm {
        let options = plan.options
        var run = universe.duplicate()
        if max(options.every, options.skip) >= Self.leapFrom { run = EngineSwitch.leaping(run, maxMemory: maxMemory) }
        if options.skip > 0 { try advance(run, by: options.skip, job) }
        return run
    }

    /// From one frame to the next (or to the first).
    private func advance(_ run: any LifeAlgorithm, by every: Int64, _ job: RecordingJob) throws {
        if run.leaps {
            try run.advance(by: every, isCancelled: { job.isCancelled })
        } else {
            run.step(by: every)
        }
        if job.isCancelled { throw CancellationError() }
    }

    /// Everywhere life goes at the frames' generations (the job says how far it has looked).
    private func runExtent(_ job: RecordingJob) throws -> CellRect? {
        job.sized(0)
        defer { job.sized(nil) }
        let run = try start(job)
        var extent = run.bounds
        job.sized(1)
        for frame in 1..<max(1, plan.options.frames) {
            try advance(run, by: plan.options.every, job)
            if let bounds = run.bounds { extent = extent?.union(bounds) ?? bounds }
            job.sized(frame + 1)
        }
        return CellImage.framing(extent, on: universe.topology)
    }

    /// The movie file: a GIF through giflib, a video through ffmpeg.
    private func writer(width: Int, height: Int, path: String, job: RecordingJob) throws -> any MovieWriter {
        let fps = plan.options.fps
        guard plan.options.format != .gif else {
            return try GIFMovie(path: path, width: width, height: height, colors: plan.colors, delay: plan.options.gifDelay)
        }
        guard let ffmpeg else { throw ImageError(description: "making a video needs the ffmpeg program, which is not installed") }
        let encoder = try VideoEncoder(program: ffmpeg, path: path, width: width, height: height, fps: fps, colors: plan.colors)
        // An ffmpeg that stops taking frames would hold the work forever: Cancel ends it.
        nonisolated(unsafe) let stoppable = encoder
        job.whenCancelled { stoppable.stop() }
        return encoder
    }

    private func stopped(_ job: RecordingJob) {
        job.removeFiles()
        job.finish(.cancelled)
    }
}
