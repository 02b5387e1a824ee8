import FirstRunFeature
import EditingFeature
import XCTest
import AppTestSupport
import LifeEngine
import LifeStore
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
import SettingsFeature
@testable import LifeViewModel

final class TorusModeTests: XCTestCase {
    /// A cell keeps its place in Golly's coordinates, where a 24x24 board spans -12...11 (stored
    /// as 0...23): what fits stays where it was, centred as Golly centres a bounded grid.
    func testSwitchingKeepsCellsThatFitWhereTheyAreSaysHowManyDroppedAndUndoes() {
        let cells = [Cell(1, 1), Cell(2, 2), Cell(30, 3), Cell(-5, 0), Cell(-13, 0), Cell(11, -12)]
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: cells))
        SettingsActions.setTopology(.torus(width: 24, height: 24), in: model.context)
        XCTAssertEqual(model.simulation.topology, .torus(width: 24, height: 24))
        XCTAssertEqual(model.simulation.universe.liveCells().map(model.simulation.topology.gollyCoordinates(of:)),
                       [Cell(11, -12), Cell(-5, 0), Cell(1, 1), Cell(2, 2)])
        XCTAssertEqual(model.simulation.universe.liveCells(), [Cell(23, 0), Cell(7, 12), Cell(13, 13), Cell(14, 14)])
        XCTAssertEqual(model.notice, "Switched to a torus 24x24: 2 cells outside it were dropped (Ctrl+Z undoes)")
        XCTAssertTrue(model.scene().texts.contains(model.notice!))
        model.handle(.key(.letter("z"), .control), now: 1)
        XCTAssertEqual(model.simulation.topology, .plane)
        XCTAssertEqual(model.simulation.universe.liveCells(), cells.sorted())
        XCTAssertEqual(model.notice, "Undone: the switch to torus 24x24")
        model.advance(to: 1 + FeatureContext.noticeSeconds + 0.1)
        XCTAssertNil(model.notice, "notices fade after a few seconds")
    }

    /// The Bounded board switch keeps the pattern: the board is made large enough to hold it where
    /// it is (multiples of 8), or stays at the size chosen when the pattern fits that.
    func testSwitchingTheBoardOnSizesItToHoldThePattern() {
        let cells = [Cell(-40, -10), Cell(60, 20), Cell(0, 0)]
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: cells))
        SettingsActions.flip(.torus, in: model.context)
        XCTAssertEqual(model.simulation.topology, .torus(width: 128, height: 48), "2 x 61 -> 128 across, 2 x 21 -> 48 down")
        XCTAssertEqual(model.simulation.population, 3)
        XCTAssertEqual(model.notice, "Switched to a torus 128x48 (Ctrl+Z undoes)", "the run starts again on it: undo brings the old one back")
        SettingsActions.flip(.torus, in: model.context)
        let small = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        SettingsActions.flip(.torus, in: small.context)
        XCTAssertEqual(small.simulation.topology, .torus(width: 24, height: 24), "a glider fits the 24x24 chosen")
        // Past the largest side (Golly's 2 billion) the board takes the largest, and the cells outside it go (as they said).
        let far = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0), Cell(1, 0), Cell(1 << 40, 0)]))
        SettingsActions.flip(.torus, in: far.context)
        XCTAssertEqual(far.simulation.topology.size?.width, Topology.boardSides.upperBound)
        XCTAssertEqual(far.simulation.topology.size?.height, 24)
        XCTAssertEqual(far.simulation.population, 2, "only the cell 2^40 out goes")
        // A Klein bottle chosen, which Larger than Life does not run on: the board is the torus
        // the sheet lights instead, sized to hold the pattern; the size chosen stays as it was.
        var wide = Pattern(cells: [Cell(0, 0), Cell(100, 100)])
        wide.rule = try! Rule(parsing: "R2,C2,M0,S2..3,B3..3,NM")
        let refused = AppModel.forTests(windowSize: Size(1280, 800), pattern: wide)
        refused.context.preferences.boardShape = BoardShape.klein.rawValue
        SettingsActions.flip(.torus, in: refused.context)
        XCTAssertEqual(refused.simulation.topology, .torus(width: 208, height: 208))
        XCTAssertEqual([refused.context.preferences.torusWidth, refused.context.preferences.torusHeight], [24, 24])
    }

    /// With no session or file, the universe starts on the board the settings keep; a pattern keeps its own.
    func testTheSettingsBoardIsWhereAnEmptyStartBegins() {
        var settings = Settings()
        (settings.torus, settings.boardShape, settings.torusWidth, settings.torusHeight) = (true, "klein", 30, 20)
        let model = AppModel.forTests(windowSize: Size(1280, 800), settings: settings)
        XCTAssertEqual(model.simulation.topology.suffix, ":K30*,20")
        XCTAssertEqual(model.layout.grid.contains(model.camera.screenRect(of: Cell(15, 10)).center), true, "the board is framed")
        settings.boardShape = "sphere"
        XCTAssertEqual(AppModel.forTests(windowSize: Size(1280, 800), settings: settings).simulation.topology.suffix, ":S30")
        XCTAssertEqual(AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), settings: settings).simulation.topology, .plane)
        settings.torus = false
        XCTAssertEqual(AppModel.forTests(windowSize: Size(1280, 800), settings: settings).simulation.topology, .plane)
        // A settings file edited by hand to a board no engine holds (a side under 3 is a dense
        // grid: 1 x 2e9 would be 2 GB) starts on the plane and says why.
        (settings.torus, settings.boardShape, settings.torusWidth, settings.torusHeight) = (true, "torus", 1, 2_000_000_000)
        let refused = AppModel.forTests(windowSize: Size(1280, 800), settings: settings)
        XCTAssertEqual(refused.simulation.topology, .plane)
        XCTAssertEqual(refused.notice, "The settings' board, a torus 1x2000000000, is not offered: this rule runs on a board of at most 100000000 cells, "
                       + "and 1x2000000000 is more; started on the endless plane")
        // Typed into Settings, the same board is refused in plain words.
        SettingsActions.flip(.torus, in: refused.context)
        XCTAssertEqual(refused.simulation.topology, .plane)
        XCTAssertEqual(refused.notice, "A torus 1x2000000000 is not offered under the rule B3/S23: this rule runs on a board of at most 100000000 cells, and 1x2000000000 is more")
    }

    /// A board that grows or shrinks does so around its centre; back on the plane, cells are where they were.
    func testResizingKeepsCellsAroundTheCentreAndThePlaneGetsThemBack() {
        let glider = [Cell(0, -1), Cell(1, 0), Cell(-1, 1), Cell(0, 1), Cell(1, 1)]
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: glider))
        SettingsActions.setTopology(.torus(width: 24, height: 24), in: model.context)
        XCTAssertEqual(model.simulation.population, 5, "a glider at the origin fits a 24x24 board")
        SettingsActions.setTorusSize(width: 32, height: 31, in: model.context)
        XCTAssertEqual(model.simulation.universe.liveCells(), glider.map { Cell($0.x + 16, $0.y + 15) }.sorted())
        SettingsActions.setTopology(try! Topology(suffix: "K25*,9"), in: model.context)
        XCTAssertEqual(model.simulation.universe.liveCells(), glider.map { Cell($0.x + 12, $0.y + 4) }.sorted())
        SettingsActions.setTopology(.plane, in: model.context)
        XCTAssertEqual(model.simulation.universe.liveCells(), glider.sorted())
    }

    func testAStarterLandsWhollyOnABoundedBoard() throws {
        // An empty torus: the starter goes to the board's middle, not astride its top-left corner.
        let torus = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: .torus(width: 24, height: 24)))
        torus.perform(.starter(.rPentomino), now: 0)
        let placed = try XCTUnwrap(torus.simulation.universe.bounds)
        XCTAssertEqual(torus.simulation.population, 5)
        XCTAssertTrue(CellRect(x: 9, y: 9, width: 6, height: 6).contains(placed), "\(placed)")
        // A walled board with life on it, the view moved off the board: the starter keeps to the
        // board (off it, its cells were dropped).
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.topology = try Topology(suffix: "P24,24")
        let busy = AppModel.forTests(windowSize: Size(1280, 800), pattern: glider)
        busy.context.pan(by: Point(-3000, -3000))
        busy.perform(.starter(.rPentomino), now: 0)
        XCTAssertEqual(busy.simulation.population, 10)
        XCTAssertTrue(busy.simulation.universe.liveCells().allSatisfy { CellRect(x: 0, y: 0, width: 24, height: 24).contains($0) })
        // A starter wider than the board is refused (wrapped round, it overlapped itself).
        let small = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: .torus(width: 16, height: 16)))
        small.perform(.starter(.gosperGun), now: 0)
        XCTAssertEqual(small.simulation.population, 0)
        XCTAssertEqual(small.notice, "Glider gun is 36×9 cells, more than this torus 16x16 holds: choose a larger board in Settings")
        // A tube bounded across only: the starter keeps within its width, centred.
        let tube = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: try Topology(suffix: "T40,0")))
        tube.perform(.starter(.glider), now: 0)
        let inTube = try XCTUnwrap(tube.simulation.universe.bounds)
        XCTAssertEqual(tube.simulation.population, 5)
        XCTAssertTrue(inTube.x > 10 && inTube.maxX < 30, "\(inTube)")
    }

    func testBoardIsFramedDrawnAndEditedOnlyInside() {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: .torus(width: 24, height: 24)))
        // The whole board is on screen, beside the starter card and above the hint, filling most of that space.
        let card = FirstRunState.layout(in: model.context)
        XCTAssertTrue(model.showsFirstRun)
        let onScreen = Rect(x: model.camera.screenRect(of: Cell(0, 0)).x, y: model.camera.screenRect(of: Cell(0, 0)).y,
                            width: model.camera.screenRect(of: Cell(23, 23)).maxX - model.camera.screenRect(of: Cell(0, 0)).x,
                            height: model.camera.screenRect(of: Cell(23, 23)).maxY - model.camera.screenRect(of: Cell(0, 0)).y)
        XCTAssertGreaterThan(onScreen.x, card.panel.maxX, "the card never covers the board")
        XCTAssertLessThan(onScreen.maxY, card.hint.y)
        XCTAssertGreaterThan(onScreen.height, 0.85 * (card.hint.y - model.layout.grid.y - 24), "it fills the height it has")
        let layer = model.scene().cellLayer!
        XCTAssertEqual(layer.board, CellRect(x: 0, y: 0, width: 24, height: 24))
        var pixels = [UInt32](repeating: 0, count: layer.pixelWidth * layer.pixelHeight)
        pixels.withUnsafeMutableBufferPointer { layer.fill($0.baseAddress!, pitch: layer.pixelWidth) }
        XCTAssertEqual(pixels[5 * layer.pixelWidth + 5], model.theme.colors.boardOutside.argb, "outside the board looks different")
        // Grid lines stop at the board's edge.
        let lineRow = Int(model.camera.screenRect(of: Cell(0, 10)).y.rounded() - layer.frame.y)
        let rowAtLine = (max(0, lineRow - 1)...(lineRow + 1)).map { pixels[$0 * layer.pixelWidth + 5] }
        XCTAssertEqual(Set(rowAtLine), [model.theme.colors.boardOutside.argb])
        let inside = model.camera.screenRect(of: Cell(12, 12)).center
        let local = (Int(inside.y - layer.frame.y), Int(inside.x - layer.frame.x))
        XCTAssertEqual(pixels[local.0 * layer.pixelWidth + local.1], model.theme.colors.gridBackground.argb)
        XCTAssertTrue(model.scene().commands.contains { if case .line(_, _, let c) = $0 { return c == model.theme.colors.boardBorder } else { return false } },
                      "a border frames the board")
        // Clicks outside the board do nothing; inside they toggle.
        for cell in [Cell(-1, 5), Cell(24, 5), Cell(3, 24)] {
            let p = model.camera.screenRect(of: cell).center
            model.handle(.pointerDown(p, .left), now: 0)
            model.handle(.pointerUp(p, .left), now: 0)
        }
        XCTAssertEqual(model.simulation.population, 0)
        model.handle(.pointerDown(inside, .left), now: 0)
        model.handle(.pointerUp(inside, .left), now: 0)
        XCTAssertEqual(model.simulation.universe.liveCells(), [Cell(12, 12)])
    }

    func testGlidersWrapAndTheCameraHoldsTheBoard() {
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.topology = .torus(width: 24, height: 24)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: glider)
        model.simulation.autoStopEnabled = false
        let camera = model.camera
        // With life on it, the board fills nine tenths of the grid's height (680 px) above the
        // gestures hint (48 px from the bottom, 8 px clear of it); once the hint is closed, of all
        // of it above the timeline bar's strip.
        XCTAssertEqual(camera.zoom * 24, 0.9 * (680 - 56), accuracy: 0.5)
        let hinted = AppModel.forTests(windowSize: Size(1280, 800), pattern: glider)
        hinted.perform(.dismissHint, now: 0)
        hinted.advance(to: 5)
        hinted.advance(to: 7)
        XCTAssertEqual(hinted.camera.zoom * 24, 0.9 * (680 - Layout.timelineStrip), accuracy: 0.5)
        model.simulation.generationsPerSecond = 60
        model.perform(.playPause, now: 0)
        var t = 0.0
        while model.simulation.generation < 96 { t += 0.05; model.advance(to: t) }
        XCTAssertEqual(model.simulation.generation, 96)
        XCTAssertEqual(model.simulation.universe.liveCells(), glider.cells, "back where it started")
        XCTAssertEqual(model.camera.zoom, camera.zoom, accuracy: 1e-9)
        XCTAssertEqual(model.camera.center, camera.center, "auto-zoom frames the board, not the glider")
    }

    /// A glider on a tube of Golly's `suffix`, the hint closed and the camera settled.
    private func settledOnTube(_ suffix: String) throws -> AppModel {
        var glider = Fixtures.pattern(Fixtures.glider)
        glider.topology = try Topology(suffix: suffix)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: glider)
        model.perform(.dismissHint, now: 0)
        model.advance(to: 5)
        model.advance(to: 7)
        return model
    }

    /// On a tube, auto-zoom keeps its finite side whole in view (its edges were off screen), so a
    /// random fill covers every row of it.
    /// A board of Golly's largest with a glider on it frames the glider, as the plane does (it was
    /// shown whole, the glider one pixel); with nothing on it, the empty board's zoom; a board
    /// small enough to see, or one life spans a quarter of, is framed whole.
    func testABoardTooLargeToSeeFramesItsLifeNotItself() throws {
        let side = Topology.boardSides.upperBound
        let huge = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.pattern(Fixtures.glider).cells, topology: .torus(width: side, height: side)))
        XCTAssertNil(huge.context.framedBoard)
        XCTAssertGreaterThan(huge.camera.zoom, 10, "the glider framed: \(huge.camera.zoom) px a cell")
        huge.perform(.zoomOut, now: 0)
        huge.perform(.fit, now: 0)
        huge.advance(to: 2)
        XCTAssertGreaterThan(huge.camera.zoom, 10, "Fit frames it too")
        huge.handle(.key(.delete, []), now: 2)
        huge.advance(to: 4)
        XCTAssertEqual(huge.camera.zoom, 20, accuracy: 0.01, "cleared: an empty board's zoom")
        let middle = Double(side / 2) + 0.5
        XCTAssertEqual(huge.camera.center, Point(middle, middle), "at the board's middle, where the coordinates' origin is (not its corner)")
        // A tube whose finite side is as large: the same (it showed the whole side, the glider unseen).
        let tube = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.pattern(Fixtures.glider).cells,
                                                                                   topology: try Topology(suffix: "T0,\(side)")))
        XCTAssertGreaterThan(tube.camera.zoom, 10, "the glider framed on the tube: \(tube.camera.zoom) px a cell")
        tube.handle(.key(.delete, []), now: 0)
        tube.advance(to: 2)
        XCTAssertEqual(tube.camera.zoom, 20, accuracy: 0.01)
        XCTAssertEqual(tube.camera.center.y, middle, "the finite side's middle")
        // Life that spans a quarter of such a board frames the board whole.
        let spread = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(0, 0), Cell(side / 4, 0)], topology: .torus(width: side, height: side)))
        XCTAssertEqual(spread.context.framedBoard, spread.context.finiteBoard)
        // 5,000 cells a side in a window of 1,280: seen at four cells a pixel, framed whole, a glider or not.
        let seen = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: Fixtures.pattern(Fixtures.glider).cells, topology: .torus(width: 4000, height: 2000)))
        XCTAssertEqual(seen.context.framedBoard, seen.context.finiteBoard)
        XCTAssertLessThan(seen.camera.zoom, 1)
    }

    func testATubeIsFramedAcrossItsFiniteSideAndFilledAcrossIt() throws {
        let model = try settledOnTube("T0,30")
        let shown = model.camera.visibleCells
        XCTAssertTrue(shown.y <= 0 && shown.maxY >= 30, "rows 0 to 29 all show: \(shown)")
        XCTAssertLessThan(shown.height, 90, "and not far more")
        model.perform(.randomFill, now: 8)
        let filled = try XCTUnwrap(model.simulation.universe.bounds)
        XCTAssertEqual(filled.y, 0)
        XCTAssertEqual(filled.height, 30, "the fill covers every row of the tube")
        // Fit frames it the same way.
        model.perform(.zoomIn, now: 9)
        model.perform(.fit, now: 9)
        model.advance(to: 12)
        model.advance(to: 14)
        XCTAssertTrue(model.camera.visibleCells.y <= 0 && model.camera.visibleCells.maxY >= 30)
    }

    /// A tube taller than one fill's square (and still small enough to be framed whole) is filled
    /// in a strip across all of it, within the same budget.
    func testATallTubeIsFilledInAStripAcrossItsWholeFiniteSide() throws {
        let model = try settledOnTube("T0,2500")
        XCTAssertGreaterThan(2500, EditingState.randomFillSide)
        model.perform(.randomFill, now: 8)
        let filled = try XCTUnwrap(model.simulation.universe.bounds)
        XCTAssertEqual(filled.y, 0)
        XCTAssertEqual(filled.height, 2500, "every row of the tube")
        let side = EditingState.randomFillSide
        XCTAssertEqual(filled.width, side * side / 2500, "as wide as the budget allows")
        XCTAssertTrue(model.notice?.hasPrefix("Filled the middle \(side * side / 2500)×2500 cells") == true, model.notice ?? "")
    }

    /// A view zoomed out as far as the plane goes holds more cells than 64 bits count: the fill
    /// still takes its middle square (the budget's sum must not overflow).
    func testARandomFillOfAViewZoomedFarOutFillsItsMiddleSquare() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.context.preferences.unlimitedZoomOut = true
        model.context.cameraController.move(to: Point(0, 0), zoom: Camera.absoluteZoomRange.lowerBound, now: 0, animated: false)
        XCTAssertGreaterThan(Double(model.camera.visibleCells.width) * Double(model.camera.visibleCells.height), Double(Int64.max))
        model.perform(.randomFill, now: 1)
        let filled = try XCTUnwrap(model.simulation.universe.bounds)
        XCTAssertEqual(filled.width, EditingState.randomFillSide)
        XCTAssertEqual(filled.height, EditingState.randomFillSide)
    }

    func testSettingsOfferTheUniverse() {
        // A glider around the origin, so that it fits the 3x3 board too (Golly's -1...1).
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider).offset(by: -1, -1))
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid)
        XCTAssertTrue(model.scene().texts.contains("UNIVERSE"))
        let row = modal.rows.first { $0.toggle == .torus }!
        model.handle(.pointerDown(row.control.center, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 24, height: 24))
        let side32 = modal.sizes.first { $0.0 == 32 }!.1.center
        model.handle(.pointerDown(side32, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 32, height: 32))
        XCTAssertTrue(model.scene().texts.contains("32×32"))
        // Any size, square or not, with the steppers.
        let wider = modal.steppers.first { $0.side == .width && $0.delta > 0 }!.frame.center
        let shorter = modal.steppers.first { $0.side == .height && $0.delta < 0 }!.frame.center
        model.handle(.pointerDown(wider, .left), now: 0)
        model.handle(.pointerDown(shorter, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 33, height: 31))
        XCTAssertTrue(model.scene().texts.contains("33"))
        for _ in 0..<40 { model.handle(.pointerDown(shorter, .left), now: 0) }
        XCTAssertEqual(model.simulation.topology, .torus(width: 33, height: 3), "stepping down stops at 3 (smaller sides are typed)")
        model.handle(.pointerDown(row.control.center, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, .plane)
        XCTAssertEqual(model.simulation.population, 5, "the glider fits on every board it went through")
        model.handle(.key(.letter("z"), .control), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 33, height: 3), "each switch can be undone")
    }

    func testTheBoardsSidesAreTypedInSettings() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        let row = modal.rows.first { $0.toggle == .torus }!
        model.handle(.pointerDown(row.control.center, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 24, height: 24))
        let width = modal.sideValues.first { $0.side == .width }!.frame.center
        let height = modal.sideValues.first { $0.side == .height }!.frame.center
        // Pressed, the value is a field whose text is selected: typing replaces it, Enter sizes the board.
        model.handle(.pointerDown(width, .left), now: 0)
        XCTAssertEqual(model.topmost(SettingsEditing.self)?.side?.field.text, "24")
        model.handle(.text("1,000"), now: 0)
        XCTAssertTrue(model.scene().texts.contains("1,000|"), "the field shows what is typed, the caret after it: \(model.scene().texts)")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 1000, height: 24))
        XCTAssertNil(model.topmost(SettingsEditing.self)?.side)
        XCTAssertEqual(model.notice, "Switched to a torus 1000x24 (Ctrl+Z undoes)")
        // A click elsewhere puts the side typed in force, as it does the rule.
        model.handle(.pointerDown(height, .left), now: 0)
        model.handle(.text("300"), now: 0)
        model.handle(.pointerDown(modal.panel.center, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 1000, height: 300))
        // Escape leaves the size as it was; a text that is no side in range is refused and said so.
        model.handle(.pointerDown(height, .left), now: 0)
        model.handle(.text("50"), now: 0)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 1000, height: 300))
        XCTAssertTrue(model.settingsOpen, "Escape leaves the field, not the sheet")
        for typed in ["1e9", "", "2000000001", "99999999999999"] {
            model.handle(.pointerDown(width, .left), now: 0)
            model.handle(.key(.backspace, []), now: 0)
            model.handle(.text(typed), now: 0)
            model.handle(.key(.enter, []), now: 0)
            XCTAssertEqual(model.simulation.topology, .torus(width: 1000, height: 300), typed)
            XCTAssertEqual(model.notice, "A board's width is a whole number of cells, 1 to 2\u{2009}000\u{2009}000\u{2009}000 (0 or ∞: endless); '\(typed)' is not: it stays 1000", typed)
        }
        // A side taken after one refused: the refusal goes, even when the size stays as it was.
        model.handle(.pointerDown(width, .left), now: 0)
        model.handle(.text("1,000"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertNil(model.notice)
        // The sides a file's grid may have, as in Golly: past the plain torus's, and under three.
        for (typed, side) in [("100,000,000", Int64(100_000_000)), ("2", 2)] {
            model.handle(.pointerDown(width, .left), now: 0)
            model.handle(.text(typed), now: 0)
            model.handle(.key(.enter, []), now: 0)
            XCTAssertEqual(model.simulation.topology, try Topology(suffix: "T\(side),300"), typed)
            XCTAssertEqual(model.context.preferences.torusWidth, side, "kept for the next board")
        }
        model.handle(.pointerDown(width, .left), now: 0)
        model.handle(.text("1000"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        // From the keyboard: typing on the value in the focus ring starts editing it, Tab applies it.
        while model.focus != .setting(.side(.height)) { model.handle(.key(.tab, []), now: 0) }
        for digit in "64" { model.handle(.text(String(digit)), now: 0) }  // digits come as text alone
        XCTAssertEqual(model.topmost(SettingsEditing.self)?.side?.field.text, "64", "the digits replaced the value, not a shortcut's")
        model.handle(.key(.tab, []), now: 0)
        XCTAssertEqual(model.simulation.topology, .torus(width: 1000, height: 64))
        // A sphere is square: its side typed as either is both.
        model.handle(.pointerDown(modal.shapes.first { $0.0 == .sphere }!.1.center, .left), now: 0)
        model.handle(.pointerDown(height, .left), now: 0)
        model.handle(.text("40"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.topology, BoardShape.sphere.topology(width: 40, height: 40))
        // On the plane the size typed is kept for the next bounded board.
        model.handle(.pointerDown(row.control.center, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, .plane)
        model.handle(.pointerDown(width, .left), now: 0)
        model.handle(.text("48"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.topology, .plane)
        XCTAssertEqual(SettingsActions.torusSize(in: model.context).width, 48)
    }

    func testSettingsShowTheBoardsOwnSize() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: .torus(width: 40, height: 25)))
        XCTAssertEqual(SettingsActions.torusSize(in: model.context).width, 40)
        XCTAssertEqual(SettingsActions.torusSize(in: model.context).height, 25)
        model.perform(.settings, now: 0)
        XCTAssertTrue(model.scene().texts.contains("40") && model.scene().texts.contains("25"))
        XCTAssertTrue(model.scene().texts.contains("Height"))
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("This board:") }, "a torus is one of the shapes")
        // A side too long for its box is shown in three figures, not cut.
        let huge = AppModel.forTests(windowSize: Size(640, 480), pattern: Pattern(cells: [], topology: .torus(width: 2_000_000_000, height: 99_999)))
        huge.perform(.settings, now: 0)
        XCTAssertTrue(huge.scene().texts.contains("2.00G"), "\(huge.scene().texts)")
        XCTAssertTrue(huge.scene().texts.contains("99999"))
        // The settings file keeps the size, which the next start takes (Golly's grids go to 2e9).
        let stored = StoredSettings.current(in: huge.context)
        XCTAssertEqual([stored.torusWidth, stored.torusHeight], [2_000_000_000, 99_999])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("torus-settings-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try SettingsStore(directory: folder).save(stored)
        XCTAssertEqual(SettingsStore(directory: folder).load().rejectedKeys, [], "the next start takes every setting")
        // A board none of the shapes makes (a shifted torus) is named, as none of the shapes is lit.
        let shifted = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: try Topology(suffix: "T40+3,30")))
        shifted.perform(.settings, now: 0)
        XCTAssertTrue(shifted.scene().texts.contains { $0.hasPrefix("This board:") && $0.hasSuffix("none of the shapes.") }, "\(shifted.scene().texts)")
        XCTAssertNil(BoardShape(shifted.simulation.topology))
        // A tube is a torus, as in Golly (it was "none of the shapes").
        let tube = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: try Topology(suffix: "T40,0")))
        tube.perform(.settings, now: 0)
        XCTAssertFalse(tube.scene().texts.contains { $0.hasPrefix("This board:") }, "\(tube.scene().texts)")
        XCTAssertEqual(SettingsValues.current(in: tube.context, closeHot: false).chosenShape, .torus)
        XCTAssertEqual(BoardShape(try Topology(suffix: "P0,10")), .bounded)
    }

    /// Under a rule that does not run on some shapes (Larger than Life on a Klein bottle, a
    /// cross-surface or a sphere), those are shown muted; pressed, they say why and change nothing.
    func testShapesTheRuleDoesNotRunOnAreMuted() throws {
        var pattern = Fixtures.pattern(Fixtures.glider)
        pattern.rule = try Rule(parsing: "R2,C0,M1,S5..8,B5..6,NM")
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        model.perform(.settings, now: 0)
        let values = SettingsValues.current(in: model.context, closeHot: false)
        XCTAssertEqual(values.refusedShapes, [.klein, .crossSurface, .sphere])
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        model.handle(.pointerDown(modal.shapes.first { $0.0 == .klein }!.1.center, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, .plane)
        XCTAssertEqual(model.notice, "Klein is not offered under the rule R2,C0,M1,S5..8,B5..6,NM: Larger than Life runs on the plane, a torus or a bounded plane (as in Golly)")
        let conway = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        XCTAssertEqual(SettingsValues.current(in: conway.context, closeHot: false).refusedShapes, [])
    }

    /// A Klein bottle chosen earlier, on the plane under a rule that cannot run on one: the sheet
    /// lights the torus that switching a board on makes (not the muted Klein), and makes it; the
    /// Klein bottle stays the choice for a rule that can.
    func testAShapeChosenEarlierThatTheRuleRefusesGivesWayToOneItRunsOn() throws {
        var pattern = Fixtures.pattern(Fixtures.glider)
        pattern.rule = try Rule(parsing: "R2,C0,M1,S5..8,B5..6,NM")
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: pattern)
        model.context.preferences.boardShape = BoardShape.klein.rawValue
        model.perform(.settings, now: 0)
        XCTAssertEqual(SettingsValues.current(in: model.context, closeHot: false).chosenShape, .torus)
        SettingsActions.flip(.torus, in: model.context)
        guard case .torus = model.simulation.topology else { return XCTFail("\(model.simulation.topology)") }
        SettingsActions.flip(.torus, in: model.context)
        XCTAssertEqual(model.simulation.topology, .plane)
        let conway = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider))
        conway.context.preferences.boardShape = BoardShape.klein.rawValue
        XCTAssertEqual(SettingsValues.current(in: conway.context, closeHot: false).chosenShape, .klein)
    }

    func testAnInfiniteSideIsShownAsOneAndKept() throws {
        // A strip of Golly's, 10 cells tall and endless across (:P0,10).
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: try Topology(suffix: "P0,10")))
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        let texts = model.scene().texts
        XCTAssertTrue(texts.contains("∞") && texts.contains("10"), "its own sides, not the 24x24 chosen last: \(texts)")
        XCTAssertFalse(texts.contains("24"))
        // The finite side steps and is typed; the infinite one stays infinite.
        let taller = modal.steppers.first { $0.side == .height && $0.delta > 0 }!.frame.center
        model.handle(.pointerDown(taller, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, try Topology(suffix: "P0,11"))
        let wider = modal.steppers.first { $0.side == .width && $0.delta > 0 }!.frame.center
        model.handle(.pointerDown(wider, .left), now: 0)
        XCTAssertEqual(model.simulation.topology, try Topology(suffix: "P0,11"), "a stepper does not make an infinite side 3 cells")
        XCTAssertEqual(model.notice, "The board's width is infinite: type a number into its box to give it one")
        let width = modal.sideValues.first { $0.side == .width }!.frame.center
        model.handle(.pointerDown(width, .left), now: 0)
        XCTAssertEqual(model.topmost(SettingsEditing.self)?.side?.field.text, "∞")
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.topology, try Topology(suffix: "P0,11"), "left as it was, it changes nothing")
        model.handle(.pointerDown(width, .left), now: 0)
        model.handle(.text("30"), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.topology, try Topology(suffix: "P30,11"), "typed, it is given one")
        // A shape pressed on a strip takes the size chosen last for its infinite side.
        let strip = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: try Topology(suffix: "T0,10")))
        strip.perform(.settings, now: 0)
        strip.handle(.pointerDown(modal.shapes.first { $0.0 == .torus }!.1.center, .left), now: 0)
        XCTAssertEqual(strip.simulation.topology, .torus(width: 24, height: 10))
    }

    /// 0 or ∞ typed into a side makes it endless, as Golly's T0,20 and P30,0 are: on a torus or
    /// a walled board in use, the other side finite; anything else is refused and says why.
    func testASideTypedAsZeroIsEndless() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: .torus(width: 30, height: 20)))
        model.perform(.settings, now: 0)
        let modal = SettingsLayout(grid: model.layout.grid, themeCount: model.themes.count)
        let width = modal.sideValues.first { $0.side == .width }!.frame.center, height = modal.sideValues.first { $0.side == .height }!.frame.center
        func type(_ text: String, at point: Point, into model: AppModel) {
            model.handle(.pointerDown(point, .left), now: 0)
            model.handle(.text(text), now: 0)
            model.handle(.key(.enter, []), now: 0)
        }
        type("0", at: width, into: model)
        XCTAssertEqual(model.simulation.topology, try Topology(suffix: "T0,20"), "a tube")
        XCTAssertEqual(model.notice, "Switched to a tube ∞x20 (Ctrl+Z undoes)")
        type("∞", at: height, into: model)
        XCTAssertEqual(model.simulation.topology, try Topology(suffix: "T0,20"))
        XCTAssertEqual(model.notice, "Both sides endless is the unbounded plane: switch Bounded board off for it (the height stays 20)")
        type("40", at: width, into: model)
        XCTAssertEqual(model.simulation.topology, .torus(width: 40, height: 20), "given a side again")
        model.handle(.pointerDown(modal.shapes.first { $0.0 == .bounded }!.1.center, .left), now: 0)
        type("∞", at: height, into: model)
        XCTAssertEqual(model.simulation.topology, try Topology(suffix: "P40,0"), "a walled strip")

        let klein = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: try Topology(suffix: "K30*,20")))
        klein.perform(.settings, now: 0)
        type("0", at: width, into: klein)
        XCTAssertEqual(klein.simulation.topology, try Topology(suffix: "K30*,20"))
        XCTAssertEqual(klein.notice, "Only a torus or a walled board may have an endless side (a tube or a strip), not this \(klein.simulation.topology.description) (the width stays 30)")
        let plane = AppModel.forTests(windowSize: Size(1280, 800))
        plane.perform(.settings, now: 0)
        type("0", at: width, into: plane)
        XCTAssertEqual(plane.simulation.topology, .plane)
        XCTAssertEqual(plane.notice, "An endless width is for a bounded board: switch Bounded board on first (the width stays 24)")
    }
}
