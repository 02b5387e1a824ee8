import Foundation
import LifeEngine

/// Reads a pattern file's text safely: regular files only (a FIFO, a device or /dev/zero is
/// refused before any read, so nothing blocks or fills memory), at most `PatternBudget.maxBytes`,
/// valid UTF-8, and every failure said in plain words with the path.
public enum TextFileReader {
    /// The text of the file at `path`.
    public static func read(_ path: String, maxBytes: Int = PatternBudget.standard.maxBytes) throws -> String {
        guard !path.isEmpty else { throw FileProblem(path: "(no file name)", reason: "an empty file name was given") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileProblem(path: path, reason: reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileProblem(path: path, reason: "is a folder, not a pattern file")
        case S_IFIFO: throw FileProblem(path: path, reason: "is a pipe (FIFO), not a pattern file")
        case S_IFCHR, S_IFBLK: throw FileProblem(path: path, reason: "is a device, not a pattern file")
        case S_IFSOCK: throw FileProblem(path: path, reason: "is a socket, not a pattern file")
        default: throw FileProblem(path: path, reason: "is not a regular file")
        }
        guard Int64(info.st_size) <= Int64(maxBytes) else {
            throw FileProblem(path: path, reason: "is \(megabytes(Int64(info.st_size))), more than the \(megabytes(Int64(maxBytes))) Life reads")
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileProblem(path: path, reason: reason(errno)) }
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            throw FileProblem(path: path, reason: "could not be read (\(reason(errno)))")
        }
        guard data.count <= maxBytes else {
            throw FileProblem(path: path, reason: "is more than the \(megabytes(Int64(maxBytes))) Life reads")
        }
        return try decode(data, name: path)
    }

    /// Reads standard input (or any handle) up to `maxBytes`.
    public static func read(from handle: FileHandle, name: String = "<stdin>",
                            maxBytes: Int = PatternBudget.standard.maxBytes) throws -> String {
        var data = Data()
        while data.count <= maxBytes {
            guard let chunk = try? handle.read(upToCount: 1 << 20), !chunk.isEmpty else { break }
            data.append(chunk)
        }
        guard data.count <= maxBytes else {
            throw FileProblem(path: name, reason: "is more than the \(megabytes(Int64(maxBytes))) Life reads")
        }
        return try decode(data, name: name)
    }

    /// UTF-8 text (a UTF-16 file with a byte-order mark is read too).
    public static func decode(_ data: Data, name: String) throws -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        if data.count % 2 == 0, data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            return text
        }
        var offset = 0
        // Find the first byte that breaks UTF-8, to say where.
        var iterator = data.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let s): offset += UTF8.width(s)
            case .emptyInput: break decoding
            case .error: break decoding
            }
        }
        throw FileProblem(path: name, reason: "is not a text file (not valid UTF-8 at byte \(offset + 1))")
    }

    static func megabytes(_ bytes: Int64) -> String {
        bytes >= 1 << 20 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }

    /// errno in plain words.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES, EPERM: return "permission denied (check its permissions)"
        case ELOOP: return "too many levels of symbolic links (a link that points back to itself)"
        case ENOTDIR: return "a part of the path is not a folder"
        case ENAMETOOLONG: return "the path is too long"
        case EISDIR: return "is a folder, not a pattern file"
        default: return String(cString: strerror(code))
        }
    }
}
