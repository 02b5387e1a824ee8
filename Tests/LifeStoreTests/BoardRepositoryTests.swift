import Foundation
import GRDB
import LifeEngine
import LifeStore
import LifeTestSupport
import XCTest

/// A clock the tests move by hand.
final class ManualDateClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: Double
    init(_ seconds: Double = 1_800_000_000) { self.seconds = seconds }
    func now() -> Date { lock.lock(); defer { lock.unlock() }; return Date(timeIntervalSince1970: seconds) }
    func advance(_ by: Double) { lock.lock(); seconds += by; lock.unlock() }
}

final class BoardRepositoryTests: XCTestCase {
    private var clock = ManualDateClock()
    private var repository: BoardRepository!
    private var folder: String!

    override func setUpWithError() throws {
        clock = ManualDateClock()
        let clock = self.clock
        repository = BoardRepository(database: try AppDatabase.inMemory(), clock: { clock.now() })
        folder = NSTemporaryDirectory() + "life-store-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testMigrationsCreateTheSchemaInAnEmptyFile() throws {
        let path = folder + "/boards.sqlite"
        _ = try AppDatabase.open(at: path)
        let queue = try DatabaseQueue(path: path)
        try queue.read { db in
            XCTAssertTrue(try db.tableExists("board"))
            let columns = try db.columns(in: "board").map(\.name)
            for expected in ["id", "name", "createdAt", "updatedAt", "rule", "topology", "generation", "population",
                             "cells", "startCells", "preview", "viewZoom"] {
                XCTAssertTrue(columns.contains(expected), expected)
            }
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA journal_mode"), "wal")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grdb_migrations"), 6)
            XCTAssertTrue(columns.contains("history"))
            XCTAssertTrue(columns.contains("populationExact"))
            XCTAssertTrue(columns.contains("asOpened"))
            XCTAssertTrue(columns.contains("viewFollows"))
        }
        // Opening again migrates nothing twice.
        _ = try AppDatabase.open(at: path)
    }

    func testEveryFieldRoundTrips() throws {
        var pattern = Fixtures.pattern(Fixtures.glider).offset(by: -7, 12)
        pattern.rule = try Rule(parsing: "B36/S23")
        pattern.topology = .torus(width: 30, height: 20)
        pattern.generation = 1234
        pattern.name = "Glider on a torus"
        pattern.author = "Richard K. Guy"
        pattern.comments = ["first", "second"]
        let start = Fixtures.pattern(Fixtures.rPentomino)
        let view = BoardView(centerX: 3.5, centerY: -2.25, zoom: 17)
        let saved = try repository.create(name: "  My board ", pattern: pattern, start: start, view: view)
        XCTAssertEqual(saved.name, "My board")

        let loaded = try repository.load(saved.id)
        XCTAssertEqual(loaded, saved)
        XCTAssertEqual(loaded.pattern.cells, pattern.cells)
        XCTAssertEqual(loaded.pattern.rule, pattern.rule)
        XCTAssertEqual(loaded.pattern.topology, .torus(width: 30, height: 20))
        XCTAssertEqual(loaded.pattern.generation, 1234)
        XCTAssertEqual(loaded.pattern.author, "Richard K. Guy")
        XCTAssertEqual(loaded.pattern.comments, ["first", "second"])
        XCTAssertEqual(loaded.start?.cells, start.cells)
        XCTAssertEqual(loaded.view, view)
        XCTAssertEqual(loaded.created, clock.now())
        // The whole 30x20 board, a pixel a cell: the glider's cells (1,0) (2,1) (0,2) (1,2) (2,2),
        // moved by (-7, 12), wrap to x 23...25 on the torus.
        XCTAssertEqual(loaded.preview.width, 30)
        XCTAssertEqual(loaded.preview.height, 20)
        let lit = (0..<20).flatMap { y in (0..<30).filter { loaded.preview.isSet(x: $0, y: y) }.map { Cell(Int64($0), Int64(y)) } }
        XCTAssertEqual(lit, [Cell(24, 12), Cell(25, 13), Cell(23, 14), Cell(24, 14), Cell(25, 14)])

        let summary = try XCTUnwrap(try repository.list().first)
        XCTAssertEqual(summary, saved.summary)
        XCTAssertEqual(summary.population, 5)
        XCTAssertEqual(summary.generation, 1234)
        XCTAssertEqual(summary.rule, "B36/S23")
        XCTAssertEqual(summary.bounds, pattern.bounds)
    }

    func testTheRunsHistoryIsSavedWithTheBoardAndDamageLosesOnlyTheGraph() throws {
        var pattern = Fixtures.pattern(Fixtures.glider)
        pattern.generation = 40
        var history = RunHistory(startingAt: 0, population: 5, capacity: 16)
        for g in 1...40 { history.record(generation: Int64(g), population: 5, births: 4, deaths: 4) }
        history.ending = HistoryEnding(generation: 0, summary: "Spaceship with period 4, moving (1, 1) from generation 0")
        var board = Board(name: "Glider", created: clock.now(), pattern: pattern)
        board.history = history
        let saved = try repository.save(board)
        XCTAssertEqual(try repository.load(saved.id).history, history)
        let copy = try repository.duplicate(saved.id)
        XCTAssertEqual(try repository.load(copy.id).history, history, "a copy keeps the graph")
        XCTAssertEqual(copy.history, history, "and lists it for the panel")
        try repository.delete(copy.id)
        XCTAssertEqual(try repository.list().first?.history, history, "the list carries it for the panel's graphs")
        // A history that does not end at the board's generation is not the board's.
        var other = Board(name: "Elsewhere", created: clock.now(), pattern: Fixtures.pattern(Fixtures.block))
        other.history = history
        XCTAssertNil(try repository.load(try repository.save(other).id).history)

        let path = folder + "/boards.sqlite"
        let repo = BoardRepository(database: try AppDatabase.open(at: path))
        let kept = try repo.save(board)
        for damage in ["x'00'", "x'4C485301FFFFFFFF'", "'not bytes at all'"] {
            try DatabaseQueue(path: path).write { db in try db.execute(sql: "UPDATE board SET history = \(damage)") }
            let reopened = try repo.load(kept.id)
            XCTAssertNil(reopened.history, damage)
            XCTAssertEqual(reopened.pattern.cells, pattern.cells, "the board itself opens")
            XCTAssertEqual(try repo.list().count, 1)
        }
    }

    /// At quit the log is folded into the file: a copy of boards.sqlite alone (a backup taken while
    /// Life is closed) holds the boards saved last, which were in the log until then.
    func testFoldingTheLogLeavesEveryBoardInTheFileAlone() throws {
        let path = folder + "/boards.sqlite"
        let database = try AppDatabase.open(at: path)
        let repo = BoardRepository(database: database)
        let saved = try repo.create(name: "Kept", pattern: Fixtures.pattern(Fixtures.glider))
        func copyOfTheFileAlone() throws -> [String] {
            let copy = folder + "/copy-\(UUID().uuidString).sqlite"
            try FileManager.default.copyItem(atPath: path, toPath: copy)
            return try DatabaseQueue(path: copy).read { db in try String.fetchAll(db, sql: "SELECT name FROM board WHERE kind = 'saved'") }
        }
        XCTAssertEqual((try? copyOfTheFileAlone()) ?? [], [], "before: the board (and the tables) only in the log")
        try repo.foldLog()
        XCTAssertEqual(try copyOfTheFileAlone(), [saved.name])
        let log = try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int
        XCTAssertEqual(log ?? 0, 0, "the log is emptied")
        XCTAssertEqual(try repo.list().map(\.name), ["Kept"], "and the repository goes on")
    }

    func testBigBoardsAreStoredAsMacrocellAndComeBackWhole() throws {
        let cells = Fixtures.soup(width: 700, height: 700, density: 50, seed: 9)
        XCTAssertGreaterThan(cells.count, 200_000)
        var pattern = Pattern(cells: cells)
        pattern.generation = 77
        let saved = try repository.create(name: "Soup", pattern: pattern)
        let loaded = try repository.load(saved.id)
        XCTAssertEqual(Set(loaded.pattern.cells), Set(cells))
        XCTAssertEqual(loaded.pattern.generation, 77)
    }

    func testListIsNewestFirstAndSaveKeepsTheCreationTime() throws {
        let a = try repository.create(name: "A", pattern: Fixtures.pattern(Fixtures.block))
        clock.advance(10)
        let b = try repository.create(name: "B", pattern: Fixtures.pattern(Fixtures.blinker))
        clock.advance(10)
        let c = try repository.create(name: "C", pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertEqual(try repository.list().map(\.name), ["C", "B", "A"])

        clock.advance(10)
        var changed = a
        changed.pattern = Fixtures.pattern(Fixtures.acorn)
        let stored = try repository.save(changed)
        XCTAssertEqual(stored.created, a.created)
        XCTAssertEqual(stored.updated, clock.now())
        XCTAssertEqual(try repository.list().map(\.id), [a.id, c.id, b.id])
        XCTAssertEqual(try repository.load(a.id).population, 7)
    }

    func testRenameDuplicateDeleteAndRestore() throws {
        let a = try repository.create(name: "Gun", pattern: Fixtures.pattern(Fixtures.gosperGun))
        clock.advance(1)
        try repository.rename(a.id, to: "Gosper gun")
        XCTAssertEqual(try repository.load(a.id).name, "Gosper gun")
        XCTAssertThrowsError(try repository.rename(a.id, to: "   ")) { XCTAssertEqual($0 as? StoreError, .invalidName("a board needs a name")) }
        XCTAssertThrowsError(try repository.rename(UUID(), to: "x")) { error in
            guard case .boardNotFound = error as? StoreError else { return XCTFail("\(error)") }
        }

        clock.advance(1)
        let copy = try repository.duplicate(a.id)
        XCTAssertNotEqual(copy.id, a.id)
        XCTAssertEqual(copy.name, "Gosper gun copy")
        XCTAssertEqual(try repository.load(copy.id).pattern.cells, a.pattern.cells)
        XCTAssertEqual(try repository.list().count, 2)

        let deleted = try XCTUnwrap(try repository.delete(a.id))
        XCTAssertEqual(try repository.list().map(\.id), [copy.id])
        XCTAssertThrowsError(try repository.load(a.id))
        XCTAssertEqual(try repository.lastDeleted()?.id, a.id, "kept for an undo, in no list")
        clock.advance(420)
        // Looked up again (as after a restart), it still has the times it was saved with.
        XCTAssertEqual(try repository.lastDeleted(), deleted, "its saved times are kept")
        try repository.restore(deleted)
        XCTAssertEqual(try repository.load(a.id), deleted)
        XCTAssertNil(try repository.lastDeleted())
    }

    /// A new board saved under a taken name gets a free one: " (2)", " (3)", cut to fit the limit.
    func testANewBoardUnderATakenNameGetsAFreeOne() throws {
        _ = try repository.create(name: "queen", pattern: Fixtures.pattern(Fixtures.glider))
        let second = try repository.saveNew(Board(name: "queen", created: Date(timeIntervalSince1970: 0), pattern: Fixtures.pattern(Fixtures.block)))
        XCTAssertEqual(second.name, "queen (2)")
        XCTAssertEqual(try repository.saveNew(Board(name: "queen", created: Date(timeIntervalSince1970: 0), pattern: Fixtures.pattern(Fixtures.block))).name,
                       "queen (3)")
        // Saved again as itself it keeps its name.
        XCTAssertEqual(try repository.saveNew(second).name, "queen (2)")
        // A taken name with a number of its own goes on from the name without it.
        XCTAssertEqual(try repository.saveNew(Board(name: "queen (2)", created: Date(timeIntervalSince1970: 0), pattern: Fixtures.pattern(Fixtures.block))).name,
                       "queen (4)")
        XCTAssertEqual(try repository.saveNew(Board(name: "(2)", created: Date(timeIntervalSince1970: 0), pattern: Fixtures.pattern(Fixtures.block))).name, "(2)")
        let long = String(repeating: "x", count: BoardRepository.maxNameLength)
        _ = try repository.create(name: long, pattern: Fixtures.pattern(Fixtures.glider))
        let cut = try repository.saveNew(Board(name: long, created: Date(timeIntervalSince1970: 0), pattern: Fixtures.pattern(Fixtures.block)))
        XCTAssertEqual(cut.name, String(repeating: "x", count: BoardRepository.maxNameLength - 4) + " (2)")
        XCTAssertEqual(Set(try repository.list().map(\.name)).count, 7, "no two alike")
    }

    /// Only the board deleted last is kept: the next delete lets the one before it go for good.
    func testOnlyTheBoardDeletedLastIsKept() throws {
        let path = folder + "/boards.sqlite"
        let onDisk = BoardRepository(database: try AppDatabase.open(at: path))
        let a = try onDisk.create(name: "A", pattern: Fixtures.pattern(Fixtures.block))
        let b = try onDisk.create(name: "B", pattern: Fixtures.pattern(Fixtures.glider))
        try onDisk.delete(a.id)
        try onDisk.delete(b.id)
        XCTAssertEqual(try onDisk.lastDeleted()?.id, b.id)
        XCTAssertEqual(try onDisk.list(), [])
        let rows = try DatabaseQueue(path: path).read { db in try String.fetchAll(db, sql: "SELECT name FROM board") }
        XCTAssertEqual(rows, ["B"], "A is gone for good")
    }

    func testIdsCanBeShortenedWhileTheyAreUnique() throws {
        let a = try repository.create(name: "A", pattern: Fixtures.pattern(Fixtures.block))
        let prefix = String(a.id.uuidString.prefix(8)).lowercased()
        XCTAssertEqual(try repository.load(prefix).id, a.id)
        XCTAssertThrowsError(try repository.load("zz")) { error in
            guard case .boardNotFound = error as? StoreError else { return XCTFail("\(error)") }
        }
        // Two boards sharing a prefix: the prefix is refused as ambiguous.
        var b = a
        b.id = UUID(uuidString: String(a.id.uuidString.prefix(8)) + "-0000-0000-0000-000000000000")!
        try repository.restore(b)
        XCTAssertThrowsError(try repository.load(prefix)) { error in
            XCTAssertEqual(error as? StoreError, .ambiguousID(prefix, matches: 2))
        }
    }

    func testTheSessionIsKeptApartFromSavedBoards() throws {
        XCTAssertNil(try repository.loadSession())
        let saved = try repository.create(name: "Saved", pattern: Fixtures.pattern(Fixtures.block))
        let board = Board(name: "Untitled", created: clock.now(), pattern: Fixtures.pattern(Fixtures.glider),
                          view: BoardView(centerX: 1, centerY: 2, zoom: 3))
        try repository.saveSession(Session(board: board, sourceID: saved.id))
        var next = Board(name: "Untitled", created: clock.now(), pattern: Fixtures.pattern(Fixtures.acorn))
        next.pattern.generation = 40
        try repository.saveSession(Session(board: next, sourceID: nil))
        let session = try XCTUnwrap(try repository.loadSession())
        XCTAssertEqual(session.board.pattern.cells, next.pattern.cells)
        XCTAssertEqual(session.board.pattern.generation, 40)
        XCTAssertNil(session.sourceID)
        XCTAssertEqual(try repository.list().map(\.id), [saved.id], "the session is not a saved board")
        XCTAssertThrowsError(try repository.load(next.id))
        try repository.clearSession()
        XCTAssertNil(try repository.loadSession())
    }

    /// A repository on a file holding one board saved from `pattern`, and a queue of its own on
    /// the file to damage it with.
    private func savedOnFile(_ name: String, _ pattern: Pattern) throws -> (repo: BoardRepository, board: Board, queue: DatabaseQueue) {
        let path = folder + "/boards.sqlite"
        let repo = BoardRepository(database: try AppDatabase.open(at: path))
        let board = try repo.create(name: name, pattern: pattern)
        return (repo, board, try DatabaseQueue(path: path))
    }

    func testDamagedCellsAreReportedNotCrashed() throws {
        let (repo, board, queue) = try savedOnFile("A", Fixtures.pattern(Fixtures.block))
        try queue.write { db in try db.execute(sql: "UPDATE board SET cells = 'x = 2, y = 2\n2o$2?!'") }
        XCTAssertThrowsError(try repo.load(board.id)) { error in
            guard case .damagedBoard(let id, let name, let reason) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(id, board.id.uuidString)
            XCTAssertEqual(name, "A")
            XCTAssertTrue(reason.contains("cells"), reason)
            // Said by the name the Boards panel shows, not its id.
            XCTAssertTrue("\(error)".hasPrefix("the board \"A\" is damaged: its cells"), "\(error)")
        }
        XCTAssertEqual(try repo.list().count, 1, "the list still works")
        // A format Life does not write, and cells that are bytes and no text, are said as such.
        for (sql, said) in [("UPDATE board SET cellsFormat = 'zzz', cells = 'x = 2, y = 2\n2o$2o!'", "its cells are stored as 'zzz', which Life does not write (rle or mc)"),
                            ("UPDATE board SET cellsFormat = 'rle', cells = X'00FFFE'", "its cells are missing (nothing, or bytes that are no text)")] {
            try queue.write { db in try db.execute(sql: sql) }
            XCTAssertThrowsError(try repo.load(board.id), sql) { error in
                guard case .damagedBoard(_, _, let reason) = error as? StoreError else { return XCTFail("\(error)") }
                XCTAssertEqual(reason, said)
            }
        }
        // ... and it can still be found and deleted (there is nothing whole to bring back).
        XCTAssertEqual(try repo.find(String(board.id.uuidString.prefix(8))).name, "A")
        XCTAssertNil(try repo.delete(board.id))
        XCTAssertEqual(try repo.list().count, 0)
        XCTAssertThrowsError(try repo.delete(board.id)) { error in
            guard case .boardNotFound = error as? StoreError else { return XCTFail("\(error)") }
        }
    }

    /// Cells damaged into other text that still reads (an RLE that ends at once: no cells), or a
    /// row whose generation was changed, are reported: a board never opens as less than was saved.
    func testCellsThatReadAsSomethingElseThanTheRowSaysAreReported() throws {
        let (repo, board, queue) = try savedOnFile("Glider", Fixtures.pattern(Fixtures.glider))
        try queue.write { db in try db.execute(sql: "UPDATE board SET cells = '!!!!@@@###not rle at all'") }
        XCTAssertThrowsError(try repo.load(board.id)) { error in
            guard case .damagedBoard(_, _, let reason) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(reason, "its cells read as 0 live cells, but it was saved with 5")
        }
        try queue.write { db in try db.execute(sql: "UPDATE board SET cells = ?", arguments: [PatternFormat.rle.write(Fixtures.pattern(Fixtures.glider))]) }
        XCTAssertEqual(try repo.load(board.id).pattern.cells, Fixtures.pattern(Fixtures.glider).cells)
        try queue.write { db in try db.execute(sql: "UPDATE board SET generation = 9223372036854775807") }
        XCTAssertThrowsError(try repo.load(board.id)) { error in
            guard case .damagedBoard(_, _, let reason) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(reason, "its cells are of generation 0, but it was saved at generation 9223372036854775807")
        }
    }

    /// A board's pattern set anew brings its population and bounds along, so a save writes the truth.
    func testSettingABoardsPatternUpdatesWhatItSaysOfIt() throws {
        var board = try repository.create(name: "A", pattern: Fixtures.pattern(Fixtures.block))
        board.pattern = Fixtures.pattern(Fixtures.acorn)
        XCTAssertEqual(board.population, 7)
        XCTAssertEqual(board.bounds, Fixtures.pattern(Fixtures.acorn).bounds)
        let saved = try repository.save(board)
        XCTAssertEqual(try repository.load(saved.id).pattern.cells, Fixtures.pattern(Fixtures.acorn).cells)
        XCTAssertEqual(try repository.list().first?.population, 7)
    }

    func testASessionWithCellsBeyondThePlaneIsRefusedOnRestore() throws {
        let path = folder + "/boards.sqlite"
        let repo = BoardRepository(database: try AppDatabase.open(at: path))
        try repo.saveSession(Session(board: Board(name: "Untitled", created: clock.now(), pattern: Fixtures.pattern(Fixtures.glider)), sourceID: nil))
        for cells in ["#CXRLE Pos=9223372036854775807,0\nx = 3, y = 1\n3o!", "#CXRLE Gen=9223372036854775807\nx = 3, y = 1\n3o!"] {
            try DatabaseQueue(path: path).write { db in try db.execute(sql: "UPDATE board SET cells = ? WHERE kind = 'session'", arguments: [cells]) }
            XCTAssertThrowsError(try repo.loadSession()) { error in
                guard case .damagedBoard(_, _, let reason) = error as? StoreError else { return XCTFail("\(error)") }
                XCTAssertTrue(reason.contains("2^62"), reason)
            }
        }
    }

    func testAHealthyDatabaseThatCannotBeOpenedIsKeptAsItIs() throws {
        let path = folder + "/boards.sqlite"
        let repo = BoardRepository(database: try AppDatabase.open(at: path))
        try repo.create(name: "Keep me", pattern: Fixtures.pattern(Fixtures.block))
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        // A healthy file whose write-ahead log cannot be opened (a folder sits in its place):
        // SQLite cannot open it, but nothing in it is damaged. (Permissions would do the same for a
        // user; the tests also run as root, who reads everything.)
        let locked = folder + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        let lockedPath = locked + "/boards.sqlite"
        try FileManager.default.copyItem(atPath: path, toPath: lockedPath)
        let copied = FileManager.default.contents(atPath: lockedPath)
        try FileManager.default.createDirectory(atPath: lockedPath + "-wal", withIntermediateDirectories: true)
        XCTAssertThrowsError(try AppDatabase.openRecovering(at: lockedPath, now: Date(timeIntervalSince1970: 5))) { error in
            guard case .databaseUnavailable(let place, let reason) = error as? StoreError else { return XCTFail("\(error)") }
            XCTAssertEqual(place, lockedPath)
            XCTAssertFalse(reason.isEmpty)
            XCTAssertTrue("\(error)".contains("the file was left as it is"), "\(error)")
        }
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: locked).contains { $0.contains(".broken-") }, "nothing was moved aside")
        XCTAssertEqual(FileManager.default.contents(atPath: lockedPath), copied, "the file is byte for byte as it was")
        try FileManager.default.removeItem(atPath: lockedPath + "-wal")
        XCTAssertEqual(try BoardRepository(database: try AppDatabase.open(at: lockedPath)).list().map(\.name), ["Keep me"])
    }

    func testACorruptDatabaseIsMovedAsideAndAFreshOneStarts() throws {
        let path = folder + "/boards.sqlite"
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        FileManager.default.createFile(atPath: path, contents: garbage)
        XCTAssertThrowsError(try AppDatabase.open(at: path))
        let (database, aside) = try AppDatabase.openRecovering(at: path, now: Date(timeIntervalSince1970: 1000))
        let moved = try XCTUnwrap(aside)
        XCTAssertEqual(moved, path + ".broken-1970-01-01T001640Z", "named for when, as a person reads it (UTC)")
        XCTAssertEqual(FileManager.default.contents(atPath: moved), garbage, "the old file is kept byte for byte")
        let repo = BoardRepository(database: database)
        XCTAssertEqual(try repo.list(), [])
        try repo.create(name: "New", pattern: Fixtures.pattern(Fixtures.block))
        XCTAssertEqual(try repo.list().count, 1)
        // A healthy database is not moved.
        let (_, none) = try AppDatabase.openRecovering(at: path, now: Date())
        XCTAssertNil(none)
    }

    func testTwoConnectionsToOneFileBothWork() throws {
        let path = folder + "/boards.sqlite"
        let first = BoardRepository(database: try AppDatabase.open(at: path))
        let second = BoardRepository(database: try AppDatabase.open(at: path))
        let group = DispatchGroup()
        for repo in [first, second] {
            DispatchQueue.global().async(group: group) {
                for i in 0..<25 { _ = try? repo.create(name: "B\(i)", pattern: Fixtures.pattern(Fixtures.glider)) }
            }
        }
        group.wait()
        XCTAssertEqual(try first.list().count, 50)
        XCTAssertEqual(try second.list().count, 50)
    }

    func testPreviewsAreSmallAndShowTheCells() {
        let preview = BoardPreview(Fixtures.pattern(Fixtures.glider))
        XCTAssertEqual(preview.width, 3)
        XCTAssertEqual(preview.height, 3)
        XCTAssertTrue(preview.isSet(x: 1, y: 0))
        XCTAssertFalse(preview.isSet(x: 0, y: 0))
        XCTAssertTrue(preview.isSet(x: 0, y: 2))
        let big = BoardPreview(Pattern(cells: Fixtures.soup(width: 500, height: 250, density: 50, seed: 1)))
        XCTAssertEqual(big.width, BoardPreview.maxSide)
        XCTAssertEqual(big.height, 24)
        let torus = BoardPreview(Pattern(cells: [Cell(0, 0)], topology: .torus(width: 24, height: 12)))
        XCTAssertEqual(torus.width, 24)
        XCTAssertEqual(torus.height, 12)
        XCTAssertEqual(BoardPreview(width: 5, height: 5, bits: [1, 2]).width, 0, "a damaged preview becomes empty")
        XCTAssertEqual(BoardPreview(Pattern(cells: [])).width, 0)
    }

    /// A second window's work is one saved board "… (second window)", saved over at each
    /// autosave (renamed with the window's board), never the session; an empty board is not kept.
    func testASecondWindowKeepsItsWorkAsOneBoard() throws {
        var board = Board(name: "Glider", created: clock.now(), pattern: Fixtures.pattern(Fixtures.glider))
        try repository.saveSecondWindow(board)
        board.name = "Acorn"
        board.pattern = Fixtures.pattern(Fixtures.acorn)
        try repository.saveSecondWindow(board)
        XCTAssertEqual(try repository.list().map(\.name), ["Acorn (second window)"])
        XCTAssertEqual(try repository.load(board.id).exactPopulation, 7)
        XCTAssertNil(try repository.loadSession())
        try repository.saveSecondWindow(Board(name: "Empty", created: clock.now(), pattern: Pattern(cells: [])))
        XCTAssertEqual(try repository.list().count, 1)
    }

    /// A board deleted here and saved again meanwhile (another window's Ctrl+S makes it anew under
    /// its id) is brought back beside that save, numbered, never over it (the older cells won).
    func testBringingBackABoardSavedAgainSinceKeepsBoth() throws {
        let beta = try repository.create(name: "beta", pattern: Fixtures.pattern(Fixtures.glider))
        let deleted = try XCTUnwrap(try repository.delete(beta.id))
        var savedAgain = beta
        savedAgain.pattern = Fixtures.pattern(Fixtures.acorn)
        _ = try repository.save(savedAgain)
        let back = try repository.restore(deleted)
        XCTAssertNotEqual(back.id, beta.id)
        XCTAssertEqual(back.name, "beta (2)")
        XCTAssertEqual(try repository.load(beta.id).exactPopulation, 7, "the later save stays")
        XCTAssertEqual(try repository.load(back.id).exactPopulation, 5)
    }

    /// A named pipe where SQLite's write-ahead log goes is said as it is, before SQLite opens it,
    /// and left there (SQLite opened it, failed, the message blamed the database, and the pipe went).
    func testAPipeWhereTheLogGoesIsSaidAndLeftAlone() throws {
        let folder = NSTemporaryDirectory() + "life-wal-pipe-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/boards.sqlite"
        _ = try BoardRepository(database: try AppDatabase.open(at: path)).create(name: "Kept", pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertEqual(mkfifo(path + "-wal", 0o600), 0)
        XCTAssertThrowsError(try AppDatabase.openRecovering(at: path, now: Date(), busyTimeout: 0.2)) { error in
            XCTAssertEqual("\(error)", "\(path) cannot be used: its write-ahead log \(path)-wal is a named pipe (FIFO), not a file; the file was left as it is")
        }
        XCTAssertEqual(FileKind.of(path + "-wal"), .pipe, "left where it was")
        try FileManager.default.removeItem(atPath: path + "-wal")
        XCTAssertEqual(try BoardRepository(database: try AppDatabase.open(at: path)).list().map(\.name), ["Kept"])
    }
}
