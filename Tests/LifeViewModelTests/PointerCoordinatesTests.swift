import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
@testable import LifeInterface
import HistoryFeature
@testable import LifeViewModel

/// The pointer's cell shows in the grid's corner, as Golly gives it: the cell a click there toggles.
final class PointerCoordinatesTests: XCTestCase {
    func testTheCornerNamesTheCellAClickWouldToggle() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let grid = model.layout.grid
        for point in [Point(grid.midX + 37, grid.midY - 55), Point(grid.x + 20, grid.maxY - 30), Point(grid.maxX - 9, grid.y + 5)] {
            model.handle(.pointerMoved(point), now: 0)
            let note = try XCTUnwrap(model.scene().texts.first { $0.hasPrefix("x ") }, "\(point): zoomed in, the coordinates alone")
            let numbers = note.dropFirst(2).components(separatedBy: ", y ")
            let x = try XCTUnwrap(Int64(numbers[0])), y = try XCTUnwrap(Int64(numbers[1].components(separatedBy: " ")[0]))
            let before = model.simulation.population
            model.handle(.pointerDown(point, .left), now: 0)
            model.handle(.pointerUp(point, .left), now: 0)
            XCTAssertEqual(model.simulation.population, before + 1)
            XCTAssertTrue(model.simulation.universe.isAlive(Cell(x, y)), "\(note): the click at \(point) toggled that cell")
            model.run(.undo, now: 0)
        }
        // Off the window, or under a panel, the corner does not name a cell.
        model.handle(.pointerLeft, now: 0)
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("x ") })
        model.handle(.pointerMoved(grid.center), now: 0)
        XCTAssertTrue(model.scene().texts.contains { $0.hasPrefix("x ") })
        model.perform(.history, now: 0)
        let panel = HistoryPanel.layout(in: model.context).panel
        model.handle(.pointerMoved(panel.center), now: 0)
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("x ") }, "not over the history panel lying on the grid")
        model.perform(.history, now: 0)
        model.handle(.pointerMoved(grid.center), now: 0)
        model.perform(.settings, now: 0)
        XCTAssertFalse(model.scene().texts.contains { $0.hasPrefix("x ") }, "not under the settings sheet")
    }

    /// Zoomed out, the scale comes first and the coordinates after it, so moving the pointer
    /// changes only the line's end (the scale jumped about as the coordinates grew and shrank).
    func testTheScaleStaysPutAsTheCoordinatesChange() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let grid = model.layout.grid
        for _ in 0..<30 { model.handle(.key(.minus, []), now: 0) }
        model.advance(to: 2)
        XCTAssertLessThan(model.camera.zoom, 1)
        var frames: [String: Rect] = [:]
        for point in [grid.center, Point(grid.x + 5, grid.y + 5)] {
            model.handle(.pointerMoved(point), now: 2)
            let scale = try XCTUnwrap(CanvasView.scaleLabel(zoom: model.camera.zoom))
            let cell = try XCTUnwrap(model.sceneState.pointerCell)
            let note = "\(scale)  ·  x \(NumberFormat.grouped(cell.x)), y \(NumberFormat.grouped(cell.y))"
            for case let .text(text, frame, _, _, _) in model.scene().commands where text == note { frames[text] = frame }
            XCTAssertNotNil(frames[note], "\(model.scene().texts)")
        }
        XCTAssertEqual(Set(frames.values.map(\.x)).count, 1, "the line starts at the same place: \(frames)")
    }
}
