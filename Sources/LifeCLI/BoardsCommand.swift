import ArgumentParser
import Foundation
import LifeEngine
import LifeStore

/// `life boards ...`: the saved-boards library on the same database as the app.
public struct BoardsCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "boards", abstract: "List, import, show, export and delete saved boards (the app's library).",
        discussion: "The boards live in $XDG_DATA_HOME/life/boards.sqlite, shared with the app. When another program holds a lock on it, "
            + "a command waits up to \(Int(busyTimeout)) s, then says the database is busy and exits with status 1.",
        subcommands: [BoardsList.self, BoardsImport.self, BoardsShow.self, BoardsExport.self, BoardsDelete.self, BoardsSoak.self],
        defaultSubcommand: BoardsList.self)

    /// Creates the command.
    public init() {}

    /// How long a command waits for a lock another program holds on the database (the app's own
    /// saves take far less), so a locked database is reported in moments, not after 10 s.
    static let busyTimeout: TimeInterval = 2

    /// The repository on `$XDG_DATA_HOME/life/boards.sqlite`. A database that cannot be opened is
    /// reported and left where it is (the app moves it aside when it starts).
    /// `reading`: the command only reads (list, show, export), so a database that cannot be
    /// written (a read-only file or disk, a full disk) is still read.
    static func repository(reading: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> BoardRepository {
        let path = AppPaths(environment: environment).boardDatabase
        do {
            let database = reading ? try AppDatabase.openForReading(at: path, busyTimeout: busyTimeout)
                                   : try AppDatabase.open(at: path, busyTimeout: busyTimeout)
            return BoardRepository(database: database)
        } catch let error as StoreError {
            throw CLIError("\(error)")
        } catch {
            throw CLIError("\(AppDatabase.isCorruption(error) ? "\(path): the board database is damaged (\(error))" : "\(AppDatabase.unavailable(path, error))")")
        }
    }

    /// Runs a store call, turning its errors into one clear line.
    static func storeCall<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as StoreError {
            throw CLIError(error.description)
        } catch let error as CLIError {
            throw error
        } catch where AppDatabase.isBusy(error) {
            throw CLIError(StoreError.databaseBusy(path: AppPaths(environment: ProcessInfo.processInfo.environment).boardDatabase).description)
        } catch {
            throw CLIError("the board database failed: \(error)")
        }
    }

    /// The JSON object for a board's metadata.
    static func json(_ s: BoardSummary) -> [String: Any] {
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var object: [String: Any] = [
            "id": s.id.uuidString, "name": s.name, "generation": s.generation, "population": exactNumber(s.exactPopulation),
            "rule": s.rule, "topology": s.topology.description,
            "created": iso.string(from: s.created), "updated": iso.string(from: s.updated),
        ]
        // In Golly's coordinates, as `life run` and the exported RLE's Pos give them (a bounded board centred on 0, 0).
        if let b = s.bounds.map(s.topology.gollyCoordinates) {
            object["bounds"] = ["x": b.x, "y": b.y, "width": b.width, "height": b.height]
        } else {
            object["bounds"] = NSNull()
        }
        return object
    }

    /// A whole number for `printJSON`, exactly however large: JSONSerialization stops at 64 bits,
    /// so a larger one travels as a marked string that `printJSON` writes back as bare digits.
    static func exactNumber(_ n: UInt128) -> Any {
        n <= UInt128(Int.max) ? Int(n) : exactNumberMarker + String(n)
    }

    /// Starts the strings `exactNumber` makes; a NUL and a fresh UUID, so no name can look like one.
    private static let exactNumberMarker = "\u{0}exact-number-\(UUID().uuidString):"

    /// A JSON value on one line, numbers from `exactNumber` as digits.
    static func jsonText(_ value: Any) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        var text = String(decoding: data, as: UTF8.self)
        // The marker as JSONSerialization writes it: the NUL escaped, inside quotes.
        let opening = "\"\\u0000" + exactNumberMarker.dropFirst()
        while let start = text.range(of: opening) {
            guard let end = text[start.upperBound...].firstIndex(of: "\"") else { break }
            text.replaceSubrange(start.lowerBound...end, with: text[start.upperBound..<end])
        }
        return text
    }

    /// Prints a JSON value on one line.
    static func printJSON(_ value: Any) throws {
        print(try jsonText(value))
    }
}

