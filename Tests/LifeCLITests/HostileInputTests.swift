import XCTest
import Foundation
import Synchronization
import LifeEngine
import LifeTestSupport
@testable import LifeCLI
@testable import LifeDesktop

/// The hostile corpus through `life run`, `final` and `convert` as real processes, each under a
/// time limit and a 1.5 GB address-space cap: no signal deaths, no time-outs, and every refusal a
/// message that names the file (and the line and column for content errors).
final class HostileInputTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        XCTAssertTrue(LifeExecutable.isBuilt, "the life executable must be built at \(LifeExecutable.url.path)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("life-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs `life` capped at 1.5 GB of address space and killed after `seconds` (a hang guard: a
    /// killed run reports `signalled`); returns status, signal flag, stdout and stderr.
    static func capped(_ arguments: [String], seconds: Double = 60) throws -> (status: Int32, signalled: Bool, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v 1500000; exec \"$0\" \"$@\"", LifeExecutable.url.path] + arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let killer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: killer)
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        killer.cancel()
        return (process.terminationStatus, process.terminationReason == .uncaughtSignal,
                String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    func testEveryHostileFileIsReadOrRefusedWithAPlace() throws {
        let entries = HostileCorpus.entries()
        XCTAssertGreaterThan(entries.count, 100)
        var jobs: [(entry: HostileCorpus.Entry, arguments: [String])] = []
        for entry in entries {
            let path = folder.appendingPathComponent(entry.name).path
            try entry.bytes.write(to: URL(fileURLWithPath: path))
            jobs += [
                ["run", path, "--generations", "0"],
                ["run", path, "--generations", "10"],
                ["final", path, "--max-seconds", "2", "--max-generations", "300"],
                ["convert", path, folder.appendingPathComponent("out-\(entry.name).rle").path],
            ].map { (entry, $0) }
        }
        // The processes run two at a time (one a core); what they said is judged afterwards, here.
        let results = Mutex([Int: Result<(status: Int32, signalled: Bool, out: String, err: String), Error>]())
        let argumentLists = jobs.map(\.arguments)
        DispatchQueue.concurrentPerform(iterations: argumentLists.count) { index in
            let result = Result { try Self.capped(argumentLists[index]) }
            results.withLock { $0[index] = result }
        }
        var refused = 0
        for (index, (entry, arguments)) in jobs.enumerated() {
            let r = try XCTUnwrap(results.withLock { $0[index] }).get()
            let what = "\(entry.name) via \(arguments[0]): status \(r.status), \(String(r.err.prefix(300)))"
            XCTAssertFalse(r.signalled, "killed by a signal (crash, memory or the hang guard): " + what)
            XCTAssertTrue([0, 1, 3].contains(r.status), what)
            XCTAssertFalse(r.err.contains("Fatal error") || r.err.contains("Stack dump") || r.err.contains("NSCocoaErrorDomain"), what)
            XCTAssertFalse(r.err.contains("\u{1B}") || r.err.contains("\u{0}"), "raw control characters on stderr: " + what)
            if r.status == 1 {
                XCTAssertTrue(r.err.contains(entry.name), "the message names the file: " + what)
                if let fragment = entry.refusal, !fragment.isEmpty {
                    XCTAssertTrue(r.err.contains(fragment), "should say '\(fragment)': " + what)
                }
                if arguments[0] == "run" { refused += 1 }
            } else if entry.refusal != nil && arguments[0] != "final" {
                XCTFail("should have been refused: " + what)
            }
        }
        XCTAssertGreaterThan(refused, 60, "most of the corpus is refused")
        // The largest resident size any of those processes reached (ru_maxrss of waited-for children, KB).
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        XCTAssertLessThan(usage.ru_maxrss, 1_000_000, "every run stayed under about 1 GB")
    }

    func testSpecialFilesAreRefusedAtOnce() throws {
        let fifo = folder.appendingPathComponent("pipe.rle").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let loop = folder.appendingPathComponent("loop.rle").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        let cases: [(String, String)] = [
            ("/dev/null", "is a device"), ("/dev/zero", "is a device"), (fifo, "is a pipe"),
            (folder.path, "is a folder"), (loop, "symbolic links"), (folder.appendingPathComponent("missing.rle").path, "no such file"),
        ]
        for (path, message) in cases {
            // A pipe nobody writes to would block a read for ever: the hang guard would kill it.
            let r = try Self.capped(["run", path, "--generations", "1"])
            XCTAssertFalse(r.signalled, path)
            XCTAssertEqual(r.status, 1, path)
            XCTAssertTrue(r.err.contains(message), "\(path): \(r.err)")
        }
        let big = folder.appendingPathComponent("big.rle").path
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: UInt64(PatternBudget.standard.maxBytes) + 1)
        try handle.close()
        let r = try Self.capped(["run", big, "--generations", "1"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("more than the 64 MiB Life reads"), r.err)
    }

    func testStandardInputIsCapped() throws {
        // An endless stream (yes 'o$') stops at the cap with a message instead of growing.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -v 1500000; yes 'o$' | \"$0\" run - --generations 1", LifeExecutable.url.path]
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 1, err)
        XCTAssertTrue(err.contains("<stdin>: is more than the 64 MiB Life reads"), err)
    }

    func testNumbersOnTheCommandLineAreCheckedInPlainWords() throws {
        let glider = folder.appendingPathComponent("glider.rle").path
        try Fixtures.glider.write(toFile: glider, atomically: true, encoding: .utf8)
        let cases: [([String], String)] = [
            (["run", glider, "--generations", "-1"], "--generations must be 0 or more, got -1"),
            (["run", glider, "--generations", "9223372036854775807"], "at most 2^62"),
            (["run", glider, "--generations", "1e30"], "--generations"),
            (["run", glider, "--generations", "1", "--torus", "0x0"], "unsupported torus size '0x0'"),
            (["run", glider, "--generations", "1", "--max-memory", "-5"], "--max-memory must be 64 to 1048576 MiB, got -5"),
            (["final", glider, "--max-generations", "-3"], "--max-generations must be at least 1"),
            (["final", glider, "--max-seconds", "-1"], "--max-seconds must be more than 0"),
            (["bench", "--file", glider, "--generations", "-7"], "--generations must be 0 to 2^62, got -7"),
        ]
        for (arguments, message) in cases {
            let r = try Self.capped(arguments)
            XCTAssertNotEqual(r.status, 0, "\(arguments)")
            XCTAssertFalse(r.signalled, "\(arguments)")
            XCTAssertTrue(r.err.contains(message), "\(arguments): \(r.err)")
            XCTAssertFalse(r.err.contains("unsupported rule"), "\(arguments): \(r.err)")
        }
        // A pattern saved near the generation limit cannot be run past it.
        let late = folder.appendingPathComponent("late.rle").path
        try "#CXRLE Gen=\((Int64(1) << 62) - 5)\nx = 3, y = 1\n3o!\n".write(toFile: late, atomically: true, encoding: .utf8)
        let r = try Self.capped(["run", late, "--generations", "10"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.err.contains("generation counters above 2^62"), r.err)
    }

    func testAHugeTorusStepsAtTheCostOfItsLiveCells() throws {
        let file = folder.appendingPathComponent("five.rle").path
        try "x = 5, y = 1\n5o!\n".write(toFile: file, atomically: true, encoding: .utf8)
        // Stepping by area would mean 2^52 cells a generation: neither run could finish inside the
        // hang guard's minute and 1.5 GB.
        let r = try Self.capped(["final", file, "--torus", "67108864x67108864"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertFalse(r.signalled)
        let huge = try Self.capped(["run", file, "--torus", "67108864x67108864", "--generations", "1000", "--json"])
        XCTAssertEqual(huge.status, 0, huge.err)
        // A row of five cells on a torus this large is a traffic light's predecessor far from any edge:
        // the same cells as on the plane.
        let plane = try Self.capped(["run", file, "--generations", "1000", "--json"])
        XCTAssertTrue(huge.out.contains("\"population\": 12"), huge.out)
        XCTAssertTrue(plane.out.contains("\"population\": 12"), plane.out)
        // Past what is stepped one by one, a bounded board is not sent to HashLife, which runs on the plane only.
        let far = try Self.capped(["run", file, "--torus", "64x64", "--generations", "2^31"])
        XCTAssertEqual(far.status, 1)
        XCTAssertTrue(far.err.contains("--generations 2147483648 is too many on a bounded board: it is stepped one generation at a time "
                                       + "(HashLife runs on the plane only), at most 1000000000 generations a run"), far.err)
        // A negative size is read as a size and refused as one (it was "Missing value for '--torus'").
        let negative = try Self.capped(["run", file, "--torus", "-5x5", "--generations", "1"])
        XCTAssertNotEqual(negative.status, 0)
        XCTAssertTrue(negative.err.contains("unsupported torus size '-5x5'"), negative.err)
    }

    /// Every family on a board of a billion cells a side (Golly's grids go to two billion): the
    /// tiles and the patches step what lives, not the board, so each run ends in moments.
    func testHugeBoardsOfEveryFamilyStepAtTheCostOfTheirLiveCells() throws {
        // A blinker far from the edges (Larger than Life's R1 M0 is Life), and a lone Brian's Brain
        // cell, which dies at 1 and is gone at 2.
        let cases = [("B2n3/S23-q:K1000000000*,1000000000", "3o!", "1000", 3),
                     ("B3/S23:S1000000000", "3o!", "1000", 3),
                     ("B3/S23:C1000000000,1000000000", "3o!", "1000", 3),
                     ("/2/3:T1000000000+5,1000000000", "A!", "1000", 0),
                     ("R1,C0,M0,S2..3,B3..3,NM:T100000,100000", "3o!", "1000", 3)]
        for (rule, cells, generations, population) in cases {
            let file = folder.appendingPathComponent("board.rle").path
            try "x = 3, y = 1, rule = \(rule)\n\(cells)\n".write(toFile: file, atomically: true, encoding: .utf8)
            let r = try Self.capped(["run", file, "--generations", generations, "--json"])
            XCTAssertEqual(r.status, 0, "\(rule): \(r.err)")
            XCTAssertFalse(r.signalled, rule)
            XCTAssertTrue(r.out.contains("\"population\": \(population)"), "\(rule): \(r.out)")
        }
    }

    /// Ctrl+C stops every engine's run between two generations and says where it got to.
    func testInterruptStopsEveryEngine() throws {
        let soup = folder.appendingPathComponent("soup.rle").path
        var pattern = Pattern(cells: Fixtures.soup(width: 300, height: 300, density: 35, seed: 77))
        pattern.name = "soup"
        try RLEWriter().write(pattern).write(toFile: soup, atomically: true, encoding: .utf8)
        // Seeds never settles on a large torus (a B3/S23 soup centred on one ends within a second).
        let seeds = folder.appendingPathComponent("seeds.rle").path
        pattern.rule = try Rule(parsing: "B2/S")
        try RLEWriter().write(pattern).write(toFile: seeds, atomically: true, encoding: .utf8)
        let runs: [[String]] = [
            ["run", soup, "--generations", "1000000000", "--algorithm", "tiles"],
            ["run", soup, "--generations", "1000000000", "--algorithm", "sparse"],
            ["run", soup, "--generations", "1000000000", "--algorithm", "tiles", "--torus", "2048x2048"],
            // Life without death grows chaotically for ever: no HashLife jump of it finishes in moments.
            ["run", soup, "--generations", "4611686018427387904", "--algorithm", "hashlife", "--max-memory", "256", "--rule", "B3/S012345678"],
            ["final", seeds, "--max-generations", "1000000000", "--torus", "4096x4096"],
            // A movie's long first pass (its extent) said nothing for a minute.
            ["render", soup, "--output", folder.appendingPathComponent("long.gif").path, "--generations", "99999"],
        ]
        for arguments in runs {
            let process = Process()
            process.executableURL = LifeExecutable.url
            process.arguments = arguments + ["--progress"]
            let error = Pipe()
            process.standardError = error
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            // A deadline, not a measurement: a process that never reports or never stops is killed
            // and the assertions below fail.
            let killer = DispatchWorkItem { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: killer)
            // The first progress line says the run is under way with Ctrl+C handled.
            var err = ""
            while !err.contains("(Ctrl+C stops)") {
                let data = error.fileHandleForReading.availableData
                if data.isEmpty { break }
                err += String(decoding: data, as: UTF8.self)
            }
            XCTAssertTrue(err.contains("% done"), "\(arguments) reports progress while it runs: \(err)")
            kill(process.processIdentifier, SIGINT)
            err += String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            killer.cancel()
            XCTAssertEqual(process.terminationReason, .exit, "\(arguments)")
            XCTAssertEqual(process.terminationStatus, 1, "\(arguments): \(err)")
            XCTAssertTrue(err.contains("interrupted at generation"), "\(arguments): \(err)")
        }
    }
}

extension HostileInputTests {
    /// The pattern browser lists every file of the user's folder at start: hostile and oversized
    /// files are left out instead of freezing it (the listing runs under a two-minute hang guard).
    func testThePatternBrowserSkipsWhatItCannotAfford() throws {
        for entry in HostileCorpus.entries() {
            try entry.bytes.write(to: folder.appendingPathComponent(entry.name))
        }
        try Fixtures.glider.write(to: folder.appendingPathComponent("glider.rle"), atomically: true, encoding: .utf8)
        let listed = expectation(description: "the library is listed")
        let result = Mutex<[Pattern]>([])
        let path = folder.path
        DispatchQueue.global().async {
            let patterns = Composition.patternLibrary(folders: [path])
            result.withLock { $0 = patterns }
            listed.fulfill()
        }
        wait(for: [listed], timeout: 120)
        let library = result.withLock { $0 }
        XCTAssertTrue(library.contains { $0.name == "Glider" })
        XCTAssertFalse(library.contains { $0.cells.count > Composition.browserBudget.maxCells })
        XCTAssertGreaterThan(library.count, 10)
    }
}
