import CZlib
import Foundation

/// Packs a pattern file's bytes as gzip (`.rle.gz`, `.mc.gz`, as Golly saves them) with zlib.
enum GzipWriter {
    /// `data` as one gzip member, at zlib's default level.
    /// - Throws: `FileProblem` naming `path` if zlib cannot start or stops (it runs out of memory).
    static func pack(_ data: Data, path: String) throws -> Data {
        var stream = z_stream()
        guard life_deflate_init_gzip(&stream, Z_DEFAULT_COMPRESSION) == Z_OK else {
            throw FileProblem(path: path, reason: "could not be packed (zlib would not start)")
        }
        defer { deflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        return try data.withUnsafeBytes { (input: UnsafeRawBufferPointer) -> Data in
            var consumed = 0
            while true {
                let remaining = input.count - consumed
                // zlib counts in 32 bits: a larger input is fed a piece at a time, finished with the last.
                let piece = min(remaining, Int(UInt32.max))
                stream.next_in = input.baseAddress.map { UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: Bytef.self) + consumed) }
                stream.avail_in = uInt(piece)
                let finishing = piece == remaining
                let status = chunk.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    return deflate(&stream, finishing ? Z_FINISH : Z_NO_FLUSH)
                }
                consumed += piece - Int(stream.avail_in)
                output.append(contentsOf: chunk[..<(chunk.count - Int(stream.avail_out))])
                switch status {
                case Z_STREAM_END: return output
                case Z_OK: continue
                default: throw FileProblem(path: path, reason: "could not be packed (zlib stopped with code \(status))")
                }
            }
        }
    }
}
