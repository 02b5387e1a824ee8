import Foundation
import LifeEngine
import LifeStore
import LifeTestSupport
import XCTest

final class BoardsCommandTests: XCTestCase {
    private var home: String!

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        home = NSTemporaryDirectory() + "life-boards-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let home { try? FileManager.default.removeItem(atPath: home) }
    }

    private func life(_ arguments: [String], stdin: String = "") throws -> (status: Int32, out: String, err: String) {
        try LifeExecutable.run(arguments, stdin: stdin, environment: ["XDG_DATA_HOME": home])
    }

    func testNamesReachTheTerminalEscapedAndLongOnesAreShortened() throws {
        let hostile = try life(["boards", "import", "-", "--name", "\u{1B}[31mred\nline"], stdin: Fixtures.glider)
        XCTAssertEqual(hostile.status, 0, hostile.err)
        let list = try life(["boards", "list"])
        XCTAssertFalse(list.out.contains("\u{1B}"), list.out)
        XCTAssertTrue(list.out.contains("\\u{1B}[31mred\\u{A}line"), list.out)
        XCTAssertEqual(list.out.split(separator: "\n").count, 1, "one line per board")
        let show = try life(["boards", "show", hostile.out.trimmingCharacters(in: .whitespacesAndNewlines)])
        XCTAssertFalse(show.out.contains("\u{1B}"), show.out)
        // A #N name too long for a board is shortened on import, with control characters dropped.
        let long = "#N " + String(repeating: "n", count: 300) + "\u{7}\nx = 1, y = 1\no!"
        let imported = try life(["boards", "import", "-"], stdin: long)
        XCTAssertEqual(imported.status, 0, imported.err)
        let json = try life(["boards", "list", "--json"])
        let names = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [[String: Any]]).compactMap { $0["name"] as? String }
        XCTAssertTrue(names.contains(String(repeating: "n", count: 120)), "\(names)")
    }

    func testImportListShowExportDelete() throws {
        let imported = try life(["boards", "import", "-", "--name", "Gun"], stdin: Fixtures.gosperGun)
        XCTAssertEqual(imported.status, 0, imported.err)
        let id = imported.out.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotNil(UUID(uuidString: id), imported.out)
        let second = try life(["boards", "import", "-"], stdin: Fixtures.glider)
        XCTAssertEqual(second.status, 0, second.err)

        let list = try life(["boards", "list", "--json"])
        XCTAssertEqual(list.status, 0, list.err)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(list.out.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.count, 2)
        XCTAssertEqual(array.map { $0["name"] as? String }, ["Glider", "Gun"], "newest first; the pattern's #N names the glider")
        XCTAssertEqual(array[1]["id"] as? String, id)
        XCTAssertEqual(array[1]["population"] as? Int, 36)
        XCTAssertEqual(array[1]["generation"] as? Int, 0)
        XCTAssertNotNil(array[1]["updated"] as? String)

        let show = try life(["boards", "show", String(id.prefix(8)), "--json"])
        XCTAssertEqual(show.status, 0, show.err)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(show.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "Gun")
        let rle = try XCTUnwrap(object["rle"] as? String)
        XCTAssertEqual(Set(Fixtures.pattern(rle).cells), Set(Fixtures.pattern(Fixtures.gosperGun).cells))
        let text = try life(["boards", "show", id])
        XCTAssertTrue(text.out.contains("population: 36"), text.out)

        let out = home + "/gun.mc"
        let export = try life(["boards", "export", id, out])
        XCTAssertEqual(export.status, 0, export.err)
        let written = try PatternFormat.macrocell.read(String(contentsOfFile: out, encoding: .utf8))
        XCTAssertEqual(Set(written.cells), Set(Fixtures.pattern(Fixtures.gosperGun).cells))

        XCTAssertEqual(try life(["boards", "delete", id]).status, 0)
        let missing = try life(["boards", "show", id])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.err.contains("no saved board has the id \(id)"), missing.err)
        let after = try JSONSerialization.jsonObject(with: Data(try life(["boards", "list", "--json"]).out.utf8)) as? [[String: Any]]
        XCTAssertEqual(after?.count, 1)
    }

    /// A board on a bounded grid gives its bounds in Golly's coordinates, as its RLE's Pos and
    /// `life run` do (Golly centres a board on 0, 0): a glider at Pos=-10,-10 on a 30x20 torus.
    func testABoundedBoardsBoundsAreInGollysCoordinates() throws {
        let text = "#CXRLE Pos=-10,-10\nx = 3, y = 3, rule = B3/S23:T30,20\nbo$2bo$3o!\n"
        let imported = try life(["boards", "import", "-", "--name", "Torus glider"], stdin: text)
        XCTAssertEqual(imported.status, 0, imported.err)
        let id = imported.out.trimmingCharacters(in: .whitespacesAndNewlines)
        let show = try life(["boards", "show", id])
        XCTAssertTrue(show.out.contains("bounds:     3x3 at (-10, -10)"), show.out)
        let json = try life(["boards", "show", id, "--json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        let bounds = try XCTUnwrap(object["bounds"] as? [String: Int])
        XCTAssertEqual(bounds, ["x": -10, "y": -10, "width": 3, "height": 3])
        XCTAssertTrue((object["rle"] as? String)?.contains("Pos=-10,-10") == true, "\(object["rle"] ?? "")")
        let run = try LifeExecutable.run(["run", "-", "--generations", "0"], stdin: text)
        XCTAssertTrue(run.out.contains("bounds 3x3 at (-10, -10)"), run.out)
    }

    func testBadInputIsReportedClearly() throws {
        let broken = try life(["boards", "import", "-"], stdin: "x = 3, y = 3\nbo$2bz$3o!")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.err.contains("<stdin>:2:6"), broken.err)
        let folder = home + "/life"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder + "/boards.sqlite", contents: Data(repeating: 0x41, count: 4096))
        let corrupt = try life(["boards", "list"])
        XCTAssertEqual(corrupt.status, 1)
        XCTAssertTrue(corrupt.err.contains("boards.sqlite"), corrupt.err)
        XCTAssertEqual(FileManager.default.contents(atPath: folder + "/boards.sqlite"), Data(repeating: 0x41, count: 4096),
                       "the command line never moves or changes a damaged database")
    }

    /// Kills a process with SIGKILL while it saves over and over; the database must open and hold
    /// the last committed board (or the one committed just after it was announced), intact.
    func testAKilledWriterLeavesTheLastCommittedBoardIntact() throws {
        let process = Process()
        process.executableURL = LifeExecutable.url
        process.arguments = ["boards", "soak", "--count", "1000000"]
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": home]) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var buffer = ""
        var lastCommitted: (id: String, generation: Int64)?
        func take(_ data: Data) {
            buffer += String(decoding: data, as: UTF8.self)
            let lines = buffer.split(separator: "\n", omittingEmptySubsequences: false)
            buffer = String(lines.last ?? "")
            for line in lines.dropLast() {
                let parts = line.split(separator: " ")
                if parts.count == 4, parts[0] == "committed", let generation = Int64(parts[2]) {
                    lastCommitted = (String(parts[1]), generation)
                }
            }
        }
        let deadline = Date().addingTimeInterval(60)
        while (lastCommitted?.generation ?? 0) < 300 && Date() < deadline {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            take(data)
        }
        // The writer is stopped first and what it announced until then is read too: it keeps
        // saving while the lines above are read (on a busy machine, several saves).
        kill(process.processIdentifier, SIGSTOP)
        usleep(100_000)
        let descriptor = output.fileHandleForReading.fileDescriptor
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while case let count = read(descriptor, &chunk, chunk.count), count > 0 { take(Data(chunk[..<count])) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        let last = try XCTUnwrap(lastCommitted, "the writer never committed")

        let repository = BoardRepository(database: try AppDatabase.open(at: home + "/life/boards.sqlite"))
        let board = try repository.load(last.id)
        XCTAssertTrue([last.generation, last.generation + 1].contains(board.pattern.generation),
                      "stored \(board.pattern.generation), last announced \(last.generation)")
        let reference = SparseLife(rule: .conway)
        reference.load([Cell(1, 0), Cell(3, 1), Cell(0, 2), Cell(1, 2), Cell(4, 2), Cell(5, 2), Cell(6, 2)])
        reference.step(by: board.pattern.generation)
        XCTAssertEqual(Set(board.pattern.cells), Set(reference.liveCells()), "the cells are the acorn's at that generation")
        XCTAssertEqual(board.preview, BoardPreview(board.pattern))
    }
}

