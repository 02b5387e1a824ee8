import Foundation
import LifeEngine

/// Reads a pattern file's text safely: regular files only (a FIFO, a device or /dev/zero is
/// refused before any read, so nothing blocks or fills memory), at most `PatternBudget.maxBytes`,
/// valid UTF-8, and every failure said in plain words with the path.
public enum TextFileReader {
    /// The text of the file at `path`.
    public static func read(_ path: String, maxBytes: Int = PatternBudget.standard.maxBytes) throws -> String {
        try read(FilePath(path), shown: path, maxBytes: maxBytes)
    }

    /// The text of the file at `path`, whatever bytes its name holds.
    public static func read(_ path: FilePath, maxBytes: Int = PatternBudget.standard.maxBytes) throws -> String {
        try read(path, shown: path.string ?? path.description, maxBytes: maxBytes)
    }

    private static func read(_ file: FilePath, shown path: String, maxBytes: Int) throws -> String {
        let handle = FileHandle(fileDescriptor: try openRegularFile(file, shown: path, maxBytes: maxBytes), closeOnDealloc: true)
        let data: Data
        do {
            data = try handle.read(upToCount: maxBytes + 1) ?? Data()
        } catch {
            throw FileProblem(path: path, reason: "could not be read (\(reason(errno)))")
        }
        guard data.count <= maxBytes else {
            throw FileProblem.overBudget(path: path, reason: "is more than the \(megabytes(Int64(maxBytes))) Life reads")
        }
        return try decode(data, name: path, maxBytes: maxBytes)
    }

    /// Opens the file at `path` to be read a chunk at a time, after the same checks as `read`.
    public static func chunks(_ path: String, maxBytes: Int = PatternBudget.standard.maxBytes) throws -> FileChunkReader {
        FileChunkReader(descriptor: try openRegularFile(FilePath(path), shown: path, maxBytes: maxBytes), path: path, maxBytes: maxBytes)
    }

