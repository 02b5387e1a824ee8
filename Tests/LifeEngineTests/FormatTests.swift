import XCTest
import LifeEngine
import LifeTestSupport

final class FormatTests: XCTestCase {
    let gun = Fixtures.pattern(Fixtures.gosperGun)

    /// A format that cannot hold a pattern names those that can, of the ones its family is kept in.
    func testARefusalNamesTheFormatsThatHoldThePattern() throws {
        let highLife = Pattern(cells: [Cell(0, 0)], rule: try Rule(parsing: "B36/S23"))
        XCTAssertEqual(PatternFormat.plaintext.refusal(for: highLife),
                       ".cells has no place for the rule B36/S23 (it would be read back as B3/S23); write .rle, .lif or .mc instead")
        let (bosco, board) = try Rule.parseWithTopology("R5,C0,M1,S34..58,B34..45,NM:T100,100")
        let larger = Pattern(cells: [Cell(0, 0)], rule: bosco, topology: board)
        XCTAssertTrue(PatternFormat.plaintext.refusal(for: larger)?.hasSuffix("; write .rle or .mcl instead") == true, "no .mc for Larger than Life")
        XCTAssertTrue(PatternFormat.macrocell.refusal(for: larger)?.hasSuffix("; write .rle or .mcl instead") == true)
        XCTAssertNil(PatternFormat.mcell.refusal(for: larger))
    }

    func testEveryFormatRoundTrips() throws {
        var pattern = gun.offset(by: -20, 7)
        pattern.comments = ["a gun", "second line"]
        for format in PatternFormat.allCases {
            let text = format.write(pattern)
            let back = try format.read(text)
            switch format {
            case .plaintext:
                // Plaintext keeps the cells' shape, the name and comments, not the position.
                XCTAssertEqual(back.cells, gun.cells, "\(format)")
                XCTAssertEqual(back.name, pattern.name)
                XCTAssertEqual(back.comments, pattern.comments)
            case .life106:
                XCTAssertEqual(back.cells, pattern.cells, "\(format)")
            case .life105:
                XCTAssertEqual(back.cells, pattern.cells, "\(format)")
                XCTAssertEqual(back.comments, pattern.comments)
            case .macrocell:
                XCTAssertEqual(back.cells, pattern.cells, "\(format)")
                XCTAssertEqual(back.comments, pattern.comments)
            case .rle:
                XCTAssertEqual(back, pattern)
            case .mcell:
                // MCell has no name; its #P block keeps the position.
                XCTAssertEqual(back.cells, pattern.cells, "\(format)")
                XCTAssertEqual(back.comments, pattern.comments)
                XCTAssertEqual(back.rule, pattern.rule)
            }
            XCTAssertEqual(PatternFormat.sniff(text), format == .life105 ? .life105 : format, "\(format) is recognised from its text")
        }
    }

    func testRulesTopologyAndGenerationSurviveWhereTheFormatHasThem() throws {
        let p = Pattern(cells: Fixtures.soup(width: 40, height: 30, density: 30, seed: 2), rule: try Rule(parsing: "B36/S23"),
                        topology: .torus(width: 50, height: 40), generation: 12)
        let mc = try PatternFormat.macrocell.read(PatternFormat.macrocell.write(p))
        XCTAssertEqual(mc.rule, p.rule)
        XCTAssertEqual(mc.topology, p.topology)
        XCTAssertEqual(mc.generation, 12)
        XCTAssertEqual(mc.cells, p.cells)
        XCTAssertEqual(try PatternFormat.life106.read(PatternFormat.life106.write(p)).rule, p.rule)
        XCTAssertEqual(try PatternFormat.life105.read(PatternFormat.life105.write(p)).rule, p.rule)
    }

