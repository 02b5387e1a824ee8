import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
import SettingsFeature
@testable import HeaderFeature
@testable import LifeInterface
@testable import LifeViewModel

/// Rules of other families in the app: the rule field takes them, the grid engine runs them, and
/// decaying states are drawn fading.
final class RuleFamiliesAppTests: XCTestCase {
    func testTheRuleFieldTakesEveryFamilyAndRefusesWhatABoardCannotHold() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertTrue(SettingsActions.applyRule("b2n3s23-q", in: model.context))
        XCTAssertEqual(model.simulation.universe.rule.description, "B2n3/S23-q")
        XCTAssertEqual(model.simulation.universe.name, "tiles", "a non-totalistic rule runs on the tiles")
        XCTAssertTrue(SettingsActions.applyRule("Brian's Brain", in: model.context))
        XCTAssertEqual(model.simulation.universe.rule.states, 3)
        XCTAssertEqual(model.simulation.universe.name, "patches", "Generations runs in patches on the plane")
        model.simulation.stepOnce()
        XCTAssertFalse(model.simulation.universe.decayingCells().isEmpty, "cells that fired rest a generation")
        XCTAssertFalse(SettingsActions.applyRule("R5,C0,M1,S34..58,B34..45,NM:K40*,40", in: model.context))
        XCTAssertTrue(model.notice?.contains("Larger than Life runs") == true, model.notice ?? "")
        XCTAssertEqual(model.simulation.universe.rule.states, 3, "the rule in force stays")
        XCTAssertTrue(SettingsActions.applyRule("B3/S23:K30*,20", in: model.context))
        XCTAssertEqual(model.simulation.topology.suffix, ":K30*,20")
        XCTAssertEqual(model.simulation.universe.rule, .conway)
        XCTAssertFalse(SettingsActions.applyRule("B0/S/3", in: model.context))
    }

    /// A rule and a board given together change together: the old rule is never made to run on
    /// the new board (LifeHistory on a 5,000,000-cell-square torus asked for 25 TB and stopped the app).
    func testARuleAndABoardGivenTogetherChangeTogether() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertTrue(SettingsActions.applyRule("LifeHistory", in: model.context))
        XCTAssertTrue(SettingsActions.applyRule("B3/S23:T5000000,5000000", in: model.context))
        XCTAssertEqual(model.simulation.universe.rule, .conway)
        XCTAssertEqual(model.simulation.topology.suffix, ":T5000000,5000000")
        XCTAssertEqual(model.simulation.population, 5)
        XCTAssertEqual(model.notice, "Rule B3/S23; Switched to a torus 5000000x5000000 (Ctrl+Z undoes)")
        model.run(.undo, now: 1)
        XCTAssertEqual(model.simulation.universe.rule.description, "LifeHistory", "one undo step takes both back")
        XCTAssertEqual(model.simulation.topology, .plane)
    }

    func testARuleWithFewerStatesSaysWhichCellsChangedAndUndoes() throws {
        // Brian's Brain's firing cells (state 2) under Life: they become live, as in Golly, and the notice says so.
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertTrue(SettingsActions.applyRule("Brian's Brain", in: model.context))
        model.simulation.stepOnce()
        let firing = model.simulation.universe.decayingCells().count, cells = model.simulation.population
        XCTAssertGreaterThan(firing, 0)
        XCTAssertTrue(SettingsActions.applyRule("B3/S23", in: model.context))
        XCTAssertEqual(model.notice, "Rule B3/S23; \(firing) cell\(firing == 1 ? "" : "s") in states it lacks became live (it has 2) (Ctrl+Z undoes)")
        XCTAssertEqual(model.simulation.population, cells)
        model.run(.undo, now: 1)
        XCTAssertEqual(model.simulation.universe.decayingCells().count, firing, "undo gives the states back")
        // A rule with every state the board uses says nothing of cells.
        XCTAssertTrue(SettingsActions.applyRule("B2/S/4", in: model.context))
        XCTAssertEqual(model.notice, "Rule /2/4 (Ctrl+Z undoes)")
        // The header names a History rule as Golly writes it.
        XCTAssertTrue(SettingsActions.applyRule("Life History", in: model.context))
        XCTAssertTrue(model.scene().texts.contains("Rule LifeHistory"), "\(model.scene().texts)")
    }

    /// A board the grid engine cannot hold (Larger than Life at range 500, cells 10^8 apart) says
    /// so and does not run on as if it stepped (its generations counted, its cells unchanged).
    func testABoardTheGridCannotHoldSaysSoAndStops() throws {
        var pattern = Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(0, 100_000_000)])
        pattern.rule = try Rule(parsing: "R500,C0,M1,S34..58,B34..45,NM")
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        XCTAssertEqual(model.simulation.universe.name, "grid")
        model.advance(to: 0.1)
        XCTAssertEqual(model.notice, "Stopped at generation 0: \(EngineError.gridTooLarge(cells: GridLife.maximumCells))")
        model.perform(.step, now: 0.2)
        model.advance(to: 0.3)
        XCTAssertEqual(model.simulation.generation, 0, "a step it cannot compute is not counted")
        XCTAssertTrue(model.notice?.hasPrefix("Stopped at generation 0") == true, model.notice ?? "")
    }

    func testTheHeaderNamesTheRuleAndTheBoard() throws {
        for size in [Size(1280, 800), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size, pattern: Fixtures.pattern(Fixtures.glider))
            // Under the status, from before the first step and at every width.
            func ruleLine() -> String? { model.scene().texts.first { $0.hasPrefix("Rule ") } }
            XCTAssertEqual(ruleLine(), "Rule B3/S23", "Life's rule as written, not the app's own name, at \(size)")
            model.simulation.stepOnce()
            XCTAssertEqual(ruleLine(), "Rule B3/S23", "\(size)")
            XCTAssertTrue(SettingsActions.applyRule("b36s23", in: model.context))
            XCTAssertEqual(ruleLine(), "Rule HighLife")
            XCTAssertTrue(SettingsActions.applyRule("B3/S2-i34q:T30,20", in: model.context))
            XCTAssertEqual(ruleLine(), "Rule Tlife:T30,20")
            XCTAssertTrue(SettingsActions.applyRule("B3/S238", in: model.context))
            XCTAssertEqual(ruleLine(), "Rule B3/S238:T30,20", "a rule without a name as Golly writes it, on the board it had")
            // A MAP rule shows the start of its table; a long rule is cut short to the status's width.
            XCTAssertTrue(SettingsActions.applyRule("MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA6ICAAIAAaIDogIAAgACAAIAAAAAAAA", in: model.context))
            XCTAssertEqual(ruleLine(), "Rule MAPARYXfh…:T30,20")
            XCTAssertTrue(SettingsActions.applyRule("R10,C0,M1,S123..212,B123..170,NN:T99999999,99999999", in: model.context))
            let cut = try XCTUnwrap(ruleLine())
            // A suffix too long to leave the rule a few letters gives way to the rule's start.
            XCTAssertTrue(cut.hasPrefix("Rule R10,C0,M1,S1") && cut.contains("…"), cut)
            let room = HeaderLayout.statusWidth(for: "R10,C0,M1,S123..212,B123..170,NN:T99999999,99999999", band: model.layout.header,
                                                size: model.theme.type.control.size)
            XCTAssertLessThanOrEqual(Double(cut.count) * model.theme.type.control.size * 0.56, room, cut)
            XCTAssertLessThanOrEqual(room, max(HeaderLayout.statusWidth, size.width * 0.3))
            // A Larger than Life rule of Golly's collection shows whole in a window of 1280 (cut at 640).
            XCTAssertTrue(SettingsActions.applyRule("R7,C0,M1,S65..114,B65..95,NM", in: model.context))
            XCTAssertTrue(ruleLine()?.hasPrefix("Rule R7,C0,M1,S") == true)
            XCTAssertEqual(ruleLine()?.hasPrefix("Rule R7,C0,M1,S65..114,B65..95,NM") == true, size.width >= 1280, "\(size): \(ruleLine() ?? "")")
            XCTAssertTrue(SettingsActions.applyRule("R7,C0,M1,S65..114,B65..95,NM:T120,120", in: model.context))
            XCTAssertTrue(ruleLine()?.hasSuffix(":T120,120") == true, "a torus says so at \(size): \(ruleLine() ?? "")")
        }
        XCTAssertEqual(HeaderLayout.ruleLine("B3/S23", width: 200, size: 14), "Rule B3/S23")
        XCTAssertEqual(HeaderLayout.ruleLine(String(repeating: "3", count: 40), width: 200, size: 14), "Rule " + String(repeating: "3", count: 19) + "…")
        XCTAssertEqual(HeaderLayout.ruleLine(String(repeating: "3", count: 40) + ":T120,120", width: 200, size: 14), "Rule " + String(repeating: "3", count: 10) + "…:T120,120")
    }

    func testDecayingCellsAreDrawnInTheirStates() throws {
        let pattern = try PatternFormat.rle.read("x = 3, y = 1, rule = 345/2/4\nABC!\n")
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: pattern)
        let layers = model.scene().commands.compactMap { if case .cells(let layer) = $0 { layer } else { nil } }
        let layer = try XCTUnwrap(layers.first)
        XCTAssertEqual(layer.stateFades, [0, 0, 0.5, 1], "state 1 live, 2 half faded, 3 (the last) furthest")
        XCTAssertEqual(layer.raster.states?.filter { $0 > 1 }.sorted(), [2, 3], "the resting cells' states reach the painter")
    }

    func testHistoryCellsAreDrawnByMeaning() throws {
        let pattern = try PatternFormat.rle.read("x = 6, y = 1, rule = LifeHistory\nABCDEF!\n")
        let model = AppModel.forTests(windowSize: Size(800, 600), pattern: pattern)
        XCTAssertEqual(model.simulation.universe.rule.description, "LifeHistory")
        let layers = model.scene().commands.compactMap { if case .cells(let layer) = $0 { layer } else { nil } }
        let layer = try XCTUnwrap(layers.first)
        let fades = layer.stateFades
        XCTAssertEqual(fades.count, 7)
        XCTAssertEqual(fades[1], 0, "plain live cells are drawn live")
        XCTAssertTrue(fades[3] < 0 && fades[5] < fades[3], "marked and start cells set apart from live, start the more")
        XCTAssertTrue(fades[4] > 0 && fades[2] > fades[4] && fades[6] > fades[2], "traces towards the dead colour, the boundary furthest")
    }

    /// A rule whose engine cannot hold the board (Larger than Life of range 100, on the grid engine: a span of 10^8
    /// cells) is refused before the board changes: it became the few cells the engine kept, the
    /// rest gone until undone, and "Stopped at generation …" was said of a run that never ran.
    func testARuleWhoseEngineCannotHoldTheBoardIsRefusedAndTheBoardKept() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let far = [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(300_000_000, 5), Cell(300_000_001, 5), Cell(300_000_002, 5)]
        model.simulation.edit("far blinkers") { model.simulation.add(far) }
        let undoSteps = model.simulation.edits.undoCount
        XCTAssertFalse(SettingsActions.applyRule("R100,C0,M1,S34..58,B34..45,NM", in: model.context))
        XCTAssertEqual(model.simulation.universe.liveCells().sorted(), far.sorted())
        XCTAssertEqual(model.simulation.universe.rule, .conway)
        XCTAssertNil(model.simulation.stoppedByEngine)
        XCTAssertEqual(model.simulation.edits.undoCount, undoSteps, "no undo step for a change not made")
        XCTAssertTrue(model.notice?.hasPrefix("The rule R100,C0,M1,S34..58,B34..45,NM cannot run this board: the pattern spans more than") == true,
                      model.notice ?? "")
        XCTAssertTrue(SettingsActions.applyRule("B36/S23", in: model.context), "a rule the tiles run still goes")
    }
}
