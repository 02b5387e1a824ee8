import XCTest
import GRDB
import LifeEngine
import LifeTestSupport
@testable import LifeStore

/// A board whose population passes Int64 (a breeder jumped 2^40 generations: about 8.4e20 cells)
/// keeps its exact count through the database: saved, listed, loaded, and in databases written
/// before the exact column existed.
final class ExactPopulationTests: XCTestCase {
    /// The switch-engine breeder from the starter library, jumped 2^40 generations on HashLife.
    static func breeder(jumped generations: Int64 = 1 << 40) throws -> any LifeAlgorithm {
        let text = try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/switch-engine-breeder.rle"), encoding: .utf8)
        let hash = HashLife(rule: .conway)
        hash.load(try RLEReader().read(text).cells)
        try hash.advance(by: generations)
        return hash
    }

    func testAUniverseBeyondInt64IsSavedListedAndLoadedExactly() throws {
        let universe = try Self.breeder()
        XCTAssertGreaterThan(universe.exactPopulation, UInt128(Int64.max), "the fixture must pass Int64 to test anything")
        let repository = BoardRepository(database: try AppDatabase.inMemory())
        let board = try repository.create(name: "Breeder", universe: universe)
        XCTAssertEqual(board.exactPopulation, universe.exactPopulation)
        XCTAssertEqual(board.population, Int64.max, "the Int64 view is capped, not wrapped")
        XCTAssertEqual(try repository.list().map(\.exactPopulation), [universe.exactPopulation])
        let loaded = try repository.load(board.id)
        XCTAssertEqual(loaded.exactPopulation, universe.exactPopulation)
        XCTAssertEqual(loaded.summary.exactPopulation, universe.exactPopulation)
        XCTAssertEqual(loaded.bounds, universe.bounds)
        XCTAssertNotNil(loaded.macrocell)
    }

    func testACappedPopulationFromAnOlderCallerIsReadFromTheMacrocell() throws {
        let universe = try Self.breeder()
        let macrocell = try XCTUnwrap(universe.nativeMacrocell(comments: []))
        // What a caller that only knows the Int64 initializer passes.
        let board = Board(name: "Capped", created: Date(timeIntervalSince1970: 0), metadata: Pattern(cells: []), macrocell: macrocell,
                          population: Int64(clamping: universe.exactPopulation), bounds: universe.bounds,
                          preview: BoardPreview(width: 0, height: 0, bits: []))
        XCTAssertEqual(board.exactPopulation, universe.exactPopulation)
        let repository = BoardRepository(database: try AppDatabase.inMemory())
        try repository.restore(board)
        XCTAssertEqual(try repository.list().first?.exactPopulation, universe.exactPopulation)
    }

    func testABoardSavedCappedBeforeTheExactColumnIsCountedExactlyAfterMigrating() throws {
        let universe = try Self.breeder()
        let macrocell = try XCTUnwrap(universe.nativeMacrocell(comments: []))
        let folder = NSTemporaryDirectory() + "life-exact-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/boards.sqlite"
        // The schema as v2 left it, with a board whose population column was capped.
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: SchemaMigrationTests.firstSchema)
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v2: run history')")
            try db.execute(sql: "ALTER TABLE board ADD COLUMN history BLOB")
            try db.execute(sql: """
                INSERT INTO board (id, kind, name, createdAt, updatedAt, rule, topology, generation, population,
                                   cellsFormat, cells, previewWidth, previewHeight, preview)
                VALUES ('0C3B0E0A-5D4E-4C3B-9A21-0E8F7D6C5B4A', 'saved', 'Capped', 1, 1, 'B3/S23', 'plane', ?, ?, 'mc', ?, 0, 0, x'')
                """, arguments: [universe.generation, Int64.max, macrocell])
        }
        let repository = BoardRepository(database: try AppDatabase.open(at: path))
        let summaries = try repository.list()
        XCTAssertEqual(summaries.first { $0.name == "Capped" }?.exactPopulation, universe.exactPopulation)
        XCTAssertEqual(summaries.first { $0.name == "Old glider" }?.exactPopulation, 5, "an exact Int64 count is kept as it is")
    }
}
