/// An RLE file read up to its body (`RLEReader.document`): what the header and comments say, and
/// the body, whose runs of live cells are read on demand and handed to whoever keeps them, so a
/// large pattern goes into an engine without a list of its cells.
public struct RLEDocument: Sendable {
    /// The pattern's rule, topology, name, author, comments and generation; no cells.
    public let header: Pattern
    /// Where the text is read from (again, for the body).
    let source: ByteChunkSource
    /// Number (from 1) of the first body line; `Int.max` when there is none.
    let bodyLine: Int
    /// Where the body's top-left lands (from #P, #R or #CXRLE Pos).
    let origin: Cell
    /// Whether the file said where its body goes (#P, #R or #CXRLE Pos): a grid given on the
    /// command line then keeps it there, as the grid in the header would.
    public let positioned: Bool
    let reader: RLEReader

    /// Reads the body, passing each run of live cells (leftmost x, y, length) in file order: rows
    /// top to bottom, each left to right. A `PatternParseError` that `run` throws with line 0 is
    /// reported at the run's line and column.
    /// - Throws: `PatternParseError` with the line and column of the first problem.
    public func forEachRun(_ run: (_ x: Int64, _ y: Int64, _ length: Int64) throws -> Void) throws {
        try reader.readBody(self) { x, y, length, _ in try run(x, y, length) }
    }

    /// The whole pattern: the header's with the body's cells listed (and their states, for a rule of more than two).
    /// - Throws: `PatternParseError` with the line and column of the first problem.
    public func pattern() throws -> Pattern {
        var cells: [Cell] = []
        var decaying: [Cell: UInt8] = [:]
        try reader.readBody(self) { x, y, length, state in
            for k in 0..<length {
                cells.append(Cell(x + k, y))
                if state > 1 { decaying[Cell(x + k, y)] = state }
            }
        }
        var pattern = header
        pattern.cells = cells
        pattern.decaying = decaying
        return pattern
    }
}
