import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import SettingsFeature
@testable import LifeViewModel

final class ColorPickerTests: XCTestCase {
    func click(_ model: AppModel, _ p: Point) {
        model.handle(.pointerDown(p, .left), now: 0)
        model.handle(.pointerUp(p, .left), now: 0)
    }

    func open() -> (AppModel, SettingsLayout) {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        return (model, SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count))
    }

    func testTheSquareAndHueStripAreSmoothGradientsBetweenExactColours() {
        let (model, modal) = open()
        click(model, modal.swatches[4].center)
        let gradients = model.scene().commands.compactMap { command -> (Rect, [Color])? in
            if case let .gradient(rect, a, b, c, d) = command { (rect, [a, b, c, d]) } else { nil }
        }
        let square = gradients.filter { modal.svSquare.insetBy(-0.5, -0.5).contains($0.0.center) }
        let strip = gradients.filter { modal.hueStrip.insetBy(-0.5, -0.5).contains($0.0.center) }
        XCTAssertEqual(strip.count, 6, "hue is linear between the six primaries and secondaries")
        XCTAssertEqual(strip.first?.1[0], Color(r: 255, g: 0, b: 0))
        XCTAssertEqual(strip.last?.1[1], Color(r: 255, g: 0, b: 0), "and comes back to red")
        XCTAssertEqual(strip.map(\.0.width).reduce(0, +), modal.hueStrip.width, accuracy: 0.01, "no gap, no band")
        XCTAssertEqual(square.map { $0.0.width * $0.0.height }.reduce(0, +), modal.svSquare.width * modal.svSquare.height, accuracy: 1)
        let hue = SettingsLayout.swatchColors[4].hsv.h
        let topRight = square.max { ($0.0.maxX - $0.0.y) < ($1.0.maxX - $1.0.y) }
        XCTAssertEqual(topRight?.1[1], Color(hue: hue, saturation: 1, value: 1), "the pure hue at the top right")
        let bottom = square.filter { abs($0.0.maxY - modal.svSquare.maxY) < 0.5 }
        XCTAssertTrue(bottom.allSatisfy { $0.1[2] == Color(r: 0, g: 0, b: 0) && $0.1[3] == Color(r: 0, g: 0, b: 0) }, "black along the foot")
    }

    func testSwatchesSquareHueAndLivePreview() {
        let (model, modal) = open()
        XCTAssertTrue(model.scene().texts.contains("APPEARANCE"))
        XCTAssertLessThanOrEqual(modal.panel.maxY, model.layout.grid.maxY, "two columns keep the modal inside the grid")
        click(model, modal.swatches[4].center)
        XCTAssertEqual(model.context.preferences.cellColor, SettingsLayout.swatchColors[4])
        XCTAssertEqual(model.scene().cellLayer?.liveColor, SettingsLayout.swatchColors[4], "the grid previews it at once")
        // Top-right of the square: full saturation and value, same hue.
        click(model, Point(modal.svSquare.maxX - 1, modal.svSquare.y))
        let bright = model.context.preferences.cellColor!.hsv
        XCTAssertEqual(bright.s, 1, accuracy: 0.02)
        XCTAssertEqual(bright.v, 1, accuracy: 0.02)
        XCTAssertEqual(bright.h, SettingsLayout.swatchColors[4].hsv.h, accuracy: 0.02)
        // Dragging along the hue strip changes only the hue.
        model.handle(.pointerDown(Point(modal.hueStrip.x + modal.hueStrip.width / 3, modal.hueStrip.midY), .left), now: 0)
        model.handle(.pointerMoved(Point(modal.hueStrip.x + modal.hueStrip.width * 2 / 3, modal.hueStrip.midY)), now: 0)
        model.handle(.pointerUp(Point(modal.hueStrip.x + modal.hueStrip.width * 2 / 3, modal.hueStrip.midY), .left), now: 0)
        XCTAssertEqual(model.context.preferences.cellColor!.hsv.h, 2.0 / 3, accuracy: 0.02)
        XCTAssertEqual(model.context.preferences.cellColor!.a, 255, "solid colours only")
    }

    func testHexFieldTakesTypedDigits() {
        let (model, modal) = open()
        click(model, modal.hexField.center)
        XCTAssertNotNil(model.hexDraft)
        for _ in 0..<6 { model.handle(.key(.backspace, []), now: 0) }
        XCTAssertEqual(model.hexDraft, "")
        XCTAssertEqual(model.simulation.population, 5, "Backspace edits the field, it does not clear the board")
        model.handle(.text("ff8z80a"), now: 0)
        XCTAssertEqual(model.hexDraft, "FF880A", "non-hex characters are ignored, six digits at most")
        XCTAssertTrue(model.scene().texts.contains("#FF880A|"))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.context.preferences.cellColor, Color(hex: "#FF880A"))
        XCTAssertNil(model.hexDraft)
        // Too few digits: the colour stays, the field stays open, and beside it the reason (not a
        // notice over the header), until the text changes.
        click(model, modal.hexField.center)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("12345"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.context.preferences.cellColor, Color(hex: "#FF880A"))
        XCTAssertNil(model.notice)
        XCTAssertEqual(model.hexDraft, "12345", "the field stays open to mend")
        let reason = model.scene().texts.filter { $0.hasPrefix("Six hex digits") || $0.contains("this has 5") }
        XCTAssertEqual(reason.joined(separator: " "), "Six hex digits (or three), RRGGBB such as 4ADE80: this has 5")
        model.handle(.text("6"), now: 0)
        XCTAssertFalse(model.scene().texts.contains { $0.contains("this has 5") }, "typing clears the reason")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.context.preferences.cellColor, Color(hex: "#123456"))
        click(model, modal.hexField.center)
        model.handle(.text("12"), now: 0)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.hexDraft)
        XCTAssertTrue(model.settingsOpen, "Esc first leaves the field, then the modal")
        XCTAssertEqual(model.context.preferences.cellColor, Color(hex: "#123456"))
        click(model, modal.resetButton.center)
        click(model, modal.resetButton.center)  // Reset asks once
        XCTAssertNil(model.context.preferences.cellColor)
        XCTAssertEqual(model.context.liveCellColor, model.theme.colors.cell)
    }

    /// The field opens with the colour selected, so what is typed or pasted replaces it; three
    /// digits are CSS's shorthand; a colour with its alpha pastes as the solid one; fullwidth
    /// digits are no colour's.
    func testAColourTypedOrPastedReplacesTheOneShown() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider),
                                      services: AppServices(readClipboard: { "#4ade80ff" }, workClock: SteadyWorkClock().read))
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        click(model, modal.hexField.center)
        model.handle(.text("f80"), now: 0)
        XCTAssertEqual(model.hexDraft, "F80", "typing replaced the colour shown")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.context.preferences.cellColor, Color(hex: "#FF8800"))
        click(model, modal.hexField.center)
        model.handle(.key(.letter("v"), .control), now: 0)
        XCTAssertEqual(model.hexDraft, "4ADE80")
        XCTAssertEqual(model.notice, "Pasted the colour without its alpha (colours are solid)")
        model.handle(.key(.escape, []), now: 0)
        click(model, modal.hexField.center)
        model.handle(.text("１２３"), now: 0)
        XCTAssertEqual(model.hexDraft, "FF8800", "fullwidth digits are not taken (nor do they replace the colour)")
    }

    func testHSVRoundTrips() {
        for color in SettingsLayout.swatchColors + [Color(r: 10, g: 200, b: 30), Color(r: 0, g: 0, b: 0), Color(r: 128, g: 128, b: 128)] {
            let (h, s, v) = color.hsv
            let back = Color(hue: h, saturation: s, value: v)
            XCTAssertLessThanOrEqual(abs(Int(back.r) - Int(color.r)) + abs(Int(back.g) - Int(color.g)) + abs(Int(back.b) - Int(color.b)), 3, "\(color)")
        }
    }
}
