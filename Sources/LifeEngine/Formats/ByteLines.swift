/// Splits bytes read in chunks into lines (ended by LF, CRLF or CR; a leading UTF-8 byte-order
/// mark is dropped), holding one chunk and the line in progress, never the whole text.
public struct ByteLines {
    private var reader: any ByteChunkReader
    private var buffer: [UInt8]
    private var start = 0, end = 0
    private var atEnd = false
    private var startOfText = true
    /// The last line ended with CR: a LF right after it belongs to it.
    private var pendingLineFeed = false
    /// The number (from 1) of the line `next` returned last.
    public private(set) var lineNumber = 0

    /// Lines of what `reader` reads, read `chunkSize` bytes at a time.
    public init(_ reader: any ByteChunkReader, chunkSize: Int = 1 << 16) {
        self.reader = reader
        buffer = [UInt8](repeating: 0, count: max(chunkSize, 4))
    }

    /// The next line's bytes (without its end), or nil at the end of the text. The slice shares
    /// the reader's buffer: let it go before the next call, or the buffer is copied.
    public mutating func next() throws -> ArraySlice<UInt8>? {
        if startOfText {
            startOfText = false
            while end < 3, try fill() {}
            if end - start >= 3, buffer[start] == 0xEF, buffer[start + 1] == 0xBB, buffer[start + 2] == 0xBF { start += 3 }
        }
        if pendingLineFeed {
            pendingLineFeed = false
            if start == end { _ = try fill() }
            if start < end, buffer[start] == UInt8(ascii: "\n") { start += 1 }
        }
        var scanned = start
        while true {
            // The first line end at or after `scanned`, or `end`.
            scanned = buffer.withUnsafeBufferPointer { bytes in
                var at = scanned
                while at < end, bytes[at] != UInt8(ascii: "\n"), bytes[at] != UInt8(ascii: "\r") { at += 1 }
                return at
            }
            if scanned < end {
                let byte = buffer[scanned]
                let line = buffer[start..<scanned]
                lineNumber += 1
                start = scanned + 1
                if byte == UInt8(ascii: "\r") {
                    if start < end {
                        if buffer[start] == UInt8(ascii: "\n") { start += 1 }
                    } else {
                        pendingLineFeed = true
                    }
                }
                return line
            }
            let kept = scanned - start
            guard try fill() else {
                guard kept > 0 else { return nil }
                lineNumber += 1
                let line = buffer[start..<end]
                start = end
                return line
            }
            scanned = start + kept
        }
    }

    /// Reads more bytes after the unread ones (moved to the front, the buffer grown when one line
    /// fills it); false at the end of the text.
    private mutating func fill() throws -> Bool {
        guard !atEnd else { return false }
        if start > 0 {
            buffer.withUnsafeMutableBufferPointer { all in
                let base = all.baseAddress!
                base.update(from: base + start, count: end - start)
            }
            end -= start
            start = 0
        }
        if end == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
        let count = try buffer.withUnsafeMutableBytes { all in
            try reader.read(into: UnsafeMutableRawBufferPointer(rebasing: all[end...]))
        }
        guard count > 0 else {
            atEnd = true
            return false
        }
        end += count
        return true
    }
}
