import Foundation
import LifeTestSupport
import XCTest

/// `life boards` says what is wrong as it is: a folder or a dangling link where the database
/// goes (not "check the permissions"), an id prefix too short to pick a board by (not "no board
/// has the id"); and reading commands work on a full or read-only disk, where writing ones say so.
final class StoreMessagesTests: XCTestCase {
    private var home: String!
    private var mounted: String?

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        home = NSTemporaryDirectory() + "life-messages-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home + "/life", withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let mounted { _ = try? run("/bin/umount", [mounted]) }
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
    private func smallDisk() throws -> String {
        let point = home + "/disk"
        try FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
        let mount = try run("/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", point])
        guard mount.status == 0 else { throw XCTSkip("cannot mount a small disk here (\(mount.err)); run as root to test a full disk") }
        mounted = point
        return point
    }

    func testAFullDiskStillListsAndSaysItIsFullWhenSaving() throws {
        let disk = try smallDisk()
        let imported = try life(["boards", "import", "-"], stdin: Fixtures.glider, data: disk)
        XCTAssertEqual(imported.status, 0, imported.err)
        let id = imported.out.trimmingCharacters(in: .whitespacesAndNewlines)
        // Fill the disk to the last byte.
        _ = try run("/bin/dd", ["if=/dev/zero", "of=\(disk)/fill", "bs=4096"])

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
}
