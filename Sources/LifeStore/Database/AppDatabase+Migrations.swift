import GRDB
import LifeEngine

extension AppDatabase {
    /// The schema's history. Never edit a registered migration: add a new one.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: boards") { db in
            try db.create(table: "board") { t in
                t.primaryKey("id", .text)
                // "saved" for the user's boards, "session" for the autosaved current universe.
                t.column("kind", .text).notNull()
                t.column("name", .text).notNull()
                t.column("createdAt", .double).notNull()
                t.column("updatedAt", .double).notNull()
                t.column("rule", .text).notNull()
                t.column("topology", .text).notNull()
                t.column("generation", .integer).notNull()
                t.column("population", .integer).notNull()
                t.column("boundsX", .integer)
                t.column("boundsY", .integer)
                t.column("boundsWidth", .integer)
                t.column("boundsHeight", .integer)
                t.column("cellsFormat", .text).notNull()
                t.column("cells", .text).notNull()
                t.column("startFormat", .text)
                t.column("startCells", .text)
                t.column("viewX", .double)
                t.column("viewY", .double)
                t.column("viewZoom", .double)
                t.column("previewWidth", .integer).notNull()
                t.column("previewHeight", .integer).notNull()
                t.column("preview", .blob).notNull()
                // For the session: the saved board it is editing, if any.
                t.column("sourceID", .text)
            }
            try db.create(index: "board_kind_updated", on: "board", columns: ["kind", "updatedAt"])
        }
        migrator.registerMigration("v2: run history") { db in
            // The run's figures over its length (RunHistoryCodec's bytes), nil when not kept.
            try db.alter(table: "board") { t in t.add(column: "history", .blob) }
        }
        migrator.registerMigration("v3: exact population") { db in
            // The live cells as exact decimal text: `population` (an INTEGER) stops at Int64.max,
            // and a HashLife universe goes past it. Nil: `population` is exact.
            try db.alter(table: "board") { t in t.add(column: "populationExact", .text) }
            // Boards saved capped before this column: their macrocell text still has the count.
            let capped = try Row.fetchAll(db, sql: "SELECT id, cells FROM board WHERE population = ? AND cellsFormat = 'mc'",
                                          arguments: [Int64.max])
            for row in capped {
                let cells: String = row["cells"]
                guard let tree = try? MacrocellCodec().parse(cells) else { continue }
                try db.execute(sql: "UPDATE board SET populationExact = ? WHERE id = ?",
                               arguments: [String(tree.population), row["id"] as String])
            }
        }
        migrator.registerMigration("v4: torus positions as Golly's") { db in
            // RLE now places a plain torus's cells as Golly does (its top-left cell at -w/2, -h/2),
            // as it always did other bounded grids: boards saved before keep their cells where they were.
            let rows = try Row.fetchAll(db, sql: "SELECT id, topology, cells, cellsFormat, startCells, startFormat FROM board WHERE topology LIKE 'T%'")
            for row in rows {
                guard case let .torus(w, h)? = try? BoardRow.topology(from: row["topology"]) else { continue }
                let shift = Cell(-(w / 2), -(h / 2))
                let cells: String = row["cells"], format: String = row["cellsFormat"] ?? "rle"
                let start: String? = row["startCells"], startFormat: String = row["startFormat"] ?? "rle"
                try db.execute(sql: "UPDATE board SET cells = ?, startCells = ? WHERE id = ?",
                               arguments: [format == "rle" ? Self.movingPosition(of: cells, by: shift) : cells,
                                           start.map { startFormat == "rle" ? Self.movingPosition(of: $0, by: shift) : $0 }, row["id"] as String])
            }
        }
        migrator.registerMigration("v5: whether a session is a file or board as opened") { db in
            try db.alter(table: "board") { t in t.add(column: "asOpened", .boolean) }
        }
        migrator.registerMigration("v6: whether a board's view framed all its life") { db in
            try db.alter(table: "board") { t in t.add(column: "viewFollows", .boolean) }
        }
        return migrator
    }

    /// RLE text with its `#CXRLE Pos=x,y` moved by `shift` (text without one is returned as it is).
    static func movingPosition(of rle: String, by shift: Cell) -> String {
        var lines = rle.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let index = lines.firstIndex(where: { $0.hasPrefix("#CXRLE") }) else { return rle }
        lines[index] = lines[index].split(separator: " ").map { part -> String in
            guard part.hasPrefix("Pos=") else { return String(part) }
            let numbers = part.dropFirst(4).split(separator: ",").compactMap { Int64($0) }
            guard numbers.count == 2 else { return String(part) }
            return "Pos=\(numbers[0] + shift.x),\(numbers[1] + shift.y)"
        }.joined(separator: " ")
        return lines.joined(separator: "\n")
    }
}
