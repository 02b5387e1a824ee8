import Foundation

/// Writes a new file and never replaces one: the file is created exclusively (O_CREAT | O_EXCL),
/// so a file that appears between a check and the write is still never overwritten.
public enum NewFileWriter {
    /// Writes `data` as `folder/stem.ext`, or `stem 2.ext`, `stem 3.ext`... when taken; returns the path written.
    /// The stem is cleaned first (`PatternFileName.clean`).
    public static func write(_ data: Data, folder: String, stem: String, ext: String) throws -> String {
        let stem = PatternFileName.clean(stem)
        let ext = ext.isEmpty || ext.hasPrefix(".") ? ext : "." + ext
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw FileProblem(path: folder, reason: "the folder cannot be created (\(TextFileReader.reason(errno)))")
        }
        for n in 1...10_000 {
            let path = folder + "/" + stem + (n == 1 ? "" : " \(n)") + ext
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                throw FileProblem(path: path, reason: "cannot be written (\(TextFileReader.reason(errno)))")
            }
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            do {
                try handle.write(contentsOf: data)
                try handle.close()
            } catch {
                unlink(path) // a half-written new file is no use to anyone; nothing else was touched
                throw FileProblem(path: path, reason: "could not be written completely (\(TextFileReader.reason(errno)))")
            }
            return path
        }
        throw FileProblem(path: folder, reason: "10000 files are already named \(stem)")
    }
}
