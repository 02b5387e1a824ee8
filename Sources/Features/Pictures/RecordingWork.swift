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
        // Wider than a frame at a pixel a cell: by density, as the view draws it zoomed out.
        let byDensity = longest > Recording.maxSide
        let scale = Int(max(1, min(Recording.maxScale, Recording.maxSide / longest)))
        func frame() -> CellImage {
            byDensity ? CellImage(densityOf: universe, area: area, maxSide: Recording.maxSide)
                : CellImage(of: universe, area: area, scale: scale, gridLines: gridLines)
        }
        // Written beside the file and renamed over it once whole: stopped part way, it leaves nothing.
        let temporary = job.temporaryPath
        do {
            var first = frame()
            let movie = try GIFMovie(path: temporary, width: first.width, height: first.height, colors: colors, delay: 100 / Recording.fps)
            for done in 0...generations {
                if job.isCancelled { return stopped(job) }
                if done > 0 {
                    universe.step()
                    first = frame()
                }
                try movie.add(first, hold: done == generations ? Recording.fps : 1)
                job.advanced(to: done + 1)
            }
            try movie.finish()
            guard rename(temporary, path) == 0 else { throw ImageError(description: "\(path): \(String(cString: strerror(errno)))") }
            job.finish(.saved(path: path, frames: generations + 1, width: first.width, height: first.height))
        } catch {
            unlink(temporary)
            unlink(path)
            job.finish(.failed("\(error)"))
        }
    }

    private func stopped(_ job: RecordingJob) {
        job.removeFiles()
        job.finish(.cancelled)
    }
}
