import CZlib
import Foundation

/// Unpacks gzip-compressed pattern files (`.rle.gz`, `.mc.gz`, as Golly reads them) with zlib,
/// never to more than a budget of bytes, so a small file that unpacks to gigabytes is refused
/// rather than filling memory.
enum GzipReader {
    /// Whether `data` starts as gzip data does.
    static func isGzip(_ data: Data) -> Bool { data.starts(with: [0x1F, 0x8B]) }

    /// The unpacked bytes of `data` (one gzip member or several, as `gzip` writes them), at most `maxBytes`.
    /// - Throws: `FileProblem` naming `path` when the data is damaged or cut short, or unpacks to more than `maxBytes`.
    static func unpack(_ data: Data, maxBytes: Int, path: String) throws -> Data {
        var stream = z_stream()
        guard life_inflate_init(&stream) == Z_OK else { throw FileProblem(path: path, reason: "could not be unpacked (zlib would not start)") }
        defer { inflateEnd(&stream) }
        var output = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        return try data.withUnsafeBytes { (input: UnsafeRawBufferPointer) -> Data in
            var consumed = 0
            while true {
                let remaining = input.count - consumed
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress!.assumingMemoryBound(to: Bytef.self) + consumed)
                stream.avail_in = uInt(min(remaining, Int(UInt32.max)))
                let status = chunk.withUnsafeMutableBufferPointer { out -> Int32 in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    return inflate(&stream, Z_NO_FLUSH)
                }
                let produced = chunk.count - Int(stream.avail_out)
                consumed = input.count - Int(stream.avail_in)
                guard output.count + produced <= maxBytes else {
                    throw FileProblem.overBudget(path: path, reason: "unpacks to more than the \(TextFileReader.megabytes(Int64(maxBytes))) Life reads")
                }
                output.append(contentsOf: chunk[..<produced])
                switch status {
                case Z_STREAM_END:
                    // Another member may follow (files joined with cat); trailing zero padding ends the data.
                    guard consumed < input.count, input[consumed] == 0x1F else { return output }
                    guard inflateReset(&stream) == Z_OK else { return output }
                case Z_OK:
                    if produced == 0 && consumed == input.count {
                        throw FileProblem(path: path, reason: "is a gzip file cut short (it ends before its data does)")
                    }
                case Z_BUF_ERROR:
                    throw FileProblem(path: path, reason: "is a gzip file cut short (it ends before its data does)")
                default:
                    let detail = stream.msg.map { String(cString: $0) } ?? "code \(status)"
                    throw FileProblem(path: path, reason: "is a damaged gzip file (\(detail) after \(consumed) bytes)")
                }
            }
        }
    }
}
