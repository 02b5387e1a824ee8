import Foundation
import GRDB
import LifeEngine
import LifeStore
import LifeTestSupport
import XCTest
@testable import LifeCLI
@testable import LifeDesktop

/// A board database another program keeps locked (SQLite's exclusive locking mode, as a viewer
/// or a backup tool may hold it): the app starts without waiting for it, says so, and saves when it
/// is free, keeping the session it could not restore; `life boards` says the database is busy after
/// its short wait, not after 10 s (waits are counted in tries, see `BusyPatienceTests`, so no clock is read here).
final class BusyDatabaseTests: XCTestCase {
    private var home: String!
    private var database: String { home + "/data/life/boards.sqlite" }

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        home = NSTemporaryDirectory() + "life-busy-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/config", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let home { try? FileManager.default.removeItem(atPath: home) }
    }

    private var environment: [String: String] {
        ["HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config"]
    }

    /// Another connection holding an exclusive lock on the database until it is closed.
    private func lockDatabase() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let locker = try DatabaseQueue(path: database, configuration: configuration)
        try locker.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA locking_mode = EXCLUSIVE")
            try db.execute(sql: "BEGIN EXCLUSIVE; UPDATE board SET name = name WHERE 0; COMMIT")
        }
        return locker
    }

    func testTheCommandLineSaysTheDatabaseIsBusyInMoments() throws {
        let imported = try LifeExecutable.run(["boards", "import", "-"], stdin: Fixtures.glider, environment: environment)
        XCTAssertEqual(imported.status, 0, imported.err)
        var locker: DatabaseQueue? = try lockDatabase()
        XCTAssertLessThan(BoardsCommand.busyTimeout, AppDatabase.defaultBusyTimeout, "a command waits less than the app's 10 s")
        for arguments in [["boards", "list"], ["boards", "import", "-"]] {
            let r = try LifeExecutable.run(arguments, stdin: Fixtures.glider, environment: environment)
            XCTAssertEqual(r.status, 1, "\(arguments): \(r.out)")
            XCTAssertTrue(r.err.contains("busy") && r.err.contains("another program holds a lock"), r.err)
        }
        try locker?.close()
        locker = nil
        let list = try LifeExecutable.run(["boards", "list"], environment: environment)
        XCTAssertEqual(list.status, 0, list.err)
        XCTAssertTrue(list.out.contains("Glider"), list.out)
    }

    /// While another program holds the write lock the way a save does (a write transaction, the
    /// log as usual), `life boards list` and `show` still read beside it, as WAL lets readers:
    /// they said the database was busy during any save of the app's.
    func testBoardsAreReadWhileAnotherProgramWrites() throws {
        let imported = try LifeExecutable.run(["boards", "import", "-"], stdin: Fixtures.glider, environment: environment)
        XCTAssertEqual(imported.status, 0, imported.err)
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let writer = try DatabaseQueue(path: database, configuration: configuration)
        try writer.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE; UPDATE board SET name = 'Half saved'") }
        let list = try LifeExecutable.run(["boards", "list"], environment: environment)
        XCTAssertEqual(list.status, 0, list.err)
        XCTAssertTrue(list.out.contains("Glider") && !list.out.contains("Half saved"), "the last committed boards: \(list.out)")
        let locked = try LifeExecutable.run(["boards", "import", "-"], stdin: Fixtures.glider, environment: environment)
        XCTAssertEqual(locked.status, 1, "a write still waits, then says the database is busy")
        try writer.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        try writer.close()
    }

    func testTheAppStartsAtOnceAndSavesWhenTheDatabaseIsFree() throws {
        do { // An earlier run, its connections closed when it ends.
            let first = Persistence.open(environment: environment)
            let earlier = Board(name: "Yesterday", created: Date(), pattern: Fixtures.pattern(Fixtures.glider))
            try XCTUnwrap(first.store).repository.saveSession(Session(board: earlier, sourceID: nil))
        }

        var locker: DatabaseQueue? = try lockDatabase()
        XCTAssertLessThan(Persistence.startBusyTimeout, 1, "the window does not wait long for the lock")
        let persistence = Persistence.open(environment: environment)
        XCTAssertTrue(persistence.notices.contains { $0.contains("busy (locked by another program)") && $0.contains("saved when it is free") },
                      "\(persistence.notices)")
        XCTAssertNil(persistence.session)
        let repository = try XCTUnwrap(persistence.store).repository

        try locker?.close()
        locker = nil
        // Free now: the store opens it at its first call, and this run's session does not replace
        // the earlier one unseen.
        let now = Board(name: "Today", created: Date(), pattern: Fixtures.pattern(Fixtures.block))
        try repository.saveSession(Session(board: now, sourceID: nil))
        XCTAssertEqual(try repository.list().map(\.name), ["Yesterday (earlier session)"])
        XCTAssertEqual(try repository.loadSession()?.board.name, "Today")
        try repository.saveSession(Session(board: now, sourceID: nil))
        XCTAssertEqual(try repository.list().count, 1, "kept once, not at every save")
    }
}