    /// Lines read from their bytes (plain leaves and nodes) and lines read the long way (with
    /// CR, spaces or tabs about them) give the same tree.
    func testMacrocellReadsTheSameTreeHoweverItsLinesAreSpaced() throws {
        let pattern = Pattern(cells: Fixtures.soup(width: 40, height: 30, density: 35, seed: 3).map { $0.offset(by: -9, 4) })
        let plain = MacrocellCodec().write(pattern)
        var lines = plain.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for i in lines.indices where i > 1 && !lines[i].isEmpty {
            lines[i] = i % 3 == 0 ? " " + lines[i] : i % 3 == 1 ? lines[i].replacingOccurrences(of: " ", with: "\t") + " " : lines[i]
        }
        let spaced = lines.joined(separator: "\r\n")
        XCTAssertNotEqual(spaced, plain)
        let a = try MacrocellCodec().parse(plain), b = try MacrocellCodec().parse(spaced)
        XCTAssertEqual(a.levels, b.levels)
        XCTAssertEqual(a.population, b.population)
        XCTAssertEqual(try MacrocellCodec().pattern(of: b).cells, pattern.cells)
        // A node that refers ahead is refused with its line, however it was read.
        XCTAssertThrowsError(try MacrocellCodec().parse("[M2]\n*$\n4 1 0 0 9\n")) { XCTAssertTrue("\($0)".hasPrefix("line 3, column 1: child 4"), "\($0)") }
    }

    /// An MCell file's game, rule or board is refused at its own line.
    func testMCellHeaderFaultsPointAtTheirLines() {
        let cases = [("#MCell 4.20\n#D a\n#GAME Weighted Life\n#L A\n", "line 3, column 7: MCell's game"),
                     ("#MCell 4.20\n#GAME Generations\n#RULE 345/2/999999999\n#L A\n", "line 3, column 7: unsupported rule"),
                     ("#MCell 4.20\n#GAME Generations\n#RULE 345/2/4\n#BOARD 2x999999999\n#WRAP 1\n#L A\n", "line 4, column 8: ")]
        for (text, start) in cases {
            XCTAssertThrowsError(try PatternFormat.mcell.read(text)) { XCTAssertTrue("\($0)".hasPrefix(start), "\($0)") }
        }
    }

    /// On a bounded grid a macrocell tree is in Golly's coordinates (the board's top-left cell at
    /// (-w/2, -h/2)): these files are bgolly 3.3's own (`bgolly -a HashLife -m 0 -o F.mc F.rle`),
    /// read where Golly has the cells, and written line for line as Golly writes them.
    func testMacrocellOnABoundedGridIsWhereGollyHasIt() throws {
        let cases: [(rle: String, golly: String, cells: [Cell])] = [
            ("x = 2, y = 1, rule = B3/S23:T10,10\n2o!\n",
             "[M2] (golly 3.3)\n#R B3/S23:T10,10\n$$$$$$$.......*$\n$$$$$$$*$\n4 1 2 0 0\n",
             [Cell(-1, 0), Cell(0, 0)]),
            ("x = 3, y = 3, rule = B3/S23:P41,31\nbo$2bo$3o!\n",
             "[M2] (golly 3.3)\n#R B3/S23:P41,31\n$$$$$$*$.*$\n.......*$\n**$\n4 0 1 2 3\n",
             [Cell(0, -1), Cell(1, 0), Cell(-1, 1), Cell(0, 1), Cell(1, 1)]),
        ]
        for (rle, golly, cells) in cases {
            let read = try PatternFormat.macrocell.read(golly)
            XCTAssertEqual(Set(read.cells.map(read.topology.gollyCoordinates)), Set(cells), golly)
            XCTAssertEqual(read.cells, try PatternFormat.rle.read(rle).cells, "the same cells as the RLE Golly wrote it from")
            let written = PatternFormat.macrocell.write(try PatternFormat.rle.read(rle))
            XCTAssertEqual(written.split(separator: "\n").dropFirst(), golly.split(separator: "\n").dropFirst(), "after the first line")
            XCTAssertEqual(try PatternFormat.macrocell.read(written).cells, read.cells, "Life's own file reads back")
        }
        // Files Life wrote before (headed "[M2] (life)", written by the session-33 release from the
        // same RLE files) put the board's top-left cell at (0, 0): saved boards and exports still
        // read where they were.
        let older = [("x = 2, y = 1, rule = B3/S23:T10,10\n2o!\n", "[M2] (life)\n#R B3/S23:T10,10\n$$$$....**$\n4 0 0 0 1\n"),
                     ("x = 3, y = 3, rule = B3/S23:P41,31\nbo$2bo$3o!\n",
                      "[M2] (life)\n#R B3/S23:P41,31\n$$$$$....*$.....*$...***$\n4 0 0 1 0\n5 0 2 0 0\n6 0 0 0 3\n")]
        for (rle, file) in older {
            XCTAssertEqual(try PatternFormat.macrocell.read(file).cells, try PatternFormat.rle.read(rle).cells, file)
        }
    }

