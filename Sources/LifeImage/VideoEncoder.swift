import Foundation

/// A video (MP4 or WebM) made by the ffmpeg program: frames are piped to it as raw RGB as they
/// are drawn (none written as files, memory flat however long the movie).
public final class VideoEncoder: MovieWriter {
    private let process = Process()
    private let input = Pipe()
    private let errors = Pipe()
    private let path: String
    private let colors: ImageColors

    /// Where ffmpeg is on `searchPath` (a PATH value), or nil.
    public static func locate(searchPath: String?) -> String? {
        (searchPath ?? "").split(separator: ":").map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The arguments ffmpeg gets: raw RGB frames of `width`×`height` at `fps` in, H.264 (.mp4) or
    /// VP9 (.webm) out, padded to even sides as their 4:2:0 colour needs.
    static func arguments(width: Int, height: Int, fps: Int, output: String) -> [String] {
        let codec = output.lowercased().hasSuffix(".webm") ? ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "30"]
            : ["-c:v", "libx264", "-movflags", "+faststart"]
        return ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-video_size", "\(width)x\(height)",
                "-framerate", "\(fps)", "-i", "-", "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2", "-pix_fmt", "yuv420p"] + codec + [output]
    }

    /// Starts ffmpeg (at `program`) for a movie at `path`.
    /// - Throws: `ImageError` when it cannot be started.
    public init(program: String, path: String, width: Int, height: Int, fps: Int, colors: ImageColors) throws {
        (self.path, self.colors) = (path, colors)
        // A write to an ffmpeg that has quit fails with an error instead of ending this process.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = Self.arguments(width: width, height: height, fps: fps, output: path)
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch { throw ImageError(description: "\(program) could not be started: \(error.localizedDescription)") }
        // Only ffmpeg reads the pipe: if it stops, a frame being sent fails instead of waiting forever.
        try? input.fileHandleForReading.close()
    }

    /// Sends a frame, `hold` times over.
    /// - Throws: `ImageError` with ffmpeg's words when it stopped taking frames.
    public func add(_ image: CellImage, hold: Int = 1) throws {
        let frame = PNGFile.rgb(image, colors: colors)
        do {
            for _ in 0..<max(1, hold) { try input.fileHandleForWriting.write(contentsOf: frame) }
        } catch {
            throw finishFailing()
        }
    }

    /// Stops ffmpeg at once (a recording cancelled): a frame being sent fails instead of waiting.
    public func stop() {
        // SIGKILL: what is half made is thrown away, and a signal it ignores would leave it running.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Ends the movie and waits for ffmpeg to write it.
    /// - Throws: `ImageError` with ffmpeg's words when it failed.
    public func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw finishFailing() }
    }

    private func finishFailing() -> ImageError {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").last.map(String.init) ?? "it ended with status \(process.terminationStatus)"
        return ImageError(description: "\(path): ffmpeg could not make the video: \(said)")
    }
}
