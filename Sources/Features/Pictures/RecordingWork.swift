import Foundation
import LifeEngine
import LifeImage

/// The recording's work, on a copy of the universe: a first run finds the extent every frame
/// shares, a second draws the frames into the GIF one at a time.
struct RecordingWork: @unchecked Sendable {
    // A copy of its own, used by this work alone.
    let universe: any LifeAlgorithm
    let generations: Int64
    let board: CellRect?
    let colors: ImageColors
    let gridLines: Bool
    let path: String

    func run(_ job: RecordingJob) {
        let extentRun = universe.duplicate()
        var extent = board ?? extentRun.bounds
        if board == nil {
            for _ in 0..<generations {
                if job.isCancelled { return stopped(job) }
                extentRun.step()
                guard let b = extentRun.bounds else { continue }
                extent = extent?.union(b) ?? b
            }
        }
        let area = extent ?? CellRect(x: 0, y: 0, width: 1, height: 1)
        let longest = max(area.width, area.height)
        guard longest <= Recording.maxSide else {
            unlink(path)
            return job.finish(.failed("life spreads over \(longest) cells, more than the \(Recording.maxSide) a frame recorded here takes; use life render"))
        }
        let scale = Int(max(1, min(Recording.maxScale, Recording.maxSide / longest)))
        do {
            let movie = try GIFMovie(path: path, width: Int(area.width) * scale, height: Int(area.height) * scale, colors: colors,
                                     delay: 100 / Recording.fps)
            for done in 0...generations {
                if job.isCancelled { return stopped(job) }
                if done > 0 { universe.step() }
                var image = CellImage(area: area, scale: scale, gridLines: gridLines)
                universe.forEachLiveCell { image.plot($0) }
                try movie.add(image, hold: done == generations ? Recording.fps : 1)
                job.advanced(to: done + 1)
            }
            try movie.finish()
            job.finish(.saved(path: path, frames: generations + 1, width: Int(area.width) * scale, height: Int(area.height) * scale))
        } catch {
            unlink(path)
            job.finish(.failed("\(error)"))
        }
    }

    private func stopped(_ job: RecordingJob) {
        unlink(path)
        job.finish(.cancelled)
    }
}
