import XCTest
import AppTestSupport
import Foundation
import Logging
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeInterface
import JumpFeature
@testable import LifeViewModel

/// What the app tells the user, and its jumps, go to the injected log.
final class AppLogTests: XCTestCase {
    /// Keeps the messages logged to it.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var lines: [String] = []
        func add(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
        var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
    }

    struct RecordingHandler: LogHandler {
        let recorder: Recorder
        var logLevel: Logger.Level = .info
        var metadata: Logger.Metadata = [:]
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            let fields = (event.metadata ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
            recorder.add("\(event.level) \(event.message)" + (fields.isEmpty ? "" : " " + fields))
        }
    }

    /// An ending found after a jump, where watching began, may have come earlier: the banner says
    /// "by generation", with the digits grouped, and the log has it as it reads.
    func testAnEndingFoundAfterAJumpSaysByAndIsLogged() {
        let recorder = Recorder()
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.log = Logger(label: "life") { _ in RecordingHandler(recorder: recorder) }
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.soup(width: 64, height: 64, density: 40, seed: 4)),
                                      services: services)
        JumpActions.jump(toGeneration: 20_000, in: model.context)
        model.advance(to: 1)
        XCTAssertEqual(model.simulation.generation, 20_000)
        model.simulation.generationsPerSecond = .infinity
        model.perform(.playPause, now: 2)
        var t = 2.0
        while model.simulation.isPlaying && t < 60 { t += 0.05; model.advance(to: t) }
        let ending = try? XCTUnwrap(model.simulation.ending)
        XCTAssertEqual(ending?.generation, 20_000, "the ash had settled long before: it is found where watching began")
        let said = "by generation \(NumberFormat.grouped(20_000))"
        XCTAssertTrue(model.scene().texts.contains { $0.contains(said) }, "\(model.scene().texts)")
        XCTAssertTrue(recorder.all.contains { $0.hasPrefix("info ending: ") && $0.contains(said) }, "\(recorder.all)")
        // Played from its start, the same soup's ending is where it was first seen ("at").
        let (played, _) = AppModel.playedToItsEnding(Pattern(cells: Fixtures.soup(width: 64, height: 64, density: 40, seed: 4)))
        XCTAssertEqual(played.simulation.ending?.mayBeEarlier, false)
    }

    func testNoticesAndJumpsAreLogged() {
        let recorder = Recorder()
        var services = AppServices(workClock: SteadyWorkClock().read)
        services.log = Logger(label: "life") { _ in RecordingHandler(recorder: recorder) }
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        model.handle(.fileDropped("/nowhere/x.rle"), now: 0)
        JumpActions.jump(toGeneration: 100, in: model.context)
        model.advance(to: 2)
        let lines = recorder.all
        XCTAssertTrue(lines.contains { $0.hasPrefix("info notice: Could not open it:") && $0.contains("/nowhere/x.rle") }, "\(lines)")
        XCTAssertTrue(lines.contains("info jump from=0 startEngine=tiles to=100"), "\(lines)")
        // Where it ended and on which engine (a race may have moved it to HashLife), as the notice says.
        let engine = model.simulation.universe.name
        XCTAssertTrue(lines.contains("info jump finished engine=\(engine) generation=100"), "\(lines)")
        let said = model.simulation.universe.leaps ? "info notice: Generation 100: 5 cells, leapt there with HashLife" : "info notice: Generation 100: 5 cells"
        XCTAssertTrue(lines.contains(said), "in plain words, not the engine's name: \(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("info notice: Generation 100:") }, "\(lines)")
        // A jump far enough goes to HashLife at once: the switch is recorded. (On a board of its own:
        // the short jump above may have ended in HashLife, whichever engine won its race.)
        let far = AppModel.forTests(windowSize: Size(800, 600), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        far.advance(to: 0)
        JumpActions.jump(toGeneration: 1 << 30, in: far.context)
        far.advance(to: 4)
        XCTAssertTrue(recorder.all.contains("info engine switch from=tiles generation=1073741824 to=hashlife"), "\(recorder.all)")
        XCTAssertEqual(far.notice, "Generation \(NumberFormat.grouped(Int64(1) << 30)): 5 cells, leapt there with HashLife")
    }
}