final class HugeBoardExportTests: XCTestCase {
    func testAHugeBoardExportsAsMacrocellOnly() throws {
        try LifeExecutable.requireBuilt()
        let home = NSTemporaryDirectory() + "life-huge-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let gun = HashLife()
        gun.load(Fixtures.pattern(Fixtures.gosperGun).cells)
        try gun.advance(by: 1 << 40)
        let metadata = Pattern(cells: [], rule: .conway, generation: gun.generation)
        let board = Board(name: "Gun at 2^40", created: Date(), metadata: metadata, macrocell: gun.macrocellText(),
                          population: Int64(clamping: gun.exactPopulation), bounds: gun.bounds,
                          preview: BoardPreview(width: 0, height: 0, bits: []))
        let repository = BoardRepository(database: try AppDatabase.open(at: home + "/life/boards.sqlite"))
        try repository.save(board)
        let env = ["XDG_DATA_HOME": home]
        let rle = try LifeExecutable.run(["boards", "export", board.id.uuidString, home + "/out.rle"], environment: env)
        XCTAssertEqual(rle.status, 1)
        XCTAssertTrue(rle.err.contains("export it as .mc"), rle.err)
        let mc = try LifeExecutable.run(["boards", "export", board.id.uuidString, home + "/out.mc"], environment: env)
        XCTAssertEqual(mc.status, 0, mc.err)
        let tree = try MacrocellCodec().parse(String(contentsOfFile: home + "/out.mc", encoding: .utf8))
        XCTAssertEqual(tree.population, 183_251_938_004)
        let list = try LifeExecutable.run(["boards", "list", "--json"], environment: env)
        XCTAssertTrue(list.out.contains("183251938004"), list.out)
    }
}
