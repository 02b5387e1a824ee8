import FirstRunFeature
import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeInterface
import PromptFeature
@testable import LifeViewModel

/// What floats over the grid (the notice or ending banner, the starter card, the gestures hint, a
/// torus board) never overlaps, at 1280x800, 800x600 and 640x480 in every built-in metric set.
final class OverlayPlacementTests: XCTestCase {
    static let sizes = [Size(1280, 800), Size(800, 600), Size(640, 480)]

    func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    func inside(_ a: Rect, _ b: Rect) -> Bool {
        a.x >= b.x && a.y >= b.y && a.maxX <= b.maxX && a.maxY <= b.maxY
    }

    func testTheNoticeTheStarterCardAndTheHintNeverOverlap() {
        for size in Self.sizes {
            let model = AppModel.forTests(windowSize: size, services: AppServices(openFile: { _ in throw PatternParseError(line: 1, column: 1, message: "broken") }, workClock: SteadyWorkClock().read))
            model.handle(.fileDropped("/tmp/broken.rle"), now: 0)
            XCTAssertNotNil(model.notice)
            XCTAssertTrue(model.showsFirstRun)
            let grid = model.layout.grid
            let banner = BannerLayout(grid: grid, metrics: model.theme.metrics).panel
            let card = FirstRunLayout(grid: grid, below: banner)
            let named = [("banner", banner), ("starter card", card.panel), ("hint", card.hint)]
            for (name, rect) in named { XCTAssertTrue(inside(rect, grid), "\(size): the \(name) is inside the grid") }
            for i in named.indices {
                for j in named.indices where j > i {
                    XCTAssertFalse(overlaps(named[i].1, named[j].1), "\(size): the \(named[i].0) and the \(named[j].0) overlap")
                }
            }
        }
    }

    /// A torus board, square or wide, stays clear of the card and the hint at every size, and
    /// fills most of the room between the grid's top and the hint, beside the card.
    func testAnEmptyTorusBoardStaysClearOfTheCardAndTheHint() {
        for size in Self.sizes {
            for (w, h) in [(Int64(24), Int64(24)), (128, 32), (16, 64)] {
                let model = AppModel.forTests(windowSize: size, pattern: Pattern(cells: [], topology: .torus(width: w, height: h)))
                let card = FirstRunState.layout(in: model.context)
                XCTAssertTrue(model.showsFirstRun)
                let a = model.camera.screenRect(of: Cell(0, 0)), b = model.camera.screenRect(of: Cell(w - 1, h - 1))
                let board = Rect(x: a.x, y: a.y, width: b.maxX - a.x, height: b.maxY - a.y)
                let place = "\(size) \(w)x\(h)"
                XCTAssertTrue(inside(board, model.layout.grid), "\(place): the board is on screen")
                XCTAssertFalse(overlaps(board, card.panel), "\(place): the card covers the board")
                XCTAssertFalse(overlaps(board, card.hint), "\(place): the hint covers the board")
                let area = try! XCTUnwrap(card.boardArea)
                // Most of it, less the room kept for the marks on its joined edges (at 800x600 a
                // 128x32 board beside the card fills 77% of the width there).
                XCTAssertGreaterThan(max(board.width / area.width, board.height / area.height), 0.75, "\(place): the board fills its area")
                card.starters.forEach { XCTAssertTrue(inside($0, card.panel), "\(place): a starter outside its card") }
            }
        }
    }

    /// The prompt's hint line sits between its field and its buttons, with and without formats.
    func testThePromptsHintClearsTheFieldAndTheButtons() {
        for size in Self.sizes {
            for formats in [false, true] {
                let layout = PromptLayout(grid: Rect(x: 0, y: 64, width: size.width, height: size.height - 120), withFormats: formats)
                XCTAssertGreaterThanOrEqual(layout.hint.y, layout.field.maxY, "\(size)")
                for other in [layout.cancel, layout.confirm] + layout.formats {
                    XCTAssertFalse(overlaps(layout.hint, other), "\(size) formats \(formats): the hint touches \(other)")
                }
                XCTAssertTrue(inside(layout.cancel, layout.panel) && inside(layout.confirm, layout.panel))
                for format in layout.formats { XCTAssertLessThanOrEqual(format.maxY, layout.confirm.y, "\(size)") }
            }
        }
    }
}
