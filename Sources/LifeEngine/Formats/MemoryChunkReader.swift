/// Bytes in memory, read in chunks like a file.
public struct MemoryChunkReader: ByteChunkReader, Sendable {
    private let bytes: [UInt8]
    private var position = 0

    /// A reader of these bytes, from the first.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
        let count = min(buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { all in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: all[position..<(position + count)]))
        }
        position += count
        return count
    }
}
