import CLua
import Foundation
import LifeEngine
import LifeStore

/// Golly's Lua API (`local g = golly()`) over a `ScriptSession`: each function reads its
/// arguments, acts on the session and pushes its results as Golly documents them (cell arrays as
/// flat lists, rects as {x, y, width, height}, generation and population as strings). A function
/// Life has no use for without Golly's window (layers, overlay, events) fails naming itself.
enum GollyAPI {
    /// A function's body: it returns how many results it pushed.
    typealias Body = (LuaArguments, ScriptSession) throws -> Int

    /// Raised by `g.exit`: the script ends without an error.
    struct Exit: Error {}

    /// An error that already says where it happened, raised as it is (scripts opened too deep:
    /// said once, not once a level).
    struct Located: Error {
        let message: String
    }

    /// Runs `body` for the function `name` on the session the Lua function carries; a thrown
    /// error becomes the Lua error "FILE:LINE: message" (raised from C).
    static func call(_ state: OpaquePointer?, _ name: String, _ body: Body) -> Int32 {
        guard let state, let context = life_lua_context(state) else { return 0 }
        let session = Unmanaged<ScriptSession>.fromOpaque(context).takeUnretainedValue()
        do {
            return Int32(try body(LuaArguments(state: state, function: name), session))
        } catch is Exit {
            lua_pushstring(state, "exit")
            return -1
        } catch let located as Located {
            lua_pushstring(state, located.message)
            return -1
        } catch {
            luaL_where(state, 1)
            lua_pushstring(state, "\(error)")
            lua_concat(state, 2)
            return -1
        }
    }

    /// Every name `golly()` offers, with its function.
    static let functions: [(String, life_lua_function)] = [
        ("copy", copyFunction),
        ("cut", cutFunction),
        ("paste", pasteFunction),
        ("getclip", getclipFunction),
        ("advance", advanceFunction),
        ("getfiles", getfilesFunction),
        ("new", newFunction),
        ("open", openFunction),
        ("save", saveFunction),
        ("load", loadFunction),
        ("store", storeFunction),
        ("parse", parseFunction),
        ("transform", transformFunction),
        ("join", joinFunction),
        ("evolve", evolveFunction),
        ("putcells", putcellsFunction),
        ("getcells", getcellsFunction),
        ("getcell", getcellFunction),
        ("setcell", setcellFunction),
        ("getrect", getrectFunction),
        ("getselrect", getselrectFunction),
        ("select", selectFunction),
        ("clear", clearFunction),
        ("shrink", shrinkFunction),
        ("run", runFunction),
        ("step", stepFunction),
        ("setstep", setstepFunction),
        ("getstep", getstepFunction),
        ("setbase", setbaseFunction),
        ("getbase", getbaseFunction),
        ("reset", resetFunction),
        ("getgen", getgenFunction),
        ("setgen", setgenFunction),
        ("getpop", getpopFunction),
        ("empty", emptyFunction),
        ("hash", hashFunction),
        ("numstates", numstatesFunction),
        ("setrule", setruleFunction),
        ("getrule", getruleFunction),
        ("getwidth", getwidthFunction),
        ("getheight", getheightFunction),
        ("setalgo", setalgoFunction),
        ("getalgo", getalgoFunction),
        ("numalgos", numalgosFunction),
        ("show", showFunction),
        ("note", noteFunction),
        ("warn", warnFunction),
        ("error", errorFunction),
        ("getstring", getstringFunction),
        ("continue", continueFunction),
        ("opendialog", opendialogFunction),
        ("savedialog", savedialogFunction),
        ("exit", exitFunction),
        ("millisecs", millisecsFunction),
        ("sleep", sleepFunction),
        ("getname", getnameFunction),
        ("setname", setnameFunction),
        ("settitle", settitleFunction),
        ("getinfo", getinfoFunction),
        ("getpath", getpathFunction),
        ("getdir", getdirFunction),
        ("setdir", setdirFunction),
        ("getclipstr", getclipstrFunction),
        ("setclipstr", setclipstrFunction),
        ("os", osFunction),
        ("randfill", randfillFunction),
        ("flip", flipFunction),
        ("rotate", rotateFunction),
        ("getoption", getoptionFunction),
        ("setoption", setoptionFunction),
        ("getcursor", getcursorFunction),
        ("getcolors", getcolorsFunction),
        ("setcolors", setcolorsFunction),
        ("setcursor", setcursorFunction),
        ("getmag", getmagFunction),
        ("visrect", visrectFunction),
        ("getpos", getposFunction),
    ]
    + [("update", updateFunction), ("fit", fitFunction), ("fitsel", fitFunction)]
    + ["autoupdate", "setmag", "setpos", "check", "doevent",
       "setview", "savechanges"].map { ($0, nothingFunction) }

    /// `g.copy`: the selection's cells as RLE on the clipboard, its top-left corner at (0, 0).
    private static let copyFunction: life_lua_function = { call($0, "copy") { _, s in
        try copySelection(s, in: "copy")
        return 0
    } }

