import Foundation
import LifeEngine

/// Writes a pattern file's text as `AtomicFileWriter` does, packed as gzip when the name ends in
/// ".gz" (gun.rle.gz, big.mc.gz: Golly reads and saves them so, and Life reads them back).
public enum PatternFileWriter {
    /// Writes `text` to `path`, gzip-packed for a ".gz" name or when `packed` says so.
    /// - Throws: `FileProblem` saying why the file could not be written.
    public static func write(_ text: String, to path: String, packed: Bool = false) throws {
        let bytes = Data(text.utf8)
        try AtomicFileWriter.write(packed || PatternFormat.isGzipped(path) ? GzipWriter.pack(bytes, path: path) : bytes, to: path)
    }
}
