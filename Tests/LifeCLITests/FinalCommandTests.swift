import XCTest
import Foundation
import LifeEngine
import LifeTestSupport
@testable import LifeCLI

final class FinalCommandTests: XCTestCase {
    var executable: URL {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
            ?? URL(fileURLWithPath: CommandLine.arguments[0])
        return bundle.deletingLastPathComponent().appendingPathComponent("life")
    }

    func runLife(_ arguments: [String], stdin: String) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    func testJSONAndExitCodes() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: executable.path), "life not built")
        let glider = try runLife(["final", "-", "--json"], stdin: Fixtures.glider)
        XCTAssertEqual(glider.status, 0, glider.err)
        let object = try JSONSerialization.jsonObject(with: Data(glider.out.utf8)) as! [String: Any]
        XCTAssertEqual(object["outcome"] as? String, "spaceship")
        XCTAssertEqual(object["period"] as? Int, 4)
        XCTAssertEqual(object["generation"] as? Int, 0)
        XCTAssertEqual(object["population"] as? Int, 5)
        XCTAssertEqual(object["displacement"] as? [String: Int], ["dx": 1, "dy": 1])

        let gun = try runLife(["final", "-", "--max-generations", "300"], stdin: Fixtures.gosperGun)
        XCTAssertEqual(gun.status, 3, "undetermined exits 3")
        XCTAssertTrue(gun.out.contains("No ending found by generation 300"), gun.out)

        let broken = try runLife(["final", "-"], stdin: "x = 1, y = 1\nz!")
        XCTAssertEqual(broken.status, 1)
        XCTAssertTrue(broken.err.contains("<stdin>:2:1"), broken.err)

        let torus = try runLife(["final", "-", "--torus", "24x24", "--json"], stdin: Fixtures.glider)
        XCTAssertTrue(torus.out.contains("\"period\": 96"), torus.out)
    }

    func testDetectInProcess() {
        let r = FinalCommand.detect(Fixtures.pattern(Fixtures.rPentomino), maxGenerations: 5000, maxSeconds: nil)
        XCTAssertEqual(FinalCommand.json(r),
                       "{\"outcome\": \"settled\", \"generation\": 1103, \"period\": 2, \"displacement\": {\"dx\": 0, \"dy\": 0}, \"population\": 116, \"gliders\": 6, \"otherSpaceships\": 0}")
    }
}
