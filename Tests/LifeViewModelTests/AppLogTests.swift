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
        XCTAssertTrue(lines.contains { $0.hasPrefix("info notice: Generation 100:") && $0.hasSuffix("(\(engine))") }, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("info notice: Generation 100:") }, "\(lines)")
        // A jump far enough goes to HashLife at once: the switch is recorded. (On a board of its own:
        // the short jump above may have ended in HashLife, whichever engine won its race.)
        let far = AppModel.forTests(windowSize: Size(800, 600), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        far.advance(to: 0)
        JumpActions.jump(toGeneration: 1 << 30, in: far.context)
        far.advance(to: 4)
        XCTAssertTrue(recorder.all.contains("info engine switch from=tiles generation=1073741824 to=hashlife"), "\(recorder.all)")
    }
}
