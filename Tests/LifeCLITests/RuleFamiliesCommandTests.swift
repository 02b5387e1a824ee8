import XCTest
import Foundation
import LifeTestSupport

/// The command line with rules of other families and bounded grids (figures from bgolly 3.3).
final class RuleFamiliesCommandTests: XCTestCase {
    func testRulesListsTheNamesAndShowsARuleAsGollyWritesIt() throws {
        try LifeExecutable.requireBuilt()
        let list = try LifeExecutable.run(["rules"])
        XCTAssertEqual(list.status, 0, list.err)
        for line in ["Brian's Brain", "/2/3", "Bosco's Rule", "R5,C0,M1,S34..58,B34..45,NM", "HighLife"] {
            XCTAssertTrue(list.out.contains(line), "\(line) in \(list.out)")
        }
        let shown = try LifeExecutable.run(["rules", "b3s23h:t10"])
        XCTAssertEqual(shown.status, 0, shown.err)
        XCTAssertTrue(shown.out.hasPrefix("B3/S23H:T10,10\n"), shown.out)
        let json = try LifeExecutable.run(["rules", "g3b2s", "--json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["rule"] as? String, "/2/3")
        XCTAssertEqual(object["name"] as? String, "Brian's Brain")
        XCTAssertEqual(object["states"] as? Int, 3)
        let bad = try LifeExecutable.run(["rules", "B1a/S"])
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.err.contains("column 3"), bad.err)
    }

    func testRunTakesEveryFamilyAndSaysWhichEnginesCannot() throws {
        try LifeExecutable.requireBuilt()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-families-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out.rle").path
        // bgolly -a Generations -m 2: Brian's Brain from a row of three has 10 cells, 6 firing and 4 resting.
        let brain = try LifeExecutable.run(["run", "-", "--generations", "2", "--output", out], stdin: "x = 3, y = 1, rule = /2/3\n3o!\n")
        XCTAssertEqual(brain.status, 0, brain.err)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(written.contains("2.A$.BAB$A3.A$.BAB$2.A!"), written)
        let json = try LifeExecutable.run(["run", "-", "--generations", "2", "--json"], stdin: "x = 3, y = 1, rule = /2/3\n3o!\n")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["population"] as? Int, 10)
        XCTAssertEqual(object["algorithm"] as? String, "patches", "a rule of range 1 on the plane runs in patches")
        // --stats keeps the file's dying states: under 345/2/4 a live cell beside a dying one has no
        // live neighbour, so it starts dying and the dying one ages (BC at 1, by hand and bgolly).
        let stats = folder.appendingPathComponent("s.csv").path
        let aging = try LifeExecutable.run(["run", "-", "--generations", "1", "--stats", stats, "--output", out],
                                           stdin: "x = 2, y = 1, rule = 345/2/4\nAB!\n")
        XCTAssertEqual(aging.status, 0, aging.err)
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).contains("BC!"))
        XCTAssertTrue(try String(contentsOfFile: stats, encoding: .utf8).contains("\n1,2,0,0"), "two cells, neither born nor dead")
        // The tiles run two-state rules of range 1 only (bgolly -m 2: a row of three under B2n3/S23-q is a blinker, 3 cells).
        let int = try LifeExecutable.run(["run", "-", "--generations", "2", "--algorithm", "tiles", "--json"],
                                         stdin: "x = 3, y = 1, rule = B2n3/S23-q\n3o!\n")
        XCTAssertEqual(int.status, 0, int.err)
        XCTAssertTrue(int.out.contains("\"population\": 3,"), int.out)
        let tiles = try LifeExecutable.run(["run", "-", "--generations", "2", "--algorithm", "tiles"], stdin: "x = 3, y = 1, rule = /2/3\n3o!\n")
        XCTAssertEqual(tiles.status, 1)
        XCTAssertTrue(tiles.err.contains("--algorithm grid"), tiles.err)
        // A Klein bottle (bgolly: a single cell at the corner of K4*+1,3 under B1/S has 8 neighbours born).
        let klein = try LifeExecutable.run(["run", "-", "--generations", "1", "--output", out],
                                           stdin: "#CXRLE Pos=-2,-1\nx = 1, y = 1, rule = B1/S:K4*+1,3\no!\n")
        XCTAssertEqual(klein.status, 0, klein.err)
        let board = try String(contentsOfFile: out, encoding: .utf8)
        XCTAssertTrue(board.contains("bobo$2obo$b3o!"), board)
        // Golly reads macrocell only with its HashLife algorithms, which do not run Larger than Life:
        // such a file is refused, .rle written; .mcl on a board only (on the plane Golly reads it
        // onto a small board).
        let bosco = "x = 3, y = 1, rule = R5,C0,M1,S34..58,B34..45,NM\n3o!\n"
        let mc = try LifeExecutable.run(["run", "-", "--generations", "1", "--output", folder.appendingPathComponent("x.mc").path], stdin: bosco)
        XCTAssertEqual(mc.status, 1)
        XCTAssertTrue(mc.err.contains("Golly reads no Larger than Life pattern from macrocell"), mc.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x.mc").path))
        let rle = try LifeExecutable.run(["run", "-", "--generations", "1", "--output", folder.appendingPathComponent("x.rle").path], stdin: bosco)
        XCTAssertEqual(rle.status, 0, rle.err)
        let plane = try LifeExecutable.run(["run", "-", "--generations", "1", "--output", folder.appendingPathComponent("x.mcl").path], stdin: bosco)
        XCTAssertEqual(plane.status, 1)
        XCTAssertTrue(plane.err.contains("MCell has no place for Larger than Life on the endless plane"), plane.err)
        let torus = try LifeExecutable.run(["run", "-", "--generations", "1", "--torus", "60x60", "--output", folder.appendingPathComponent("x.mcl").path],
                                           stdin: bosco)
        XCTAssertEqual(torus.status, 0, torus.err)
    }

    /// A B0 rule's pattern saved at an odd generation (stored inverted, its generation in the
    /// header) runs on from there as the whole run does: bgolly -m 10 on this soup gives 147.
    func testABZeroPatternSavedAtAnOddGenerationRunsOnAsItWas() throws {
        try LifeExecutable.requireBuilt()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-b0-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let soup = "x = 16, y = 16, rule = B03/S23\noboboobbbobbbobo$bbboobboooobbbbo$bbbobbbbbbooooob$boobbboobooobbbo$bbobobobbboobboo$"
            + "obobbobbboobobob$obboooobbbbbbboo$obboboboobbbbobb$oooboooboobobboo$bbbobbbbboooobbo$booboobbooobbboo$bbbobobooobbobbb$"
            + "obobooooobboobbo$obbbooobobbbboob$obbboooboobbooob$obbbooobbbobbboo!\n"
        let saved = folder.appendingPathComponent("at7.rle").path
        let first = try LifeExecutable.run(["run", "-", "--generations", "7", "--output", saved], stdin: soup)
        XCTAssertEqual(first.status, 0, first.err)
        for algorithm in ["tiles", "grid"] {
            let rest = try LifeExecutable.run(["run", saved, "--generations", "3", "--algorithm", algorithm, "--json"])
            XCTAssertEqual(rest.status, 0, rest.err)
            XCTAssertTrue(rest.out.contains("\"generation\": 10,") && rest.out.contains("\"population\": 147,"), "\(algorithm): \(rest.out)")
        }
        // HashLife does not leap it, and says why.
        let leap = try LifeExecutable.run(["run", saved, "--generations", "3", "--algorithm", "hashlife"])
        XCTAssertEqual(leap.status, 1)
        XCTAssertTrue(leap.err.contains("B0 without S8") && leap.err.contains("--algorithm grid, tiles"), leap.err)
    }

    /// `--rule` replaces the file's rule on every engine, also where an RLE file's runs go
    /// straight into the tiles (auto and tiles on the plane, which once kept the file's). A
    /// blinker under B3/S1: its ends have one neighbour each and stay, its middle (two) dies, and
    /// the cells above and below the middle (three) are born: 4 cells at generation 1.
    func testARuleOnTheCommandLineReplacesTheFilesOnEveryEngine() throws {
        try LifeExecutable.requireBuilt()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-rule-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for header in ["x = 3, y = 1", "x = 3, y = 1, rule = B36/S23"] {
            let file = folder.appendingPathComponent("blinker.rle").path
            try "\(header)\n3o!\n".write(toFile: file, atomically: true, encoding: .utf8)
            for algorithm in ["auto", "tiles", "sparse", "hashlife", "grid"] {
                for source in [file, "-"] {
                    let run = try LifeExecutable.run(["run", source, "--generations", "1", "--rule", "B3/S1", "--algorithm", algorithm, "--json"],
                                                     stdin: source == "-" ? "\(header)\n3o!\n" : "")
                    let what = "\(header), \(algorithm), \(source == "-" ? "standard input" : "a file")"
                    XCTAssertEqual(run.status, 0, "\(what): \(run.err)")
                    XCTAssertTrue(run.out.contains("\"population\": 4,") && run.out.contains("\"rule\": \"B3/S1\""), "\(what): \(run.out)")
                }
            }
        }
    }

    /// A bounded grid given by `--rule` or `--torus` takes the pattern as the same grid in its
    /// header would: centred on the board. bgolly 3.3 on the glider with `rule = B3/S23:P30,20` in
    /// its header: still a glider at 30 (5 cells), a block at 36 (4); at the board's corner it
    /// would fly on past 60, and Golly's `-r` placement (top-left at 0,0) makes the block by 30.
    /// On a 7x5 torus a row of five is 3o$3o$3o at 1 and fills the board's height at 3 (bgolly).
    func testAGridGivenOnTheCommandLineCentresThePatternAsItsHeaderWould() throws {
        try LifeExecutable.requireBuilt()
        let glider = "x = 3, y = 3\nbo$2bo$3o!\n"
        for (generations, population) in [(30, 5), (36, 4), (60, 4)] {
            let run = try LifeExecutable.run(["run", "-", "--generations", "\(generations)", "--rule", "B3/S23:P30,20", "--json"], stdin: glider)
            XCTAssertEqual(run.status, 0, run.err)
            XCTAssertTrue(run.out.contains("\"population\": \(population),"), "at \(generations): \(run.out)")
        }
        let row = "x = 5, y = 1\n5o!\n"
        let first = try LifeExecutable.run(["run", "-", "--generations", "1", "--torus", "7x5", "--json"], stdin: row)
        XCTAssertTrue(first.out.contains("\"population\": 9,") && first.out.contains("\"width\": 3"), first.out)
        let third = try LifeExecutable.run(["run", "-", "--generations", "3", "--torus", "7x5", "--json"], stdin: row)
        XCTAssertTrue(third.out.contains("\"population\": 16,") && third.out.contains("\"height\": 5"), third.out)
        // A rule alone keeps the file's board; a rule with a board moves to it, ":T0,0" the plane.
        let onBoard = "x = 3, y = 3, rule = B3/S23:T30,20\nbo$2bo$3o!\n"
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("rule-board-\(UUID().uuidString).rle").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        for (rule, written) in [("B36/S23", "B36/S23:T30,20"), ("B36/S23:T40,40", "B36/S23:T40,40"), ("B36/S23:T0,0", "B36/S23\n")] {
            let run = try LifeExecutable.run(["run", "-", "--generations", "4", "--rule", rule, "--output", out], stdin: onBoard)
            XCTAssertEqual(run.status, 0, run.err)
            let text = try String(contentsOfFile: out, encoding: .utf8)
            XCTAssertTrue(text.contains("rule = \(written)"), "\(rule): \(text)")
        }
        // Moved to the plane, the cells keep their place in Golly's coordinates (the glider's box
        // at -1,-1 on the 10x10 torus), with a #CXRLE position or without, on the tiles or not.
        let onTorus = FileManager.default.temporaryDirectory.appendingPathComponent("rule-plane-\(UUID().uuidString).rle").path
        defer { try? FileManager.default.removeItem(atPath: onTorus) }
        for header in ["#CXRLE Pos=-1,-1\n", ""] {
            for algorithm in ["tiles", "sparse"] {
                // A file, not standard input: the tiles read a file's runs straight.
                try (header + "x = 3, y = 3, rule = B3/S23:T10,10\nbo$2bo$3o!\n").write(toFile: onTorus, atomically: true, encoding: .utf8)
                let run = try LifeExecutable.run(["run", onTorus, "--generations", "0", "--rule", "B3/S23:T0,0", "--algorithm", algorithm, "--json"])
                XCTAssertTrue(run.out.contains("\"x\": -1,") && run.out.contains("\"y\": -1,"), "\(header) \(algorithm): \(run.out)")
            }
        }
        // `life final --torus`: a glider crossing a 30x20 torus is back where it began after
        // lcm(30, 20) = 60 cells, 240 generations.
        let final = try LifeExecutable.run(["final", "-", "--torus", "30x20"], stdin: glider)
        XCTAssertEqual(final.status, 0, final.err)
        XCTAssertTrue(final.out.contains("period 240"), final.out)
    }

    /// A pattern larger than its file's bounded grid goes to the board's top-left corner and keeps
    /// what lies on it, as Golly's reader puts it (a 50x50 soup on :P40,30 agreed with bgolly at
    /// 0, 1, 2, 10 and 100 only then). bgolly on this file: 4 cells (the top row of four) at 0,
    /// a block at (-1, -1) from generation 1.
    func testAPatternLargerThanItsBoardStartsAtTheBoardsCorner() throws {
        try LifeExecutable.requireBuilt()
        let file = "x = 6, y = 4, rule = B3/S23:P4,3\n4o$$$5bo!\n"
        let start = try LifeExecutable.run(["run", "-", "--generations", "0", "--json"], stdin: file)
        XCTAssertTrue(start.out.contains("\"population\": 4,") && start.out.contains("\"x\": -2, \"y\": -1, \"width\": 4, \"height\": 1"), start.out)
        let next = try LifeExecutable.run(["run", "-", "--generations", "1", "--json"], stdin: file)
        XCTAssertTrue(next.out.contains("\"population\": 4,") && next.out.contains("\"x\": -1, \"y\": -1, \"width\": 2, \"height\": 2"), next.out)
        // The same on a 4x3 torus given with --torus: the whole board lives at 1 (bgolly with
        // rule = B3/S23:T4,3 in the header: 12), not a refusal.
        let torus = try LifeExecutable.run(["run", "-", "--generations", "1", "--torus", "4x3", "--json"], stdin: "x = 6, y = 4\n4o$$$5bo!\n")
        XCTAssertTrue(torus.out.contains("\"population\": 12,"), torus.out + torus.err)
    }

    /// A file that says where its cells go (#CXRLE Pos) keeps them there when --rule gives the
    /// grid, as the grid in its header keeps them (bgolly: the glider at (10, -7) on :P30,20).
    func testAGridOnTheCommandLineKeepsAPositionTheFileGives() throws {
        try LifeExecutable.requireBuilt()
        for grid in ["--rule=B3/S23:P30,20", "--torus=30x20"] {
            let placed = try LifeExecutable.run(["run", "-", "--generations", "0", grid, "--json"], stdin: "#CXRLE Pos=10,-7\nx = 3, y = 3\nbo$2bo$3o!\n")
            XCTAssertTrue(placed.out.contains("\"x\": 10, \"y\": -7, \"width\": 3"), "\(grid): \(placed.out) \(placed.err)")
            XCTAssertEqual(placed.err, "", grid)
        }
    }

    /// Cells a file places off the board given on the command line are left out, as Golly leaves
    /// them out, and said on standard error (the run ended empty without a word); `life final`
    /// keeps the file's place as `life run` does.
    func testCellsLeftOffTheBoardAskedForAreSaid() throws {
        try LifeExecutable.requireBuilt()
        let folder = NSTemporaryDirectory() + "life-off-board-\(getpid())"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let far = folder + "/far.rle", edge = folder + "/edge.rle"
        try "#CXRLE Pos=1000,1000\nx = 3, y = 3\nbo$2bo$3o!\n".write(toFile: far, atomically: true, encoding: .utf8)
        // On a 5x5 torus (cells -2...2) the glider's top row at y = 2 stays, the other two go.
        try "#CXRLE Pos=0,2\nx = 3, y = 3\nbo$2bo$3o!\n".write(toFile: edge, atomically: true, encoding: .utf8)
        for grid in [["--torus", "20x20"], ["--rule", "B3/S23:T20,20"]] {
            let run = try LifeExecutable.run(["run", far, "--generations", "1"] + grid)
            XCTAssertEqual(run.status, 0, run.err)
            XCTAssertTrue(run.out.contains("population 0"), run.out)
            XCTAssertTrue(run.err.contains("\(grid[0]): all 5 cells of the pattern lie off the torus 20x20 and are left out"), run.err)
        }
        let final = try LifeExecutable.run(["final", far, "--torus", "5x5"])
        XCTAssertTrue(final.err.contains("--torus: all 5 cells of the pattern lie off the torus 5x5"), final.err)
        XCTAssertFalse(final.out.contains("Oscillating"), "centred instead of kept in place: \(final.out)")
        let partly = try LifeExecutable.run(["run", edge, "--generations", "0", "--torus", "5x5", "--json"])
        XCTAssertTrue(partly.out.contains("\"population\": 1,"), partly.out)
        XCTAssertTrue(partly.err.contains("--torus: 4 of the pattern's 5 cells lie off the torus 5x5"), partly.err)
        // Gzipped, and on standard input, `final` keeps the place too (it centred them).
        let packed = folder + "/far.rle.gz"
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/bin/gzip")
        gzip.arguments = ["-k", far]
        try gzip.run()
        gzip.waitUntilExit()
        for (file, stdin) in [(packed, ""), ("-", "#CXRLE Pos=1000,1000\nx = 3, y = 3\nbo$2bo$3o!\n")] {
            let kept = try LifeExecutable.run(["final", file, "--torus", "5x5"], stdin: stdin)
            XCTAssertTrue(kept.err.contains("all 5 cells of the pattern lie off the torus 5x5"), "\(file): \(kept.err)")
            XCTAssertFalse(kept.out.contains("Oscillating"), "\(file): \(kept.out)")
        }
        // The same board given twice (--rule's and --torus): the file's place is kept both times.
        let twice = try LifeExecutable.run(["run", edge, "--generations", "0", "--rule", "B3/S23:T7,7", "--torus", "7x7", "--json"])
        XCTAssertTrue(twice.out.contains("\"x\": 1, \"y\": 2, \"width\": 2, \"height\": 2"), twice.out + twice.err)
    }

    /// A board the rule does not run on is refused before any work, as `--rule` and a file's
    /// header refuse it (a 2000000000x1 torus took 4 GB of the dense grid first, and then said a
    /// budget that was never reached was).
    func testATorusTheRuleDoesNotRunOnIsRefusedUpFront() throws {
        try LifeExecutable.requireBuilt()
        for command in [["run", "-", "--generations", "10"], ["final", "-"]] {
            let result = try LifeExecutable.run(command + ["--torus", "2000000000x1"], stdin: "x = 3, y = 1\n3o!\n")
            XCTAssertEqual(result.status, 1, "\(command): \(result.err)")
            XCTAssertTrue(result.err.contains("--torus: a torus 2000000000x1 is not offered under the rule B3/S23: this rule runs on a board of at most"),
                          "\(command): \(result.err)")
        }
    }
}
