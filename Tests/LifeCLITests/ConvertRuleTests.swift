import Foundation
import LifeTestSupport
import XCTest

/// A pattern's rule survives every conversion or the conversion is refused: plaintext (.cells) has
/// no place for a rule, so a B36/S23 pattern is not written there (it read back as Conway's Life);
/// the formats that carry a rule give it back.
final class ConvertRuleTests: XCTestCase {
    private var folder: String!
    private let highLife = "#N HighLife glider\nx = 3, y = 3, rule = B36/S23\nbo$2bo$3o!\n"

    override func setUpWithError() throws {
        try LifeExecutable.requireBuilt()
        folder = NSTemporaryDirectory() + "life-convert-rule-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let folder { try? FileManager.default.removeItem(atPath: folder) }
    }

    func testAnotherRuleIsNotDroppedIntoPlaintext() throws {
        let out = folder + "/glider.cells"
        let refused = try LifeExecutable.run(["convert", "-", out], stdin: highLife)
        XCTAssertEqual(refused.status, 1, refused.out)
        XCTAssertTrue(refused.err.contains("no place for the rule B36/S23"), refused.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written")
        let stdout = try LifeExecutable.run(["convert", "-", "-", "--format", "plaintext"], stdin: highLife)
        XCTAssertEqual(stdout.status, 1)
        XCTAssertEqual(stdout.out, "")
        // `life run --output` goes through the same check.
        let run = try LifeExecutable.run(["run", "-", "--generations", "4", "--output", out], stdin: highLife)
        XCTAssertEqual(run.status, 1, run.out)
        XCTAssertTrue(run.err.contains("no place for the rule B36/S23"), run.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out), "nothing written")
        // Conway's Life still goes to .cells.
        let conway = try LifeExecutable.run(["convert", "-", out], stdin: Fixtures.glider)
        XCTAssertEqual(conway.status, 0, conway.err)

        // A saved board with the rule is refused the same way on export.
        let home = ["XDG_DATA_HOME": folder + "/data"]
        let id = try LifeExecutable.run(["boards", "import", "-"], stdin: highLife, environment: home).out
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let export = try LifeExecutable.run(["boards", "export", id, folder + "/board.cells"], environment: home)
        XCTAssertEqual(export.status, 1, export.out)
        XCTAssertTrue(export.err.contains("no place for the rule B36/S23"), export.err)
    }

    func testTheFormatsThatCarryTheRuleGiveItBack() throws {
        for (format, ext) in [("rle", "rle"), ("life105", "lif"), ("life106", "lif"), ("macrocell", "mc")] {
            let out = folder + "/glider-\(format).\(ext)"
            let written = try LifeExecutable.run(["convert", "-", out, "--format", format], stdin: highLife)
            XCTAssertEqual(written.status, 0, "\(format): \(written.err)")
            let back = try LifeExecutable.run(["convert", out, "-"])
            XCTAssertEqual(back.status, 0, "\(format): \(back.err)")
            XCTAssertTrue(back.out.contains("rule = B36/S23"), "\(format) kept the rule: \(back.out)")
        }
    }
}
