/// Reads the run-length encoded pattern format used by Golly and LifeWiki.
///
/// Understands the `x = m, y = n, rule = R` header, `#N` name, `#O` author, `#C`/`#c` comments,
/// `#P`/`#R` offsets and Golly's `#CXRLE Pos=x,y Gen=n`; run counts; `b`/`.` dead, `o`/`A` alive
/// (other state letters belong to multi-state rules and are refused); `$` end of row; `!` end of pattern. CRLF, blank lines, whitespace between
/// items and a UTF-8 byte-order mark are accepted.
public struct RLEReader: Sendable {
    /// Largest number of live cells a file may produce before reading stops with an error.
    public var cellBudget: Int

    /// Creates a reader with a cell budget (default `PatternBudget.standard`).
    public init(cellBudget: Int = PatternBudget.standard.maxCells) {
        self.cellBudget = cellBudget
    }

    /// Parses RLE text into a pattern.
    /// - Throws: `PatternParseError` with the line and column of the first problem.
    /// - Complexity: O(text length + live cells).
    public func read(_ text: String) throws -> Pattern {
        try document(text).pattern()
    }

    /// Reads RLE text up to its body: the pattern's rule, topology and notes, and the body left for
    /// `RLEDocument.forEachRun`, so an engine can take the cells straight from the runs.
    /// - Throws: `PatternParseError` for a bad comment or header line.
    public func document(_ text: String) throws -> RLEDocument {
        let bytes = Array(text.utf8)
        return try document(opening: { MemoryChunkReader(bytes) })
    }

    /// Reads RLE from `source` up to its body; the body is read again from `source` when asked
    /// for, a chunk at a time, so a file's text is never held whole.
    /// - Throws: `PatternParseError` for a bad comment or header line, or what `source` throws.
    public func document(opening source: @escaping ByteChunkSource) throws -> RLEDocument {
        // Bytes, not characters: the body is ASCII, and only comment and header lines become strings.
        var lines = ByteLines(try source())
        var rule = Rule.conway
        var topology = Topology.plane
        var name: String?, author: String?
        var comments: [String] = []
        var origin = Cell(0, 0)
        var generation: Int64 = 0
        var sawHeader = false
        var sawPosition = false
        // An XLife position past the plane's bound: refused on the plane only (a bounded grid passes over it).
        var farPosition: PatternParseError?
        var size: (Int64, Int64) = (0, 0)
        var bodyLine = Int.max
        while let line = try lines.next() {
            let number = lines.lineNumber
            // Blank lines (spaces and tabs only) are skipped.
            guard let first = line.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
            let text = first == UInt8(ascii: "#") || first == UInt8(ascii: "x") || first == UInt8(ascii: "X")
                ? String(decoding: line, as: UTF8.self).trimmingWhitespace() : ""
            if text.hasPrefix("#") {
                try readComment(text, line: number, name: &name, author: &author, comments: &comments,
                                origin: &origin, generation: &generation, farPosition: &farPosition)
                // Only Golly's own position (#CXRLE Pos=) places a pattern on a bounded grid: its
                // reader passes over XLife's #P and #R, centring the pattern as if they were not there.
                sawPosition = sawPosition || text.hasPrefix("#CXRLE") && text.contains("Pos")
                continue
            }
            if !sawHeader && (text.first == "x" || text.first == "X") && text.dropFirst().trimmingWhitespace().hasPrefix("=") {
                (rule, topology, size) = try readHeader(String(decoding: line, as: UTF8.self), line: number)
                sawHeader = true
                continue
            }
            bodyLine = number
            break
        }
        if let farPosition, topology == .plane { throw farPosition }
        if topology != .plane, let board = topology.size {
            // Golly's board has its top-left cell at (-w/2, -h/2). A pattern without a position is
            // centred on it when its header's size fits the board, and put at the board's top-left
            // corner when it does not (what lies past the board is then left off), as Golly's reader does.
            if !sawPosition {
                let fits = size.0 > 0 && size.0 <= (board.width ?? .max) && size.1 > 0 && size.1 <= (board.height ?? .max)
                origin = fits ? Cell(-(size.0 / 2), -(size.1 / 2)) : Cell(-((board.width ?? 0) / 2), -((board.height ?? 0) / 2))
            }
            origin = Cell(origin.x + topology.gollyOrigin.x, origin.y + topology.gollyOrigin.y)
        }
        let header = Pattern(cells: [], rule: rule, topology: topology, name: name, author: author,
                             comments: comments, generation: generation)
        return RLEDocument(header: header, source: source, bodyLine: bodyLine, origin: origin, positioned: sawPosition, reader: self)
    }

