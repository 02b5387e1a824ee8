import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeInterface
@testable import LifeViewModel

/// Ctrl+O: the desktop's file dialog runs beside the app; the file chosen opens as a dropped one.
final class OpenFileTests: XCTestCase {
    private func model(dialog: FileChoice?) -> AppModel {
        var services = AppServices(openFile: { path in
            guard path == "/media/usb/gun.rle" else { throw PatternParseError(line: 1, column: 1, message: "\(path): no such file") }
            return try PatternFormat.sniff("x = 3, y = 1\n3o!\n").read("x = 3, y = 1\n3o!\n")
        }, workClock: SteadyWorkClock().read)
        services.chooseFile = { _ in dialog }
        return AppModel.forTests(windowSize: Size(1280, 800), services: services)
    }

    func testTheChosenFileOpensWhenTheDialogCloses() {
        let choice = FileChoice()
        let model = model(dialog: choice)
        model.handle(.key(.letter("o"), .control), now: 0)
        XCTAssertNil(model.browserPatterns, "Ctrl+O is the file dialog, not the pattern browser")
        XCTAssertEqual(model.nextWakeTime(after: 1)!, 1.1, accuracy: 1e-9, "the app looks at the dialog while it is open")
        model.advance(to: 1)
        XCTAssertEqual(model.simulation.population, 0, "nothing yet: the dialog is open, the window is not waiting")
        choice.finish(.chosen("/media/usb/gun.rle"))
        model.advance(to: 1.1)
        XCTAssertEqual(model.simulation.population, 3)
        XCTAssertTrue(model.notice?.hasPrefix("Opened") == true, model.notice ?? "")
        model.run(.undo, now: 2)
        XCTAssertEqual(model.simulation.population, 0, "one undo step, as a dropped file")
    }

    func testACancelledOrFailedDialogAndNoDialogAtAll() {
        let cancelled = FileChoice()
        var model = model(dialog: cancelled)
        model.handle(.key(.letter("o"), .control), now: 0)
        cancelled.finish(.cancelled)
        model.advance(to: 0.1)
        XCTAssertEqual(model.simulation.population, 0)
        XCTAssertNil(model.notice)
        let failed = FileChoice()
        model = self.model(dialog: failed)
        model.handle(.key(.letter("o"), .control), now: 0)
        failed.finish(.failed("the dialog ended with status 5"))
        failed.finish(.chosen("/media/usb/gun.rle"))
        model.advance(to: 0.1)
        XCTAssertEqual(model.notice, "The file dialog failed: the dialog ended with status 5", "the first ending counts")
        model = self.model(dialog: nil)
        model.handle(.key(.letter("o"), .control), now: 0)
        XCTAssertTrue(model.notice?.hasPrefix("No file dialog on this desktop") == true, model.notice ?? "")
    }
}
