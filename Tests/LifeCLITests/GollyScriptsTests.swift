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

    /// giffer.lua makes an animated GIF of the selection in the layer's colours (`g.getcolors`:
    /// Life's own), asking where with `g.savedialog` (headless: the folder it remembers, the
    /// name it suggests). A wrapper selects Gosper's gun (named so in its file) first; 30 frames, 5 centiseconds each.
    func testGifferMakesAGifOfTheSelection() throws {
        let scripts = try golly() + "/usr/share/golly/Scripts/Lua"
        let gun = try write("gun.rle", Fixtures.gosperGun)
        let data = folder + "/data/life"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try (folder + "/\n").write(toFile: data + "/gifdir.ini", atomically: true, encoding: .utf8)
        try "30 5".write(toFile: data + "/giffer.ini", atomically: true, encoding: .utf8)
        let wrapper = try write("wrap.lua", """
            local g = golly()
            package.path = "\(scripts)/?.lua;\(scripts)/?/init.lua;" .. package.path
            g.select(g.getrect())
            dofile("\(scripts)/giffer.lua")
            """)
        let r = try LifeExecutable.run(["script", wrapper, gun], environment: ["XDG_DATA_HOME": folder + "/data"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("Frame: 30/30") && r.out.contains("GIF animation saved in \(folder)/Gosper glider gun.gif"), r.out)
        let gif = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/Gosper glider gun.gif")))
        XCTAssertEqual(Array(gif.prefix(6)), Array("GIF89a".utf8))
        XCTAssertEqual(Int(gif[6]) | Int(gif[7]) << 8, 36, "the selection's width")
        XCTAssertEqual(Int(gif[8]) | Int(gif[9]) << 8, 9, "and height")
        // The colour table: dead then live, Life's dark theme (#121418, #4ADE80).
        XCTAssertEqual(Array(gif[13..<19]), [0x12, 0x14, 0x18, 0x4A, 0xDE, 0x80])
        // Thirty frames, each with its delay (a graphic control extension: 21 F9 04 flags, 5 centiseconds).
        let delays = (0..<(gif.count - 5)).filter { gif[$0] == 0x21 && gif[$0 + 1] == 0xF9 && gif[$0 + 2] == 0x04 && gif[$0 + 4] == 5 }
        XCTAssertEqual(delays.count, 30)
    }
}
