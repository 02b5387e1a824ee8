import XCTest
import LifeTestSupport

/// Golly 3.3's own Lua scripts, unchanged, through `life script`: oscar.lua and density.lua say
/// what Golly says, and the scripts that build guns from parts build patterns that bgolly (from
/// the same Debian package) runs to the populations `life run` gives. The package is unpacked by
/// scripts/fetch-golly.sh, which scripts/test.sh runs, into the folder `LIFE_GOLLY` names.
final class GollyScriptsTests: XCTestCase {
    private var scratch: ScratchFolder?
    private var folder: String { scratch?.path ?? "" }

    override func setUpWithError() throws { scratch = try ScratchFolder("life-golly-scripts") }

    override func tearDown() { scratch?.remove() }

    /// The unpacked golly package (skipped, and said so, outside scripts/test.sh).
    private func golly() throws -> String {
        guard let dir = ProcessInfo.processInfo.environment["LIFE_GOLLY"], FileManager.default.fileExists(atPath: dir + "/usr/bin/bgolly") else {
            throw XCTSkip("LIFE_GOLLY is not set to an unpacked golly package (scripts/test.sh sets it: bash scripts/fetch-golly.sh)")
        }
        return dir
    }

    private func scriptPath(_ name: String) throws -> String { try golly() + "/usr/share/golly/Scripts/Lua/" + name }

    private func write(_ name: String, _ text: String) throws -> String {
        let path = folder + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testOscarFindsThePentadecathlonsPeriod() throws {
        let penta = try write("penta.rle", "x = 10, y = 3, rule = B3/S23\n2bo4bo$2ob4ob2o$2bo4bo!\n")
        let r = try LifeExecutable.run(["script", try scriptPath("oscar.lua"), penta])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("Oscillator detected (period = 15)"), r.out)
    }

    func testDensityMeasuresTheRPentomino() throws {
        // Five cells in a 3x3 box: Golly prints 5/9 to six figures.
        let rPentomino = try write("r.rle", "x = 3, y = 3, rule = B3/S23\nb2o$2o$bo!\n")
        let r = try LifeExecutable.run(["script", try scriptPath("density.lua"), rPentomino])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("Density = 0.555556"), r.out)
    }

    func testGunBuildingScriptsBuildWhatBgollyRunsAsLifeDoes() throws {
        let bgolly = try golly() + "/usr/bin/bgolly"
        for name in ["gun-demo.lua", "pd-glider.lua", "life-integer-gun30.lua", "p1100-MWSS-gun.lua"] {
            let output = folder + "/" + name + ".rle"
            let built = try LifeExecutable.run(["script", try scriptPath(name), "--output", output])
            XCTAssertEqual(built.status, 0, "\(name): \(built.err)")
            for generations in [0, 1100] {
                let theirs = try LifeExecutable.run(["-m", "\(generations)", output], executable: URL(fileURLWithPath: bgolly))
                XCTAssertEqual(theirs.status, 0, theirs.err)
                // bgolly's last line: "1,100: 19,588".
                let gollyPopulation = theirs.out.split(separator: "\n").last.map { $0.split(separator: " ").last.map { $0.replacingOccurrences(of: ",", with: "") } ?? "" }
                let ours = try LifeExecutable.run(["run", output, "--generations", "\(generations)", "--json"])
                XCTAssertEqual(ours.status, 0, ours.err)
                XCTAssertTrue(ours.out.contains("\"population\": \(gollyPopulation ?? "?"),"),
                              "\(name) at \(generations): bgolly \(gollyPopulation ?? "?"), life \(ours.out)")
                XCTAssertNotEqual(gollyPopulation, "0", "\(name) builds something")
            }
        }
    }
}