    /// Reads the body lines from `document`, passing each run of live cells on; returns at `!`.
    func readBody(_ document: RLEDocument, _ run: (Int64, Int64, Int64, UInt8) throws -> Void) throws {
        var body = BodyState()
        body.origin = document.origin
        var lines = ByteLines(try document.source())
        while let line = try lines.next() {
            let number = lines.lineNumber
            guard number >= document.bodyLine,
                  line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
            if try readBody(line, line: number, rule: document.header.rule, into: &body, run: run) {
                try flush(&body, run)
                return
            }
        }
        try flush(&body, run)
        if body.pendingCount != nil {
            throw PatternParseError(line: body.lastLine, column: body.lastColumn,
                                    message: "the file ends after a run count with nothing to repeat")
        }
    }

    private struct BodyState {
        /// Live cells passed on so far.
        var live: Int64 = 0
        /// Where the body's top-left lands (from #P, #R or #CXRLE Pos before the body).
        var origin = Cell(0, 0)
        var x: Int64 = 0
        var y: Int64 = 0
        var pendingCount: Int64?
        /// A state's prefix letter (p to y) waiting for its A to X.
        var pendingPrefix: UInt8?
        var lastLine = 1
        var lastColumn = 1
        /// Live cells read but not yet passed on: runs side by side in one state are passed on as one.
        var pending: (left: Int64, y: Int64, count: Int64, state: UInt8, line: Int, column: Int)?
    }

    /// Passes on the run of live cells waiting in `state`, if any; a refusal of the engine taking
    /// them is placed at the run's first cell.
    private func flush(_ state: inout BodyState, _ run: (Int64, Int64, Int64, UInt8) throws -> Void) throws {
        guard let waiting = state.pending else { return }
        state.pending = nil
        do {
            try run(waiting.left, waiting.y, waiting.count, waiting.state)
        } catch let refusal as PatternParseError where refusal.line == 0 {
            // The engine taking the cells refused them: the message, at this run's place.
            throw PatternParseError(line: waiting.line, column: waiting.column, message: refusal.message)
        }
    }

    private func readComment(_ line: String, line number: Int, name: inout String?, author: inout String?, comments: inout [String],
                             origin: inout Cell, generation: inout Int64, farPosition: inout PatternParseError?) throws {
        // The line's characters are not listed (an array of them takes 16 bytes a character:
        // a megabytes-long comment took a gigabyte).
        guard let marker = line.dropFirst().first else { return }
        let rest = String(line.dropFirst(2)).trimmingWhitespace()
        switch marker {
        case "N": name = rest
        case "O": author = rest
        case "C", "c":
            if rest.hasPrefix("XRLE") {
                try readCXRLE(rest, line: number, origin: &origin, generation: &generation)
            } else {
                comments.append(rest)
            }
        case "P", "R":
            let parts = rest.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, let px = Int64(parts[0]), let py = Int64(parts[1]) else {
                throw PatternParseError(line: number, column: 3, message: "expected two whole numbers after #\(marker)")
            }
            guard PlaneLimits.contains(Cell(px, py)) else {
                farPosition = PatternParseError(line: number, column: 3, message: "position \(px), \(py): \(PlaneLimits.coordinateMessage)")
                return
            }
            origin = Cell(px, py)
        default:
            comments.append(String(line.dropFirst(1)).trimmingWhitespace())
        }
    }

