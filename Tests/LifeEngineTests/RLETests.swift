import XCTest
import LifeEngine
import LifeTestSupport

final class RLETests: XCTestCase {
    /// Golly reads #CXRLE only as a file's first line: written after a name or comments, its
    /// position and generation were lost to bgolly (it ran a glider saved at 40 from 0).
    func testPositionAndGenerationComeFirstBeforeNameAndComments() throws {
        var glider = try RLEReader().read("#N Glider\n#O Someone\n#C a comment\nx = 3, y = 3\nbo$2bo$3o!\n")
        glider.generation = 40
        let written = RLEWriter().write(glider.offset(by: 10, 10))
        let lines = written.split(separator: "\n")
        XCTAssertEqual(lines.first, "#CXRLE Pos=10,10 Gen=40")
        XCTAssertEqual(Array(lines[1...3]), ["#N Glider", "#O Someone", "#C a comment"])
        XCTAssertEqual(RLEWriter().write(Pattern(cells: [], name: "Empty")).split(separator: "\n").first, "#CXRLE Pos=0,0 Gen=0")
        let back = try RLEReader().read(written)
        XCTAssertEqual(back.generation, 40)
        XCTAssertEqual(back.bounds?.x, 10)
    }

    func testReadsHeaderCommentsAndRuns() throws {
        let text = "#N Glider\r\n#O Richard K. Guy\r\n#C The smallest spaceship.\r\n\r\nx = 3, y = 3, rule = B3/S23\r\nbo$2bo$3o!\r\n"
        let pattern = try RLEReader().read(text)
        XCTAssertEqual(pattern.name, "Glider")
        XCTAssertEqual(pattern.author, "Richard K. Guy")
        XCTAssertEqual(pattern.comments, ["The smallest spaceship."])
        XCTAssertEqual(pattern.cells, [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)])
        XCTAssertEqual(pattern.rule, .conway)
    }

    func testByteOrderMarkBlankLinesAndSpaces() throws {
        let text = "\u{FEFF}x = 3, y = 2\n\n 3o $\n\t2b o !"
        let pattern = try RLEReader().read(text)
        XCTAssertEqual(pattern.cells, [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(2, 1)])
    }

    func testMultiRowSkipAndOtherStateLetters() throws {
        let pattern = try RLEReader().read("x = 2, y = 4\no3$bA!")
        XCTAssertEqual(pattern.cells, [Cell(0, 0), Cell(1, 3)])
    }

    func testTextAfterBangIsIgnoredAndRuleIsRead() throws {
        let pattern = try RLEReader().read("x = 1, y = 1, rule = B36/S23\no! trailing words\nmore junk ~~~")
        XCTAssertEqual(pattern.cells, [Cell(0, 0)])
        XCTAssertEqual(pattern.rule.description, "B36/S23")
    }

    func testHeaderlessBodyAndPositionComments() throws {
        let pattern = try RLEReader().read("#CXRLE Pos=-5,7 Gen=42\nbo$o!")
        XCTAssertEqual(pattern.cells, [Cell(-4, 7), Cell(-5, 8)])
        XCTAssertEqual(pattern.generation, 42)
        let offset = try RLEReader().read("#P 10 -2\no!")
        XCTAssertEqual(offset.cells, [Cell(10, -2)])
    }

    func testRealGosperGunLoads() {
        let gun = Fixtures.pattern(Fixtures.gosperGun)
        XCTAssertEqual(gun.cells.count, 36)
        XCTAssertEqual(gun.bounds, CellRect(x: 0, y: 0, width: 36, height: 9))
    }

    func testMalformedInputsSayWhereAndWhat() {
        let cases: [(String, Int, Int, String)] = [
            ("x = 3, y = 3\nbo$2bz$3o!", 2, 6, "unexpected character 'z'"),
            ("x = 3, y = 3, rule = B3/S2Q\n3o!", 1, 22, "unsupported rule"),
            ("x = three, y = 3\n3o!", 1, 5, "needs a whole number"),
            ("x = 1, y = 1\n99999999999999999999o!", 2, 19, "run count is too large"),
            ("x = 1, y = 1\n3o$4", 2, 4, "run count with nothing to repeat"),
            ("x = 1, y = 1, speed = 3\no!", 1, 15, "unknown header field 'speed'"),
            ("#P 1\no!", 1, 3, "expected two whole numbers"),
        ]
        for (text, line, column, message) in cases {
            XCTAssertThrowsError(try RLEReader().read(text), text) { error in
                guard let parse = error as? PatternParseError else { return XCTFail("\(error)") }
                XCTAssertEqual(parse.line, line, text)
                XCTAssertEqual(parse.column, column, text)
                XCTAssertTrue(parse.message.contains(message), "\(parse.message) should contain \(message)")
            }
        }
    }

    /// Rows spelt a letter a cell (`o`/`A` alive, `b`/`.` dead, as soups are written), read
    /// sixteen letters at a time, against the grid they were written from; with counts, states
    /// and spaces breaking the stretches up at every offset.
    func testLettersACellReadAsTheirGrid() throws {
        var generator = SeededRandom(seed: 41)
        for width in [1, 15, 16, 17, 31, 32, 33, 70] {
            let grid = (0..<9).map { _ in (0..<width).map { _ in Bool.random(using: &generator) } }
            let expected = grid.enumerated().flatMap { y, row in
                row.enumerated().compactMap { x, alive in alive ? Cell(Int64(x), Int64(y)) : nil }
            }
            for (alive, dead) in [("o", "b"), ("A", "."), ("o", "."), ("A", "b")] {
                let body = grid.map { row in row.map { $0 ? alive : dead }.joined() }.joined(separator: "$") + "!"
                XCTAssertEqual(try RLEReader().read("x = \(width), y = 9\n" + body).cells, expected, body)
                // A count or a space in the middle of a stretch.
                let counted = grid.map { row in
                    row.enumerated().map { x, on in (x == width / 2 ? "1" : "") + (on ? alive : dead) }.joined()
                }.joined(separator: "$ ") + "!"
                XCTAssertEqual(try RLEReader().read("x = \(width), y = 9\n" + counted).cells, expected, counted)
            }
        }
        // In a Generations rule, A is state 1 and B state 2 beside it.
        let states = try RLEReader().read("x = 20, y = 1, rule = 345/2/4\nAAAA....AAAA....AAAB!")
        XCTAssertEqual(states.cells.count, 12)
        XCTAssertEqual(states.decaying, [Cell(19, 0): 2])
        // The first cell past the budget is named at its own column.
        XCTAssertThrowsError(try RLEReader(cellBudget: 10).read("x = 40, y = 1\nbbbbbboooooooooooooooooooooobbbbbbbbbbbb!")) { error in
            XCTAssertEqual((error as? PatternParseError)?.column, 17, "\(error)")
        }
        // So is the first cell past the plane's edge, wherever it falls in a stretch of sixteen.
        for inside: Int64 in [1, 15, 16, 20, 33] {
            let text = "#CXRLE Pos=\(PlaneLimits.coordinateBound - inside),0\nx = 0, y = 0\n" + String(repeating: "o", count: 64) + "!"
            XCTAssertThrowsError(try RLEReader().read(text)) { error in
                XCTAssertEqual((error as? PatternParseError)?.column, Int(inside) + 1, "\(inside) cells inside: \(error)")
            }
        }
        // Sixteen letters with something else among them are read a byte at a time, as before.
        XCTAssertThrowsError(try RLEReader().read("x = 40, y = 1\nooooooooooooooozoooooooooooooooooo!")) { error in
            XCTAssertEqual((error as? PatternParseError)?.column, 16, "\(error)")
        }
    }

    func testCellBudgetStopsHugeRuns() {
        XCTAssertThrowsError(try RLEReader(cellBudget: 1000).read("2000o!")) { error in
            XCTAssertTrue("\(error)".contains("1000"), "\(error)")
        }
    }

    func testWriterRoundTripsAndKeepsLinesShort() throws {
        var gun = Fixtures.pattern(Fixtures.gosperGun).offset(by: -17, 40)
        gun.comments = ["first", "second"]
        gun.author = "Bill Gosper"
        gun.generation = 7
        let text = RLEWriter().write(gun)
        for line in text.split(separator: "\n") {
            XCTAssertLessThanOrEqual(line.count, RLEWriter.maxLineLength, String(line))
        }
        let back = try RLEReader().read(text)
        XCTAssertEqual(back, gun)
    }

    func testWriterHandlesEmptyAndSoups() throws {
        let empty = Pattern(cells: [])
        XCTAssertEqual(try RLEReader().read(RLEWriter().write(empty)).cells, [])
        let soup = Pattern(cells: Fixtures.soup(width: 60, height: 40, density: 37, seed: 9))
        XCTAssertEqual(try RLEReader().read(RLEWriter().write(soup)), soup)
    }
}