/// `life boards list [--json]`.
struct BoardsList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "Saved boards, most recently saved first.")

    @Flag(name: .long, help: "Print a JSON array of objects (id, name, generation, population, updated, ...).")
    var json = false

    func run() throws {
        let boards = try BoardsCommand.storeCall { try BoardsCommand.repository(reading: true).list() }
        if json {
            try BoardsCommand.printJSON(boards.map(BoardsCommand.json))
            return
        }
        if boards.isEmpty {
            print("No saved boards yet. Save one in the app (Ctrl+S) or run `life boards import FILE`.")
            return
        }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        for b in boards {
            let id = b.id.uuidString.prefix(8)
            print("\(id)  \(formatter.string(from: b.updated))  gen \(b.generation)  pop \(b.exactPopulation)  \(b.name.escapedForDisplay(limit: 120))")
        }
    }
}

/// `life boards import FILE [--name NAME]`.
struct BoardsImport: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "import", abstract: "Save a pattern file as a new board; prints its id.")

    @Argument(help: "Pattern file (any supported format), or - for standard input.")
    var file: String

    @Option(name: .long, help: "Board name (default: the pattern's name or the file name).")
    var name: String?

    func run() throws {
        let text = try PatternInput.text(file)
        let shownName = file == "-" ? "<stdin>" : file
        let format = file == "-" ? nil : PatternFormat(patternFileName: file)
        if (PatternFormat.recognize(text) ?? format) == .macrocell, let universe = try Self.hugeUniverse(text, name: shownName) {
            // Too many cells to list: the tree goes into HashLife as it is, as `life run` takes it.
            let board = try BoardsCommand.storeCall {
                try BoardsCommand.repository().create(name: boardName(for: Pattern(cells: [])), universe: universe)
            }
            print(board.id.uuidString)
            return
        }
        let pattern = try PatternInput.parse(text, name: shownName, format: format)
        let board = try BoardsCommand.storeCall {
            try BoardsCommand.repository().create(name: boardName(for: pattern), pattern: pattern, start: pattern)
        }
        print(board.id.uuidString)
    }

    /// The file's name without folder and extension ("Imported board" for standard input).
    private var fileStem: String {
        file == "-" ? "Imported board" : String(((file as NSString).lastPathComponent as NSString).deletingPathExtension)
    }

    /// A macrocell file's universe in HashLife when it holds more cells than a board lists
    /// (`Board.listLimit`); nil for a smaller one (listed like any file) or one on a torus.
    static func hugeUniverse(_ text: String, name: String) throws -> (any LifeAlgorithm)? {
        let tree: MacrocellTree
        do { tree = try MacrocellCodec().parse(text) } catch let error as PatternParseError {
            throw CLIError("\(name.escapedForDisplay(limit: 200)):\(error.line):\(error.column): \(error.message)")
        }
        guard tree.population > UInt128(Board.listLimit), tree.topology == .plane else { return nil }
        do {
            return try EngineSwitch.universe(from: tree, maxMemory: HashLife.defaultMaxMemory)
        } catch {
            throw CLIError("\(name.escapedForDisplay(limit: 200)): \(error)")
        }
    }

    /// The name asked for, else the pattern's own, else the file's.
    private func boardName(for pattern: Pattern) -> String {
        // A name from the file is shortened to fit (a name typed with --name must fit as it is).
        let fromFile = String(String.UnicodeScalarView((pattern.name ?? "").unicodeScalars.filter { $0.properties.generalCategory != .control }))
            .trimmingCharacters(in: .whitespaces)
        return name ?? String((fromFile.isEmpty ? fileStem : fromFile).prefix(BoardRepository.maxNameLength))
    }
}