    private func readCXRLE(_ text: String, line: Int, origin: inout Cell, generation: inout Int64) throws {
        for field in text.dropFirst(4).split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            let pair = field.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            if pair[0] == "Pos" {
                let xy = pair[1].split(separator: ",")
                guard xy.count == 2, let px = Int64(xy[0]), let py = Int64(xy[1]) else {
                    throw PatternParseError(line: line, column: 1,
                                            message: "Pos in #CXRLE must be two whole numbers x,y, found '\(pair[1].escapedForDisplay())'")
                }
                guard PlaneLimits.contains(Cell(px, py)) else {
                    throw PatternParseError(line: line, column: 1, message: "Pos in #CXRLE: \(PlaneLimits.coordinateMessage)")
                }
                origin = Cell(px, py)
            } else if pair[0] == "Gen" {
                guard let g = Int64(pair[1]), g >= 0 else {
                    throw PatternParseError(line: line, column: 1,
                                            message: "Gen in #CXRLE must be a whole number 0 or more, found '\(pair[1].escapedForDisplay())'")
                }
                guard PlaneLimits.isValidGeneration(g) else {
                    throw PatternParseError(line: line, column: 1, message: "Gen in #CXRLE: \(PlaneLimits.generationMessage)")
                }
                generation = g
            }
        }
    }

    private func readHeader(_ text: String, line: Int) throws -> (Rule, Topology, size: (Int64, Int64)) {
        var rule = Rule.conway
        var topology = Topology.plane
        var size: (Int64, Int64) = (0, 0)
        var column = 1
        // The rule runs to the end of the line: Golly's torus suffix (:T24,24) holds a comma.
        var fields = text.split(separator: ",", omittingEmptySubsequences: false)
        if let ruleIndex = fields.firstIndex(where: { $0.trimmingWhitespace().lowercased().hasPrefix("rule") }) {
            // ... but a later "key = value" field is a field of its own (reported if unknown).
            var end = ruleIndex + 1
            while end < fields.count && !fields[end].contains("=") { end += 1 }
            // Put together by hand: the generic `joined(separator:)` costs a run's start a look-up.
            let rest = fields[(ruleIndex + 1)..<end].reduce(into: String(fields[ruleIndex])) { $0 += ",\($1)" }
            fields = Array(fields[..<ruleIndex]) + [Substring(rest)] + Array(fields[end...])
        }
        for field in fields {
            defer { column += field.count + 1 }
            let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = pair[0].trimmingWhitespace().lowercased()
            let value = pair.count > 1 ? pair[1].trimmingWhitespace() : ""
            let keyColumn = column + (pair[0].firstIndex(where: { $0 != " " && $0 != "\t" })
                .map { pair[0].distance(from: pair[0].startIndex, to: $0) } ?? 0)
            let valueColumn = pair.count > 1
                ? column + pair[0].count + 1 + (pair[1].firstIndex(where: { $0 != " " && $0 != "\t" })
                    .map { pair[1].distance(from: pair[1].startIndex, to: $0) } ?? 0)
                : keyColumn
            switch key {
            case "x", "y":
                guard let number = Int64(value) else {
                    throw PatternParseError(line: line, column: valueColumn,
                                            message: "header '\(key)' needs a whole number, found '\(value.escapedForDisplay())'")
                }
                if key == "x" { size.0 = number } else { size.1 = number }
            case "rule":
                do {
                    (rule, topology) = try Rule.parseWithTopology(value)
                } catch {
                    throw PatternParseError(line: line, column: valueColumn, message: "\(error)")
                }
            case "":
                continue
            default:
                throw PatternParseError(line: line, column: keyColumn, message: "unknown header field '\(key.escapedForDisplay())'")
            }
        }
        return (rule, topology, size)
    }

    /// Reads one body line (UTF-8 bytes); returns true at `!`.
    private func readBody(_ line: ArraySlice<UInt8>, line number: Int, rule: Rule, into state: inout BodyState,
                          run: (Int64, Int64, Int64, UInt8) throws -> Void) throws -> Bool {
        var column = 0
        let states = rule.states
        // Where the last byte read was, for a file that ends in the middle of a run count.
        defer {
            state.lastLine = number
            state.lastColumn = column
        }
        var index = line.startIndex
        while index < line.endIndex {
            // Sixteen dead and state-1 cells in a row, without run counts (as soups are written):
            // their live runs found at once rather than a byte at a time.
            if line.endIndex - index >= 16, state.pendingCount == nil, state.pendingPrefix == nil,
               let live = Self.cells(line, at: index) {
                let start = state.x
                var rest = live, offset = 0
                while rest != 0 {
                    let gap = rest.trailingZeroBitCount
                    rest >>= UInt16(gap)
                    let length = (~rest).trailingZeroBitCount
                    offset += gap
                    state.x = start + Int64(offset)
                    try place(Int64(length), of: 1, line: number, column: column + offset + 1, oneByteACell: true,
                              into: &state, run: run)
                    offset += length
                    rest >>= UInt16(length)
                }
                state.x = try advance(start, by: 16, line: number, column: column + 16)
                column += 16
                index += 16
                continue
            }
            let position = index
            let byte = line[position]
            index += 1
            column += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = Int64(byte - 48)
                let (times, o1) = (state.pendingCount ?? 0).multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(digit)
                guard !o1, !o2 else {
                    throw PatternParseError(line: number, column: column, message: "run count is too large")
                }
                state.pendingCount = sum
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                continue
            case UInt8(ascii: "b"), UInt8(ascii: "."):
                state.x = try advance(state.x, by: take(&state), line: number, column: column)
            case UInt8(ascii: "$"):
                state.y = try advance(state.y, by: take(&state), line: number, column: column)
                state.x = 0
            case UInt8(ascii: "!"):
                return true
            case UInt8(ascii: "p")...UInt8(ascii: "y") where states > 2 && state.pendingPrefix == nil:
                state.pendingPrefix = byte
            case UInt8(ascii: "o"), UInt8(ascii: "A")...UInt8(ascii: "X"):
                guard byte == UInt8(ascii: "o") || byte == UInt8(ascii: "A") || states > 2 else {
                    throw PatternParseError(line: number, column: column,
                                            message: "'\(Character(Unicode.Scalar(byte)))' is a cell state of a multi-state rule; \(rule) has two states (b or . dead, o or A alive)")
                }
                let letter = byte == UInt8(ascii: "o") ? 1 : Int(byte) - 64
                let cellState = (state.pendingPrefix.map { Int($0) - Int(UInt8(ascii: "p")) + 1 } ?? 0) * 24 + letter
                state.pendingPrefix = nil
                guard cellState < states else {
                    throw PatternParseError(line: number, column: column, message: "state \(cellState) is beyond the \(rule.states) states of \(rule)")
                }
                try place(take(&state), of: UInt8(cellState), line: number, column: column, into: &state, run: run)
            case UInt8(ascii: "p")...UInt8(ascii: "y"):
                throw PatternParseError(line: number, column: column,
                                        message: rule.states > 2 ? "a state's prefix letter must be followed by A to X"
                                            : "'\(Character(Unicode.Scalar(byte)))' is a cell state of a multi-state rule; \(rule) has two states (b or . dead, o or A alive)")
            default:
                // Named as the character it starts, at its column in characters.
                let before = String(decoding: line[line.startIndex..<position], as: UTF8.self).unicodeScalars.count
                let scalar = String(decoding: line[position...], as: UTF8.self).unicodeScalars.first ?? Unicode.Scalar(byte)
                let shown = scalar.properties.isWhitespace || scalar.value < 32 ? "U+\(String(scalar.value, radix: 16, uppercase: true))" : "'\(Character(scalar))'"
                throw PatternParseError(line: number, column: before + 1, message: "unexpected character \(shown) in the pattern body")
            }
        }
        return false
    }

    /// Passes on `count` cells in `cellState` from the current place (merged with the run before
    /// when they touch it), counted against the budget and checked against the plane's limits, and
    /// moves past them. `column` is the run's letter, or its first cell when `oneByteACell` (a run
    /// spelt a letter a cell: a cell past the budget or the plane's edge is then named itself).
    @inline(__always)
    private func place(_ count: Int64, of cellState: UInt8, line number: Int, column: Int, oneByteACell: Bool = false,
                       into state: inout BodyState, run: (Int64, Int64, Int64, UInt8) throws -> Void) throws {
        let room = Int64(cellBudget) - state.live
        guard count <= room else {
            throw PatternParseError.overBudget(line: number, column: oneByteACell ? column + Int(room) : column,
                                               message: "the pattern has more than \(cellBudget) live cells, the most a file may hold")
        }
        guard let y = PlaneLimits.coordinate(state.origin.y, plus: state.y),
              let left = PlaneLimits.coordinate(state.origin.x, plus: state.x) else {
            throw PatternParseError(line: number, column: column, message: PlaneLimits.coordinateMessage)
        }
        guard PlaneLimits.coordinate(left, plus: count - 1) != nil else {
            // Spelt a letter a cell, the first cell past the edge is named itself.
            let inside = oneByteACell ? Int(PlaneLimits.coordinateBound - 1 - left) + 1 : 0
            throw PatternParseError(line: number, column: column + inside, message: PlaneLimits.coordinateMessage)
        }
        if count > 0 {
            if let waiting = state.pending, waiting.y == y, waiting.state == cellState, waiting.left &+ waiting.count == left {
                state.pending!.count += count
            } else {
                try flush(&state, run)
                state.pending = (left, y, count, cellState, number, column)
            }
        }
        state.live += count
        state.x = try advance(state.x, by: count, line: number, column: column)
    }

    /// The sixteen bytes of `line` from `index` as cells (bit i: byte i is `o` or `A`), when every
    /// one is `o`, `A`, `b` or `.`; else nil.
    @inline(__always)
    private static func cells(_ line: ArraySlice<UInt8>, at index: Int) -> UInt16? {
        line.withUnsafeBytes { bytes in
            let at = index - line.startIndex
            guard let low = cells(bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self)),
                  let high = cells(bytes.loadUnaligned(fromByteOffset: at + 8, as: UInt64.self)) else { return nil }
            return UInt16(low) | UInt16(high) << 8
        }
    }

    /// Eight bytes (the first in the low byte) as cells, or nil when one is not a cell letter.
    @inline(__always)
    private static func cells(_ word: UInt64) -> UInt8? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        // 0x80 in each byte of `t` that is zero, and nothing elsewhere.
        @inline(__always) func zeroBytes(_ t: UInt64) -> UInt64 {
            let low7 = ones &* 0x7F
            return ~(((t & low7) &+ low7) | t | low7)
        }
        let live = zeroBytes(word ^ ones &* 0x6F) | zeroBytes(word ^ ones &* 0x41)  // o, A
        let dead = zeroBytes(word ^ ones &* 0x62) | zeroBytes(word ^ ones &* 0x2E)  // b, .
        guard live | dead == ones &* 0x80 else { return nil }
        // Byte k's flag (bit 8k after the shift) lands on bit 56 + k, and no two products overlap.
        return UInt8(truncatingIfNeeded: ((live >> 7) &* 0x0102_0408_1020_4080) >> 56)
    }

    private func take(_ state: inout BodyState) -> Int64 {
        defer { state.pendingCount = nil }
        return state.pendingCount ?? 1
    }

    /// Moves along a row or down the rows. Long runs of dead cells and rows cost nothing (a pattern
    /// may span the whole plane); the cells themselves are checked against `PlaneLimits`.
    private func advance(_ value: Int64, by count: Int64, line: Int, column: Int) throws -> Int64 {
        let (sum, overflow) = value.addingReportingOverflow(count)
        guard !overflow else {
            throw PatternParseError(line: line, column: column, message: "the pattern is too wide or too tall")
        }
        return sum
    }
}
