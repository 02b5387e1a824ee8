import Glibc
import LifeEngine

/// An open file read a chunk at a time (`TextFileReader.chunks`); closed when the reader goes.
/// Reading past `maxBytes` (the file grew since it was checked) is refused.
public final class FileChunkReader: ByteChunkReader {
    private let descriptor: Int32
    private let path: String
    private let maxBytes: Int
    private var total = 0

    init(descriptor: Int32, path: String, maxBytes: Int) {
        self.descriptor = descriptor
        self.path = path
        self.maxBytes = maxBytes
    }

    deinit { close(descriptor) }

    public func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
        while true {
            let count = Glibc.read(descriptor, base, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw FileProblem(path: path, reason: "could not be read (\(TextFileReader.reason(errno)))")
            }
            total += count
            guard total <= maxBytes else {
                throw FileProblem.overBudget(path: path, reason: "is more than the \(TextFileReader.megabytes(Int64(maxBytes))) Life reads")
            }
            return count
        }
    }
}
