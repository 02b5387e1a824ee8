import XCTest
import GRDB
import LifeEngine
import LifeTestSupport
@testable import LifeStore

/// A database written by the first released schema, by hand in SQL (not by the current code),
/// opens with the current code and keeps its boards. When a migration is added, this file is
/// what it must still read.
final class SchemaMigrationTests: XCTestCase {
    static let firstSchema = """
        CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
        INSERT INTO grdb_migrations VALUES ('v1: boards');
        CREATE TABLE "board" ("id" TEXT PRIMARY KEY, "kind" TEXT NOT NULL, "name" TEXT NOT NULL,
          "createdAt" DOUBLE NOT NULL, "updatedAt" DOUBLE NOT NULL, "rule" TEXT NOT NULL, "topology" TEXT NOT NULL,
          "generation" INTEGER NOT NULL, "population" INTEGER NOT NULL, "boundsX" INTEGER, "boundsY" INTEGER,
          "boundsWidth" INTEGER, "boundsHeight" INTEGER, "cellsFormat" TEXT NOT NULL, "cells" TEXT NOT NULL,
          "startFormat" TEXT, "startCells" TEXT, "viewX" DOUBLE, "viewY" DOUBLE, "viewZoom" DOUBLE,
          "previewWidth" INTEGER NOT NULL, "previewHeight" INTEGER NOT NULL, "preview" BLOB NOT NULL, "sourceID" TEXT);
        CREATE INDEX "board_kind_updated" ON "board"("kind", "updatedAt");
        INSERT INTO board VALUES ('6F1C2B7A-5D4E-4C3B-9A21-0E8F7D6C5B4A', 'saved', 'Old glider', 1700000000, 1700000100,
          'B3/S23', 'plane', 42, 5, 0, 0, 3, 3, 'rle', '#CXRLE Pos=0,0 Gen=42
        x = 3, y = 3, rule = B3/S23
        bo$2bo$3o!', NULL, NULL, 1.5, 1.5, 20, 3, 3, x'402060', NULL);
        INSERT INTO board VALUES ('0B7E4C1D-2A3F-4E5D-8C9B-1A2B3C4D5E6F', 'saved', 'Torus glider', 1700000000, 1700000100,
          'B3/S23', 'T24,20', 7, 5, 20, 3, 3, 3, 'rle', '#CXRLE Pos=20,3 Gen=7
        x = 3, y = 3, rule = B3/S23:T24,20
        bo$2bo$3o!', 'rle', '#CXRLE Pos=1,1 Gen=0
        x = 3, y = 3, rule = B3/S23:T24,20
        bo$2bo$3o!', NULL, NULL, NULL, 3, 3, x'402060', NULL);
        """

    func testABoardSavedByTheFirstSchemaOpens() throws {
        let folder = NSTemporaryDirectory() + "life-schema-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/boards.sqlite"
        try DatabaseQueue(path: path).write { try $0.execute(sql: Self.firstSchema) }

        let repository = BoardRepository(database: try AppDatabase.open(at: path))
        let summaries = try repository.list()
        XCTAssertEqual(Set(summaries.map(\.name)), ["Old glider", "Torus glider"])
        let board = try repository.load(UUID(uuidString: "6F1C2B7A-5D4E-4C3B-9A21-0E8F7D6C5B4A")!)
        XCTAssertEqual(board.pattern.cells, [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)])
        XCTAssertEqual(board.pattern.generation, 42)
        XCTAssertEqual(board.view, BoardView(centerX: 1.5, centerY: 1.5, zoom: 20))
        XCTAssertTrue(board.preview.isSet(x: 1, y: 0) && board.preview.isSet(x: 2, y: 1) && board.preview.isSet(x: 0, y: 2))
        XCTAssertEqual(board.created, Date(timeIntervalSince1970: 1_700_000_000))
        XCTAssertNil(board.history, "the first schema kept no history")
        // A torus board's cells were written where Life kept them (0 to w-1); RLE now gives Golly's
        // places (-w/2 to w/2-1), and the migration moved the stored position so they stay put.
        let torus = try repository.load(UUID(uuidString: "0B7E4C1D-2A3F-4E5D-8C9B-1A2B3C4D5E6F")!)
        XCTAssertEqual(torus.pattern.topology, .torus(width: 24, height: 20))
        XCTAssertEqual(torus.pattern.cells, [Cell(21, 3), Cell(22, 4), Cell(20, 5), Cell(21, 5), Cell(22, 5)])
        XCTAssertEqual(torus.start?.cells, [Cell(2, 1), Cell(3, 2), Cell(1, 3), Cell(2, 3), Cell(3, 3)])
    }
}
