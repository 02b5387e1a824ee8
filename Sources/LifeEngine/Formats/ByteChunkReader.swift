/// Bytes read a chunk at a time (a file, or bytes in memory), so that a large pattern file goes
/// into an engine without all of its text held at once.
public protocol ByteChunkReader {
    /// Fills the start of `buffer` with the next bytes and returns how many; 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int
}

/// Opens a fresh reader at the first byte (a pattern's body is read after its header, and may be
/// read more than once).
public typealias ByteChunkSource = @Sendable () throws -> any ByteChunkReader
