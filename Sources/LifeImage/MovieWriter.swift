/// A movie being written a frame at a time: an animated GIF (`GIFMovie`) or a video made by
/// ffmpeg (`VideoEncoder`).
public protocol MovieWriter: AnyObject {
    /// Adds a frame, shown for `hold` frame times (the last may hold for a moment).
    /// - Throws: `ImageError` when it cannot be written.
    func add(_ image: CellImage, hold: Int) throws
    /// Ends the movie.
    /// - Throws: `ImageError` when it cannot be finished.
    func finish() throws
}

extension GIFMovie: MovieWriter {}
