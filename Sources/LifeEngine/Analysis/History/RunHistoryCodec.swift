/// A run's history as bytes, to be saved with a board: a tag and version, the span, capacity and
/// ending, then each sample's figures, all little-endian. Reading checks every length and that
/// the samples make a history, and says what is wrong when they do not.
public enum RunHistoryCodec {
    /// The first bytes of an encoded history ("LHS" and the format version).
    static let tag: [UInt8] = [0x4C, 0x48, 0x53, 1]
    /// Longest ending summary kept, in bytes.
    static let summaryLimit = 1024

    /// Why bytes are not a history.
    public struct DecodingError: Error, Equatable, CustomStringConvertible {
        /// What is wrong, in words.
        public let reason: String
        /// The reason.
        public var description: String { "the run's history cannot be read: \(reason)" }
    }

    /// The history's bytes.
    public static func encode(_ history: RunHistory) -> [UInt8] {
        var out = tag
        put(UInt64(history.capacity), into: &out)
        put(UInt64(bitPattern: history.span), into: &out)
        if let ending = history.ending {
            let text = Array(ending.summary.utf8.prefix(summaryLimit))
            out.append(1)
            put(UInt64(bitPattern: ending.generation), into: &out)
            put(UInt64(text.count), into: &out)
            out += text
        } else {
            out.append(0)
        }
        put(UInt64(history.samples.count), into: &out)
        for s in history.samples {
            put(UInt64(bitPattern: s.first), into: &out)
            put(UInt64(bitPattern: s.last), into: &out)
            for value in [s.population, s.lowest, s.highest] {
                put(UInt64(truncatingIfNeeded: value), into: &out)
                put(UInt64(truncatingIfNeeded: value >> 64), into: &out)
            }
            // -1: not counted.
            put(UInt64(bitPattern: s.births ?? -1), into: &out)
            put(UInt64(bitPattern: s.deaths ?? -1), into: &out)
        }
        return out
    }

    /// The history in `bytes`; throws `DecodingError` saying what is wrong.
    public static func decode(_ bytes: [UInt8]) throws -> RunHistory {
        var reader = Reader(bytes: bytes)
        guard bytes.count >= tag.count, Array(bytes[0..<tag.count]) == tag else {
            throw DecodingError(reason: "it does not start with the history tag (version 1)")
        }
        reader.offset = tag.count
        let capacity = try reader.count(limit: 1 << 16, what: "capacity")
        let span = Int64(bitPattern: try reader.word())
        var ending: HistoryEnding?
        switch try reader.byte() {
        case 0: break
        case 1:
            let generation = Int64(bitPattern: try reader.word())
            let length = try reader.count(limit: summaryLimit, what: "ending summary length")
            let text = try reader.bytes(length)
            ending = HistoryEnding(generation: generation, summary: String(decoding: text, as: UTF8.self))
        default: throw DecodingError(reason: "its ending flag is neither 0 nor 1")
        }
        let count = try reader.count(limit: capacity, what: "sample count")
        var samples: [HistorySample] = []
        samples.reserveCapacity(count)
        for _ in 0..<count {
            let first = Int64(bitPattern: try reader.word()), last = Int64(bitPattern: try reader.word())
            var values: [UInt128] = []
            for _ in 0..<3 { values.append(UInt128(try reader.word()) | UInt128(try reader.word()) << 64) }
            let births = Int64(bitPattern: try reader.word()), deaths = Int64(bitPattern: try reader.word())
            samples.append(HistorySample(first: first, last: last, population: values[0], lowest: values[1], highest: values[2],
                                         births: births == -1 ? nil : births, deaths: deaths == -1 ? nil : deaths))
        }
        guard reader.offset == bytes.count else {
            throw DecodingError(reason: "\(bytes.count - reader.offset) bytes follow its last sample")
        }
        guard let history = RunHistory(samples: samples, span: span, capacity: capacity, ending: ending) else {
            throw DecodingError(reason: "its samples are out of order, overlap or have impossible figures")
        }
        return history
    }

    private static func put(_ value: UInt64, into out: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// Reads little-endian words, throwing at the end of the bytes.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        mutating func byte() throws -> UInt8 {
            guard offset < bytes.count else { throw DecodingError(reason: "it ends early, at byte \(offset)") }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func word() throws -> UInt64 {
            guard bytes.count - offset >= 8 else { throw DecodingError(reason: "it ends early, at byte \(offset)") }
            var value: UInt64 = 0
            for i in 0..<8 { value |= UInt64(bytes[offset + i]) << UInt64(8 * i) }
            offset += 8
            return value
        }

        mutating func bytes(_ n: Int) throws -> [UInt8] {
            guard bytes.count - offset >= n else { throw DecodingError(reason: "it ends early, at byte \(offset)") }
            defer { offset += n }
            return Array(bytes[offset..<offset + n])
        }

        mutating func count(limit: Int, what: String) throws -> Int {
            let value = try word()
            guard value <= UInt64(limit) else { throw DecodingError(reason: "its \(what) \(value) is over \(limit)") }
            return Int(value)
        }
    }
}
