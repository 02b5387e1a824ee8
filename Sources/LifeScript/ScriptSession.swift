import Foundation
import LifeEngine

/// What a script acts on, as Golly's current layer: a universe with its rule and grid, a
/// selection, the step (base and exponent), a title and a clipboard; and how the script talks to
/// the person running it (`show`, `note`, `warn`, `getstring`). `life script` prints what it says;
/// the app will show it.
public final class ScriptSession {
    /// How a script talks: a line said (show, note, warn, exit's message), a question asked, and
    /// the universe shown (`g.update`).
    public struct Voice {
        /// What `g.show`, `g.note`, `g.warn` and `g.exit(message)` say.
        public var say: (String) -> Void
        /// The answer to `g.getstring(prompt, initial, title)`; nil when the person cancelled (the script stops).
        public var ask: (_ prompt: String, _ initial: String, _ title: String) -> String?
        /// Shows the universe as it is now.
        public var update: (ScriptSession) -> Void
        /// A message to read (`g.note`, `g.warn`, titled "Note" or "Warning"), waited on until read;
        /// false when the person cancelled (the script stops).
        public var tell: (_ title: String, _ message: String) -> Bool
        /// The path chosen in `g.opendialog` or `g.savedialog`; "" when the person cancelled.
        public var choose: (FileQuestion) -> String
        /// Frames the universe shown whole (`g.fit`).
        public var fit: () -> Void

        /// A voice saying through `say`, answering every question with its initial text (a file
        /// dialog with the path it suggests) unless told otherwise, showing nothing unless told.
        public init(say: @escaping (String) -> Void, ask: @escaping (String, String, String) -> String? = { _, initial, _ in initial },
                    update: @escaping (ScriptSession) -> Void = { _ in }, tell: ((String, String) -> Bool)? = nil,
                    choose: @escaping (FileQuestion) -> String = { $0.suggested }, fit: @escaping () -> Void = {}) {
            self.say = say
            self.ask = ask
            self.update = update
            self.choose = choose
            self.fit = fit
            self.tell = tell ?? { _, message in
                say(message)
                return true
            }
        }
    }

    /// The universe now.
    public private(set) var universe: any LifeAlgorithm
    /// The selection, if any (in Golly's coordinates).
    public internal(set) var selection: CellRect?
    /// The selection in the universe's own coordinates, as the app keeps it: what the app had
    /// selected goes to the script (Golly's selection scripts work on it) and what the script
    /// leaves selected comes back.
    public var selectionOnBoard: CellRect? {
        get { selection.map(inner) }
        set { selection = newValue.map(outer) }
    }
    /// The window title `g.new` gives (the pattern's name).
    public internal(set) var title: String
    /// Golly's step: `base` to the power `exponent` generations a `g.step()`.
    var stepBase: Int64 = 10, stepExponent = 0
    /// What `g.getclipstr`, `g.copy` and `g.paste` share.
    var clipboard = ""
    /// What `g.copy` put there last, exactly (every state, and the selection's size with its
    /// empty borders), while the clipboard still holds its text.
    var copied: (text: String, cells: CellArray, width: Int64, height: Int64)?
    /// The universe `g.reset` goes back to (the one the script started on, or opened last).
    var starting: KeptUniverse
    /// The comments of the pattern opened last (`g.getinfo`).
    var startingComments: [String]
    /// The folder relative paths are read from: the running script's (a script `g.open` runs reads
    /// from its own while it runs).
    var folder: String
    /// The folders `g.getdir` names (all the script's own folder until told otherwise).
    public var folders: ScriptFolders
    /// The colours of the states (Life's own unless the script set others).
    public var colours = ScriptColours()
    /// Golly's options and cursor mode as the script set them.
    var options = ScriptOptions()
    /// The file of the pattern opened last (`g.getpath`; "" for a new one).
    public var path = ""
    let voice: Voice
    /// The error a script caught and passed to `g.continue`, said once it ends.
    var continuedError: String?
    /// How many scripts `g.open` runs inside one another now.
    var openDepth = 0
    /// The message `g.exit` gave, once it has been called.
    var exitMessage: String?
    /// Whether the person running the script stopped it (looked at inside long runs and sleeps).
    public var isStopped: () -> Bool = { false }
    /// When the script started, for `g.millisecs`.
    private let started = Date()

