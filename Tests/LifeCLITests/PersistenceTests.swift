import Foundation
import LifeEngine
import LifeStore
import XCTest
@testable import LifeCLI
@testable import LifeDesktop

final class PersistenceTests: XCTestCase {
    private var home: String!

    override func setUpWithError() throws {
        home = NSTemporaryDirectory() + "life-persist-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/data/life", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home + "/config/life", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: home)
    }

    private var environment: [String: String] {
        ["HOME": home, "XDG_DATA_HOME": home + "/data", "XDG_CONFIG_HOME": home + "/config"]
    }

    func testAFreshStartHasNoNoticesAndNoSession() {
        let persistence = Persistence.open(environment: environment)
        XCTAssertNotNil(persistence.store)
        XCTAssertNil(persistence.session)
        XCTAssertEqual(persistence.notices, [])
        XCTAssertEqual(persistence.settings, Settings())
    }

    /// A second window started on the same folders while the first runs (it holds the instance
    /// lock) does not restore the first's session (both saved it, and the last to quit won): it
    /// says so and keeps its work as a board of its own. Once the first has gone, a start restores.
    func testASecondWindowLeavesTheFirstsSessionAlone() throws {
        var first: Persistence? = Persistence.open(environment: environment, window: true)
        XCTAssertEqual(first?.anotherWindowOpen, false)
        let board = Board(name: "Mine", created: Date(), pattern: Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0)]))
        try XCTUnwrap(first?.store).repository.saveSession(Session(board: board, sourceID: nil))
        let second = Persistence.open(environment: environment, window: true)
        XCTAssertTrue(second.anotherWindowOpen)
        XCTAssertNil(second.session, "the first window's session stays the first's")
        XCTAssertEqual(second.notices, ["Life is already open in another window: this window's work is kept as a board "
                                        + "\"… (second window)\" (Boards: B), and the other's as your last session"])
        XCTAssertNotNil(first?.instanceLock)
        first = nil // the first window quits
        let later = Persistence.open(environment: environment, window: true)
        XCTAssertFalse(later.anotherWindowOpen)
        XCTAssertEqual(later.session?.board.name, "Mine")
    }

    func testDamagedFilesAreSetAsideAndTheUserIsTold() throws {
        let database = home + "/data/life/boards.sqlite"
        FileManager.default.createFile(atPath: database, contents: Data(repeating: 0x5A, count: 10_000))
        FileManager.default.createFile(atPath: home + "/config/life/settings.json", contents: Data("not json".utf8))
        let persistence = Persistence.open(environment: environment, now: Date(timeIntervalSince1970: 5))
        XCTAssertNotNil(persistence.store, "a fresh database replaces the damaged one")
        XCTAssertEqual(persistence.notices.count, 2, "\(persistence.notices)")
        // Where each went, from the home folder as ~ (a notice is a line or two), named for when.
        XCTAssertTrue(persistence.notices[0].contains("set aside as ~/config/life/settings.json.broken-1970-01-01T000005Z"), persistence.notices[0])
        XCTAssertTrue(persistence.notices[1].contains("set aside as ~/data/life/boards.sqlite.broken-1970-01-01T000005Z"), persistence.notices[1])
        XCTAssertFalse(persistence.notices.joined().contains(home), "\(persistence.notices)")
        XCTAssertLessThan(persistence.notices.joined(separator: " · ").count, 240, "\(persistence.notices)")
        XCTAssertEqual(FileManager.default.contents(atPath: database + ".broken-1970-01-01T000005Z"), Data(repeating: 0x5A, count: 10_000))
        XCTAssertEqual(try persistence.store?.repository.list(), [])
    }

    /// A file where the data folder should be: boards are held in memory for the run, and the
    /// store says so (saves and quitting then warn that they are lost at quit).
    func testADatabaseThatCannotBeUsedLeavesBoardsInMemoryAndSaysSo() throws {
        try FileManager.default.removeItem(atPath: home + "/data/life")
        FileManager.default.createFile(atPath: home + "/data/life", contents: Data("mine".utf8))
        let persistence = Persistence.open(environment: environment)
        XCTAssertEqual(persistence.store?.memoryOnly, true)
        XCTAssertEqual(persistence.notices.last, "Boards are not saved this time: ~/data/life/boards.sqlite cannot be used: "
                       + "its folder cannot be made: ~/data/life is a file, not a folder. Fix it and restart Life")
        XCTAssertEqual(FileManager.default.contents(atPath: home + "/data/life"), Data("mine".utf8), "the file is left as it is")
        XCTAssertEqual(Persistence.open(environment: ["HOME": home, "XDG_DATA_HOME": home + "/fresh", "XDG_CONFIG_HOME": home + "/config"]).store?.memoryOnly, false)
    }

    func testTheSessionComesBack() throws {
        let first = Persistence.open(environment: environment)
        let board = Board(name: "Untitled", created: Date(),
                          pattern: Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0)], topology: .torus(width: 24, height: 24)))
        try first.store?.repository.saveSession(Session(board: board, sourceID: nil))
        let second = Persistence.open(environment: environment)
        XCTAssertEqual(second.session?.board.pattern.cells.count, 3)
        XCTAssertEqual(second.session?.board.pattern.topology, .torus(width: 24, height: 24), "boards remember their topology")
    }
}