    /// Reads the file at `path` through once, a chunk at a time, holding none of it: its first
    /// `headBytes` as text when all of it is valid UTF-8 (to be read again in chunks), or nil when
    /// it is UTF-16, gzip or zip, or `wants` declines its head (read it whole with `read`); a declined file is
    /// not read past its head.
    /// - Throws: `FileProblem` as `read` does, with the same words for text that is not UTF-8.
    public static func scan(_ path: String, maxBytes: Int = PatternBudget.standard.maxBytes,
                            headBytes: Int = 1 << 16, wants: (String) -> Bool = { _ in true }) throws -> String? {
        let reader = try chunks(path, maxBytes: maxBytes)
        var head: [UInt8] = []
        var validator = UTF8Validator()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = try chunk.withUnsafeMutableBytes { try reader.read(into: $0) }
            if head.isEmpty, count >= 2, chunk[0] == 0xFF && chunk[1] == 0xFE || chunk[0] == 0xFE && chunk[1] == 0xFF
                || chunk[0] == 0x1F && chunk[1] == 0x8B || chunk[0] == 0x50 && chunk[1] == 0x4B {
                return nil
            }
            if head.count < headBytes {
                head += chunk[..<min(count, headBytes - head.count)]
                if head.count == headBytes || count == 0, !wants(String(decoding: head, as: UTF8.self)) { return nil }
            }
            guard count > 0 else { break }
            guard validator.take(chunk[..<count]) else { break }
        }
        if validator.finish() != nil, let place = validator.failurePlace {
            throw FileProblem(path: path, reason: "is not a text file (not valid UTF-8 at \(place))")
        }
        return String(decoding: head, as: UTF8.self)
    }

    /// The descriptor of the regular file at `file` (`path` in messages) no larger than `maxBytes`,
    /// open for reading; anything else (a folder, a FIFO, a device, a missing file) refused in plain words.
    static func openRegularFile(_ file: FilePath, shown path: String, maxBytes: Int) throws -> Int32 {
        guard !file.bytes.isEmpty else { throw FileProblem(path: "(no file name)", reason: "an empty file name was given") }
        var info = stat()
        guard file.withCString({ stat($0, &info) }) == 0 else { throw FileProblem(path: path, reason: reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileProblem(path: path, reason: "is a folder, not a pattern file")
        case S_IFIFO: throw FileProblem(path: path, reason: "is a pipe (FIFO), not a pattern file")
        case S_IFCHR, S_IFBLK: throw FileProblem(path: path, reason: "is a device, not a pattern file")
        case S_IFSOCK: throw FileProblem(path: path, reason: "is a socket, not a pattern file")
        default: throw FileProblem(path: path, reason: "is not a regular file")
        }
        guard Int64(info.st_size) <= Int64(maxBytes) else {
            throw FileProblem.overBudget(path: path, reason: "is \(megabytes(Int64(info.st_size))), more than the \(megabytes(Int64(maxBytes))) Life reads")
        }
        let fd = file.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else { throw FileProblem(path: path, reason: reason(errno)) }
        return fd
    }

    /// Reads standard input (or any handle) up to `maxBytes`.
    public static func read(from handle: FileHandle, name: String = "<stdin>",
                            maxBytes: Int = PatternBudget.standard.maxBytes) throws -> String {
        var data = Data()
        while data.count <= maxBytes {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: 1 << 20)
            } catch {
                // A closed descriptor or a folder given as input: say so rather than read nothing.
                throw FileProblem(path: name, reason: "cannot be read (\(readFailure(error)))")
            }
            guard let chunk, !chunk.isEmpty else { break }
            data.append(chunk)
        }
        guard data.count <= maxBytes else {
            throw FileProblem.overBudget(path: name, reason: "is more than the \(megabytes(Int64(maxBytes))) Life reads")
        }
        return try decode(data, name: name, maxBytes: maxBytes)
    }

    /// What a failed read of a handle means, in plain words (from the POSIX error under Foundation's).
    static func readFailure(_ error: Error) -> String {
        var nsError = error as NSError
        if nsError.domain != NSPOSIXErrorDomain, let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            nsError = underlying
        }
        guard nsError.domain == NSPOSIXErrorDomain else { return "input/output error" }
        switch Int32(nsError.code) {
        case EISDIR: return "it is a folder"
        case EBADF: return "it is closed"
        case let code: return reason(code)
        }
    }

    /// UTF-8 text (a UTF-16 file with a byte-order mark is read too).
    /// Gzip-compressed text is unpacked first (once, to at most `maxBytes`); a zip archive is refused by name.
    public static func decode(_ data: Data, name: String, maxBytes: Int = PatternBudget.standard.maxBytes) throws -> String {
        guard GzipReader.isGzip(data) else { return try decodeUnpacked(data, name: name) }
        let unpacked = try GzipReader.unpack(data, maxBytes: maxBytes, path: name)
        guard !GzipReader.isGzip(unpacked) else {
            throw FileProblem(path: name, reason: "is compressed twice (gzip inside gzip); unpack it and open the pattern inside")
        }
        return try decodeUnpacked(unpacked, name: name)
    }

    /// The text of bytes that are not compressed: UTF-8, or UTF-16 with its byte-order mark.
    private static func decodeUnpacked(_ data: Data, name: String) throws -> String {
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            throw FileProblem(path: name, reason: "is a zip archive: Life does not open archives; unpack it and open the pattern inside")
        }
        if let text = String(data: data, encoding: .utf8) { return text }
        if data.count % 2 == 0, data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            return text
        }
        // Find the first byte that breaks UTF-8, to say where.
        var validator = UTF8Validator()
        _ = validator.take(ArraySlice(data))
        _ = validator.finish()
        throw FileProblem(path: name, reason: "is not a text file (not valid UTF-8 at \(validator.failurePlace ?? "its start"))")
    }

    /// A size in words: whole MiB, else tenths of a MiB rounded up (a file just over a limit of
    /// 64 MiB is 64.1 MiB, not 64), or bytes under a MiB.
    public static func megabytes(_ bytes: Int64) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes) bytes" }
        if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        // Whole MiB and the part of one apart, so a sparse file's huge size does not overflow.
        let tenths = (bytes >> 20) * 10 + ((bytes & ((1 << 20) - 1)) * 10 + (1 << 20) - 1) >> 20
        return "\(tenths / 10).\(tenths % 10) MiB"
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
