import Foundation
import GRDB
import LifeEngine

/// Saves, lists and loads boards, and keeps the autosaved session, in an `AppDatabase`.
///
/// Every call is one transaction, so a process killed mid-save leaves the last committed state.
/// Calls block while SQLite works: the app makes them from a background queue.
public struct BoardRepository: Sendable {
    /// Longest board name accepted.
    public static let maxNameLength = 120
    private let database: AppDatabase
    private let clock: @Sendable () -> Date

    /// A repository over `database` whose timestamps come from `clock`.
    public init(database: AppDatabase, clock: @escaping @Sendable () -> Date = { Date() }) {
        self.database = database
        self.clock = clock
    }

    /// Saves a new board named `name` and returns it.
    @discardableResult
    public func create(name: String, pattern: Pattern, start: Pattern? = nil, view: BoardView? = nil) throws -> Board {
        let board = Board(name: try Self.checked(name), created: clock(), pattern: pattern, start: start, view: view)
        try write { db in try BoardRow(board, kind: .saved).insert(db) }
        return board
    }

    /// Saves a new board named `name` holding a universe kept as its HashLife tree (see
    /// `Board.keepingTree(of:)`); a universe with no tree has its cells listed.
    @discardableResult
    public func create(name: String, universe: any LifeAlgorithm, view: BoardView? = nil) throws -> Board {
        let name = try Self.checked(name)
        let board = Board.keepingTree(of: universe, name: name, created: clock(), view: view)
            ?? Board(name: name, created: clock(), pattern: universe.snapshot(), view: view)
        try write { db in try BoardRow(board, kind: .saved).insert(db) }
        return board
    }

    /// Saves a board over the one with its id (or as new), stamping the update time; returns it as stored.
    @discardableResult
    public func save(_ board: Board) throws -> Board {
        var board = board
        board.name = try Self.checked(board.name)
        board.updated = clock()
        let row = BoardRow(board, kind: .saved)
        try write { db in try row.upsert(db) }
        return board
    }

    /// Saves a new board (Save as), under a name no other saved board has: its own, or with " (2)",
    /// " (3)"... after it (two boards of one name could not be told apart in the panel).
    @discardableResult
    public func saveNew(_ board: Board) throws -> Board {
        var board = board
        let wanted = try Self.checked(board.name)
        board.updated = clock()
        return try write { db in
            board.name = try Self.freeName(wanted, apartFrom: board.id, in: db)
            try BoardRow(board, kind: .saved).upsert(db)
            return board
        }
    }

