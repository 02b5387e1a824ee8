import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
@testable import SettingsFeature
@testable import LifeViewModel

final class SettingsModalTests: XCTestCase {
    func click(_ model: AppModel, _ p: Point) {
        model.handle(.pointerDown(p, .left), now: 0)
        model.handle(.pointerUp(p, .left), now: 0)
    }

    func testOpensFromTheControlBarAndFlipsSettings() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let gear = model.layout.buttons.first { $0.action == .settings }!.frame.center
        click(model, gear)
        XCTAssertTrue(model.settingsOpen)
        let scene = model.scene()
        for text in ["Settings", "SIMULATION", "VIEW", "Auto-stop", "Auto-zoom", "Unlimited zoom out"] {
            XCTAssertTrue(scene.texts.contains(text), text)
        }
        let modal = SettingsLayout(grid: model.layout.grid)
        XCTAssertLessThanOrEqual(modal.panel.width, 2 * SettingsLayout.maxWidth, "two capped columns, not edge to edge")
        for row in modal.rows {
            let offset = (row.frame.x - modal.panel.x).truncatingRemainder(dividingBy: SettingsLayout.maxWidth)
            XCTAssertEqual(offset, SettingsLayout.padding, "24 px horizontal padding in each column")
            XCTAssertLessThanOrEqual(row.frame.width, SettingsLayout.maxWidth - 2 * SettingsLayout.padding)
        }
        let narrow = SettingsLayout(grid: Rect(x: 0, y: 64, width: 700, height: 700), themeCount: 3)
        XCTAssertEqual(narrow.panel.width, SettingsLayout.maxWidth, "one column on narrow windows")
        XCTAssertTrue(model.simulation.autoStopEnabled)
        click(model, modal.rows.first { $0.toggle == .autoStop }!.control.center)
        XCTAssertFalse(model.simulation.autoStopEnabled)
        click(model, modal.rows.first { $0.toggle == .autoZoom }!.frame.center)
        XCTAssertFalse(model.context.preferences.autoZoom)
        click(model, modal.rows.first { $0.toggle == .unlimitedZoomOut }!.frame.center)
        XCTAssertTrue(model.context.preferences.unlimitedZoomOut)
        XCTAssertEqual(model.sceneState.settings.toggles, [.autoStop: false, .autoZoom: false, .unlimitedZoomOut: true, .gridLines: true, .torus: false])
        XCTAssertTrue(model.settingsOpen, "flipping a switch keeps the modal open")
    }

    func testEscapeCloseButtonAndClickOutsideClose() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        model.perform(.settings, now: 0)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertFalse(model.settingsOpen)
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid)
        click(model, modal.close.center)
        XCTAssertFalse(model.settingsOpen)
        model.perform(.settings, now: 0)
        click(model, Point(modal.panel.x - 20, modal.panel.midY))
        XCTAssertFalse(model.settingsOpen)
        XCTAssertEqual(model.simulation.population, 0, "the click that closed the modal toggled no cell")
    }

    func testTheModalHoldsThePointerAndKeys() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        let zoom = model.camera.zoom
        model.handle(.wheel(dx: 0, dy: 3, at: model.layout.grid.center), now: 0)
        model.handle(.key(.space, []), now: 0)
        model.advance(to: 1)
        XCTAssertEqual(model.camera.zoom, zoom)
        XCTAssertEqual(model.simulation.generation, 0)
        let modal = SettingsLayout(grid: model.layout.grid)
        model.handle(.pointerMoved(modal.close.center), now: 0)
        XCTAssertEqual(model.hover.hovered, .settings)
        XCTAssertTrue(model.scene().icons.contains(.close))
    }

    /// One speed segment is always lit: the preset whose range (half way to its neighbours on a
    /// log scale: 5 | 7.07 | 10 | 24.5 | 60) holds the speed; the default 10 gen/s is Normal.
    func testTheSegmentHoldingTheSpeedIsAlwaysLit() {
        let cases: [(Double, Bool, SpeedPreset)] = [
            (1, false, .rate(5)), (7, false, .rate(5)), (7.2, false, .rate(10)), (SettingsActions.defaultSpeed, false, .rate(10)),
            (24, false, .rate(10)), (25, false, .rate(60)), (240, false, .rate(60)), (.infinity, false, .rate(.infinity)),
            (.infinity, true, .hyperspeed),
        ]
        for (speed, hyper, preset) in cases {
            XCTAssertEqual(SettingsLayout.speedPreset(holding: speed, hyperspeed: hyper), preset, "\(speed) gen/s")
        }
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        let lit = model.scene().commands.compactMap { command -> String? in
            if case let .text(text, _, style, _, _) = command, style == model.theme.type.secondary.semibold { return text }
            return nil
        }
        XCTAssertTrue(lit.contains("Normal"), "at start: \(lit)")
    }

    func testSpeedPresetsSliderGridLinesAndReset() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        XCTAssertLessThanOrEqual(modal.panel.maxY, model.layout.grid.maxY, "the modal fits the grid at 1280x800")
        let fast = modal.speeds.first { $0.0 == .rate(60) }!.1.center
        click(model, fast)
        XCTAssertEqual(model.simulation.generationsPerSecond, 60)
        XCTAssertTrue(model.scene().texts.contains("60 gen/s"))
        // Click the slider's left end, then drag to its right end.
        let left = Point(modal.slider.x, modal.slider.midY), right = Point(modal.slider.maxX, modal.slider.midY)
        model.handle(.pointerDown(left, .left), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, 1)
        model.handle(.pointerMoved(Point(modal.slider.midX, modal.slider.midY)), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, 15, accuracy: 1, "the middle of a 1..240 log scale")
        model.handle(.pointerMoved(right), now: 0)
        model.handle(.pointerUp(right, .left), now: 0)
        XCTAssertEqual(model.simulation.generationsPerSecond, 240)
        click(model, modal.speeds.first { $0.0 == .rate(.infinity) }!.1.center)
        XCTAssertTrue(model.simulation.generationsPerSecond.isInfinite)
        XCTAssertEqual(modal.sliderX(for: .infinity), modal.slider.maxX)
        // Grid lines off.
        click(model, modal.rows.first { $0.toggle == .gridLines }!.control.center)
        XCTAssertNil(model.scene().cellLayer?.gridColor)
        // Reset to defaults asks once, then puts everything back; a press elsewhere between disarms it.
        click(model, modal.rows.first { $0.toggle == .autoStop }!.control.center)
        click(model, modal.resetButton.center)
        XCTAssertFalse(model.simulation.autoStopEnabled, "the first press only asks")
        XCTAssertTrue(model.scene().texts.contains("Click again to reset"))
        click(model, modal.rows.first { $0.toggle == .gridLines }!.control.center)
        XCTAssertTrue(model.scene().texts.contains("Reset to defaults"), "another press disarms it")
        click(model, modal.resetButton.center)
        click(model, modal.resetButton.center)
        XCTAssertTrue(model.simulation.autoStopEnabled && model.context.preferences.autoZoom && model.context.preferences.gridLines && !model.context.preferences.unlimitedZoomOut)
        XCTAssertEqual(model.simulation.generationsPerSecond, SettingsActions.defaultSpeed)
        XCTAssertEqual(model.notice, "Settings are back to their defaults")
        XCTAssertEqual(model.simulation.population, 5, "the board is kept")
        // Under another rule, the notice says the rule stays (it is the board's, not a setting).
        XCTAssertTrue(SettingsActions.applyRule("B36/S23", in: model.context))
        click(model, modal.resetButton.center)
        click(model, modal.resetButton.center)
        XCTAssertEqual(model.notice, "Settings are back to their defaults; the rule HighLife is the board's and stays (Settings › Rule changes it)")
        XCTAssertEqual(model.simulation.universe.rule.description, "B36/S23")
    }

    /// In a small window the sheet fits the grid: title and close stay, the content scrolls with
    /// the wheel and the arrow keys, and every control can be reached.
    func testInASmallWindowTheSheetScrollsAndEveryControlIsReachable() {
        for size in [Size(800, 600), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size)
            model.simulation.generationsPerSecond = 60
            model.perform(.settings, now: 0)
            var modal = (model.topmost(SettingsEditing.self) ?? SettingsEditing()).layout(in: model.context)
            XCTAssertGreaterThanOrEqual(modal.panel.y, model.layout.grid.y, "\(size)")
            XCTAssertLessThanOrEqual(modal.panel.maxY, model.layout.grid.maxY, "\(size)")
            XCTAssertTrue(modal.panel.contains(modal.close.center), "the close button is on the sheet")
            XCTAssertGreaterThan(modal.maxScroll, 0, "\(size): more than fits")
            XCTAssertFalse(modal.content.contains(modal.resetButton.center), "Reset starts below the fold")
            // A click on the title bar, over content scrolled under it, presses nothing.
            model.handle(.pointerDown(Point(modal.panel.midX, modal.panel.y + 2), .left), now: 0)
            XCTAssertTrue(model.settingsOpen)
            var wheels = 0
            while !modal.content.insetBy(0, 4).contains(modal.resetButton.center) && wheels < 50 {
                model.handle(.wheel(dx: 0, dy: -1, at: modal.panel.center), now: 0)
                modal = (model.topmost(SettingsEditing.self) ?? SettingsEditing()).layout(in: model.context)
                wheels += 1
            }
            XCTAssertLessThan(wheels, 50, "\(size): the wheel brings Reset into view")
            model.handle(.pointerDown(modal.resetButton.center, .left), now: 0)
            model.handle(.pointerUp(modal.resetButton.center, .left), now: 0)
            model.handle(.pointerDown(modal.resetButton.center, .left), now: 0)
            XCTAssertEqual(model.simulation.generationsPerSecond, SettingsActions.defaultSpeed, "\(size): Reset pressed (twice: it asks once)")
            model.handle(.key(.home, []), now: 0)
            XCTAssertEqual((model.topmost(SettingsEditing.self) ?? SettingsEditing()).layout(in: model.context).scroll, 0, "Home goes back to the top")
            model.handle(.key(.down, []), now: 0)
            XCTAssertEqual((model.topmost(SettingsEditing.self) ?? SettingsEditing()).layout(in: model.context).scroll, 48, "an arrow key scrolls one step")
            XCTAssertTrue(model.scene().commands.contains(.clip((model.topmost(SettingsEditing.self) ?? SettingsEditing()).layout(in: model.context).content)), "the content is clipped to its area")
        }
    }
}