    /// The name of Golly's algorithm for what Life runs the universe on (`g.getalgo`).
    var algorithmName: String {
        universe.leaps ? "HashLife" : universe.rule.largerThanLife != nil ? "Larger than Life"
            : universe.rule.states > 2 ? "Generations" : "QuickLife"
    }

    /// Golly's default base step for that algorithm: 8 for its hashing ones (HashLife,
    /// Generations), 10 for QuickLife and Larger than Life.
    var defaultBase: Int64 { ["HashLife", "Generations"].contains(algorithmName) ? 8 : 10 }

    /// Most live cells a session lists (a whole universe's cells, a rect's, a rule change); a
    /// universe larger than this stays a HashLife tree, as the app keeps it.
    public static let listLimit = PlaneLimits.listedCells

    /// A session on `universe` (handed over: the session changes it), called `name`, reading
    /// files relative to `folder`.
    public init(universe: any LifeAlgorithm, name: String?, comments: [String] = [], folder: String, voice: Voice) {
        self.universe = universe
        starting = universe.kept()
        startingComments = comments
        title = name ?? "untitled"
        self.folder = folder
        self.voice = voice
        folders = ScriptFolders(app: folder, data: folder, files: folder)
        stepBase = defaultBase
    }

    /// A session on `pattern` (an empty Life plane when nil), reading files relative to `folder`.
    public convenience init(pattern: Pattern?, folder: String, voice: Voice) {
        let pattern = pattern ?? Pattern(cells: [])
        self.init(universe: Self.make(pattern), name: pattern.name, comments: pattern.comments, folder: folder, voice: voice)
    }

    /// A macrocell file's tree when it holds more live cells than a session lists and HashLife
    /// runs its rule (such a file goes to a script as its tree); nil for any other text.
    public static func largeTree(_ text: String) -> MacrocellTree? {
        guard PatternFormat.recognize(text) == .macrocell, let tree = try? MacrocellCodec().parse(text),
              tree.population > UInt128(listLimit), Engines.hashLifeRuns(tree.rule, on: tree.topology) else { return nil }
        return tree
    }

    /// Whether the universe holds more live cells than a session lists.
    public var isHuge: Bool { universe.exactPopulation > UInt128(Self.listLimit) }

    /// A universe holding `pattern` at its generation.
    static func make(_ pattern: Pattern) -> any LifeAlgorithm {
        let universe = Engines.stepping(rule: pattern.rule, topology: pattern.topology)
        universe.load(pattern)
        universe.generation = pattern.generation
        return universe
    }

    /// The universe as a pattern, named by the title (callers keep to universes they may list).
    var pattern: Pattern {
        var pattern = universe.snapshot()
        pattern.name = title
        return pattern
    }

    /// Replaces the universe (a new pattern, a rule changed, a file opened).
    func replace(with pattern: Pattern, generation: Int64? = nil) {
        universe = Self.make(pattern)
        if let generation { universe.generation = generation }
    }

    /// Replaces the universe with one ready made (a HashLife tree read from a file).
    func replace(with universe: any LifeAlgorithm) {
        self.universe = universe
    }

    /// After a new universe or a file opened: no selection, the algorithm's base step, Life's
    /// colours, and the universe as it is now what `g.reset` goes back to.
    func beginAnew(title: String, comments: [String], path: String) {
        (selection, stepExponent, stepBase, self.title) = (nil, 0, defaultBase, title)
        (starting, startingComments, self.path) = (universe.kept(), comments, path)
        colours.reset()
    }

