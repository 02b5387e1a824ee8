import Foundation
import GRDB
import LifeEngine

/// One row of the `board` table, converted to and from `Board`.
struct BoardRow: FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "board"
    /// Patterns this large are stored as macrocell text, which stays compact for big regular patterns.
    static let macrocellThreshold = 200_000

    /// A saved board, the autosaved session, or the board deleted last (kept for an undo).
    enum Kind: String { case saved, session, deleted }

    var id: String
    var kind: String
    var name: String
    var createdAt: Double
    var updatedAt: Double
    var rule: String
    var topology: String
    var generation: Int64
    /// Live cells, capped at Int64.max (the column every schema has).
    var population: Int64
    /// Live cells as exact decimal text, when `population` is capped (nil otherwise).
    var populationExact: String?
    var boundsX: Int64?
    var boundsY: Int64?
    var boundsWidth: Int64?
    var boundsHeight: Int64?
    var cellsFormat: String
    var cells: String
    var startFormat: String?
    var startCells: String?
    var viewX: Double?
    var viewY: Double?
    var viewZoom: Double?
    /// Whether the view framed all life as auto-zoom does (nil: not known, an older row).
    var viewFollows: Bool?
    var previewWidth: Int
    var previewHeight: Int
    var preview: Data
    var sourceID: String?
    /// For a session: whether it is a file, starter or saved board exactly as opened (nil: not known, an older row).
    var asOpened: Bool?
    var history: Data?

    init(_ board: Board, kind: Kind, sourceID: UUID? = nil, asOpened: Bool? = nil) {
        id = board.id.uuidString
        self.kind = kind.rawValue
        name = board.name
        createdAt = board.created.timeIntervalSince1970
        updatedAt = board.updated.timeIntervalSince1970
        rule = board.pattern.rule.description
        topology = Self.text(of: board.pattern.topology)
        generation = board.pattern.generation
        population = Int64(clamping: board.exactPopulation)
        populationExact = board.exactPopulation > UInt128(Int64.max) ? String(board.exactPopulation) : nil
        let bounds = board.bounds
        boundsX = bounds?.x
        boundsY = bounds?.y
        boundsWidth = bounds?.width
        boundsHeight = bounds?.height
        if let macrocell = board.macrocell {
            (cellsFormat, cells) = ("mc", macrocell)
        } else {
            (cellsFormat, cells) = Self.encode(board.pattern)
        }
        if let start = board.start {
            let (format, text) = Self.encode(start)
            startFormat = format
            startCells = text
        }
        viewX = board.view?.centerX
        viewY = board.view?.centerY
        viewZoom = board.view?.zoom
        viewFollows = board.view?.followsLife
        previewWidth = board.preview.width
        previewHeight = board.preview.height
        preview = Data(board.preview.bits)
        self.sourceID = sourceID?.uuidString
        self.asOpened = asOpened
        history = board.history.map { Data(RunHistoryCodec.encode($0)) }
    }

    init(row: Row) throws {
        id = row["id"]
        kind = row["kind"]
        name = row["name"]
        createdAt = row["createdAt"]
        updatedAt = row["updatedAt"]
        rule = row["rule"]
        topology = row["topology"]
        generation = row["generation"]
        population = row["population"]
        populationExact = row.hasColumn("populationExact") ? row["populationExact"] : nil
        boundsX = row["boundsX"]
        boundsY = row["boundsY"]
        boundsWidth = row["boundsWidth"]
        boundsHeight = row["boundsHeight"]
        cellsFormat = row["cellsFormat"] ?? "rle"
        cells = row["cells"] ?? ""
        startFormat = row["startFormat"]
        startCells = row["startCells"]
        viewX = row["viewX"]
        viewY = row["viewY"]
        viewZoom = row["viewZoom"]
        viewFollows = row.hasColumn("viewFollows") ? row["viewFollows"] : nil
        previewWidth = row["previewWidth"]
        previewHeight = row["previewHeight"]
        preview = row["preview"] ?? Data()
        sourceID = row["sourceID"]
        asOpened = row.hasColumn("asOpened") ? row["asOpened"] : nil
        history = row["history"]
    }

    func encode(to container: inout PersistenceContainer) {
        container["id"] = id
        container["kind"] = kind
        container["name"] = name
        container["createdAt"] = createdAt
        container["updatedAt"] = updatedAt
        container["rule"] = rule
        container["topology"] = topology
        container["generation"] = generation
        container["population"] = population
        container["populationExact"] = populationExact
        container["boundsX"] = boundsX
        container["boundsY"] = boundsY
        container["boundsWidth"] = boundsWidth
        container["boundsHeight"] = boundsHeight
        container["cellsFormat"] = cellsFormat
        container["cells"] = cells
        container["startFormat"] = startFormat
        container["startCells"] = startCells
        container["viewX"] = viewX
        container["viewY"] = viewY
        container["viewZoom"] = viewZoom
        container["viewFollows"] = viewFollows
        container["previewWidth"] = previewWidth
        container["previewHeight"] = previewHeight
        container["preview"] = preview
        container["sourceID"] = sourceID
        container["asOpened"] = asOpened
        container["history"] = history
    }

    /// The board this row holds; throws `damagedBoard` when its cells cannot be read back.
    func board() throws -> Board {
        guard let uuid = UUID(uuidString: id) else { throw StoreError.damagedBoard(id: id, name: name, reason: "its id is not a UUID") }
        if cellsFormat == "mc" && exactPopulation > UInt128(Board.listLimit) {
            // Too many cells to list: keep the macrocell text for HashLife.
            let tree: MacrocellTree
            do { tree = try MacrocellCodec().parse(cells) } catch {
                throw StoreError.damagedBoard(id: id, name: name, reason: "its cells cannot be read (\(error))")
            }
            try checkAgainstRow(population: tree.population, generation: tree.generation)
            // Named as a listed board's pattern is (`BoardDraft` names it after the board), so a
            // restored session keeps its title.
            let metadata = Pattern(cells: [], rule: tree.rule, topology: tree.topology, name: name, comments: tree.comments, generation: tree.generation)
            let summary = try summary()
            var board = Board(id: uuid, name: name, created: summary.created, updated: summary.updated, metadata: metadata, macrocell: cells,
                              population: Int64(clamping: tree.population), exactPopulation: tree.population, bounds: summary.bounds, preview: summary.preview,
                              start: try startCells.map { try decode(format: startFormat ?? "rle", text: $0, what: "starting pattern") },
                              view: viewIfUsable)
            board.history = runHistory
            return board
        }
        let pattern = try decode(format: cellsFormat, text: cells, what: "cells")
        try checkAgainstRow(population: UInt128(pattern.cells.count), generation: pattern.generation)
        let start = try startCells.map { try decode(format: startFormat ?? "rle", text: $0, what: "starting pattern") }
        let view = viewIfUsable
        var board = Board(id: uuid, name: name, created: Date(timeIntervalSince1970: createdAt),
                          updated: Date(timeIntervalSince1970: updatedAt), pattern: pattern, start: start, view: view)
        board.name = name
        board.history = runHistory
        return board
    }

    /// Refuses cells that read as something else than the row says they are (text damaged into
    /// other valid text, such as "!" and anything: an empty pattern): a board never opens as less
    /// than was saved without a word.
    private func checkAgainstRow(population read: UInt128, generation readGeneration: Int64) throws {
        guard read == exactPopulation else {
            throw StoreError.damagedBoard(id: id, name: name, reason: "its cells read as \(read) live cells, but it was saved with \(exactPopulation)")
        }
        guard readGeneration == generation else {
            throw StoreError.damagedBoard(id: id, name: name, reason: "its cells are of generation \(readGeneration), but it was saved at generation \(generation)")
        }
    }

    /// The live cells, exactly: the decimal column when the integer one is capped (a row written
    /// by a version without the column keeps a stale text beside an exact integer, so the integer
    /// wins whenever it is below the cap).
    var exactPopulation: UInt128 {
        if population == .max, let text = populationExact, let exact = UInt128(text), exact >= UInt128(Int64.max) { return exact }
        return UInt128(max(0, population))
    }

    /// The saved history, when there is one that reads back and ends at the board's generation
    /// (damaged bytes lose the graph, never the board).
    private var runHistory: RunHistory? {
        guard let history, let decoded = try? RunHistoryCodec.decode([UInt8](history)),
              decoded.range.upperBound == generation else { return nil }
        return decoded
    }

    private var viewIfUsable: BoardView? {
        guard let viewX, let viewY, let viewZoom else { return nil }
        let stored = BoardView(centerX: viewX, centerY: viewY, zoom: viewZoom, followsLife: viewFollows ?? false)
        return stored.isUsable ? stored : nil
    }

    /// The metadata, without reading the cells.
    func summary() throws -> BoardSummary {
        guard let uuid = UUID(uuidString: id) else { throw StoreError.damagedBoard(id: id, name: name, reason: "its id is not a UUID") }
        var bounds: CellRect?
        if let boundsX, let boundsY, let boundsWidth, let boundsHeight {
            bounds = CellRect(x: boundsX, y: boundsY, width: boundsWidth, height: boundsHeight)
        }
        return BoardSummary(id: uuid, name: name, created: Date(timeIntervalSince1970: createdAt),
                            updated: Date(timeIntervalSince1970: updatedAt), rule: rule,
                            topology: (try? Self.topology(from: topology)) ?? .plane,
                            generation: generation, population: population, exactPopulation: exactPopulation, bounds: bounds,
                            preview: BoardPreview(width: previewWidth, height: previewHeight, bits: [UInt8](preview)),
                            history: runHistory)
    }

    private func decode(format: String, text: String, what: String) throws -> Pattern {
        let codec: PatternFormat
        switch format {
        case "mc": codec = .macrocell
        case "rle": codec = .rle
        default: throw StoreError.damagedBoard(id: id, name: name, reason: "its \(what) are stored as '\(format.escapedForDisplay(limit: 20))', which Life does not write (rle or mc)")
        }
        // A column of bytes that are no text reads as empty (it said "the file is empty").
        guard !text.isEmpty else { throw StoreError.damagedBoard(id: id, name: name, reason: "its \(what) are missing (nothing, or bytes that are no text)") }
        do {
            return try codec.read(text, keepingCellsOffTheBoard: true)
        } catch {
            throw StoreError.damagedBoard(id: id, name: name, reason: "its \(what) cannot be read (\(error))")
        }
    }

    private static func encode(_ pattern: Pattern) -> (String, String) {
        pattern.cells.count >= macrocellThreshold ? ("mc", PatternFormat.macrocell.write(pattern)) : ("rle", PatternFormat.rle.write(pattern))
    }

    static func text(of topology: Topology) -> String {
        switch topology {
        case .plane: return "plane"
        case let .torus(w, h): return "T\(w),\(h)"
        case let .grid(grid): return String(grid.suffix.dropFirst())
        }
    }

    static func topology(from text: String) throws -> Topology {
        text == "plane" ? .plane : try Topology(suffix: text)
    }
}
