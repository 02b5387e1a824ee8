/// Checks that bytes taken in chunks are UTF-8, holding at most a split character between two
/// chunks, and says where the first bad byte is: its offset, line and column (in characters).
struct UTF8Validator {
    /// Bytes checked so far.
    private var offset = 0
    /// The start of a character split across the chunk boundary.
    private var carry: [UInt8] = []
    /// Offset of the first byte that breaks UTF-8, once found.
    private(set) var failure: Int?
    /// The line (from 1) and column (from 1, in characters) of the next byte checked, or of the
    /// first bad byte once found.
    private(set) var line = 1, column = 1

    /// Where the first bad byte is, in words ("line 2, column 19, byte 32"), once found.
    var failurePlace: String? {
        failure.map { "line \(line), column \(column), byte \($0 + 1)" }
    }

    /// Counts the lines and characters of bytes checked.
    private mutating func pass(over bytes: ArraySlice<UInt8>) {
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
    }

    /// Takes the next chunk; false once a bad byte is found (later chunks need not be read).
    mutating func take(_ chunk: ArraySlice<UInt8>) -> Bool {
        guard failure == nil else { return false }
        // Plain ASCII (a pattern's usual text) needs no decoding.
        if carry.isEmpty && !chunk.contains(where: { $0 >= 0x80 }) {
            offset += chunk.count
            pass(over: chunk)
            return true
        }
        let bytes = carry + chunk
        // Leave a character that the chunk cuts short for the next one.
        var cut = bytes.count
        var back = 0
        while back < 3, cut - back - 1 >= 0, bytes[cut - back - 1] & 0xC0 == 0x80 { back += 1 }
        let lead = cut - back - 1
        if lead >= 0 {
            let byte = bytes[lead]
            let width = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            if width > back + 1 { cut = lead }
        }
        if let bad = Self.firstBadByte(bytes[..<cut]) {
            failure = offset + bad
            pass(over: bytes[..<bad])
            return false
        }
        offset += cut
        pass(over: bytes[..<cut])
        carry = Array(bytes[cut...])
        return true
    }

    /// The offset of the first bad byte, or nil when all the text was UTF-8.
    mutating func finish() -> Int? {
        if failure == nil, !carry.isEmpty {
            let bad = Self.firstBadByte(carry[...]) ?? 0
            failure = offset + bad
            pass(over: carry[..<bad])
        }
        return failure
    }

    /// Offset in `bytes` of the first byte that breaks UTF-8, or nil.
    private static func firstBadByte(_ bytes: ArraySlice<UInt8>) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var position = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): position += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return position
            }
        }
    }
}
