import XCTest
import LifeEngine
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
