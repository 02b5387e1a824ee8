import Foundation
import LifeEngine
import LifeStore
import LifeTestSupport
import XCTest
@testable import LifeDesktop

/// `life boards` says what is wrong as it is: a folder or a dangling link where the database
/// goes (not "check the permissions"), an id prefix too short to pick a board by (not "no board
/// has the id"); and reading commands work on a full or read-only disk, where writing ones say so.
final class StoreMessagesTests: XCTestCase {
    private var home: String!
    private var mounted: [String] = []

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        home = NSTemporaryDirectory() + "life-messages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/life", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        for point in mounted { _ = try? run("/bin/umount", [point]) }
        if let home { try? FileManager.default.removeItem(atPath: home) }
    }

    private func life(_ arguments: [String], stdin: String = "", data: String? = nil) throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run(arguments, stdin: stdin, environment: ["XDG_DATA_HOME": data ?? home])
    }

    private func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run(arguments, executable: URL(fileURLWithPath: program))
    }

    func testAFolderOrADanglingLinkInPlaceOfTheDatabaseIsNamed() throws {
        let database = home + "/life/boards.sqlite"
        try FileManager.default.createDirectory(atPath: database, withIntermediateDirectories: true)
        let folder = try life(["boards", "list"])
        XCTAssertEqual(folder.status, 1)
        XCTAssertTrue(folder.err.contains("is a folder"), folder.err)
        XCTAssertFalse(folder.err.contains("permission"), folder.err)

        try FileManager.default.removeItem(atPath: database)
        try FileManager.default.createSymbolicLink(atPath: database, withDestinationPath: home + "/gone/boards.sqlite")
        let dangling = try life(["boards", "import", "-"], stdin: Fixtures.glider)
        XCTAssertEqual(dangling.status, 1)
        XCTAssertTrue(dangling.err.contains("is a symbolic link to a missing file"), dangling.err)
        XCTAssertFalse(dangling.err.contains("permission"), dangling.err)
    }

    func testAnIdPrefixTooShortIsSaidToBe() throws {
        let id = try life(["boards", "import", "-"], stdin: Fixtures.glider).out.trimmingCharacters(in: .whitespacesAndNewlines)
        let short = try life(["boards", "show", String(id.prefix(3))])
        XCTAssertEqual(short.status, 1)
        XCTAssertTrue(short.err.contains("too short") && short.err.contains("at least 4 characters"), short.err)
        let enough = try life(["boards", "show", String(id.prefix(4))])
        XCTAssertEqual(enough.status, 0, enough.err)
        let none = try life(["boards", "show", "FFFFFFFF-0000"])
        XCTAssertTrue(none.err.contains("no saved board has the id"), none.err)
    }

    /// A small disk of its own (tmpfs), or a skip where this process may not mount one.
    private func smallDisk(_ name: String = "disk") throws -> String {
        let point = home + "/" + name
        try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
        let mount = try run("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", point])
        guard mount.status == 0 else { throw XCTSkip("cannot mount a small disk here (\(mount.err)); run as root to test a full disk") }
        mounted.append(point)
        return point
    }

    func testAFullDiskStillListsAndSaysItIsFullWhenSaving() throws {
        let disk = try smallDisk()
        let imported = try life(["boards", "import", "-"], stdin: Fixtures.glider, data: disk)
        XCTAssertEqual(imported.status, 0, imported.err)
        let id = imported.out.trimmingCharacters(in: .whitespacesAndNewlines)
        // The app's repository, open before the disk fills up.
        let repository = BoardRepository(database: try AppDatabase.open(at: disk + "/life/boards.sqlite"))
        // Fill the disk to the last byte.
        _ = try run("/bin/dd", ["if=/dev/zero", "of=\(disk)/fill", "bs=4096"])
        // A save then says why in plain words, naming the file (it was SQLite's "error 13 ... COMMIT TRANSACTION").
        var random = SystemRandomNumberGenerator()
        let noise = (0..<60_000).map { _ in Cell(Int64.random(in: 0..<2000, using: &random), Int64.random(in: 0..<2000, using: &random)) }
        XCTAssertThrowsError(try repository.save(Board(name: "Noise", created: Date(), pattern: Pattern(cells: Array(Set(noise)))))) { error in
            XCTAssertEqual("\(error)", disk + "/life/boards.sqlite cannot be used: the disk is full; the file was left as it is")
        }

        let list = try life(["boards", "list"], data: disk)
        XCTAssertEqual(list.status, 0, list.err)
        XCTAssertTrue(list.out.contains("Glider"), list.out)
        let show = try life(["boards", "show", id, "--json"], data: disk)
        XCTAssertEqual(show.status, 0, show.err)
        let export = try life(["boards", "export", id, "-"], data: disk)
        XCTAssertEqual(export.status, 0, export.err)
        XCTAssertTrue(export.out.contains("bo$2bo$3o!"), export.out)

        let save = try life(["boards", "import", "-"], stdin: Fixtures.block, data: disk)
        XCTAssertEqual(save.status, 1)
        XCTAssertTrue(save.err.contains("the disk is full"), save.err)
    }

    func testAReadOnlyDiskIsReadAndSaidToBeReadOnlyWhenSaving() throws {
        let disk = try smallDisk()
        XCTAssertEqual(try life(["boards", "import", "-"], stdin: Fixtures.glider, data: disk).status, 0)
        let remount = try run("/bin/mount", ["-o", "remount,ro", disk])
        XCTAssertEqual(remount.status, 0, remount.err)

        let list = try life(["boards", "list", "--json"], data: disk)
        XCTAssertEqual(list.status, 0, list.err)
        XCTAssertTrue(list.out.contains("\"name\":\"Glider\""), list.out)
        let save = try life(["boards", "import", "-"], stdin: Fixtures.block, data: disk)
        XCTAssertEqual(save.status, 1)
        XCTAssertTrue(save.err.contains("read-only"), save.err)
    }

    /// The app on a read-only disk shows the boards and the session the file holds (from a copy
    /// in memory), and keeps what is saved for the run only, saying so: whether the database was
    /// closed cleanly or left with its write-ahead log (a killed app, or one SQLite left so), where
    /// SQLite opens the file and fails only at the first write.
    func testTheAppOnAReadOnlyDiskShowsItsBoardsAndSession() throws {
        let source = home + "/source"
        for withLog in [false, true] {
            let disk = try smallDisk(withLog ? "logged" : "clean")
            let environment = ["HOME": home!, "XDG_DATA_HOME": withLog ? source : disk, "XDG_CONFIG_HOME": home + "/config"]
            do {
                // Closed before the disk is remounted (an open file keeps it busy).
                let first = Persistence.open(environment: environment)
                _ = try first.store?.repository.create(name: "Glider", pattern: try RLEReader().read(Fixtures.glider))
                let board = Board(name: "Left open", created: Date(), pattern: Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0)]))
                try first.store?.repository.saveSession(Session(board: board, sourceID: nil))
                if withLog {
                    // The files as a killed app leaves them: the log holds the last writes.
                    try FileManager.default.createDirectory(atPath: disk + "/life", withIntermediateDirectories: true)
                    for suffix in ["", "-wal", "-shm"] {
                        try FileManager.default.copyItem(atPath: source + "/life/boards.sqlite" + suffix, toPath: disk + "/life/boards.sqlite" + suffix)
                    }
                    XCTAssertGreaterThan(try FileManager.default.attributesOfItem(atPath: disk + "/life/boards.sqlite-wal")[.size] as? Int ?? 0, 0)
                }
            }
            let remount = try run("/bin/mount", ["-o", "remount,ro", disk])
            XCTAssertEqual(remount.status, 0, remount.err)

            let opened = Persistence.open(environment: ["HOME": home, "XDG_DATA_HOME": disk, "XDG_CONFIG_HOME": home + "/config"])
            XCTAssertEqual(opened.store?.memoryOnly, true, "with the log: \(withLog)")
            XCTAssertEqual(try opened.store?.repository.list().map(\.name), ["Glider"], "the file's boards are listed")
            XCTAssertEqual(opened.session?.board.pattern.cells.count, 3, "and its session restored")
            XCTAssertTrue(opened.notices.last?.contains("read-only") == true, "\(opened.notices)")
            XCTAssertTrue(opened.notices.last?.hasSuffix("Its boards are shown; what you save is kept only until you quit") == true, "\(opened.notices)")
            _ = try opened.store?.repository.save(Board(name: "New", created: Date(), pattern: Pattern(cells: [Cell(0, 0)])))
            XCTAssertEqual(try opened.store?.repository.list().count, 2, "saved in the copy")
            let list = try life(["boards", "list", "--json"], data: disk)
            XCTAssertFalse(list.out.contains("New"), "the file is left as it was: \(list.out)")
        }
    }
}
