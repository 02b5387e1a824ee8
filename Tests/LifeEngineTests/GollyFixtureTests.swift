import XCTest
@testable import LifeEngine
import LifeTestSupport

/// Our writers against files Golly wrote (Tests/Fixtures/Golly): the same generation computed
/// here is written with the same body, line for line, and Golly's files read back as our cells.
final class GollyFixtureTests: XCTestCase {
    func fixture(_ name: String) throws -> String {
        try String(contentsOfFile: RepositoryPaths.path("Tests/Fixtures/Golly/" + name), encoding: .utf8)
    }

    func library(_ name: String) throws -> Pattern {
        try PatternFormat.rle.read(try String(contentsOfFile: RepositoryPaths.path("Assets/Patterns/" + name), encoding: .utf8))
    }

    /// The lines after the header and comments.
    func body(_ text: String, after header: (String) -> Bool) -> [String] {
        Array(text.split(separator: "\n").map(String.init).drop { !header($0) }.dropFirst())
    }

    func testOurRLEMatchesGollysAtTheSameGeneration() throws {
        for (pattern, generations, file) in [("gosper-glider-gun.rle", Int64(100), "gun-100.rle"), ("acorn.rle", 50, "acorn-50.rle")] {
            let universe = TiledLife()
            universe.load(try library(pattern).cells)
            universe.step(by: generations)
            let golly = try fixture(file)
            let ours = PatternFormat.rle.write(universe.snapshot())
            let isHeader = { (line: String) in line.hasPrefix("x = ") }
            XCTAssertEqual(body(ours, after: isHeader), body(golly, after: isHeader), file)
            XCTAssertEqual(try PatternFormat.rle.read(golly).cells.count, universe.population, file)
        }
    }

    func testOurMacrocellMatchesGollysNodeForNode() throws {
        let hash = HashLife()
        hash.load(try library("gosper-glider-gun.rle").cells)
        hash.step(by: 1024)
        let golly = try fixture("gun-1024.mc")
        let ours = try XCTUnwrap(hash.nativeMacrocell(comments: []))
        let isHeader = { (line: String) in line.hasPrefix("#G") }
        XCTAssertEqual(body(ours, after: isHeader), body(golly, after: isHeader), "the same nodes in the same order")
        let tree = try MacrocellCodec().parse(golly)
        XCTAssertEqual(tree.generation, 1024)
        XCTAssertEqual(tree.population, hash.exactPopulation)
    }

    /// The pattern writer (a list of cells, not a tree) gives Golly's own files node for node: a
    /// gun's gliders far apart, and a soup whose leaves are shared across it.
    func testOurPatternWriterMatchesGollysMacrocell() throws {
        let isHeader = { (line: String) in line.hasPrefix("#G") }
        for file in ["gun-1024.mc", "soup-37.mc"] {
            let golly = try fixture(file)
            let pattern = try PatternFormat.macrocell.read(golly)
            XCTAssertGreaterThan(pattern.cells.count, 100, file)
            XCTAssertEqual(body(MacrocellCodec().write(pattern), after: isHeader), body(golly, after: isHeader), file)
        }
        // The soup is bgolly's 37th generation of soup-120x90.rle.
        let soup = try PatternFormat.rle.read(try fixture("soup-120x90.rle"))
        let tiles = TiledLife()
        tiles.load(soup.cells)
        tiles.step(by: 37)
        XCTAssertEqual(tiles.liveCells(), try PatternFormat.macrocell.read(try fixture("soup-37.mc")).cells)
    }

    /// Cells in any order (not a pattern's rows) make the same tree, also at the far corners of a
    /// root of level 64.
    func testTheTreeWriterTakesCellsInAnyOrder() throws {
        let cells = try PatternFormat.macrocell.read(try fixture("soup-37.mc")).cells
        var random = SeededRandom(seed: 9)
        let shuffled = cells.shuffled(using: &random)
        XCTAssertEqual(MacrocellTreeWriter.lines(of: shuffled, level: 8, x: -128, y: -127),
                       MacrocellTreeWriter.lines(of: cells, level: 8, x: -128, y: -127))
        let corners = [Cell(.max, .max), Cell(.min + 1, .min + 1), Cell(0, 0), Cell(.max, .min + 1)]
        XCTAssertEqual(MacrocellTreeWriter.lines(of: corners.reversed(), level: 64, x: .min, y: .min + 1),
                       MacrocellTreeWriter.lines(of: corners.sorted(), level: 64, x: .min, y: .min + 1))
    }

    /// Golly writes no .cells or Life 1.05 / 1.06 files, but it reads these (see the fixtures' README)
    /// back to its own gun-100.rle: our writers must keep writing them, and our readers agree.
    func testOurOtherWritersGiveFilesGollyReadsBackToItsOwnPattern() throws {
        let golly = try PatternFormat.rle.read(try fixture("gun-100.rle"))
        XCTAssertEqual(golly.cells.count, 63, "bgolly counts 63 cells in the Gosper gun at generation 100")
        for (format, file) in [(PatternFormat.plaintext, "gun-100.cells"), (.life105, "gun-100-105.lif"), (.life106, "gun-100-106.lif")] {
            let accepted = try fixture(file)
            XCTAssertEqual(format.write(golly), accepted, file)
            let read = try format.read(accepted)
            XCTAssertEqual(Set(read.cells.map { Cell($0.x - read.bounds!.x, $0.y - read.bounds!.y) }),
                           Set(golly.cells.map { Cell($0.x - golly.bounds!.x, $0.y - golly.bounds!.y) }), file)
        }
    }
}