final class RuleFieldTests: XCTestCase {
    /// A click elsewhere puts a changed rule in force, as Enter and Tab do; a rule that cannot be
    /// read keeps the field open with its reason, and the click does nothing else.
    func testAClickElsewhereAppliesTheRuleTypedOrKeepsItsReason() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        let outside = Point(modal.panel.x / 2, modal.panel.maxY - 10)
        model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.text("B3/S2x"), now: 0)
        model.handle(.pointerDown(outside, .left), now: 0)
        XCTAssertEqual(model.simulation.universe.rule, .conway)
        XCTAssertTrue(model.settingsOpen, "a rule refused keeps the sheet open")
        XCTAssertNotNil(model.topmost(SettingsEditing.self)?.ruleError)
        XCTAssertEqual(model.ruleDraft, "B3/S2x", "with the text as typed")
        model.handle(.key(.backspace, []), now: 0)
        model.handle(.text("6"), now: 0)
        model.handle(.pointerDown(outside, .left), now: 0)
        XCTAssertEqual(model.simulation.universe.rule.description, "B3/S26")
        XCTAssertFalse(model.settingsOpen, "a rule taken, the click closes the sheet as it would")
        // An unchanged field is simply left.
        model.perform(.settings, now: 0)
        model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
        model.handle(.pointerDown(outside, .left), now: 0)
        XCTAssertEqual(model.simulation.universe.rule.description, "B3/S26")
        XCTAssertFalse(model.settingsOpen)
    }

    func testTheRuleCanBeChangedInSettingsAndUndone() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        XCTAssertTrue(model.scene().texts.contains("B3/S23"))
        model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
        XCTAssertEqual(model.ruleDraft, "B3/S23")
        for _ in 0..<6 { model.handle(.key(.backspace, []), now: 0) }
        model.handle(.text("HighLife"), now: 0)
        XCTAssertTrue(model.scene().texts.contains("HighLife|"))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.universe.rule.description, "B36/S23")
        XCTAssertEqual(model.simulation.population, 5, "the cells are kept")
        XCTAssertEqual(model.notice, "Rule HighLife (B36/S23) (Ctrl+Z undoes)", "named as the header names it, with the rule as written")
        model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
        model.handle(.text("x"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        let error = try XCTUnwrap(model.topmost(SettingsEditing.self)?.ruleError)
        XCTAssertTrue(error.contains("unsupported rule"), error)
        XCTAssertNotEqual(model.notice, error, "said at the field, not in a notice")
        XCTAssertTrue(model.scene().texts.contains { error.hasPrefix($0) }, "the reason shows under the field")
        XCTAssertNotNil(model.ruleDraft, "a rule that cannot be read keeps the field open")
        model.handle(.key(.backspace, []), now: 0)
        XCTAssertNil(model.topmost(SettingsEditing.self)?.ruleError, "gone once the text changes")
        model.handle(.text("x"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.ruleDraft)
        model.handle(.key(.letter("z"), .control), now: 0)
        XCTAssertEqual(model.simulation.universe.rule, .conway)
    }

    func testTheNamedRulesAreOfferedUnderTheFieldAndPickedByClickOrKeys() throws {
        for size in [Size(1280, 800), Size(800, 600), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size, pattern: Fixtures.pattern(Fixtures.glider))
            model.perform(.settings, now: 0)
            // The field is at the end of the sheet, scrolled into view on small windows.
            model.handle(.key(.end, []), now: 0)
            let whole = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
            let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count, scroll: whole.maxScroll)
            XCTAssertTrue(modal.content.contains(modal.ruleField.center), "\(size)")
            model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
            // The field holds the rule in force: every named rule is on offer, with what it does.
            var scene = model.scene()
            XCTAssertTrue(scene.texts.contains("Brian's Brain") || scene.texts.contains("Life"), "\(size)")
            XCTAssertTrue(scene.texts.contains(RuleNames.all[0].summary), "\(size)")
            // Typing narrows the offer to names and rules holding the text.
            for _ in 0..<6 { model.handle(.key(.backspace, []), now: 0) }
            model.handle(.text("bri"), now: 0)
            scene = model.scene()
            XCTAssertTrue(scene.texts.contains("Brian's Brain"), "\(size)")
            XCTAssertFalse(scene.texts.contains("HighLife"), "\(size)")
            let choice = try XCTUnwrap(model.ui.pointerRegions.first { region in
                if case .setting(.ruleChoice) = region.control { return true } else { return false }
            }?.frame, "\(size)")
            XCTAssertTrue(modal.content.contains(choice.center), "the offer lies within the sheet at \(size)")
            model.handle(.pointerDown(choice.center, .left), now: 0)
            model.handle(.pointerUp(choice.center, .left), now: 0)
            XCTAssertEqual(model.simulation.universe.rule.description, "/2/3", "\(size)")
            XCTAssertNil(model.ruleDraft, "picking a rule ends the editing")
            XCTAssertTrue(model.settingsOpen)
            // The arrows light a rule and Enter puts it in force; typing again unlights it.
            model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
            model.handle(.key(.down, []), now: 0)
            model.handle(.key(.down, []), now: 0)
            model.handle(.key(.enter, []), now: 0)
            XCTAssertEqual(model.simulation.universe.rule.description, "B36/S23", "the second named rule, HighLife, at \(size)")
            // The wheel over the list goes down it, past the rows first shown, to the last named rule.
            model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
            let row = try XCTUnwrap(model.ui.pointerRegions.first { region in
                if case .setting(.ruleChoice) = region.control { return true } else { return false }
            }?.frame, "\(size)")
            model.handle(.wheel(dx: 0, dy: -Double(RuleNames.all.count + 5), at: row.center), now: 0)
            XCTAssertTrue(model.scene().texts.contains(RuleNames.all.last!.name), "the last named rule shows at \(size)")
            model.handle(.key(.enter, []), now: 0)
            XCTAssertEqual(model.simulation.universe.rule, try Rule(parsing: RuleNames.all.last!.rule), "\(size)")
            // Part of a name with one rule on offer: Enter takes that rule.
            model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
            model.handle(.key(.letter("a"), .control), now: 0)
            model.handle(.text("Star"), now: 0)
            model.handle(.key(.enter, []), now: 0)
            XCTAssertEqual(model.simulation.universe.rule.description, "345/2/4", "Star Wars at \(size)")
            // Text that is a rule itself stays that rule, though a name holds it ("B3/S2" is in Life's B3/S23).
            model.handle(.pointerDown(modal.ruleField.center, .left), now: 0)
            model.handle(.key(.letter("a"), .control), now: 0)
            model.handle(.text("B3/S2"), now: 0)
            model.handle(.key(.enter, []), now: 0)
            XCTAssertEqual(model.simulation.universe.rule.description, "B3/S2", "\(size)")
        }
    }

    func testThemeIsChosenInSettingsAndAppliesAtOnce() throws {
        let folder = RepositoryPaths.path("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
            .map { (name: $0, text: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
        let themes = ThemeLibrary.themes(from: files).themes
        let model = AppModel.forTests(windowSize: Size(1280, 800), theme: themes[0], themes: themes)
        model.perform(.settings, now: 0)
        XCTAssertTrue(model.scene().texts.contains("High contrast"))
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: themes.count)
        model.handle(.pointerDown(modal.themes[1].center, .left), now: 0)
        XCTAssertEqual(model.theme.name, "Light")
        guard case let .fill(_, background, _) = model.scene().commands[0] else { return XCTFail("no background") }
        XCTAssertEqual(background, themes[1].colors.background)
    }
}

final class ThemeVisibilityTests: XCTestCase {
    func themes() throws -> [Theme] {
        let folder = RepositoryPaths.path("Themes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }
            .map { (name: $0, text: try String(contentsOfFile: folder + "/" + $0, encoding: .utf8)) }
        return ThemeLibrary.themes(from: files).themes
    }

    /// Every control shows its shape and state in every theme: the sheet has an edge, a swatch
    /// an outline of another colour than itself, an off switch an outline unlike its fill.
    func testControlsHaveVisibleEdgesInEveryTheme() throws {
        for theme in try themes() {
            let model = AppModel.forTests(windowSize: Size(1280, 800), theme: theme, themes: [theme])
            model.perform(.settings, now: 0)
            let modal = (model.topmost(SettingsEditing.self) ?? SettingsEditing()).layout(in: model.context)
            let fills = model.scene().commands.compactMap { command -> (Rect, Color)? in
                if case let .fill(rect, color, _) = command { return (rect, color) } else { return nil }
            }
            func edge(of rect: Rect) -> Color? { fills.first { $0.0 == rect.insetBy(-1, -1) }?.1 }
            func fill(of rect: Rect) -> Color? { fills.last { $0.0 == rect }?.1 }
            XCTAssertNotEqual(edge(of: modal.panel), theme.colors.background, "\(theme.name): the sheet's edge shows on the scrim")
            for (frame, color) in zip(modal.swatches, SettingsLayout.swatchColors) {
                XCTAssertNotNil(edge(of: frame), "\(theme.name)")
                if color == theme.colors.header { XCTAssertNotEqual(edge(of: frame), color, "\(theme.name): a swatch the panel's colour still shows") }
            }
            let off = try XCTUnwrap(modal.rows.first { $0.toggle == .unlimitedZoomOut }).control
            XCTAssertNotEqual(edge(of: off), fill(of: off), "\(theme.name): an off switch is an outline, not a solid pill")
        }
    }
}