    func testMacrocellMatchesGollysPlacementAndSharesSubtrees() throws {
        // Golly writes a glider at (1, 1) this way: a level-4 root whose south-east leaf holds it.
        let golly = "[M2] (golly 3.3)\n#R B3/S23\n#G 4\n..*$...*$.***$\n4 0 0 0 1\n"
        let p = try PatternFormat.macrocell.read(golly)
        XCTAssertEqual(p.cells, Fixtures.pattern(Fixtures.glider).cells.map { $0.offset(by: 1, 1) })
        XCTAssertEqual(p.generation, 4)
        // Written back, a pattern that fits in one leaf still has a level-4 root, as Golly writes
        // it (Golly reads a file whose root is a leaf as empty): the body is bgolly's own, byte for byte.
        let written = PatternFormat.macrocell.write(Pattern(cells: p.cells, generation: 4))
        XCTAssertTrue(written.hasSuffix("#G 4\n..*$...*$.***$\n4 0 0 0 1\n"), written)
        // Sixteen equal blocks far apart share their leaves (a block can straddle two leaf rows).
        var cells: [Cell] = []
        for i: Int64 in 0..<16 { cells += [Cell(i * 64, 0), Cell(i * 64 + 1, 0), Cell(i * 64, 1), Cell(i * 64 + 1, 1)] }
        let text = PatternFormat.macrocell.write(Pattern(cells: cells))
        XCTAssertLessThanOrEqual(text.split(separator: "\n").filter { $0.hasPrefix("**") || $0.hasPrefix("$") || $0.hasPrefix(".") }.count, 2)
        XCTAssertEqual(try PatternFormat.macrocell.read(text).cells, cells.sorted())
    }

    func testPlaintextAndLife105Details() throws {
        let cells = try PlaintextCodec().read("!Name: Glider\n!The smallest spaceship\n.O\n..O\nOOO\n")
        XCTAssertEqual(cells.name, "Glider")
        XCTAssertEqual(cells.cells, Fixtures.pattern(Fixtures.glider).cells)
        let lif = try Life105Codec().read("#Life 1.05\n#D two blocks\n#R 23/3\n#P -1 -1\n**\n**\n#P 10 10\n*\n")
        XCTAssertEqual(lif.cells, [Cell(-1, -1), Cell(0, -1), Cell(-1, 0), Cell(0, 0), Cell(10, 10)])
        XCTAssertEqual(lif.comments, ["two blocks"])
        // Golly's collection has bare `#P` lines (Methuselahs/acorn.lif): the block sits at 0 0.
        let acorn = try Life105Codec().read("#Life 1.05\n#D Acorn\n#P\n.*\n...*\n**..***\n")
        XCTAssertEqual(Set(acorn.cells), Set(Fixtures.pattern(Fixtures.acorn).cells))
        XCTAssertEqual(PatternFormat(fileName: "x.LIF"), .life106)
        XCTAssertEqual(PatternFormat(fileName: "x.cells"), .plaintext)
        XCTAssertNil(PatternFormat(fileName: "x.txt"))
        XCTAssertEqual(PatternFormat.sniff(".O.\n..O"), .plaintext)
        XCTAssertEqual(PatternFormat.sniff("x = 1, y = 1\no!"), .rle)
    }

