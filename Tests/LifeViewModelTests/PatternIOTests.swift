import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
@testable import LifeRun
@testable import LifeInterface
@testable import EditingFeature
@testable import LifeViewModel

final class PatternIOTests: XCTestCase {
    final class FakeClipboard {
        var text: String?
    }

    func makeModel(clipboard: FakeClipboard, files: [String: String] = [:]) -> AppModel {
        let services = AppServices(readClipboard: { clipboard.text }, writeClipboard: { clipboard.text = $0 }, openFile: { path in
            guard let text = files[path] else { throw PatternParseError(line: 1, column: 1, message: "\(path): no such file") }
            return try PatternFormat.sniff(text).read(text)
        }, workClock: SteadyWorkClock().read)
        return AppModel.forTests(windowSize: Size(1280, 800), services: services)
    }

    func testPasteFloatsFollowsThePointerAndPlacesOnClick() {
        let clipboard = FakeClipboard()
        clipboard.text = "!Name: Glider\n.O\n..O\nOOO\n"
        let model = makeModel(clipboard: clipboard)
        model.handle(.key(.letter("v"), .control), now: 0)
        XCTAssertNotNil(model.editing.pasting)
        XCTAssertEqual(model.simulation.population, 0, "nothing is placed until the click")
        let target = model.camera.screenRect(of: Cell(10, -5)).center
        model.handle(.pointerMoved(target), now: 0)
        let scene = model.scene()
        XCTAssertEqual(scene.commands.filter { if case .fill(_, let c, _) = $0 { return c.a == 150 } else { return false } }.count, 5,
                       "five translucent cells float over the grid")
        model.handle(.pointerDown(target, .left), now: 0)
        model.handle(.pointerUp(target, .left), now: 0)
        XCTAssertNil(model.editing.pasting)
        // The glider's 3x3 box is centred on the clicked cell.
        XCTAssertEqual(model.simulation.universe.liveCells(),
                       Fixtures.pattern(Fixtures.glider).cells.map { $0.offset(by: 9, -6) })
        XCTAssertEqual(model.notice, "Placed 5 cells (or)")
        // Counts are grouped as the app's other figures are ("8000000 cells" read as one long number).
        clipboard.text = "x = 40, y = 40\n" + String(repeating: "40o$", count: 39) + "40o!"
        model.handle(.key(.letter("v"), .control), now: 1)
        XCTAssertTrue(model.notice?.hasPrefix("Move to place 1\u{2009}600 cells, click") == true, model.notice ?? "")
        model.handle(.pointerDown(target, .left), now: 1)
        model.handle(.pointerUp(target, .left), now: 1)
        XCTAssertEqual(model.notice, "Placed 1\u{2009}600 cells (or)")
    }

