import XCTest
import ArgumentParser
import LifeEngine
import LifeTestSupport
@testable import LifeCLI

/// `life run`'s plain-argument reading at start must read exactly what ArgumentParser reads, or
/// leave the arguments to it.
final class RunRequestTests: XCTestCase {
    /// What ArgumentParser makes of `life` with these arguments, when it is a run.
    private func parsed(_ arguments: [String]) -> RunRequest? {
        (try? LifeCommand.parseAsRoot(arguments) as? RunCommand)?.request
    }

    func testReadsPlainRunsAsArgumentParserDoes() {
        let cases: [[String]] = [
            ["run", "a.rle", "--generations", "100"],
            ["run", "--generations", "100", "a.rle"],
            ["run", "-", "--generations", "0", "--json"],
            ["run", "a.rle", "--generations", "+7", "--algorithm", "hashlife", "--max-memory", "512"],
            ["run", "a.rle", "--algorithm", "tiles", "--generations", "4611686018427387904", "--progress"],
            ["run", "a b.rle", "--generations", "3", "--rule", "B36/S23", "--torus", "24x24", "--output", "out.mc",
             "--stats", "s.csv", "--json", "--progress"],
            // Generations as the app's jump field takes them.
            ["run", "a.rle", "--generations", "1e9"], ["run", "a.rle", "--generations", "2^40"], ["run", "a.rle", "--generations", "1,000_000"],
        ]
        for arguments in cases {
            let plain = RunRequest(plainArguments: arguments)
            XCTAssertNotNil(plain, "\(arguments)")
            XCTAssertEqual(plain, parsed(arguments), "\(arguments)")
        }
        let full = RunRequest(plainArguments: cases[5])
        XCTAssertEqual(full?.file, "a b.rle")
        XCTAssertEqual(full?.torus, "24x24")
        XCTAssertEqual(full?.stats, "s.csv")
        XCTAssertEqual(full?.json, true)
        XCTAssertEqual(cases[6...].map { RunRequest(plainArguments: $0)?.generations }, [1_000_000_000, 1 << 40, 1_000_000])
    }

    func testLeavesEverythingElseToArgumentParser() {
        let cases: [[String]] = [
            [], ["run"], ["open", "a.rle"], ["final", "a.rle"],
            ["run", "a.rle"],                                            // no --generations
            ["run", "--generations", "5"],                               // no file
            ["run", "a.rle", "b.rle", "--generations", "5"],             // two files
            ["run", "a.rle", "--generations=5"],                         // --name=value
            ["run", "a.rle", "--generations", "5", "-h"],
            ["run", "a.rle", "--generations", "5", "--help"],
            ["run", "a.rle", "--generations", "5", "--verbose"],         // unknown option
            ["run", "a.rle", "--generations", "5", "--generations", "6"],
            ["run", "a.rle", "--generations", "5", "--json", "--json"],
            ["run", "a.rle", "--generations", "-5"],                     // a value starting with -
            ["run", "a.rle", "--generations", "five"],
            ["run", "a.rle", "--generations", "4611686018427387905"],   // over 2^62
            ["run", "a.rle", "--generations", "5", "--algorithm", "golly"],
            ["run", "a.rle", "--generations", "5", "--max-memory", "63"],
            ["run", "a.rle", "--generations", "5", "--output"],          // value missing
            ["run", "-a.rle", "--generations", "5"],
            ["run", "a.rle", "--generations", "5", "--", "b"],
        ]
        for arguments in cases {
            XCTAssertNil(RunRequest(plainArguments: arguments), "\(arguments)")
        }
    }

    /// Random argument lists from a vocabulary of files, options and values: whenever the plain
    /// reading takes one, ArgumentParser reads the same request from it.
    func testRandomArgumentListsAgreeWithArgumentParser() {
        let vocabulary = ["a.rle", "-", "b.mc", "--generations", "--algorithm", "--rule", "--torus", "--output",
                          "--max-memory", "--stats", "--json", "--progress", "10", "0", "-3", "x", "tiles", "auto",
                          "hashlife", "1024", "B3/S23", "8x8", "o.rle", "--help", "--generations=2", "-v", "", "1e3", "2^5", "1e99", "3^"]
        var random = SeededRandom(seed: 17)
        var taken = 0
        for _ in 0..<2000 {
            var arguments = ["run"]
            for _ in 0..<Int.random(in: 1...7, using: &random) { arguments.append(vocabulary.randomElement(using: &random)!) }
            if Bool.random(using: &random) { arguments += ["--generations", String(Int.random(in: 0...99, using: &random))] }
            guard let plain = RunRequest(plainArguments: arguments) else { continue }
            taken += 1
            XCTAssertEqual(plain, parsed(arguments), "\(arguments)")
        }
        XCTAssertGreaterThan(taken, 50, "the vocabulary makes enough plain runs to compare")
    }

    /// The same failure reads the same whichever way the arguments were read.
    func testFailuresReadTheSameEitherWay() throws {
        try LifeExecutable.requireBuilt()
        let plain = try LifeExecutable.run(["run", "/nonexistent/x.rle", "--generations", "1"])
        let parsed = try LifeExecutable.run(["run", "/nonexistent/x.rle", "--generations=1"])
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(plain.status, parsed.status)
        XCTAssertEqual(plain.err, parsed.err)
        XCTAssertTrue(plain.err.contains("/nonexistent/x.rle: no such file"), plain.err)
        let badOutput = try LifeExecutable.run(["run", "-", "--generations", "1", "--output", "x.foo"], stdin: Fixtures.glider)
        let badOutputParsed = try LifeExecutable.run(["run", "-", "--generations=1", "--output", "x.foo"], stdin: Fixtures.glider)
        XCTAssertEqual(badOutput.status, 1)
        XCTAssertEqual(badOutput.err, badOutputParsed.err)
        XCTAssertTrue(badOutput.err.contains("unknown extension"), badOutput.err)
    }
}