    /// `g.cut`: copied, then cleared.
    private static let cutFunction: life_lua_function = { call($0, "cut") { _, s in
        let area = s.inner(try copySelection(s, in: "cut"))
        for (cell, _) in try s.listed(inside: area, for: "cut") { s.universe.setState(0, at: cell) }
        return 0
    } }

    /// `g.paste(x, y, mode)`: the clipboard's pattern put with its top-left corner at x, y.
    private static let pasteFunction: life_lua_function = { call($0, "paste") { a, s in
        let (cells, _, _) = try clipboardPattern(s, in: "paste")
        try put(cells.transformed(try a.integer(1), try a.integer(2), 1, 0, 0, 1), into: s, mode: try a.string(3, or: "or").lowercased(),
                in: "paste")
        return 0
    } }

    /// `g.getclip()`: the clipboard pattern's width, height and cells.
    private static let getclipFunction: life_lua_function = { call($0, "getclip") { a, s in
        let (cells, width, height) = try clipboardPattern(s, in: "getclip")
        a.push(width)
        a.push(height)
        a.push(cells.flat)
        return 3
    } }

    /// `g.advance(where, n)`: the cells inside (0) or outside (1) the selection run on by n
    /// generations on their own, the generation count unchanged; what leaves that part goes.
    private static let advanceFunction: life_lua_function = { call($0, "advance") { a, s in
        guard let selection = s.selection else { throw ScriptError("advance error: there is no selection") }
        let outside = try a.integer(1) != 0, generations = try a.integer(2)
        guard generations >= 0 else { throw ScriptError("advance error: the number of generations is negative") }
        let area = s.inner(selection)
        let part = try s.listed(inside: area, outside: outside, for: "advance")
        let scratch = ScriptSession(pattern: Pattern(cells: [], rule: s.universe.rule, topology: s.universe.topology), folder: s.folder, voice: s.voice)
        for (cell, state) in part {
            scratch.universe.setState(state, at: cell)
            s.universe.setState(0, at: cell)
        }
        try scratch.run(generations, for: "advance")
        for (cell, state) in try scratch.listed(inside: area, outside: outside, for: "advance") { s.universe.setState(state, at: cell) }
        return 0
    } }

