import XCTest
import LifeScript
import LifeTestSupport

/// `life script`: Lua scripts written for Golly run headless; the figures expected come from
/// bgolly 3.3 (Debian's golly package) on the same patterns, or from how a glider moves.
final class ScriptCommandTests: XCTestCase {
    private var scratch: ScratchFolder?
    private var folder: String { scratch?.path ?? "" }

    override func setUpWithError() throws { scratch = try ScratchFolder("life-script") }

    override func tearDown() { scratch?.remove() }

    /// Writes a script into the test's folder and runs it.
    private func script(_ text: String, named name: String = "test.lua", arguments: [String] = []) throws -> (status: Int32, out: String, err: String) {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        let r = try LifeExecutable.run(["script", folder + "/" + name] + arguments)
        return (r.status, r.out, r.err)
    }

    /// `--max-seconds` stops a script that would run for ever (a loop of Lua, or of generations)
    /// with exit 3 and a word on standard error, saving nothing; what it said before stays said.
    /// Without it, such a script held the command (and a check that ran it) for ever.
    func testATimeLimitStopsAScriptThatWouldRunForEver() throws {
        let loop = try script("local g = golly()\ng.show('started')\nwhile true do end\n", named: "loop.lua",
                              arguments: ["--max-seconds", "0.5", "--output", folder + "/out.rle"])
        XCTAssertEqual(loop.status, 3, loop.err)
        XCTAssertEqual(loop.out, "started\n")
        XCTAssertEqual(loop.err, "life script: \(folder)/loop.lua stopped after 0.5 seconds (--max-seconds); nothing saved\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/out.rle"))
        try Fixtures.rPentomino.write(toFile: folder + "/r.rle", atomically: true, encoding: .utf8)
        let steps = try script("local g = golly()\nwhile true do g.run(1) end\n", named: "steps.lua", arguments: [folder + "/r.rle", "--max-seconds", "0.5"])
        XCTAssertEqual(steps.status, 3, steps.err)
        let quick = try script("local g = golly()\ng.run(10)\ng.show(g.getpop())\n", named: "quick.lua", arguments: [folder + "/r.rle", "--max-seconds", "60"])
        XCTAssertEqual(quick.status, 0, quick.err)
        XCTAssertEqual(quick.out, "11\n", "bgolly: an R-pentomino has 11 cells at generation 10")
        for bad in ["0", "-1", "nan"] {
            XCTAssertEqual(try script("", named: "empty.lua", arguments: ["--max-seconds", bad]).status, 64, bad)
        }
    }

    /// Gosper's gun jumped to generation 2^30 (178,957,021 cells, too many to list), saved as a
    /// macrocell file in the test's folder.
    private func gunJumpedFar() throws -> String {
        let gun = folder + "/gun.rle", big = folder + "/big.mc"
        try Fixtures.gosperGun.write(toFile: gun, atomically: true, encoding: .utf8)
        let jump = try LifeExecutable.run(["run", gun, "--generations", "1073741824", "--output", big])
        XCTAssertEqual(jump.status, 0, jump.err)
        return big
    }

    /// The lines of `out`, when there are `count` of them (a failure saying what came otherwise).
    private static func lines(_ out: String, count: Int) -> [String]? {
        let lines = out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, count, out)
        return lines.count == count ? lines : nil
    }

    /// Runs a script in this process (the library itself), returning how it ended and what it said.
    private func inProcess(_ text: String) throws -> (outcome: ScriptOutcome, said: [String]) {
        final class Lines: @unchecked Sendable { var said: [String] = [] }
        let lines = Lines(), path = folder + "/in-process.lua"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let session = ScriptSession(pattern: nil, folder: folder, voice: .init(say: { lines.said.append($0) }))
        return (LuaScript.run(path, on: session), lines.said)
    }

    func testRunStepAndRulesGiveGollysPopulations() throws {
        let r = try script("""
            local g = golly()
            g.new("api")
            g.putcells(g.parse("b2o$2ob$bo!"))
            g.show(g.getpop())
            g.run(1000)
            g.show(g.getpop() .. " " .. g.getgen())
            g.new("steps")
            g.putcells(g.parse("b2o$2ob$bo!"))
            g.setbase(2)
            g.setstep(3)
            for i = 1, 125 do g.step() end
            g.show(g.getpop(",") .. " " .. g.getgen(",") .. " " .. g.getbase() .. " " .. g.getstep())
            g.setrule("B3678/S34678")
            g.new("")
            g.putcells(g.parse("b2o$2ob$bo!"))
            g.run(100)
            g.show(g.getrule() .. " " .. g.getpop())
            g.setrule("B3/S23:T20,20")
            g.new("")
            g.putcells(g.parse("b2o$2ob$bo!"))
            g.run(100)
            g.show(g.getrule() .. " " .. g.getpop() .. " " .. g.getwidth() .. "x" .. g.getheight())
            g.setrule("B3/S23")
            g.new("")
            g.putcells(g.parse("b2o$2ob$bo!"))
            g.run(10000)
            g.show(g.getpop() .. " " .. g.getgen())
            """)
        XCTAssertEqual(r.status, 0, r.err)
        // bgolly -m 1000 (156), -r B3678/S34678 -m 100 (5), a 20x20 torus -m 100 (7), -m 10000 (116).
        XCTAssertEqual(r.out, "5\n156 1000\n156 1,000 2 3\nB3678/S34678 5\nB3/S23:T20,20 7 20x20\n116 10000\n")
    }

    func testCellArraysAsGollyWritesThem() throws {
        let r = try inProcess("""
            local g = golly()
            local function show(t) g.show(table.concat(t, ",")) end
            local glider = g.parse("bo$2bo$3o!")
            show(glider)
            show(g.evolve(glider, 4))
            show(g.transform(glider, 10, 0, -1, 0, 0, 1))
            show(g.join(g.parse("o!"), g.parse("o!", 5, 5)))
            show(g.parse(".*\\n*."))
            g.putcells(glider, 100, 200)
            show(g.getrect())
            show(g.getcells(g.getrect()))
            show(g.getcells({100, 200, 2, 2}))
            g.show(g.getcell(101, 200) .. g.getcell(100, 200))
            g.putcells(glider, 100, 200, 1, 0, 0, 1, "xor")
            g.show(tostring(g.empty()) .. " " .. #g.getrect())
            g.putcells(glider)
            g.putcells(glider, 50, 50)
            g.show(tostring(g.hash({0, 0, 3, 3}) == g.hash({50, 50, 3, 3})) .. " " .. tostring(g.hash({0, 0, 3, 3}) == g.hash({49, 50, 3, 3})))
            g.select({0, 0, 3, 3})
            show(g.getselrect())
            g.clear(0)
            show(g.getrect())
            g.setcell(-5, -5, 1)
            g.select({-10, -10, 8, 8})
            g.clear(1)
            show(g.getrect())
            g.select({})
            show(g.getselrect())
            """)
        XCTAssertEqual(r.outcome, .finished)
        XCTAssertEqual(r.said, [
            "1,0,2,1,0,2,1,2,2,2",      // the glider
            "2,1,3,2,1,3,2,3,3,3",      // four generations on: one cell down and right
            "9,0,8,1,10,2,9,2,8,2",     // mirrored about x = 5
            "0,0,5,5",
            "1,0,0,1",                  // Life 1.05 rows
            "100,200,3,3",
            "101,200,102,201,100,202,101,202,102,202",
            "101,200",
            "10",
            "true 0",                   // xor twice: nothing
            "true false",               // the same glider elsewhere hashes alike
            "0,0,3,3",
            "50,50,3,3",                // cleared inside the selection
            "-5,-5,1,1",                // then outside another: the cell put in it stays
            "",                         // no selection
        ])
    }

    func testTheClipboardAdvanceAndFolders() throws {
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        let r = try inProcess("""
            local g = golly()
            local function show(t) g.show(table.concat(t, ",")) end
            g.putcells(g.parse("3o!"))
            g.select({0, 0, 3, 1})
            g.copy()
            local wd, ht, cells = g.getclip()
            g.show(wd .. "x" .. ht)
            show(cells)
            g.paste(10, 10, "or")
            g.cut()
            show(g.getrect())
            g.select({10, 9, 3, 3})
            g.advance(0, 1)
            show(g.getcells(g.getrect()))
            g.show(g.getgen())
            local names = g.getfiles(".")
            g.show(names[#names])
            g.new("")
            g.putcells({5, 5, 6, 6})
            g.select({0, 0, 10, 10})
            g.copy()
            local w, h, copied = g.getclip()
            g.show(w .. "x" .. h .. " " .. table.concat(copied, ","))
            g.select({})
            g.paste(20, 20, "copy")
            show(g.getcells({20, 20, 10, 10}))
            """)
        XCTAssertEqual(r.outcome, .finished)
        XCTAssertEqual(r.said, ["3x1", "0,0,1,0,2,0", "10,10,3,1",
                                "11,9,11,10,11,11",   // the blinker turned, the generation count kept
                                "0", "sub/",
                                "10x10 5,5,6,6",      // the selection's size, its empty border kept
                                "25,25,26,26"])
    }

    func testRulesOnBoundedGridsKeepCellsWhereGollyPutsThem() throws {
        let r = try inProcess("""
            local g = golly()
            g.putcells(g.parse("bo$2bo$3o!", -1, -1))
            g.setrule("B3/S23:T30,30")
            g.show(table.concat(g.getrect(), ",") .. " " .. g.getpop())
            g.setrule("B3/S23")
            g.show(table.concat(g.getrect(), ",") .. " " .. g.getpop())
            g.setrule("B3/S23:P4,4")
            g.show(g.getpop())
            g.setrule("B3/S23:P2,2")
            g.show(g.getpop())
            local ok, message = pcall(g.setcell, 10, 0, 1)
            g.show(message)
            """)
        XCTAssertEqual(r.outcome, .finished)
        XCTAssertEqual(r.said, ["-1,-1,3,3 5", "-1,-1,3,3 5",
                                "5",                 // a 4x4 board, -2 to 1 each way, holds the whole glider
                                "1",                 // a 2x2 one, -1 to 0: only the cell at (0, -1)
                                "setcell error: cell (10, 0) is outside the grid"])
    }

    func testTheDataFolderIsLifesAndATubesSides() throws {
        try "local g = golly()\ng.show(g.getdir('data'))\ng.setrule('B3/S23:T0,20')\ng.show(g.getwidth() .. ' ' .. g.getheight())\n"
            .write(toFile: folder + "/dirs.lua", atomically: true, encoding: .utf8)
        let r = try LifeExecutable.run(["script", folder + "/dirs.lua"], environment: ["XDG_DATA_HOME": folder + "/data"])
        XCTAssertEqual(r.out, folder + "/data/life/\n0 20\n", r.err)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/data/life", isDirectory: &isFolder) && isFolder.boolValue, "made when asked for")
    }

    /// The functions of Golly's that make sense without its window answer as Golly's Help says:
    /// getdir's six folders and setdir, getpath, options (clamped into range as Golly does) and
    /// the cursor mode kept for the run,
    /// and the file dialogs (headless, nobody to ask: the path they suggest, "" without a name).
    func testFoldersPathsOptionsCursorsAndDialogsAsGollysHelpSays() throws {
        try "x = 3, y = 3, rule = B3/S23\nb2o$2ob$bo!\n".write(toFile: folder + "/r.rle", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/mine", withIntermediateDirectories: true)
        try """
            local g = golly()
            g.show(g.getpath())
            for _, name in ipairs({"data", "rules", "files", "download"}) do g.show(name .. " " .. g.getdir(name)) end
            g.show(tostring(g.getdir("app"):sub(-1) == "/" and g.getdir("temp"):sub(-1) == "/"))
            local scratch = io.open(g.getdir("temp") .. "note.txt", "w"); scratch:write("kept for the run"); scratch:close()
            g.show(g.getdir("temp"))
            g.setdir("files", "\(folder)/mine")
            g.show(g.getdir("files"))
            g.show(select(2, pcall(g.setdir, "data", "\(folder)")))
            g.show(select(2, pcall(g.setdir, "rules", "\(folder)/missing")))
            g.show(select(2, pcall(g.getdir, "nowhere")))
            g.open("r.rle")
            g.show(g.getpath())
            g.new("")
            g.show("[" .. g.getpath() .. "]")
            g.show(g.setoption("showgrid", 0) .. " " .. g.getoption("showgrid") .. " " .. g.setoption("mindelay", 100) .. " " .. g.getoption("mindelay"))
            g.show(g.setoption("opacity", 0) .. " " .. g.getoption("opacity"))
            g.show(select(2, pcall(g.getoption, "colour")))
            g.show(g.getcursor() .. " " .. g.setcursor("Select") .. " " .. g.getcursor())
            g.show(select(2, pcall(g.setcursor, "Lasso")))
            g.show("[" .. g.opendialog() .. "] " .. g.savedialog("Save", "Text files (*.txt)|*.txt", "\(folder)/mine", "out.txt"))
            """.write(toFile: folder + "/dirs.lua", atomically: true, encoding: .utf8)
        let r = try LifeExecutable.run(["script", folder + "/dirs.lua", folder + "/r.rle"], environment: ["XDG_DATA_HOME": folder + "/data"])
        XCTAssertEqual(r.status, 0, r.err)
        let data = folder + "/data/life/"
        // Life's own temporary folder for scripts, emptied when the script ends (Golly empties its own at quit).
        let temp = r.out.split(separator: "\n").dropFirst(6).first.map(String.init) ?? ""
        XCTAssertTrue(temp.contains("life-scripts-") && temp.hasSuffix("/"), temp)
        XCTAssertFalse(FileManager.default.fileExists(atPath: temp), "removed at the end")
        XCTAssertEqual(r.out.split(separator: "\n").map(String.init), [
            folder + "/r.rle",
            "data " + data, "rules " + data + "rules/", "files " + data + "patterns/", "download " + data + "downloads/",
            "true",
            temp,
            folder + "/mine/",
            "setdir error: the \"data\" directory cannot be changed",
            "setdir error: \(folder)/missing is not the full path of an existing folder",
            "getdir error: unknown directory name \"nowhere\"",
            folder + "/r.rle",
            "[]",
            "1 0 250 100",
            "80 1",
            "getoption error: unknown option \"colour\"",
            "Draw Draw Select",
            "setcursor error: unknown cursor \"Lasso\" (Golly's are Draw, Pick, Select, Move, Zoom In, Zoom Out)",
            "[] " + folder + "/mine/out.txt",
        ], r.err)
        var isFolder: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: data + "rules", isDirectory: &isFolder) && isFolder.boolValue, "made when asked for")
    }

    /// getcolors gives Life's colours (the dark theme headless: #121418 dead, #4ADE80 live, a
    /// dying state faded 80% of the way to dead); setcolors takes Golly's three forms and an empty
    /// array (Life's own again), and a new rule brings Life's own back.
    func testColoursAreLifesUntilTheScriptSetsOthers() throws {
        let r = try inProcess("""
            local g = golly()
            g.show(table.concat(g.getcolors(), ","))
            g.setrule("/2/3")
            g.show(table.concat(g.getcolors(2), ","))
            g.setcolors({255, 0, 0, 0, 0, 255})
            g.show(table.concat(g.getcolors(), ","))
            g.setcolors({-1, 1, 2, 3, 0, 9, 9, 9})
            g.show(table.concat(g.getcolors(), ","))
            g.setcolors({})
            g.show(table.concat(g.getcolors(1), ","))
            g.show(select(2, pcall(g.setcolors, {3, 1, 1, 1})))
            g.show(select(2, pcall(g.setcolors, {1, 2, 3})))
            g.setcolors({1, 7, 7, 7})
            g.setrule("B3/S23")
            g.show(table.concat(g.getcolors(1), ","))
            """)
        XCTAssertEqual(r.outcome, .finished)
        XCTAssertEqual(r.said, [
            "0,18,20,24,1,74,222,128",
            // Brian's Brain's dying state: 60% of the way from #4ADE80 to #121418.
            "2,40,101,66",
            "0,18,20,24,1,255,0,0,2,0,0,255",
            "0,9,9,9,1,1,2,3,2,1,2,3",
            "1,74,222,128",
            "setcolors error: state 3 is out of range",
            "setcolors error: array length is not a multiple of 4 (or 6)",
            "1,74,222,128",
        ])
    }

    /// `g.open` of a Lua script runs it on the same universe, as Golly does; its error is the
    /// caller's (with both places), its `g.exit` ends both.
    func testOpeningAScriptRunsIt() throws {
        try "local g = golly()\ng.show('inner sees ' .. g.getpop())\ng.setcell(10, 10, 1)\n".write(toFile: folder + "/inner.lua", atomically: true, encoding: .utf8)
        try "error('boom')\n".write(toFile: folder + "/boom.lua", atomically: true, encoding: .utf8)
        try "local g = golly()\ng.exit('bye from inner')\n".write(toFile: folder + "/bye.lua", atomically: true, encoding: .utf8)
        let r = try script("local g = golly()\ng.putcells({0, 0, 1, 0})\ng.open('inner.lua')\ng.show('outer sees ' .. g.getpop())\ng.open('boom.lua')\n")
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.out, "inner sees 2\nouter sees 3\n")
        XCTAssertTrue(r.err.contains("test.lua:5: ") && r.err.contains("boom.lua:1: boom"), r.err)
        let bye = try script("local g = golly()\ng.open('bye.lua')\ng.show('never')\n", named: "outer.lua")
        XCTAssertEqual(bye.status, 0, bye.err)
        XCTAssertEqual(bye.out, "bye from inner\n")
        // A script in a subfolder reads files beside itself; the caller reads beside itself again after.
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try "x = 2, y = 2\n2o$2o!\n".write(toFile: folder + "/sub/block.rle", atomically: true, encoding: .utf8)
        try "x = 3, y = 1\n3o!\n".write(toFile: folder + "/row.rle", atomically: true, encoding: .utf8)
        try "local g = golly()\ng.open('block.rle')\ng.show('sub ' .. g.getpop())\n".write(toFile: folder + "/sub/opens.lua", atomically: true, encoding: .utf8)
        let nested = try script("local g = golly()\ng.open('sub/opens.lua')\ng.open('row.rle')\ng.show('top ' .. g.getpop())\n", named: "nest.lua")
        XCTAssertEqual(nested.out, "sub 4\ntop 3\n", nested.err)
    }

    /// What a hostile pass found, each refused by name or done as Golly does: a parse of too many
    /// cells, a random fill of too large a selection, an error passed to g.continue (said once the
    /// script has tidied up, as its error), scripts opening themselves, colours out of range, a
    /// path that is not UTF-8, runs past 2^62, and dialogs asking for a folder or a full path.
    func testHostileArgumentsAreRefusedByName() throws {
        let r = try script("""
            local g = golly()
            g.show(select(2, pcall(g.parse, "999999999o!")))
            g.select({0, 0, 100000, 100000})
            g.show(select(2, pcall(g.randfill, 50)))
            g.select({0, 0, 100, 100})
            g.randfill(50)
            local pop = tonumber(g.getpop())
            g.show(tostring(pop > 4000 and pop < 6000))
            g.show(select(2, pcall(g.setcolors, {1, -1, 0, 0})))
            g.show(select(2, pcall(g.getcolors, -2)))
            g.show(select(2, pcall(g.save, "odd\\254name.rle", "rle")))
            g.setgen("4611686018427387900")
            g.show(select(2, pcall(g.run, 10)))
            g.show(g.opendialog("Pick a folder", "dir", "/tmp") .. " " .. g.savedialog("Save", "", "/tmp", "/etc/passwd"))
            g.show(select(2, pcall(g.open, "rules.zip")))
            local ok, err = pcall(g.getevent)
            g.continue(err)
            g.show("tidied up")
            """)
        XCTAssertEqual(r.status, 1)
        guard var lines = Self.lines(r.out, count: 10) else { return }
        XCTAssertTrue(lines[5].hasPrefix("save error: the path \"odd") && lines[5].hasSuffix("name.rle\" is not UTF-8; Life reads and writes files named in UTF-8"), lines[5])
        lines.remove(at: 5)
        XCTAssertEqual(lines, [
            "parse error: the text gives more than 8388608 live cells, the most a pattern may have",
            "randfill error: the selection has 10000000000 cells; Life fills at most 16777216 at a time",
            "true",
            "setcolors error: a red, green or blue value is outside 0 to 255",
            "getcolors error: state -2 is out of range",
            "run error: it would pass generation 2^62; generation counters above 2^62 (4611686018427387904) are not supported",
            "/tmp/ /etc/passwd",
            "open error: Life does not open .zip files (Golly's hold rules and patterns); unpack it and open the pattern inside",
            "tidied up",
        ])
        XCTAssertTrue(r.err.contains("g.getevent is not supported by Life"), r.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/odd\u{FFFD}name.rle"))
        // A script that opens itself stops at a depth, said once.
        try "local g = golly()\ng.open('self.lua')\n".write(toFile: folder + "/self.lua", atomically: true, encoding: .utf8)
        let deep = try LifeExecutable.run(["script", folder + "/self.lua"])
        XCTAssertEqual(deep.status, 1)
        XCTAssertTrue(deep.err.contains("open error: scripts opened inside one another more than 20 deep"), deep.err)
        XCTAssertLessThan(deep.err.count, 400, deep.err)
    }

    /// A universe too large to list takes another two-state rule as its tree, clears whole and
    /// shrinks its selection to its bounds; a macrocell file of one opens as its tree (HashLife's
    /// base step, 8).
    /// bgolly -a HashLife on Gosper's gun at 2^30 moved to B36/S23, 16 generations on: 178,957,019.
    func testATreeTooLargeToListChangesRuleClearsAndOpens() throws {
        let big = try gunJumpedFar()
        let r = try script("""
            local g = golly()
            g.open("big.mc")
            g.show(g.getpop() .. " " .. g.getalgo() .. " " .. g.getbase())
            g.setrule("B36/S23")
            g.run(16)
            g.show(g.getrule() .. " " .. g.getpop() .. " " .. g.getgen())
            g.show(select(2, pcall(g.setrule, "/2/3")))
            g.select({-10, -10, 600000000, 600000000})
            g.shrink()
            g.show(table.concat(g.getselrect(), ","))
            g.clear(0)
            g.show(g.getpop() .. " " .. g.getgen())
            """)
        XCTAssertEqual(r.status, 0, r.err)
        guard let lines = Self.lines(r.out, count: 5) else { return }
        // Golly's HashLife starts at base 8 (hlifealgo's default base step), QuickLife at 10.
        XCTAssertEqual(lines[0], "178957021 HashLife 8")
        XCTAssertEqual(lines[1], "B36/S23 178957019 1073741840")
        XCTAssertTrue(lines[2].contains("setrule error") && lines[2].contains("another two-state rule without B0 on the plane, not /2/3"), lines[2])
        XCTAssertTrue(lines[3].hasPrefix("0,0,"), lines[3])
        XCTAssertEqual(lines[4], "0 1073741840")
    }

    func testFilesOutputAndTheModulePath() throws {
        try "x = 3, y = 3, rule = B3/S23\nb2o$2ob$bo!\n".write(toFile: folder + "/r.rle", atomically: true, encoding: .utf8)
        try "local helper = {}\nfunction helper.twice(n) return 2 * n end\nreturn helper\n".write(toFile: folder + "/helper.lua", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/kit", withIntermediateDirectories: true)
        try "return { name = \"kit\" }\n".write(toFile: folder + "/kit/init.lua", atomically: true, encoding: .utf8)
        let r = try script("""
            local g = golly()
            local helper = require "helper"
            local kit = require "kit"
            g.show(helper.twice(21) .. " " .. kit.name)
            g.open("r.rle")
            g.run(100)
            g.save("r100.rle", "rle")
            g.save("r100.mc.gz", "mc")
            g.show(g.getpop())
            local loaded = g.load("r100.rle")
            g.show(#loaded // 2 .. " " .. #g.load("r100.mc.gz") // 2)
            g.show(g.getstring("How many?", "12", "Question"))
            """, arguments: ["--output", folder + "/out.rle"])
        XCTAssertEqual(r.status, 0, r.err)
        // bgolly -m 100 on the R-pentomino: 121.
        XCTAssertEqual(r.out, "42 kit\n121\n121 121\n12\n")
        let saved = try String(contentsOfFile: folder + "/r100.rle", encoding: .utf8)
        XCTAssertTrue(saved.contains("rule = B3/S23"), saved)
        // A name ending in .gz is saved packed, as Golly's g.save does.
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/r100.mc.gz")).prefix(2)), [0x1F, 0x8B])
        let out = try LifeExecutable.run(["run", folder + "/out.rle", "--generations", "0", "--json"])
        XCTAssertTrue(out.out.contains("\"generation\": 100") && out.out.contains("\"population\": 121"), out.out)
        // The pattern given on the command line is where the script starts.
        let started = try script("local g = golly()\ng.show(g.getpop() .. ' ' .. g.getname())\n", named: "start.lua", arguments: [folder + "/r.rle"])
        XCTAssertEqual(started.out, "5 r.rle\n", started.err)
    }

    /// A script's files are read and written as the command line's are: never over a device or
    /// a pipe, through a link to the file it names, never endlessly from /dev/zero.
    func testAScriptNeverWritesOverADeviceOrAPipeAndReadsNoEndlessFile() throws {
        let fifo = folder + "/pipe.rle", target = folder + "/target.rle", link = folder + "/link.rle"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        try "x = 1, y = 1\no!\n".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        for (function, call) in [("store", "g.store({0, 0}, \"pipe.rle\")"), ("save", "g.save(\"pipe.rle\", \"rle\")")] {
            let r = try script("local g = golly()\ng.setcell(0, 0, 1)\n\(call)\n", named: "\(function).lua")
            XCTAssertNotEqual(r.status, 0)
            XCTAssertTrue(r.err.contains("\(function) error: \(fifo): cannot be written: it is a device, pipe or socket, not a file"), r.err)
            var info = stat()
            XCTAssertEqual(lstat(fifo, &info), 0)
            XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the pipe is still a pipe")
        }
        // An --output that could not be written is said before the script runs.
        let early = try script("print('ran')\n", named: "early.lua", arguments: ["--output", fifo])
        XCTAssertEqual(early.status, 1)
        XCTAssertFalse(early.out.contains("ran"), early.out)
        XCTAssertTrue(early.err.contains("cannot be written: it is a device, pipe or socket, not a file"), early.err)
        let linked = try script("local g = golly()\ng.setcell(0, 0, 1)\ng.setcell(1, 0, 1)\ng.save(\"link.rle\", \"rle\")\n", named: "link.lua")
        XCTAssertEqual(linked.status, 0, linked.err)
        XCTAssertEqual((try? FileManager.default.destinationOfSymbolicLink(atPath: link)), target, "the link stays a link")
        XCTAssertTrue(try String(contentsOfFile: target, encoding: .utf8).contains("2o!"), "and the file it names is written")
        let zero = try script("local g = golly()\ng.open(\"/dev/zero\")\n", named: "zero.lua")
        XCTAssertNotEqual(zero.status, 0)
        XCTAssertTrue(zero.err.contains("open error: /dev/zero"), zero.err)
    }

    /// A script's memory is capped: one that doubles a string without end stops with an error
    /// saying so (it ran until the machine's memory ended), and the cap is given back.
    func testAScriptThatTakesEndlessMemoryStopsAtItsCap() throws {
        let path = folder + "/greedy.lua"
        try "local s = 'x'\nfor i = 1, 40 do s = s .. s end\n".write(toFile: path, atomically: true, encoding: .utf8)
        let session = ScriptSession(pattern: nil, folder: folder, voice: .init(say: { _ in }))
        guard case .failed(let message) = LuaScript.run(path, on: session, memoryLimit: 64 << 20) else { return XCTFail("it ran on") }
        XCTAssertEqual(message, "\(path): the script used more than the 64 MiB of memory a script may (Lua: not enough memory)")
        // Under the cap, the same state runs what fits.
        try "local s = 'x'\nfor i = 1, 20 do s = s .. s end\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .finished = LuaScript.run(path, on: session, memoryLimit: 64 << 20) else { return XCTFail("a megabyte fits") }
    }

    /// An --output without a pattern file's extension is refused before the script runs (it ran, then failed to save).
    func testAnOutputOfUnknownKindIsRefusedBeforeTheScriptRuns() throws {
        let r = try script("print(\"ran\")\n", named: "said.lua", arguments: ["--output", folder + "/out.txt"])
        XCTAssertEqual(r.status, 1)
        XCTAssertEqual(r.out, "", "the script did not run")
        XCTAssertTrue(r.err.contains("out.txt: unknown extension"), r.err)
    }

    /// `g.setgen` keeps the counter within 0 to 2^62, relative or not (it wrapped to -2^63).
    func testSetgenKeepsTheCounterInRange() throws {
        let ok = try script("local g = golly()\ng.setgen(\"4611686018427387904\")\ng.show(g.getgen())\ng.setgen(\"-4\")\ng.show(g.getgen())\n", named: "ok.lua")
        XCTAssertEqual(ok.out, "4611686018427387904\n4611686018427387900\n", ok.err)
        let top = "g.setgen(\"4611686018427387904\")\n"
        for (calls, would) in [(top + "g.setgen(\"+1\")\n", "4611686018427387905"), ("g.setgen(\"-5\")\n", "-5"),
                               (top + "g.setgen(\"+4611686018427387904\")\n", "past 2^63")] {
            let r = try script("local g = golly()\n" + calls, named: "bad.lua")
            XCTAssertNotEqual(r.status, 0)
            XCTAssertTrue(r.err.contains("setgen error: the generation would be \(would); it goes from 0 to 2^62 (4611686018427387904)"), r.err)
        }
    }

    /// A universe too large to list (Gosper's gun at 2^30: 178,957,021 cells, bgolly) is handed to
    /// a script as its HashLife tree: figures, small and large rects, edits, runs, reset and a
    /// macrocell save work on it; what would list every cell says so by name.
    func testAUniverseTooLargeToListRunsAsItsTree() throws {
        let big = try gunJumpedFar()
        let r = try script("""
            local g = golly()
            g.show(g.getpop() .. " " .. g.getgen())
            -- The gun and its stream in the first 100x100 cells (a rect read as a picture, in bands),
            -- and the same cells read in four quarters of 50x50 (cell by cell).
            local whole = g.getcells({0, 0, 100, 100})
            local quarters = #g.getcells({0, 0, 50, 50}) + #g.getcells({50, 0, 50, 50}) + #g.getcells({0, 50, 50, 50}) + #g.getcells({50, 50, 50, 50})
            g.show((#whole // 2) .. " " .. (quarters // 2))
            g.setcell(-100, -100, 1)
            g.show(g.getpop())
            g.select({-100, -100, 1, 1})
            g.clear(0)
            g.run(30)
            g.show(g.getpop() .. " " .. g.getgen())
            g.setrule("B3/S23")
            g.show(select(2, pcall(g.setrule, "/2/3")))
            g.show(select(2, pcall(g.getcells, g.getrect())))
            g.save("saved.mc", "mc")
            g.reset()
            g.show(g.getpop() .. " " .. g.getgen())
            """, arguments: [big, "--output", folder + "/out.mc"])
        XCTAssertEqual(r.status, 0, r.err)
        guard let lines = Self.lines(r.out, count: 7) else { return }
        XCTAssertEqual(lines[0], "178957021 1073741824")
        // 103 cells: a plain simulation of the gun to generation 1204 (= 2^30 mod 30, past the stream's fill).
        XCTAssertEqual(lines[1], "103 103")
        XCTAssertEqual(lines[2], "178957022")
        // bgolly -a HashLife -m 1073741854: 178,957,026.
        XCTAssertEqual(lines[3], "178957026 1073741854")
        XCTAssertTrue(lines[4].contains("setrule error") && lines[4].contains("178957026 live cells"), lines[4])
        XCTAssertTrue(lines[5].contains("getcells error") && lines[5].contains("too large to list"), lines[5])
        XCTAssertEqual(lines[6], "178957021 1073741824")
        // Saved by g.save before the reset, and by --output after it.
        for (file, generation, population) in [("saved.mc", 1073741854, 178957026), ("out.mc", 1073741824, 178957021)] {
            let saved = try LifeExecutable.run(["run", folder + "/" + file, "--generations", "0", "--json"])
            XCTAssertTrue(saved.out.contains("\"generation\": \(generation),") && saved.out.contains("\"population\": \(population),"),
                          "\(file): \(saved.out) \(saved.err)")
        }
    }

    func testErrorsSayWhereAndExitEndsQuietly() throws {
        let bad = try script("local g = golly()\ng.getcell(\"a\", 0)\n")
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.err.contains("test.lua:2: bad argument #1 to 'getcell' (number expected, got string)"), bad.err)
        let unsupported = try script("local g = golly()\n\ng.overlay(\"create 10 10\")\n", named: "ov.lua")
        XCTAssertEqual(unsupported.status, 1)
        XCTAssertTrue(unsupported.err.contains("ov.lua:3: g.overlay is not supported by Life"), unsupported.err)
        let syntax = try script("local g = golly(\n", named: "syntax.lua")
        XCTAssertEqual(syntax.status, 1)
        XCTAssertTrue(syntax.err.contains("syntax.lua:2:"), syntax.err)
        let luaError = try script("error('no luck')\n", named: "err.lua")
        XCTAssertTrue(luaError.status == 1 && luaError.err.contains("err.lua:1: no luck"), luaError.err)
        let exit = try script("local g = golly()\ng.show('before')\ng.exit('done here')\ng.show('after')\n", named: "exit.lua")
        XCTAssertEqual(exit.status, 0, exit.err)
        XCTAssertEqual(exit.out, "before\ndone here\n")
        let rule = try script("local g = golly()\ng.setrule('B9/S')\n", named: "rule.lua")
        XCTAssertTrue(rule.status == 1 && rule.err.contains("rule.lua:2: setrule error: unsupported rule 'B9/S'"), rule.err)
        // A path longer than Lua names a file in (60 characters) is given whole, not as "...".
        let deep = folder + "/" + String(repeating: "nested-folder/", count: 6)
        try FileManager.default.createDirectory(atPath: deep, withIntermediateDirectories: true)
        try "local g = golly()\ng.getlayer()\n".write(toFile: deep + "envelope.lua", atomically: true, encoding: .utf8)
        let long = try LifeExecutable.run(["script", deep + "envelope.lua"])
        XCTAssertEqual(long.status, 1)
        XCTAssertTrue(long.err.contains(deep + "envelope.lua:2: g.getlayer is not supported by Life"), long.err)
        XCTAssertFalse(long.err.contains("..."), long.err)
        // So is a module it requires from its folder (Golly's gplus/NewCA.lua read ".../gplus/NewCA.lua").
        try FileManager.default.createDirectory(atPath: deep + "gplus", withIntermediateDirectories: true)
        try "local g = golly()\nlocal m = {}\nfunction m.go()\n  g.numlayers()\nend\nreturn m\n".write(toFile: deep + "gplus/NewCA.lua", atomically: true, encoding: .utf8)
        try "local ca = require 'gplus.NewCA'\nca.go()\n".write(toFile: deep + "uses.lua", atomically: true, encoding: .utf8)
        let module = try LifeExecutable.run(["script", deep + "uses.lua"])
        XCTAssertEqual(module.status, 1)
        XCTAssertTrue(module.err.contains(deep + "gplus/NewCA.lua:4: g.numlayers is not supported by Life"), module.err)
        let missing = try LifeExecutable.run(["script", folder + "/none.lua"])
        XCTAssertTrue(missing.status == 1 && missing.err.contains("none.lua: no such script"), missing.err)
        let notAScript = try LifeExecutable.run(["script", folder])
        XCTAssertTrue(notAScript.status == 1 && notAScript.err.contains("a folder, not a script"), notAScript.err)
    }

    /// Golly's spellings a script may use: an empty rule is Life, "rle.gz" and "mc.gz" save packed;
    /// a gplus that is not there says where Golly keeps it; a bad generation is quoted as given.
    func testGollysEmptyRulePackedFormatsAndMissingGplus() throws {
        let r = try inProcess("""
            local g = golly()
            g.setrule("B36/S23")
            g.putcells(g.parse("3o!"))
            g.setrule("")
            g.show(g.getrule())
            g.save("packed.rle", "rle.gz")
            g.save("packed.mc", "mc.gz")
            """)
        XCTAssertEqual(r.outcome, .finished)
        XCTAssertEqual(r.said, ["B3/S23"])
        for name in ["packed.rle", "packed.mc"] {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
            XCTAssertEqual(Array(bytes.prefix(2)), [0x1F, 0x8B], "\(name) is gzip-packed")
            let read = try LifeExecutable.run(["run", folder + "/" + name, "--generations", "0"])
            XCTAssertTrue(read.out.contains("population 3"), read.out + read.err)
        }
        for (call, message) in [("g.save('x.rle', 'lif')", "in-process.lua:2: save error: Life writes \"rle\", \"mc\", \"rle.gz\" and \"mc.gz\", not \"lif\""),
                                ("g.setgen('abc')", "in-process.lua:2: setgen error: \"abc\" is not a generation")] {
            let failed = try inProcess("local g = golly()\n\(call)\n")
            guard case .failed(let said) = failed.outcome else { return XCTFail("\(call): \(failed.outcome)") }
            XCTAssertTrue(said.hasSuffix(message), said)
        }
        if !FileManager.default.fileExists(atPath: "/usr/share/golly/Scripts/Lua/gplus") {
            let gplus = try script("local gp = require 'gplus'\n", named: "gp.lua")
            XCTAssertEqual(gplus.status, 1)
            XCTAssertTrue(gplus.err.contains("gplus is Golly's own Lua package"), gplus.err)
        }
    }

    func testSelectionEditsStatesAndTheRest() throws {
        let r = try inProcess("""
            local g = golly()
            local function show(t) g.show(table.concat(t, ",")) end
            g.putcells(g.parse("3o!"))
            g.select({0, 0, 3, 1})
            g.rotate(0)
            show(g.getcells(g.getrect()))
            g.flip(1)
            show(g.getselrect())
            g.select({-5, -5, 20, 20})
            g.shrink()
            show(g.getselrect())
            g.setgen("1,000")
            g.setgen("+5")
            g.show(g.getgen() .. " " .. g.numstates() .. " " .. g.getalgo() .. " " .. g.numalgos() .. " " .. g.getalgo(1))
            g.store(g.parse("2o$2o!"), "block.rle")
            g.show(#g.load("block.rle"))
            g.open("block.rle")
            g.putcells(g.parse("3o!", 10, 10))
            g.run(5)
            g.reset()
            g.show(g.getpop() .. " " .. g.getgen())
            g.setrule("B2/S/C3")
            g.new("brain")
            g.putcells({0, 0, 1, 1, 0, 2, 0})
            show(g.getcells(g.getrect()))
            g.run(1)
            show(g.getcells(g.getrect()))
            g.putcells({5, 5, 1}, 0, 0, 1, 0, 0, 1, "not")
            show(g.getcells({5, 5, 1, 1}))
            g.putcells({5, 5, 2}, 0, 0, 1, 0, 0, 1, "copy")
            show(g.getcells({5, 5, 1, 1}))
            g.putcells({5, 5, 2}, 0, 0, 1, 0, 0, 1, "xor")
            g.show(g.getcell(5, 5))
            g.putcells({5, 5, 1, 6, 6, 1, 0}, 0, 0, 1, 0, 0, 1, "or")
            g.putcells({5, 5, 2, 6, 6, 1, 0}, 0, 0, 1, 0, 0, 1, "and")
            g.show(g.getcell(5, 5) .. g.getcell(6, 6))
            g.setrule("B3/S23")
            g.new("fill")
            g.select({0, 0, 10, 10})
            g.randfill(100)
            g.show(g.getpop())
            g.setclipstr("clip")
            g.show(g.getclipstr() .. " " .. g.os() .. " " .. g.getname() .. " " .. tostring(g.millisecs() >= 0))
            g.fit(); g.update(); g.setmag(2); g.check(false)
            g.show(tostring(g.visrect({0, 0, 1, 1})) .. " " .. g.getmag() .. " " .. g.getoption("autofit") .. " " .. g.getdir("temp"):sub(1, 1))
            g.sleep(1)
            g.setname("renamed")
            g.settitle("titled")
            g.note("noted")
            g.warn("warned")
            g.error("erred")
            g.show(#g.getinfo() .. " " .. g.getpath() .. "|" .. select(1, g.getpos()))
            g.setalgo("HashLife")
            g.save("fill.mc", "mc")
            g.show(tostring(io.open("fill.mc") ~= nil or io.open(g.getdir("app") .. "fill.mc") ~= nil))
            """)
        XCTAssertEqual(r.outcome, .finished)
        XCTAssertEqual(r.said, [
            "1,-1,1,0,1,1",             // a row turned clockwise about its middle: a column
            "1,-1,1,3",
            "1,-1,1,3",                 // shrunk to the cells it holds
            "1005 2 QuickLife 5 HashLife",
            "8",                        // a block: four cells, two numbers each
            "4 0",                      // back to the block as it was opened
            "0,0,1,1,0,2,0",            // Brian's Brain: a live cell and a dying one, padded
            "0,0,2",                    // the live cell starts dying, the dying one goes
            "5,5,1",                    // "not" of state 1 in three states: the last state (2) less 1
            "5,5,2",                    // three numbers: odd already, no padding
            "0",                        // xor of equal states: dead
            "01",                       // "and": a state other than the array's dies
            "100",
            "clip Linux fill true",
            "true 0 0 /",
            "noted", "warned", "erred",
            "0 |0",
            "true",
        ])
    }
}