/// `life boards show ID [--json]`.
struct BoardsShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "A board's details and a small picture of it.")

    @Argument(help: "Board id (or its first characters, when unique).")
    var id: String

    @Flag(name: .long, help: "Print a JSON object with the metadata and the cells as RLE (macrocell for huge boards).")
    var json = false

    func run() throws {
        let board = try BoardsCommand.storeCall { try BoardsCommand.repository(reading: true).load(id) }
        let summary = board.summary
        if json {
            var object = BoardsCommand.json(summary)
            // A board too large to list its cells carries them as macrocell text instead.
            if let macrocell = board.macrocell { object["macrocell"] = macrocell } else { object["rle"] = PatternFormat.rle.write(board.pattern) }
            try BoardsCommand.printJSON(object)
            return
        }
        print("id:         \(summary.id.uuidString)")
        print("name:       \(summary.name.escapedForDisplay(limit: 120))")
        print("rule:       \(summary.rule)  (\(summary.topology))")
        print("generation: \(summary.generation)")
        print("population: \(summary.exactPopulation)")
        if let b = summary.bounds.map(summary.topology.gollyCoordinates) { print("bounds:     \(b.width)x\(b.height) at (\(b.x), \(b.y))") }
        print("saved:      \(summary.updated)")
        let p = summary.preview
        for y in stride(from: 0, to: p.height, by: 2) {
            // Two preview rows per text line with half-block characters.
            var line = ""
            for x in 0..<p.width {
                switch (p.isSet(x: x, y: y), p.isSet(x: x, y: y + 1)) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += "·"
                }
            }
            print(line)
        }
    }
}

/// `life boards export ID OUT`.
struct BoardsExport: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Write a board as a pattern file (format by extension).")

    @Argument(help: "Board id (or its first characters, when unique).")
    var id: String

    @Argument(help: "File to write: .rle, .cells, .lif/.life or .mc (- writes RLE to standard output).")
    var output: String

    func run() throws {
        let board = try BoardsCommand.storeCall { try BoardsCommand.repository(reading: true).load(id) }
        var pattern = board.pattern
        if pattern.name == nil { pattern.name = board.name }
        try PatternOutput.write(pattern, macrocell: board.macrocell, to: output)
    }
}

/// `life boards delete ID`.
struct BoardsDelete: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "delete", abstract: "Delete a saved board.")

    @Argument(help: "Board id (or its first characters, when unique).")
    var id: String

    func run() throws {
        try BoardsCommand.storeCall {
            let repository = try BoardsCommand.repository()
            let board = try repository.find(id)
            let deleted = try repository.delete(board.id)
            print("Deleted \(board.name.escapedForDisplay(limit: 120)) (\(board.id.uuidString))"
                  + (deleted == nil ? "; its cells were damaged" : ""))
        }
    }
}

/// `life boards soak`: saves one board over and over, printing each committed generation (a
/// durability check: kill it at any moment and the database still opens with the last one intact).
struct BoardsSoak: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "soak", abstract: "Save a board repeatedly (durability check).",
                                                    shouldDisplay: false)

    @Option(name: .long, help: "How many saves.")
    var count = 1000

    func run() throws {
        try BoardsCommand.storeCall {
            let repository = try BoardsCommand.repository()
            let universe = TiledLife(rule: .conway)
            universe.load(Fixture.acorn)
            var board = try repository.create(name: "Soak", pattern: universe.snapshot())
            for _ in 0..<count {
                universe.step(by: 1)
                board.pattern = universe.snapshot()
                board = try repository.save(board)
                FileHandle.standardOutput.write(Data("committed \(board.id.uuidString) \(board.pattern.generation) \(board.population)\n".utf8))
            }
        }
    }

    private enum Fixture {
        static let acorn = [Cell(1, 0), Cell(3, 1), Cell(0, 2), Cell(1, 2), Cell(4, 2), Cell(5, 2), Cell(6, 2)]
    }
}
