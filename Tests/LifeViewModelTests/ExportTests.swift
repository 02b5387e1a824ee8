import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import PromptFeature
@testable import LifeViewModel

final class ExportTests: XCTestCase {
    final class Saved { var files: [String: String] = [:] }

    func testExportWritesTheUniverseUnderATypedName() throws {
        let saved = Saved()
        let services = AppServices(savePattern: { name, text in
            saved.files[name] = text
            return "/home/u/.local/share/life/patterns/" + name
        }, workClock: SteadyWorkClock().read)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.gosperGun), services: services)
        model.handle(.key(.letter("e"), .control), now: 0)
        XCTAssertEqual(model.exportName, "Gosper glider gun")
        for _ in 0..<17 { model.handle(.key(.backspace, []), now: 0) }
        XCTAssertEqual(model.simulation.population, 36, "Backspace edits the name")
        model.handle(.text("My gun/*!"), now: 0)
        XCTAssertEqual(model.exportName, "My gun", "characters that do not belong in a file name are ignored")
        model.handle(.key(.letter("f"), []), now: 0)
        XCTAssertTrue(model.isAutoZoomActive && model.exportName != nil, "shortcuts are off while typing")
        XCTAssertTrue(model.scene().texts.contains("My gun|"))
        let layout = PromptLayout(grid: model.layout.grid, withFormats: true)
        model.handle(.pointerDown(layout.formats[1].center, .left), now: 0)
        XCTAssertEqual(model.exportFormat, .macrocell)
        model.handle(.pointerDown(layout.confirm.center, .left), now: 0)
        XCTAssertNil(model.exportName)
        let text = try XCTUnwrap(saved.files["My gun.mc"])
        let back = try PatternFormat.macrocell.read(text)
        XCTAssertEqual(back.cells, Fixtures.pattern(Fixtures.gosperGun).cells)
        XCTAssertEqual(model.notice, "Saved 36 cells to /home/u/.local/share/life/patterns/My gun.mc")
    }

    func testFailuresAndCancel() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.handle(.key(.letter("e"), .control), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertTrue(model.prompt?.error?.hasPrefix("Could not save it:") == true, model.prompt?.error ?? "")
        XCTAssertNotNil(model.exportName, "the prompt stays open after a failure")
        for _ in 0..<10 { model.handle(.key(.backspace, []), now: 0) }
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.prompt?.error, "Give the pattern a name first")
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.exportName)
        model.handle(.key(.letter("e"), .control), now: 0)
        let layout = PromptLayout(grid: model.layout.grid, withFormats: true)
        model.handle(.pointerDown(layout.cancel.center, .left), now: 0)
        XCTAssertNil(model.exportName)
    }
}