    /// With the pointer resting on the grid, the paste floats under it from the start, so a click
    /// without moving drops it where it shows (it floated at the view centre and landed under the pointer).
    func testAPasteStartsUnderThePointerAndAClickWithoutMovingDropsItThere() throws {
        let clipboard = FakeClipboard()
        clipboard.text = "!Name: Glider\n.O\n..O\nOOO\n"
        let model = makeModel(clipboard: clipboard)
        let target = model.camera.screenRect(of: Cell(-12, 8)).center
        model.handle(.pointerMoved(target), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        let floating = try XCTUnwrap(model.editing.floatingPaste(showing: model.camera.visibleCells, zoom: model.camera.zoom))
        XCTAssertEqual(floating.bounds, CellRect(x: -13, y: 7, width: 3, height: 3), "centred on the cell under the pointer")
        model.handle(.pointerDown(target, .left), now: 0)
        model.handle(.pointerUp(target, .left), now: 0)
        XCTAssertEqual(Set(model.simulation.universe.liveCells()), Set(floating.cells), "it lands where it floated")
        // Off the grid (the pointer on the bar), it starts at the view centre.
        model.handle(.pointerMoved(model.layout.controlBar.center), now: 1)
        model.handle(.key(.letter("v"), .control), now: 1)
        let centre = model.camera.cell(at: model.layout.grid.center)
        XCTAssertEqual(model.editing.floatingPaste(showing: model.camera.visibleCells, zoom: model.camera.zoom)?.bounds, CellRect(x: centre.x - 1, y: centre.y - 1, width: 3, height: 3))
        // So it does with the pointer on the gestures hint or the notice, where it would float hidden.
        model.handle(.key(.escape, []), now: 2)
        let hint = model.sceneState.firstRun.hint
        XCTAssertTrue(model.sceneState.showsHint)
        model.handle(.pointerMoved(Point(hint.x + 40, hint.midY)), now: 2)
        model.handle(.key(.letter("v"), .control), now: 2)
        XCTAssertEqual(model.editing.floatingPaste(showing: model.camera.visibleCells, zoom: model.camera.zoom)?.bounds, CellRect(x: centre.x - 1, y: centre.y - 1, width: 3, height: 3))
        model.handle(.key(.escape, []), now: 3)
        let notice = try XCTUnwrap(model.notice)
        let box = NoticeView.box(for: notice, in: model.layout, theme: model.theme, overHeader: false)
        model.handle(.pointerMoved(Point(box.x + 10, box.midY)), now: 3)
        model.handle(.key(.letter("v"), .control), now: 3)
        XCTAssertEqual(model.editing.floatingPaste(showing: model.camera.visibleCells, zoom: model.camera.zoom)?.bounds, CellRect(x: centre.x - 1, y: centre.y - 1, width: 3, height: 3))
    }

    /// A paste of more cells than are drawn one by one shows its outline, and the cells in view
    /// when they are few enough: zoomed in on it, its outline lay off screen and nothing showed.
    func testAHugePasteShowsTheCellsInViewWhenTheyAreFew() throws {
        let clipboard = FakeClipboard()
        // A 200x200 block, every cell alive: 40,000 cells, twice the most drawn one by one.
        clipboard.text = "x = 200, y = 200\n" + String(repeating: "200o$", count: 199) + "200o!\n"
        let model = makeModel(clipboard: clipboard)
        model.handle(.pointerMoved(model.layout.controlBar.center), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        let bounds = try XCTUnwrap(model.sceneState.pasteBounds)
        XCTAssertEqual(bounds.width * bounds.height, 40_000)
        let visible = model.camera.visibleCells
        // What of the block lies in view, counted by its sides.
        let width = min(bounds.x + bounds.width, visible.x + visible.width) - max(bounds.x, visible.x)
        let height = min(bounds.y + bounds.height, visible.y + visible.height) - max(bounds.y, visible.y)
        XCTAssertLessThan(width * height, Int64(EditingState.pastePreviewLimit), "zoomed in on a part of it: \(visible)")
        let shown = try XCTUnwrap(model.sceneState.pasting)
        XCTAssertEqual(Int64(shown.count), width * height, "every cell of the block in view")
        XCTAssertTrue(shown.allSatisfy { $0.x >= visible.x && $0.x < visible.x + visible.width && $0.y >= visible.y && $0.y < visible.y + visible.height })
        XCTAssertTrue(model.scene().commands.contains { if case .fill(_, let color, _) = $0 { color == Theme.translucent(model.theme.colors.accent, Translucency.floatingCells) } else { false } },
                      "drawn on screen")
        // Zoomed out until the whole block is in view: too many cells to draw, so blocks of them
        // (it was an empty outline, where the cells placed showed as a texture).
        for _ in 0..<12 { model.handle(.key(.minus, []), now: 1) }
        model.advance(to: 3)
        let whole = model.camera.visibleCells
        XCTAssertTrue(whole.x <= bounds.x && whole.y <= bounds.y && whole.x + whole.width >= bounds.x + bounds.width, "\(whole)")
        let state = model.sceneState, scale = state.pasteScale, blocks = try XCTUnwrap(state.pasting)
        XCTAssertEqual(state.pasteBounds, bounds)
        XCTAssertGreaterThan(scale, 1)
        XCTAssertGreaterThanOrEqual(Double(scale) * model.camera.zoom, 1, "no block smaller than a pixel")
        let across = (200 + scale - 1) / scale
        XCTAssertEqual(Int64(blocks.count), across * across, "a block for each square of the paste holding cells")
        XCTAssertTrue(blocks.allSatisfy { ($0.x - bounds.x) % scale == 0 && ($0.y - bounds.y) % scale == 0 && bounds.contains($0) })
        // Drawn cut at the outline: together they cover the block's square on screen, no more.
        let fills = model.scene().commands.compactMap { command -> Rect? in
            if case .fill(let rect, let color, _) = command, color == Theme.translucent(model.theme.colors.accent, Translucency.floatingCells) { rect } else { nil }
        }
        XCTAssertEqual(fills.count, blocks.count)
        let side = 200 * model.camera.zoom, area = fills.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertEqual(area, side * side, accuracy: side * 4 + Double(fills.count) * 2, "rounded to whole pixels at most")
    }

    /// A paste far larger than the view's pixels, zoomed right out, still draws no more blocks
    /// than the cells a paste draws one by one.
    func testAZoomedOutPasteDrawsAFewBlocksWhateverItsSize() throws {
        let clipboard = FakeClipboard()
        // A 1000x1000 checkerboard: 500,000 cells, where every block of any size holds some.
        clipboard.text = "x = 1000, y = 1000\n" + String(repeating: String(repeating: "ob", count: 500) + "$" + String(repeating: "bo", count: 500) + "$", count: 500) + "!\n"
        let model = makeModel(clipboard: clipboard)
        model.handle(.pointerMoved(model.layout.controlBar.center), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        for zoomOut in 0..<40 {
            let state = model.sceneState
            XCTAssertLessThanOrEqual(try XCTUnwrap(state.pasting).count, EditingState.pastePreviewLimit, "\(zoomOut)")
            XCTAssertFalse(try XCTUnwrap(state.pasting).isEmpty, "\(zoomOut): something of it shows at \(model.camera.zoom)")
            model.handle(.key(.minus, []), now: Double(zoomOut))
            model.advance(to: Double(zoomOut) + 0.9)
        }
        XCTAssertLessThan(model.camera.zoom, 1, "zoomed out past a pixel a cell")
        XCTAssertGreaterThanOrEqual(Double(model.sceneState.pasteScale) * model.camera.zoom, 1)
    }

    func testEscapeCancelsAPasteAndBadClipboardsAreExplained() {
        let clipboard = FakeClipboard()
        let model = makeModel(clipboard: clipboard)
        model.run(.paste, now: 0)
        XCTAssertEqual(model.notice, "The clipboard holds no pattern (a very large one may not come through: open it as a file)")
        clipboard.text = "x = 3, y = 3\nbo$2bz$3o!"
        model.run(.paste, now: 0)
        XCTAssertTrue(model.notice!.hasPrefix("The clipboard is not a pattern: line 2, column 6"), model.notice!)
        // Too large to paste: the way is a file (the reader's message named the command line's, and said the app takes it).
        clipboard.text = "[M2] (golly 3.3)\n#R B3/S23\n" + (1...10).map { level in level == 1 ? String(repeating: "********$", count: 8) + "\n" : "\(level + 2) \(level - 1) \(level - 1) \(level - 1) \(level - 1)\n" }.joined()
        model.run(.paste, now: 0)
        XCTAssertEqual(model.notice, "The clipboard's pattern is too large to paste (more than 8\u{2009}388\u{2009}608 live cells, or past what a paste reads): "
                       + "save it as a file and open it with Ctrl+O, which takes a macrocell file whole")
        clipboard.text = Fixtures.block
        model.run(.paste, now: 0)
        model.handle(.key(.escape, []), now: 0)
        XCTAssertNil(model.editing.pasting)
        XCTAssertEqual(model.simulation.population, 0)
    }

    func testCopyPutsTheUniverseOnTheClipboardAsRLE() throws {
        let clipboard = FakeClipboard()
        let model = makeModel(clipboard: clipboard)
        model.simulation.add(Fixtures.pattern(Fixtures.gosperGun).cells)
        model.handle(.key(.letter("c"), .control), now: 0)
        let back = try RLEReader().read(clipboard.text!)
        XCTAssertEqual(back.cells, Fixtures.pattern(Fixtures.gosperGun).cells)
        XCTAssertEqual(model.notice, "Copied 36 cells as RLE")
    }

    func testDroppedFilesOpenAndFailuresLoseNothing() {
        let clipboard = FakeClipboard()
        let model = makeModel(clipboard: clipboard, files: ["/p/gun.rle": Fixtures.gosperGun, "/p/bad.rle": "x = 1\nz!"])
        model.simulation.add([Cell(0, 0)])
        model.handle(.fileDropped("/p/missing.rle"), now: 0)
        XCTAssertTrue(model.notice!.contains("no such file"), model.notice!)
        model.handle(.fileDropped("/p/bad.rle"), now: 0)
        XCTAssertTrue(model.notice!.contains("line 2, column 1"), model.notice!)
        XCTAssertEqual(model.simulation.universe.liveCells(), [Cell(0, 0)], "a failed open keeps the board")
        model.handle(.fileDropped("/p/gun.rle"), now: 0)
        XCTAssertEqual(model.simulation.population, 36)
        XCTAssertEqual(model.notice, "Opened Gosper glider gun: 36 cells (Ctrl+Z undoes)")
        model.handle(.key(.letter("z"), .control), now: 1)
        XCTAssertEqual(model.simulation.universe.liveCells(), [Cell(0, 0)])
    }
}