    /// Makes `g.reset` go back to `start` (in the app, the board's reset point: where its run began,
    /// as Golly's Reset does), until a file is opened.
    public func resets(to start: KeptUniverse) {
        starting = start
    }

    /// Where `g.reset` goes, when the universe has run on from it (a script that ran generations,
    /// as `goto.lua` does): the app's Reset goes there after it, as Golly's does.
    public var runStart: KeptUniverse? {
        starting.generation < universe.generation ? starting : nil
    }

    /// Takes the universe back to where the script started or last opened a file (`g.reset`).
    func reset() {
        universe = starting.universe()
    }

    /// A path as the script means it: relative to its folder unless absolute.
    func resolve(_ path: String) -> String {
        path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// Milliseconds since the script started.
    var milliseconds: Double { Date().timeIntervalSince(started) * 1000 }

    // MARK: Running

    /// Runs `generations` (HashLife's leaps for long runs of a rule it runs).
    func run(_ generations: Int64, for function: String) throws {
        guard generations > 0 else { return }
        guard PlaneLimits.canAdvance(universe.generation, by: generations) else {
            throw ScriptError("\(function) error: it would pass generation 2^62; \(PlaneLimits.generationMessage)")
        }
        if generations >= 1024, !universe.leaps {
            let leaping = EngineSwitch.leaping(universe, maxMemory: HashLife.defaultMaxMemory)
            if leaping.leaps { universe = leaping }
        }
        if universe.leaps {
            let stopped = isStopped
            try universe.advance(by: generations, isCancelled: stopped)
            if stopped() { throw ScriptError("aborted") }
        } else {
            // In slices, so Stop is not kept waiting by a long run.
            var left = generations
            while left > 0 {
                if isStopped() { throw ScriptError("aborted") }
                let slice = min(left, 256)
                universe.step(by: slice)
                left -= slice
            }
        }
        // Back to every-generation stepping, which a script's edits and small steps want, unless
        // only the tree can hold it.
        if universe.leaps, !isHuge { universe = EngineSwitch.stepping(universe) { Engines.stepping(rule: $0, topology: $1) } }
    }

    /// The generations a `g.step()` runs: base to the power exponent (1 for a negative exponent).
    var step: Int64 {
        guard stepExponent > 0 else { return 1 }
        var result: Int64 = 1
        for _ in 0..<stepExponent {
            let (next, overflow) = result.multipliedReportingOverflow(by: stepBase)
            if overflow { return Int64.max }
            result = next
        }
        return result
    }

    // MARK: Cells

    /// The live cells (and their states) in `rect` (Golly's coordinates), row by row, as Golly lists them.
    func cells(in rect: CellRect, for function: String = "getcells") throws -> CellArray {
        let area = inner(rect), origin = universe.topology.gollyOrigin
        let multiState = universe.rule.states > 2
        var found: [(cell: Cell, state: UInt8)] = []
        if area.width <= 64, area.height <= 64 {
            // A small rect is read cell by cell (row by row already), not by going through every
            // cell of the universe.
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let state = universe.state(at: Cell(x, y))
                    if state != 0 { found.append((Cell(x, y), state)) }
                }
            }
        } else {
            found = try listed(inside: area, for: function)
            found.sort { $0.cell.y != $1.cell.y ? $0.cell.y < $1.cell.y : $0.cell.x < $1.cell.x }
        }
        for i in found.indices {
            found[i].cell = Cell(found[i].cell.x - origin.x, found[i].cell.y - origin.y)
            if !multiState { found[i].state = 1 }
        }
        return CellArray(cells: found, multiState: multiState)
    }

    /// Most cells of a universe too large to list that Life reads in one rect (read in bands, a
    /// picture of the rect at one cell a unit).
    static let rectReadLimit: Int64 = 1 << 26

    /// The live cells (the universe's own coordinates) and their states inside `area`, or outside
    /// it; a universe too large to list is read within `area` only, a band of rows at a time.
    func listed(inside area: CellRect, outside: Bool = false, for function: String) throws -> [(cell: Cell, state: UInt8)] {
        guard isHuge else {
            // Each cell once: a decaying cell with its state, whether or not the engine lists it as live.
            let decaying = universe.decayingCells()
            var found: [(cell: Cell, state: UInt8)] = []
            universe.forEachLiveCell { cell in
                if area.contains(cell) != outside, decaying.isEmpty || decaying[cell] == nil { found.append((cell, 1)) }
            }
            for (cell, state) in decaying where area.contains(cell) != outside { found.append((cell, state)) }
            return found
        }
        guard !outside else {
            throw ScriptError("\(function) error: the universe has \(universe.exactPopulation) live cells, too many to list those "
                              + "outside the selection")
        }
        guard let bounds = universe.bounds, bounds.intersects(area) else { return [] }
        let x = max(area.x, bounds.x), y = max(area.y, bounds.y)
        let clip = CellRect(x: x, y: y, width: min(area.maxX, bounds.maxX) - x, height: min(area.maxY, bounds.maxY) - y)
        let (cells, overflow) = clip.width.multipliedReportingOverflow(by: clip.height)
        guard !overflow, cells <= Self.rectReadLimit else {
            throw ScriptError("\(function) error: the rect spans \(clip.width) x \(clip.height) cells of a universe too large to "
                              + "list (\(universe.exactPopulation) live cells); Life reads at most \(Self.rectReadLimit) cells of it")
        }
        var found: [(cell: Cell, state: UInt8)] = []
        let bandHeight = max(1, (1 << 22) / clip.width)
        var top = clip.y
        while top < clip.maxY {
            if isStopped() { throw ScriptError("aborted") }
            let height = min(bandHeight, clip.maxY - top)
            var raster = CellRaster(origin: Cell(clip.x, top), width: Int(clip.width), height: Int(height))
            universe.rasterize(into: &raster)
            for (i, count) in raster.units.enumerated() where count != 0 {
                found.append((Cell(clip.x + Int64(i % raster.width), top + Int64(i / raster.width)), raster.states.map { max($0[i], 1) } ?? 1))
            }
            guard found.count <= Self.listLimit else {
                throw ScriptError("\(function) error: the rect holds more than \(Self.listLimit) live cells, more than Life lists")
            }
            top += height
        }
        return found
    }

    /// Every live cell, row by row.
    func allCells() throws -> CellArray {
        guard let bounds = universe.bounds else { return CellArray(cells: [], multiState: universe.rule.states > 2) }
        return try cells(in: outer(bounds))
    }

    /// A cell in Golly's coordinates (a bounded grid's centred on its middle) in the universe's own.
    func inner(_ cell: Cell) -> Cell {
        let origin = universe.topology.gollyOrigin
        return Cell(cell.x &+ origin.x, cell.y &+ origin.y)
    }

    /// A rect in Golly's coordinates in the universe's own.
    func inner(_ rect: CellRect) -> CellRect {
        let corner = inner(Cell(rect.x, rect.y))
        return CellRect(x: corner.x, y: corner.y, width: rect.width, height: rect.height)
    }

    /// A rect of the universe in Golly's coordinates.
    func outer(_ rect: CellRect) -> CellRect { universe.topology.gollyCoordinates(of: rect) }

    /// Whether `cell` (the universe's own coordinates) lies where the universe has cells (a bounded
    /// grid's board, or anywhere on the plane).
    func check(_ cell: Cell, in function: String) throws {
        if let board = universe.topology.finiteBoard, !board.contains(cell) {
            let golly = universe.topology.gollyCoordinates(of: cell)
            throw ScriptError("\(function) error: cell (\(golly.x), \(golly.y)) is outside the grid")
        }
        guard PlaneLimits.contains(cell) else { throw ScriptError("\(function) error: cell (\(cell.x), \(cell.y)) is too far out") }
    }
}