    /// `g.getfiles(folder)`: its files, then its folders (ending in "/").
    private static let getfilesFunction: life_lua_function = { call($0, "getfiles") { a, s in
        let folder = s.resolve(try a.path(1))
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
            throw ScriptError("getfiles error: \(folder) is not a folder that can be read")
        }
        var files: [String] = [], folders: [String] = []
        for name in names.sorted() {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
            if isFolder.boolValue { folders.append(name + "/") } else { files.append(name) }
        }
        a.push(strings: files + folders)
        return 1
    } }

    /// `g.update`: the universe shown as it is.
    private static let updateFunction: life_lua_function = { call($0, "update") { _, s in
        s.voice.update(s)
        return 0
    } }

    /// `g.fit()`, `g.fitsel()`: the board shown as it is, framed whole (headless: nothing).
    private static let fitFunction: life_lua_function = { call($0, "fit") { _, s in
        s.voice.update(s)
        s.voice.fit()
        return 0
    } }

    /// What the functions of Golly's view (setmag, setpos ...) do without one: nothing.
    private static let nothingFunction: life_lua_function = { _ in 0 }

    // MARK: Functions

    private static let newFunction: life_lua_function = { call($0, "new") { a, s in
            let title = try a.string(1, or: "")
            s.replace(with: Pattern(cells: [], rule: s.universe.rule, topology: s.universe.topology))
            s.beginAnew(title: title.isEmpty ? s.title : title, comments: [], path: "")
            return 0
        } }

    /// `g.open(path)`: a pattern file becomes the universe; a Lua script runs, as Golly runs it.
    private static let openFunction: life_lua_function = { call($0, "open") { a, s in
            let path = s.resolve(try a.path(1))
            if path.lowercased().hasSuffix(".lua") {
                try runScript(path, on: a, s)
                return 0
            }
            if path.lowercased().hasSuffix(".zip") {
                throw ScriptError("open error: Life does not open .zip files (Golly's hold rules and patterns); unpack it and open the pattern inside")
            }
            let text = try readText(path, in: "open"), name = (path as NSString).lastPathComponent
            if let tree = ScriptSession.largeTree(text) {
                // Too many cells to list: the universe is its HashLife tree.
                s.replace(with: try EngineSwitch.universe(from: tree, maxMemory: HashLife.defaultMaxMemory))
                s.beginAnew(title: name, comments: tree.comments, path: path)
                return 0
            }
            var pattern = try parsePattern(text, path: path, in: "open")
            pattern.name = pattern.name ?? name
            s.replace(with: pattern)
            s.beginAnew(title: name, comments: pattern.comments, path: path)
            return 0
        } }

    private static let saveFunction: life_lua_function = { call($0, "save") { a, s in
            let path = s.resolve(try a.path(1)), format = try a.string(2, or: "rle").lowercased()
            let writer: PatternFormat
            // Golly's formats: "rle" and "mc", each gzip-packed as "rle.gz" and "mc.gz".
            let packed = format.hasSuffix(".gz")
            switch packed ? String(format.dropLast(3)) : format {
            case "rle": writer = .rle
            case "mc": writer = .macrocell
            default: throw ScriptError("save error: Life writes \"rle\", \"mc\", \"rle.gz\" and \"mc.gz\", not \"\(format)\"")
            }
            // A macrocell file is written from HashLife's tree, however many cells it holds.
            if writer == .macrocell, let tree = s.universe.nativeMacrocell(comments: [s.title]) {
                try write(tree, to: path, packed: packed, in: "save")
            } else {
                guard !s.isHuge else {
                    throw ScriptError("save error: the universe has \(s.universe.exactPopulation) live cells, too many to write as RLE; save it as \"mc\"")
                }
                try write(writer.write(s.pattern), to: path, packed: packed, in: "save")
            }
            return 0
        } }

    private static let loadFunction: life_lua_function = { call($0, "load") { a, s in
            let pattern = try readPattern(s.resolve(try a.path(1)), in: "load")
            let session = ScriptSession(pattern: pattern, folder: s.folder, voice: s.voice)
            a.push(try session.allCells().flat)
            return 1
        } }

    private static let storeFunction: life_lua_function = { call($0, "store") { a, s in
            let cells = try a.cellArray(1), path = s.resolve(try a.path(2))
            let scratch = ScriptSession(pattern: Pattern(cells: [], rule: s.universe.rule), folder: s.folder, voice: s.voice)
            try put(cells, into: scratch, mode: "or", in: "store")
            try write(PatternFormat.rle.write(scratch.universe.snapshot()), to: path, in: "store")
            return 0
        } }

    private static let parseFunction: life_lua_function = { call($0, "parse") { a, s in
            let cells = try PatternText.parse(try a.string(1))
            a.push(try transformed(cells, a, from: 2).flat)
            return 1
        } }

    private static let transformFunction: life_lua_function = { call($0, "transform") { a, _ in
            a.push(try transformed(try a.cellArray(1), a, from: 2).flat)
            return 1
        } }

    private static let joinFunction: life_lua_function = { call($0, "join") { a, _ in
            let first = try a.cellArray(1), second = try a.cellArray(2)
            a.push(CellArray(cells: first.cells + second.cells, multiState: first.multiState || second.multiState).flat)
            return 1
        } }

    private static let evolveFunction: life_lua_function = { call($0, "evolve") { a, s in
            let cells = try a.cellArray(1), generations = try a.integer(2)
            guard generations >= 0 else { throw ScriptError("evolve error: the number of generations is negative") }
            let scratch = ScriptSession(pattern: Pattern(cells: [], rule: s.universe.rule, topology: s.universe.topology), folder: s.folder, voice: s.voice)
            try put(cells, into: scratch, mode: "or", in: "evolve")
            try scratch.run(generations, for: "evolve")
            a.push(try scratch.allCells().flat)
            return 1
        } }

    private static let putcellsFunction: life_lua_function = { call($0, "putcells") { a, s in
            let cells = try transformed(try a.cellArray(1), a, from: 2)
            try put(cells, into: s, mode: try a.string(8, or: "or").lowercased(), in: "putcells")
            return 0
        } }

    private static let getcellsFunction: life_lua_function = { call($0, "getcells") { a, s in
            a.push(try (try a.rect(1)).map { try s.cells(in: $0).flat } ?? [])
            return 1
        } }

    private static let getcellFunction: life_lua_function = { call($0, "getcell") { a, s in
            let cell = s.inner(Cell(try a.integer(1), try a.integer(2)))
            try s.check(cell, in: "getcell")
            a.push(Int64(s.universe.state(at: cell)))
            return 1
        } }

    private static let setcellFunction: life_lua_function = { call($0, "setcell") { a, s in
            let cell = s.inner(Cell(try a.integer(1), try a.integer(2))), state = try a.integer(3)
            try s.check(cell, in: "setcell")
            guard (0..<Int64(s.universe.rule.states)).contains(state) else { throw ScriptError("setcell error: state value is out of range") }
            s.universe.setState(UInt8(state), at: cell)
            return 0
        } }

    private static let getrectFunction: life_lua_function = { call($0, "getrect") { a, s in
            a.push(s.universe.bounds.map(s.outer))
            return 1
        } }

    private static let getselrectFunction: life_lua_function = { call($0, "getselrect") { a, s in
            a.push(s.selection)
            return 1
        } }

    private static let selectFunction: life_lua_function = { call($0, "select") { a, s in
            s.selection = try a.rect(1)
            return 0
        } }

    private static let clearFunction: life_lua_function = { call($0, "clear") { a, s in
            guard let selection = s.selection else { throw ScriptError("clear error: there is no selection") }
            let outside = try a.integer(1, or: 0) != 0
            let area = s.inner(selection)
            // A selection holding every cell: inside, all goes at once (a tree too large to list
            // too); outside, nothing is there.
            if let bounds = s.universe.bounds, area.contains(bounds) {
                if !outside {
                    let generation = s.universe.generation
                    s.replace(with: Pattern(cells: [], rule: s.universe.rule, topology: s.universe.topology), generation: generation)
                }
                return 0
            }
            for (cell, _) in try s.listed(inside: area, outside: outside, for: "clear") { s.universe.setState(0, at: cell) }
            return 0
        } }

    private static let shrinkFunction: life_lua_function = { call($0, "shrink") { a, s in
            guard let selection = s.selection else { throw ScriptError("shrink error: there is no selection") }
            // A selection holding every cell shrinks to the universe's own bounds.
            if let bounds = s.universe.bounds, s.inner(selection).contains(bounds) {
                s.selection = s.outer(bounds)
                return 0
            }
            let cells = try s.cells(in: selection, for: "shrink").cells.map(\.cell)
            if let bounds = CellRect(enclosing: cells) { s.selection = bounds } else if a.boolean(1, or: false) { s.selection = nil }
            return 0
        } }

    private static let runFunction: life_lua_function = { call($0, "run") { a, s in
            let generations = try a.integer(1)
            guard generations >= 0 else { throw ScriptError("run error: the number of generations is negative") }
            try s.run(generations, for: "run")
            return 0
        } }

    private static let stepFunction: life_lua_function = { call($0, "step") { _, s in
            try s.run(s.step, for: "step")
            return 0
        } }

    private static let setstepFunction: life_lua_function = { call($0, "setstep") { a, s in
            s.stepExponent = Int(clamping: try a.integer(1))
            return 0
        } }

    private static let getstepFunction: life_lua_function = { call($0, "getstep") { a, s in
            a.push(Int64(s.stepExponent))
            return 1
        } }

    private static let setbaseFunction: life_lua_function = { call($0, "setbase") { a, s in
            let base = try a.integer(1)
            guard (2...2_000_000_000).contains(base) else { throw ScriptError("setbase error: base must be from 2 to 2,000,000,000") }
            s.stepBase = base
            return 0
        } }

    private static let getbaseFunction: life_lua_function = { call($0, "getbase") { a, s in
            a.push(s.stepBase)
            return 1
        } }

    private static let resetFunction: life_lua_function = { call($0, "reset") { _, s in
            s.reset()
            s.stepExponent = 0
            return 0
        } }

    private static let getgenFunction: life_lua_function = { call($0, "getgen") { a, s in
            a.push(grouped(String(s.universe.generation), try a.string(1, or: "")))
            return 1
        } }

    private static let setgenFunction: life_lua_function = { call($0, "setgen") { a, s in
            // Golly passes over separators ("1,000,000").
            let given = try a.string(1), text = given.filter { $0.isNumber || $0 == "+" || $0 == "-" }
            guard let value = Int64(text.hasPrefix("+") ? String(text.dropFirst()) : text) else {
                throw ScriptError("setgen error: \"\(given.escapedForDisplay(limit: 40))\" is not a generation")
            }
            let relative = text.hasPrefix("+") || text.hasPrefix("-")
            let (sum, overflow) = s.universe.generation.addingReportingOverflow(value)
            let generation = relative ? sum : value
            // Within the counters Life keeps (a counter that wrapped past 2^63 became negative).
            guard !(relative && overflow), PlaneLimits.isValidGeneration(generation) else {
                throw ScriptError("setgen error: the generation would be \(relative && overflow ? "past 2^63" : String(generation)); "
                                  + "it goes from 0 to 2^62 (4611686018427387904)")
            }
            s.universe.generation = generation
            return 0
        } }

    private static let getpopFunction: life_lua_function = { call($0, "getpop") { a, s in
            a.push(grouped(String(s.universe.exactPopulation), try a.string(1, or: "")))
            return 1
        } }

    private static let emptyFunction: life_lua_function = { call($0, "empty") { a, s in
            a.push(s.universe.exactPopulation == 0 && s.universe.decayingCells().isEmpty)
            return 1
        } }

    private static let hashFunction: life_lua_function = { call($0, "hash") { a, s in
            guard let rect = try a.rect(1) else { throw ScriptError("hash error: array must have 4 integers") }
            a.push(hash(try s.cells(in: rect, for: "hash"), origin: Cell(rect.x, rect.y)))
            return 1
        } }

    private static let numstatesFunction: life_lua_function = { call($0, "numstates") { a, s in
            a.push(Int64(s.universe.rule.states))
            return 1
        } }

    private static let setruleFunction: life_lua_function = { call($0, "setrule") { a, s in
            // An empty rule is Life, as in Golly.
            let given = try a.string(1), text = given.trimmingCharacters(in: .whitespaces).isEmpty ? "B3/S23" : given
            let parsed: (rule: Rule, topology: Topology)
            do { parsed = try Rule.parseWithTopology(text) } catch { throw ScriptError("setrule error: \(error)") }
            if parsed.rule == s.universe.rule, parsed.topology == s.universe.topology { return 0 }
            s.colours.reset()
            if s.isHuge { return try changeRuleOfTree(s, to: parsed.rule, topology: parsed.topology, text: text) }
            var pattern = s.universe.snapshot()
            // Cells stay where Golly's coordinates put them (a bounded grid's are centred on its middle);
            // those off a new board go.
            let old = s.universe.topology.gollyOrigin, new = parsed.topology.gollyOrigin
            let shift = (x: new.x &- old.x, y: new.y &- old.y)
            pattern.cells = pattern.cells.map { Cell($0.x &+ shift.x, $0.y &+ shift.y) }
            pattern.decaying = Dictionary(uniqueKeysWithValues: pattern.decaying.map { (Cell($0.key.x &+ shift.x, $0.key.y &+ shift.y), $0.value) })
            if parsed.rule.states <= 2 { pattern.decaying = [:] }
            (pattern.rule, pattern.topology) = (parsed.rule, parsed.topology)
            s.replace(with: pattern.clippedToBoard(), generation: s.universe.generation)
            return 0
        } }

    private static let getruleFunction: life_lua_function = { call($0, "getrule") { a, s in
            a.push(s.universe.rule.description + s.universe.topology.suffix)
            return 1
        } }

    private static let getwidthFunction: life_lua_function = { call($0, "getwidth") { a, s in
            a.push(s.universe.topology.size?.width ?? 0)
            return 1
        } }

    private static let getheightFunction: life_lua_function = { call($0, "getheight") { a, s in
            a.push(s.universe.topology.size?.height ?? 0)
            return 1
        } }

    private static let setalgoFunction: life_lua_function = { call($0, "setalgo") { a, _ in
            let name = try a.string(1)
            guard algorithms.contains(name) else { throw ScriptError("setalgo error: unknown algorithm \"\(name)\"") }
            return 0
        } }

    private static let getalgoFunction: life_lua_function = { call($0, "getalgo") { a, s in
            if a.isAbsent(1) {
                a.push(s.algorithmName)
            } else {
                let index = try a.integer(1)
                guard (0..<Int64(algorithms.count)).contains(index) else { throw ScriptError("getalgo error: bad index") }
                a.push(algorithms[Int(index)])
            }
            return 1
        } }

    private static let numalgosFunction: life_lua_function = { call($0, "numalgos") { a, _ in
            a.push(Int64(algorithms.count))
            return 1
        } }

    private static let showFunction: life_lua_function = { call($0, "show") { a, s in
            s.voice.say(try a.string(1))
            return 0
        } }

    private static let noteFunction: life_lua_function = { call($0, "note") { a, s in
            guard s.voice.tell("Note", try a.string(1)) else { throw ScriptError("aborted") }
            return 0
        } }

    private static let warnFunction: life_lua_function = { call($0, "warn") { a, s in
            guard s.voice.tell("Warning", try a.string(1)) else { throw ScriptError("aborted") }
            return 0
        } }

    private static let errorFunction: life_lua_function = { call($0, "error") { a, s in
            s.voice.say(try a.string(1))
            return 0
        } }

    private static let getstringFunction: life_lua_function = { call($0, "getstring") { a, s in
            guard let answer = s.voice.ask(try a.string(1), try a.string(2, or: ""), try a.string(3, or: "")) else {
            throw ScriptError("getstring: cancelled, so the script stops")
        }
        a.push(answer)
            return 1
        } }

    /// `g.continue(message)`: the script goes on (after pcall caught an error, to tidy up); a
    /// message is said once it has ended, as its error (Golly shows it in the status bar).
    private static let continueFunction: life_lua_function = { call($0, "continue") { a, s in
            let message = try a.string(1, or: "")
            if !message.isEmpty { s.continuedError = message }
            return 0
        } }

    /// `g.opendialog(title, filetypes, initialdir, initialfname, mustexist)`: the path chosen, "" if cancelled.
    private static let opendialogFunction: life_lua_function = { call($0, "opendialog") { a, s in
            a.push(s.voice.choose(try fileQuestion(a, s, title: "Choose a file", saving: false)))
            return 1
        } }

    /// `g.savedialog(title, filetypes, initialdir, initialfname, suppressprompt)`: the path chosen, "" if cancelled.
    private static let savedialogFunction: life_lua_function = { call($0, "savedialog") { a, s in
            a.push(s.voice.choose(try fileQuestion(a, s, title: "Choose a save location and filename", saving: true)))
            return 1
        } }

    private static let exitFunction: life_lua_function = { call($0, "exit") { a, s in
            s.exitMessage = try a.string(1, or: "")
            throw Exit()
        } }

    private static let millisecsFunction: life_lua_function = { call($0, "millisecs") { a, s in
            lua_pushnumber(a.state, s.milliseconds)
            return 1
        } }

    private static let sleepFunction: life_lua_function = { call($0, "sleep") { a, s in
            // A little at a time, so Stop is not kept waiting.
            let end = Date().addingTimeInterval(max(0, try a.number(1)) / 1000)
            while Date() < end {
                if s.isStopped() { throw ScriptError("aborted") }
                Thread.sleep(forTimeInterval: min(0.01, max(0, end.timeIntervalSinceNow)))
            }
            return 0
        } }

    private static let getnameFunction: life_lua_function = { call($0, "getname") { a, s in
            a.push(s.title)
            return 1
        } }

    private static let setnameFunction: life_lua_function = { call($0, "setname") { a, s in
            s.title = try a.string(1)
            return 0
        } }

    private static let settitleFunction: life_lua_function = { call($0, "settitle") { a, s in
            s.title = try a.string(1)
            return 0
        } }

    private static let getinfoFunction: life_lua_function = { call($0, "getinfo") { a, s in
            a.push(s.startingComments.joined(separator: "\n"))
            return 1
        } }

    private static let getpathFunction: life_lua_function = { call($0, "getpath") { a, s in
            a.push(s.path)
            return 1
        } }

    private static let getdirFunction: life_lua_function = { call($0, "getdir") { a, s in
            a.push(try s.folders.folder(try a.string(1)))
            return 1
        } }

    private static let setdirFunction: life_lua_function = { call($0, "setdir") { a, s in
            try s.folders.set(try a.string(1), to: try a.path(2))
            return 0
        } }

    private static let getclipstrFunction: life_lua_function = { call($0, "getclipstr") { a, s in
            a.push(s.clipboard)
            return 1
        } }

    private static let setclipstrFunction: life_lua_function = { call($0, "setclipstr") { a, s in
            s.clipboard = try a.string(1)
            return 0
        } }

    private static let osFunction: life_lua_function = { call($0, "os") { a, _ in
            a.push("Linux")
            return 1
        } }

    private static let randfillFunction: life_lua_function = { call($0, "randfill") { a, s in
            guard let selection = s.selection else { throw ScriptError("randfill error: there is no selection") }
            let percent = try a.integer(1)
            guard (1...100).contains(percent) else { throw ScriptError("randfill error: percentage must be from 1 to 100") }
            let area = s.inner(selection)
            // A universe too large to list is a HashLife tree, where each cell set costs nodes.
            let limit: Int64 = s.isHuge ? 1 << 20 : 1 << 24
            let (cells, overflow) = area.width.multipliedReportingOverflow(by: area.height)
            guard !overflow, cells <= limit else {
                throw ScriptError("randfill error: the selection has \(overflow ? "too many" : String(cells)) cells; Life fills at most \(limit) at a time")
            }
            // The selection's cells die, then each lives with the given chance (one fast generator, seeded once).
            for (cell, _) in try s.listed(inside: area, for: "randfill") { s.universe.setState(0, at: cell) }
            var seed = UInt64.random(in: .min ... .max)
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    // SplitMix64.
                    seed &+= 0x9E37_79B9_7F4A_7C15
                    var z = seed
                    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                    z ^= z >> 31
                    if Int64(z % 100) < percent { s.universe.setState(1, at: Cell(x, y)) }
                }
            }
            return 0
        } }

    private static let flipFunction: life_lua_function = { call($0, "flip") { a, s in
            try reshape(s, in: "flip", a.integer(1) == 0 ? .flipHorizontally : .flipVertically)
            return 0
        } }

    private static let rotateFunction: life_lua_function = { call($0, "rotate") { a, s in
            try reshape(s, in: "rotate", a.integer(1) == 0 ? .rotateClockwise : .rotateAnticlockwise)
            return 0
        } }

    private static let getoptionFunction: life_lua_function = { call($0, "getoption") { a, s in
            a.push(try s.options.value(of: try a.string(1)))
            return 1
        } }

    private static let setoptionFunction: life_lua_function = { call($0, "setoption") { a, s in
            a.push(try s.options.set(try a.string(1), to: try a.integer(2), states: s.universe.rule.states))
            return 1
        } }

    /// `g.getcolors(state)`: {state, r, g, b}, or every state's in fours with -1 or none.
    private static let getcolorsFunction: life_lua_function = { call($0, "getcolors") { a, s in
            let state = try a.integer(1, or: -1), states = Int64(s.universe.rule.states)
            guard state < states, state >= -1 else { throw ScriptError("getcolors error: state \(state) is out of range") }
            let listed = state < 0 ? Array(0..<states) : [state]
            a.push(listed.flatMap { state -> [Int64] in
                let colour = s.colours.colour(of: state, in: s.universe.rule)
                return [state, colour.red, colour.green, colour.blue]
            })
            return 1
        } }

    /// `g.setcolors(array)`: colours for the rest of the run (see `ScriptColours.set`).
    private static let setcolorsFunction: life_lua_function = { call($0, "setcolors") { a, s in
            try s.colours.set(try a.integers(1), states: s.universe.rule.states)
            return 0
        } }

    private static let getcursorFunction: life_lua_function = { call($0, "getcursor") { a, s in
            a.push(s.options.cursor)
            return 1
        } }

    private static let setcursorFunction: life_lua_function = { call($0, "setcursor") { a, s in
            a.push(try s.options.setCursor(try a.string(1)))
            return 1
        } }

    private static let getmagFunction: life_lua_function = { call($0, "getmag") { a, _ in
            a.push(Int64(0))
            return 1
        } }

    private static let visrectFunction: life_lua_function = { call($0, "visrect") { a, _ in
            _ = try a.rect(1)
            a.push(true)
            return 1
        } }

    private static let getposFunction: life_lua_function = { call($0, "getpos") { a, _ in
            a.push("0")
            a.push("0")
            return 2
        } }

    /// Golly's functions that need its window (layers, overlays, events, dialogs): each fails naming itself.
    static let unsupported = ["addlayer", "clone", "dellayer", "duplicate", "movelayer", "setlayer", "getlayer", "numlayers",
                              "maxlayers", "overlay", "ovtable", "getevent", "getxy", "getview",
                              "getcolor", "setcolor"]

    /// The algorithms Golly lists (Life picks its own engine for each rule; these names are accepted).
    static let algorithms = ["QuickLife", "HashLife", "Generations", "Larger than Life", "RuleLoader"]

    // MARK: Helpers

    /// A cell array moved by the affine map of arguments `from`...`from + 5` (x0, y0, axx, axy, ayx, ayy).
    static func transformed(_ cells: CellArray, _ a: LuaArguments, from index: Int) throws -> CellArray {
        let values = try (0..<6).map { try a.integer(index + $0, or: $0 == 2 || $0 == 5 ? 1 : 0) }
        return cells.transformed(values[0], values[1], values[2], values[3], values[4], values[5])
    }

    /// Puts `cells` (Golly's coordinates) into the session's universe in Golly's paste `mode`.
    static func put(_ cells: CellArray, into s: ScriptSession, mode: String, in function: String) throws {
        guard ["or", "xor", "copy", "and", "not"].contains(mode) else { throw ScriptError("\(function) error: unknown mode") }
        let states = Int64(s.universe.rule.states)
        for (golly, given) in cells.cells {
            let cell = s.inner(golly)
            try s.check(cell, in: function)
            let old = s.universe.state(at: cell)
            var new: UInt8
            switch mode {
            case "and":
                // Only the array's cells: a live one whose state differs from the array's dies.
                guard old > 0, (cells.multiState ? given : 1) != old else { continue }
                new = 0
            case "xor":
                if cells.multiState {
                    new = given == old ? 0 : given ^ old
                    if Int64(new) >= states { new = old }
                } else {
                    new = old == 0 ? 1 : 0
                }
            default:
                new = mode == "not" ? 0 : 1
                if cells.multiState {
                    new = mode == "not" ? UInt8(clamping: states - 1 - Int64(given)) : given
                    if mode == "or" && given == 0 { new = old }
                }
            }
            guard Int64(new) < states else { throw ScriptError("\(function) error: state value is out of range") }
            if new != old { s.universe.setState(new, at: cell) }
        }
    }

    /// Puts the selection's cells on the clipboard as RLE; returns the selection.
    @discardableResult
    static func copySelection(_ s: ScriptSession, in function: String) throws -> CellRect {
        guard let selection = s.selection else { throw ScriptError("\(function) error: there is no selection") }
        let found = try s.cells(in: selection, for: function).transformed(-selection.x, -selection.y, 1, 0, 0, 1)
        var pattern = Pattern(cells: found.cells.filter { $0.state == 1 }.map(\.cell), rule: s.universe.rule)
        pattern.decaying = Dictionary(uniqueKeysWithValues: found.cells.filter { $0.state > 1 }.map { ($0.cell, $0.state) })
        s.clipboard = PatternFormat.rle.write(pattern)
        s.copied = (s.clipboard, found, selection.width, selection.height)
        return selection
    }

    /// The clipboard's pattern: its cells (top-left at 0, 0), width and height.
    static func clipboardPattern(_ s: ScriptSession, in function: String) throws -> (CellArray, Int64, Int64) {
        if let copied = s.copied, copied.text == s.clipboard { return (copied.cells, copied.width, copied.height) }
        guard !s.clipboard.isEmpty, let pattern = try? PatternFormat.sniff(s.clipboard).read(s.clipboard), let bounds = pattern.bounds else {
            throw ScriptError("\(function) error: no pattern in the clipboard")
        }
        let cells = pattern.cells.map { (cell: Cell($0.x - bounds.x, $0.y - bounds.y), state: UInt8(1)) }
            + pattern.decaying.map { (cell: Cell($0.key.x - bounds.x, $0.key.y - bounds.y), state: $0.value) }
        return (CellArray(cells: cells, multiState: s.universe.rule.states > 2), bounds.width, bounds.height)
    }

    /// Turns or flips the selection's cells in place.
    static func reshape(_ s: ScriptSession, in function: String, _ transform: RectTransform) throws {
        guard let selection = s.selection else { throw ScriptError("\(function) error: there is no selection") }
        let area = s.inner(selection)
        let found = try s.listed(inside: area, for: function)
        for (cell, _) in found { s.universe.setState(0, at: cell) }
        let turned = transform.apply(to: found.map(\.cell), in: area)
        for ((_, state), cell) in zip(found, turned.cells) { s.universe.setState(state, at: cell) }
        s.selection = s.outer(turned.rect)
    }

    /// A file dialog's arguments: title, file types (only "dir" matters: a folder), initial folder
    /// (the script's by default) and file name.
    static func fileQuestion(_ a: LuaArguments, _ s: ScriptSession, title: String, saving: Bool) throws -> FileQuestion {
        let folder = s.resolve(try a.path(3, or: ""))
        let given = try a.string(1, or: title)
        return FileQuestion(title: given.isEmpty ? title : given, saving: saving,
                            folder: try a.string(2, or: "") == "dir", initialFolder: folder.hasSuffix("/") ? folder : folder + "/",
                            initialName: try a.path(4, or: ""))
    }

    /// Runs the Lua script at `path` inside the running one (protected: its error comes back as
    /// this function's, its `g.exit` ends both).
    static func runScript(_ path: String, on a: LuaArguments, _ s: ScriptSession) throws {
        guard s.openDepth < maximumOpenDepth else {
            throw ScriptError("open error: \(depthMessage)")
        }
        let caller = s.folder
        s.openDepth += 1
        s.folder = (path as NSString).deletingLastPathComponent
        defer { (s.openDepth, s.folder) = (s.openDepth - 1, caller) }
        let state = a.state
        let loaded = life_lua_loadfile(state, path) == LUA_OK
        if loaded, life_lua_pcall(state, 0, 0, 0) == LUA_OK { return }
        let message = life_lua_tostring(state, -1).map { LuaScript.withWholePath(String(cString: $0), path) } ?? path
        life_lua_pop(state, 1)
        if s.exitMessage != nil { throw Exit() }
        if message.contains(depthMessage) { throw Located(message: message) }
        throw ScriptError(loaded ? message : "open error: \(message)")
    }

    /// How deep `g.open` runs scripts inside one another (Lua's C stack takes about 190).
    static let maximumOpenDepth = 20
    static let depthMessage = "scripts opened inside one another more than \(maximumOpenDepth) deep"

    /// A universe too large to list takes another rule as its tree: HashLife's tree rebuilt under
    /// the new rule, when that is a two-state rule HashLife runs on the plane.
    static func changeRuleOfTree(_ s: ScriptSession, to rule: Rule, topology: Topology, text: String) throws -> Int {
        guard topology == .plane, s.universe.topology == .plane, rule.states <= 2, s.universe.rule.states <= 2,
              !rule.bornFromNothing, !s.universe.rule.bornFromNothing, Engines.hashLifeRuns(rule, on: .plane),
              let macrocell = s.universe.nativeMacrocell(comments: []), var tree = try? MacrocellCodec().parse(macrocell) else {
            throw ScriptError("setrule error: the universe has \(s.universe.exactPopulation) live cells, too many to list; Life moves "
                              + "such a universe only to another two-state rule without B0 on the plane, not \(text)")
        }
        tree.rule = rule
        let generation = s.universe.generation
        s.replace(with: try EngineSwitch.universe(from: tree, maxMemory: HashLife.defaultMaxMemory))
        s.universe.generation = generation
        return 0
    }

    /// A pattern file read: any format Life reads.
    static func readPattern(_ path: String, in function: String) throws -> Pattern {
        try parsePattern(try readText(path, in: function), path: path, in: function)
    }

    /// A file's text, or an error saying why it cannot be read (read as the command line reads
    /// files: never from a device or pipe, never past what a pattern file may hold).
    static func readText(_ path: String, in function: String) throws -> String {
        do { return try TextFileReader.read(FilePath(path), maxBytes: PatternBudget.standard.maxBytes) } catch {
            throw ScriptError("\(function) error: \(error)")
        }
    }

    /// A pattern file's text read in its format, or an error saying where it is wrong.
    static func parsePattern(_ text: String, path: String, in function: String) throws -> Pattern {
        do { return try PatternFormat.sniff(text).read(text) } catch { throw ScriptError("\(function) error: \(path): \(error)") }
    }

    /// Writes a pattern file as the command line does (through a link to the file it names, never
    /// over a device or pipe; gzip-packed for a ".gz" name), saying why it could not.
    static func write(_ text: String, to path: String, packed: Bool = false, in function: String) throws {
        do { try PatternFileWriter.write(text, to: path, packed: packed) } catch {
            throw ScriptError("\(function) error: \(error)")
        }
    }

    /// A number's digits with `separator` between groups of three ("1,234,567"), or as they are.
    static func grouped(_ digits: String, _ separator: String) -> String {
        guard let mark = separator.first, mark != "\0" else { return digits }
        var result = ""
        for (i, digit) in digits.reversed().enumerated() {
            if i > 0 && i % 3 == 0 && digit != "-" { result.append(mark) }
            result.append(digit)
        }
        return String(result.reversed())
    }

    /// A hash of the cells relative to `origin`: equal patterns anywhere hash alike.
    static func hash(_ cells: CellArray, origin: Cell) -> Int64 {
        var hash: UInt32 = 31415962
        for (cell, state) in cells.cells {
            hash = hash &* 1_000_003 ^ UInt32(truncatingIfNeeded: cell.y - origin.y)
            hash = hash &* 1_000_003 ^ UInt32(truncatingIfNeeded: cell.x - origin.x)
            if cells.multiState { hash = hash &* 1_000_003 ^ UInt32(state) }
        }
        return Int64(Int32(bitPattern: hash))
    }
}
