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
        return migrator
    }
}
