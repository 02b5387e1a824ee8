import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import JumpFeature
import PromptFeature
@testable import LifeInterface
@testable import LifeViewModel

/// The small types the coordinator keeps its state in, each on its own.
final class CoordinatorPartsTests: XCTestCase {
    func testTheRingWrapsBothWays() {
        var ring = FocusRing()
        let targets: [FocusTarget] = [.button(.playPause), .button(.step), .button(.reset)]
        XCTAssertNil(ring.move(forward: true, among: []), "nothing to reach")
        XCTAssertEqual(ring.move(forward: true, among: targets), .button(.playPause), "Tab starts at the first")
        XCTAssertEqual(ring.move(forward: false, among: targets), .button(.reset), "Shift+Tab wraps to the last")
        XCTAssertEqual(ring.move(forward: true, among: targets), .button(.playPause), "Tab wraps to the first")
        ring.target = .button(.zoomIn)
        XCTAssertEqual(ring.move(forward: false, among: targets), .button(.reset), "from a control gone, Shift+Tab starts at the last")
    }

    func testOnlyTheEchoOfTheOpeningKeyIsDropped() {
        var echo = PromptKeyEcho()
        XCTAssertFalse(echo.drops(.text("g")), "no key opened a prompt")
        echo.note(.key(.letter("g"), []), opened: true)
        XCTAssertTrue(echo.drops(.text("G")), "the letter typed by the key that opened the prompt")
        XCTAssertFalse(echo.drops(.text("g")), "once")
        echo.note(.key(.letter("g"), []), opened: false)
        XCTAssertFalse(echo.drops(.text("g")), "a key that opened nothing")
        echo.note(.key(.letter("g"), [.control]), opened: true)
        XCTAssertFalse(echo.drops(.text("g")), "a shortcut types nothing")
        echo.note(.key(.letter("g"), []), opened: true)
        XCTAssertFalse(echo.drops(.text("h")), "another letter is typed")
    }

    func testASecondQuitWithinTheWindowGoesThrough() {
        let context = AppModel.forTests(windowSize: Size(800, 600)).context
        var guardian = QuitGuard()
        XCTAssertTrue(guardian.allows(now: 0, risk: nil, in: context), "nothing to lose")
        XCTAssertFalse(guardian.allows(now: 10, risk: .of(recording: false, script: true, unsavableWork: true), in: context))
        XCTAssertEqual(context.notice, "A script is running: quit again within 5 seconds to stop it and quit")
        XCTAssertEqual(guardian.warning(at: 12), "A script is running: quit again within 5 seconds to stop it and quit")
        XCTAssertEqual(guardian.nextWake(after: 12), 15)
        XCTAssertNil(guardian.warning(at: 15.5))
        XCTAssertNil(guardian.nextWake(after: 15.5))
        XCTAssertTrue(guardian.allows(now: 14, risk: .of(recording: false, script: true, unsavableWork: true), in: context))
        var late = QuitGuard()
        XCTAssertFalse(late.allows(now: 0, risk: .of(recording: true, script: false, unsavableWork: false), in: context))
        XCTAssertFalse(late.allows(now: 6, risk: .of(recording: true, script: false, unsavableWork: false), in: context), "too late: asked again")
    }

    func testAFileNamedAtStartIsAmongTheRecentOnes() {
        let model = AppModel.forTests(windowSize: Size(800, 600))
        model.rememberOpened("/patterns/acorn.rle")
        XCTAssertEqual(model.settings.recentFiles, ["/patterns/acorn.rle"])
    }

    func testWorkUnderWaySlotsBetweenTheBoardAndThePanels() {
        let prompt = Overlay.prompt(TextPrompt(.jump))
        let jump = JumpProgress(fraction: 0.5, target: 100)
        let layers = Layer.stack(board: [.paste], overlays: [.moreMenu, prompt], jump: jump,
                                 recording: .recording(done: 0.1, frames: 3, kind: "GIF", sizing: false), script: .script("demo.lua", seconds: 0))
        XCTAssertEqual(layers, [.paste, .jump(jump), .recording(done: 0.1, frames: 3, kind: "GIF", sizing: false), .script("demo.lua", seconds: 0), .overlay(.moreMenu), .overlay(prompt)],
                       "the work under way under the overlays (the shortcut sheet opened during a jump takes Esc first): jump, recording, script")
        XCTAssertEqual(Layer.stack(board: [], overlays: [], jump: jump, recording: nil, script: nil), [.jump(jump)])
    }
}