    func testBrokenInputsSayWhatAndWhere() {
        let cases: [(PatternFormat, String, Int, String)] = [
            (.plaintext, "..O\n.X.", 2, "unexpected character 'X'"),
            (.life106, "#Life 1.06\n1 2\n3 four", 3, "two whole numbers"),
            (.life105, "#Life 1.05\n#P 0 0\n*.x", 3, "unexpected character 'x'"),
            (.life105, "#Life 1.05\n#P zero 0\n*", 2, "#P x y"),
            (.life105, "#Life 1.05\n#P 5\n*", 2, "#P x y"),
            (.macrocell, "#R B3/S23\n", 1, "starts with [M2]"),
            (.macrocell, "[M2]\n4 1 0 0 0\n", 2, "earlier node"),
            (.macrocell, "[M2]\n**$\n5 1 0 0 0\n", 3, "needs level 4"),
            (.macrocell, "[M2]\n*********$\n", 2, "at most 8 cells wide"),
            (.macrocell, "[M2]\n#G -3\n", 2, "whole number"),
        ]
        for (format, text, line, message) in cases {
            XCTAssertThrowsError(try format.read(text), text) { error in
                guard let e = error as? PatternParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(e.line, line, text)
                XCTAssertTrue(e.message.contains(message), "\(e.message) should say \(message)")
            }
        }
    }

    func testTinyFilesCannotExhaustMemory() {
        // A 14-line macrocell doubling a full leaf up to level 40 would hold 2^70 cells.
        var text = "[M2]\n********$********$********$********$********$********$********$********$\n"
        for level in 4...40 { text += "\(level) \(level - 3) \(level - 3) \(level - 3) \(level - 3)\n" }
        XCTAssertThrowsError(try PatternFormat.macrocell.read(text)) { error in
            XCTAssertTrue("\(error)".contains("8388608 live cells"), "\(error)")
        }
        XCTAssertThrowsError(try PatternFormat.rle.read("x = 1, y = 1\n2147483647o!", budget: Self.small(cells: 1000)))
        XCTAssertThrowsError(try PatternFormat.plaintext.read(String(repeating: "O", count: 2000), budget: Self.small(cells: 1000)))
        XCTAssertThrowsError(try PatternFormat.life106.read("#Life 1.06\n" + String(repeating: "1 1\n", count: 20), budget: Self.small(cells: 10)))
    }

    static func small(cells: Int) -> PatternBudget {
        PatternBudget(maxBytes: 1 << 20, maxCells: cells, maxAreas: 1 << 18)
    }

    /// Thousands of mutated and random inputs: every reader either reads them or throws a parse error.
    func testSeededFuzzNeverCrashes() {
        var rng = SplitMix64(seed: 0xF022)
        let seeds = PatternFormat.allCases.map { ($0, $0.write(gun)) }
        let alphabet = Array("0123456789bo$!.*O#xy=,-RPNDCG[]M2 \n\r\tq\u{FEFF}é")
        var parsed = 0, rejected = 0
        for round in 0..<3000 {
            let (format, seed) = seeds[round % seeds.count]
            var chars = Array(seed)
            switch rng.next() % 4 {
            case 0: // flip some characters
                for _ in 0..<(1 + Int(rng.next() % 8)) where !chars.isEmpty {
                    chars[Int(rng.next() % UInt64(chars.count))] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                }
            case 1: // truncate
                chars = Array(chars.prefix(Int(rng.next() % UInt64(chars.count + 1))))
            case 2: // insert runs
                for _ in 0..<(1 + Int(rng.next() % 4)) {
                    let at = Int(rng.next() % UInt64(chars.count + 1))
                    chars.insert(contentsOf: (0..<Int(rng.next() % 12)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }, at: at)
                }
            default: // random text
                chars = (0..<Int(rng.next() % 200)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            }
            let text = String(chars)
            for reader in [format, PatternFormat.sniff(text)] {
                do {
                    _ = try reader.read(text, budget: Self.small(cells: 100_000))
                    parsed += 1
                } catch is PatternParseError {
                    rejected += 1
                } catch {
                    XCTFail("\(reader) threw \(error) for \(text.debugDescription)")
                }
            }
        }
        XCTAssertGreaterThan(parsed, 100)
        XCTAssertGreaterThan(rejected, 1000)
    }
}