    /// `wanted`, or with " (2)", " (3)"... after it when another saved board has that name,
    /// numbered from the name without a number of its own ("queen (2)" taken: "queen (3)").
    private static func freeName(_ wanted: String, apartFrom id: UUID, in db: Database) throws -> String {
        let taken = Set(try String.fetchAll(db, sql: "SELECT name FROM board WHERE kind = 'saved' AND id != ?", arguments: [id.uuidString]))
        var base = Substring(wanted)
        if wanted.hasSuffix(")"), let open = wanted.range(of: " (", options: .backwards) {
            let digits = wanted[open.upperBound..<wanted.index(before: wanted.endIndex)]
            if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) { base = wanted[..<open.lowerBound] }
        }
        var name = wanted, number = 2
        while taken.contains(name) {
            let mark = " (\(number))"
            name = String(base.prefix(maxNameLength - mark.count)) + mark
            number += 1
        }
        return name
    }

    /// A write transaction; a failure of SQLite's is said in plain words naming the file ("the disk is full").
    private func write<T>(_ updates: (Database) throws -> T) throws -> T {
        do { return try database.writer().write(updates) } catch let error as DatabaseError {
            throw database.path.map { AppDatabase.unavailable($0, error) } ?? error
        }
    }

    /// Fewest characters of an id that pick a board by prefix.
    public static let minimumPrefix = 4

    /// The board with this id, or with the only id starting with this prefix (at least `minimumPrefix` characters).
    public func load(_ id: String) throws -> Board {
        try database.writer().read { db in try Self.row(db, id).board() }
    }

    /// The board with this id.
    public func load(_ id: UUID) throws -> Board { try load(id.uuidString) }

    /// Saved boards, most recently updated first, without their cells.
    public func list() throws -> [BoardSummary] {
        try database.writer().read { db in
            // Every column but the cells, as far as the schema has them (a database opened
            // read-only is not migrated).
            let present = Set(try db.columns(in: "board").map(\.name))
            let columns = Self.summaryColumns.filter(present.contains).joined(separator: ", ")
            let sql = "SELECT \(columns) FROM board WHERE kind = 'saved' ORDER BY updatedAt DESC, rowid DESC"
            return try Row.fetchAll(db, sql: sql).map { try BoardRow(row: $0).summary() }
        }
    }

    /// The columns a list reads: everything but the cells.
    private static let summaryColumns = ["id", "kind", "name", "createdAt", "updatedAt", "rule", "topology", "generation", "population",
                                         "populationExact", "boundsX", "boundsY", "boundsWidth", "boundsHeight", "previewWidth",
                                         "previewHeight", "preview", "history"]

    /// Gives a board a new name.
    public func rename(_ id: UUID, to name: String) throws {
        let name = try Self.checked(name)
        let now = clock().timeIntervalSince1970
        try write { db in
            try db.execute(sql: "UPDATE board SET name = ?, updatedAt = ? WHERE id = ? AND kind = 'saved'",
                           arguments: [name, now, id.uuidString])
            if db.changesCount == 0 { throw StoreError.boardNotFound(id.uuidString) }
        }
    }

    /// Copies a board under a new id and the name "NAME copy"; returns the copy's summary.
    @discardableResult
    public func duplicate(_ id: UUID) throws -> BoardSummary {
        // The whole board under a new id and name: its run's history (the panel's graph) and, for a
        // universe too large to list, its macrocell too.
        var copy = try load(id)
        copy.id = UUID()
        copy.name = String((copy.name + " copy").prefix(Self.maxNameLength))
        copy.created = clock()
        return try save(copy).summary
    }

    /// Deletes a board and returns it for an undo with `restore(_:)`. The board deleted last is
    /// kept out of every list until the next delete (`lastDeleted`), so an undo works after a
    /// restart too; a board whose cells are damaged is deleted outright, and then nil comes back
    /// (there is nothing whole to bring back).
    @discardableResult
    public func delete(_ id: UUID) throws -> Board? {
        try write { db in
            let board = try? Self.row(db, id.uuidString).board()
            if board == nil { _ = try Self.row(db, id.uuidString) } // still says when no such board exists
            try db.execute(sql: "DELETE FROM board WHERE kind = 'deleted'")
            if board == nil {
                try db.execute(sql: "DELETE FROM board WHERE id = ?", arguments: [id.uuidString])
            } else {
                // Its times stay: brought back, in this run or a later one, it is as it was saved
                // (one deleted board is kept, so none is told apart by when it went).
                try db.execute(sql: "UPDATE board SET kind = 'deleted' WHERE id = ?", arguments: [id.uuidString])
            }
            return board
        }
    }

    /// The board deleted last, kept for an undo until the next delete (nil: none, or it no longer reads).
    public func lastDeleted() throws -> Board? {
        try database.writer().read { db in
            try BoardRow.fetchOne(db, sql: "SELECT * FROM board WHERE kind = 'deleted' ORDER BY updatedAt DESC LIMIT 1").flatMap { try? $0.board() }
        }
    }

    /// The id and name of the board with this id (or unique id prefix), without reading its cells.
    public func find(_ id: String) throws -> (id: UUID, name: String) {
        try database.writer().read { db in
            let row = try Self.row(db, id)
            guard let uuid = UUID(uuidString: row.id) else { throw StoreError.boardNotFound(id) }
            return (uuid, row.name)
        }
    }

    /// Puts a deleted board back as it was (same id and times; a new id when it was saved again
    /// meanwhile), under its name unless a board saved since has it (then numbered, as `saveNew`
    /// names); returns the board as put back.
    @discardableResult
    public func restore(_ board: Board) throws -> Board {
        try write { db in
            var board = board
            // Saved again since it was deleted (from another window, whose save made it anew under
            // its id): brought back beside that save, not over it.
            if try String.fetchOne(db, sql: "SELECT kind FROM board WHERE id = ?", arguments: [board.id.uuidString]) == BoardRow.Kind.saved.rawValue {
                board.id = UUID()
            }
            board.name = try Self.freeName(board.name, apartFrom: board.id, in: db)
            try BoardRow(board, kind: .saved).upsert(db)
            return board
        }
    }

    /// Replaces the autosaved session (the universe on screen and the saved board it edits, if any).
    public func saveSession(_ session: Session) throws {
        var board = session.board
        board.updated = clock()
        let row = BoardRow(board, kind: .session, sourceID: session.sourceID, asOpened: session.asOpened)
        // Opened first (a deferred database opens at its first use), so whether it opened late is known.
        _ = try database.writer()
        let keepEarlier = database.lateOpeningPending
        try write { db in
            if keepEarlier {
                // The database was busy when the app started, so the session an earlier run left
                // was never restored: it becomes a saved board instead of being replaced unseen.
                try db.execute(sql: "UPDATE board SET kind = 'saved', name = substr(name, 1, ?) || ' (earlier session)' WHERE kind = 'session' AND id != ?",
                               arguments: [Self.maxNameLength - 18, row.id])
            }
            try db.execute(sql: "DELETE FROM board WHERE kind = 'session' AND id != ?", arguments: [row.id])
            try row.upsert(db)
        }
        if keepEarlier { database.settleLateOpening() }
    }

    /// Keeps an autosaved session that was not restored (the app was started on a file), or a
    /// board about to be replaced, as a saved board named "… (earlier session)" (or another
    /// `suffix`), unless it holds no cells, is a file or board as opened,
    /// or holds the very universe of the saved board it came from or of one kept so before (each
    /// start on a file added the same board again); returns the board kept, if any.
    @discardableResult
    public func keepUnsavedWork(_ session: Session, as suffix: String = " (earlier session)") throws -> Board? {
        let board = session.board
        guard board.exactPopulation > 0, !session.asOpened else { return nil }
        func same(_ saved: Board) -> Bool { saved.pattern == board.pattern && saved.macrocell == board.macrocell }
        if let source = session.sourceID, let saved = try? load(source), same(saved) { return nil }
        let name = String(board.name.prefix(Self.maxNameLength - suffix.count)) + suffix
        for summary in try list() where summary.name == name && summary.exactPopulation == board.exactPopulation {
            if let saved = try? load(summary.id), same(saved) { return nil }
        }
        var kept = board
        kept.id = UUID()
        kept.name = name
        return try save(kept)
    }

    /// What a second window's board has after its name (`saveSecondWindow`).
    public static let secondWindowSuffix = " (second window)"

    /// Saves a second window's work (another window holds the session) as the saved board
    /// `board.id` named "… (second window)", over its earlier save; an empty board is not kept.
    public func saveSecondWindow(_ board: Board) throws {
        guard board.exactPopulation > 0 else { return }
        var kept = board
        kept.name = String(board.name.prefix(Self.maxNameLength - Self.secondWindowSuffix.count)) + Self.secondWindowSuffix
        _ = try save(kept)
    }

    /// The autosaved session, if there is one.
    public func loadSession() throws -> Session? {
        try database.writer().read { db in
            guard let row = try BoardRow.fetchOne(db, sql: "SELECT * FROM board WHERE kind = 'session' ORDER BY updatedAt DESC LIMIT 1") else {
                return nil
            }
            return Session(board: try row.board(), sourceID: row.sourceID.flatMap(UUID.init(uuidString:)), asOpened: row.asOpened ?? false)
        }
    }

    /// Forgets the autosaved session.
    public func clearSession() throws {
        try write { db in try db.execute(sql: "DELETE FROM board WHERE kind = 'session'") }
    }

    /// Folds the write-ahead log into the database file and empties it (at quit): the file alone
    /// then holds every board, for a copy or a backup of it taken while Life is closed.
    public func foldLog() throws {
        try database.writer().writeWithoutTransaction { db in _ = try db.checkpoint(.truncate) }
    }

    private static func row(_ db: Database, _ id: String) throws -> BoardRow {
        let key = id.trimmingCharacters(in: .whitespaces).uppercased()
        if let row = try BoardRow.fetchOne(db, sql: "SELECT * FROM board WHERE id = ? AND kind = 'saved'", arguments: [key]) {
            return row
        }
        guard !key.isEmpty, key.allSatisfy({ $0.isHexDigit || $0 == "-" }) else { throw StoreError.boardNotFound(id) }
        guard key.count >= Self.minimumPrefix else { throw StoreError.idTooShort(id, minimum: Self.minimumPrefix) }
        let rows = try BoardRow.fetchAll(db, sql: "SELECT * FROM board WHERE kind = 'saved' AND id LIKE ? LIMIT 2",
                                         arguments: [key + "%"])
        switch rows.count {
        case 0: throw StoreError.boardNotFound(id)
        case 1: return rows[0]
        default:
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM board WHERE kind = 'saved' AND id LIKE ?", arguments: [key + "%"]) ?? 2
            throw StoreError.ambiguousID(id, matches: count)
        }
    }

    private static func checked(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw StoreError.invalidName("a board needs a name") }
        guard trimmed.count <= maxNameLength else { throw StoreError.invalidName("names are at most \(maxNameLength) characters") }
        return trimmed
    }
}
