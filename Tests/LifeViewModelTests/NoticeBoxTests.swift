import XCTest
import AppTestSupport
import LifeScene
import LifeEngine
@testable import LifeInterface
@testable import LifeViewModel

/// A notice's box holds its lines with room above and below, at the top of the grid and over the header.
final class NoticeBoxTests: XCTestCase {
    func testALongNoticeGetsATallerBoxAndAShortOneTheBanners() {
        let model = AppModel.forTests(windowSize: Size(1280, 800))
        let theme = model.theme, style = theme.type.body
        let long = "Some settings were unusable and are back to defaults: speed, autoStop, cellColor, boardShape, torusWidth, "
            + "torusHeight, unlimitedZoomOut, firstRunDone, maxMemoryMiB, historyMemoryMiB, recentScripts, window"
        for overHeader in [false, true] {
            let banner = NoticeView.frame(in: model.layout, metrics: theme.metrics, overHeader: overHeader)
            XCTAssertEqual(NoticeView.box(for: "Saved", in: model.layout, theme: theme, overHeader: overHeader), banner)
            let box = NoticeView.box(for: long, in: model.layout, theme: theme, overHeader: overHeader)
            let lines = TextWrap.lines(of: long, width: box.width - 2 * theme.metrics.padding, size: style.size, maxLines: 4).count
            XCTAssertGreaterThanOrEqual(lines, 3)
            XCTAssertGreaterThanOrEqual(box.height, Double(lines) * style.lineHeight + theme.metrics.padding, "room for every line")
            XCTAssertEqual(box.y, banner.y, "it grows down from its top")
            if overHeader { XCTAssertEqual(banner.midY, model.layout.header.midY, accuracy: 0.5, "over the header, not the control bar") }
        }
        model.context.show(long)
        let drawn = model.scene().commands.compactMap { command -> Rect? in
            if case let .text(text, frame, _, _, _) = command, text == long { return frame }
            return nil
        }
        XCTAssertEqual(drawn.first?.height, NoticeView.box(for: long, in: model.layout, theme: theme, overHeader: false).height)
    }

    /// Over a bounded board framed whole, a notice at the top of the grid would hide its top edge
    /// and the marks saying how it joins (whether a Klein bottle's edge is twisted): it goes over
    /// the header, as over a panel; on the plane it stays at the top of the grid.
    func testANoticeKeepsOffABoundedBoardsTopEdge() throws {
        func noticeFrame(_ model: AppModel) -> Rect? {
            model.context.show("Your last session is kept as a board")
            return model.scene().commands.compactMap { command -> Rect? in
                if case let .text(text, frame, _, _, _) = command, text == "Your last session is kept as a board" { return frame }
                return nil
            }.first
        }
        var klein = Pattern(cells: [Cell(10, 10), Cell(11, 10), Cell(12, 10)])
        klein.topology = try Topology(suffix: "K24*,24")
        let bounded = AppModel.forTests(windowSize: Size(1280, 800), pattern: klein)
        bounded.advance(to: 5)
        let top = try XCTUnwrap(bounded.sceneState.boardTop)
        let onBoard = try XCTUnwrap(noticeFrame(bounded))
        XCTAssertLessThan(onBoard.maxY, bounded.layout.header.maxY, "over the header")
        XCTAssertLessThan(onBoard.maxY, top - Stroke.joinMarkRoom, "clear of the top edge's marks")
        // In a narrow window it stays clear of the run's status and the rule under it (it cut the rule's first letters).
        let narrow = AppModel.forTests(windowSize: Size(800, 600), pattern: klein)
        narrow.advance(to: 5)
        let over = try XCTUnwrap(noticeFrame(narrow))
        let room = narrow.sceneState.header.statusRoom(band: narrow.layout.header, theme: narrow.theme)
        XCTAssertLessThanOrEqual(over.maxX, narrow.layout.header.maxX - room, "left of the status column")
        XCTAssertGreaterThan(room, NoticeView.headerSideRoom, "the rule with its grid makes the column wider than the usual room")
        let plane = AppModel.forTests(windowSize: Size(1280, 800))
        plane.advance(to: 5)
        XCTAssertNil(plane.sceneState.boardTop)
        let onPlane = try XCTUnwrap(noticeFrame(plane))
        XCTAssertGreaterThan(onPlane.y, plane.layout.grid.y, "at the top of the grid")
    }
}
