import XCTest
import AppTestSupport
import LifeEngine
import LifeTestSupport
import LifeScene
import LifeStore
@testable import LifeInterface
import SettingsFeature
@testable import LifeViewModel

/// Golly's bounded grids in the app: chosen beside the board's size, drawn with their edges' joins.
final class BoardShapeTests: XCTestCase {
    func testTheShapeSegmentsMakeEachGridKeepingItsSizeAndUndo() throws {
        for size in [Size(1280, 800), Size(640, 480)] {
            let model = AppModel.forTests(windowSize: size, pattern: Pattern(cells: [Cell(1, 1), Cell(2, 1), Cell(3, 1)], topology: .torus(width: 30, height: 20)))
            model.perform(.settings, now: 0)
            model.handle(.key(.end, []), now: 0)
            // After the sphere the board is square: the walled board and the torus keep its side.
            let expected = ["Klein": ":K30*,20", "Cross": ":C30,20", "Sphere": ":S30", "Walled": ":P30,30", "Torus": ":T30,30"]
            for label in ["Klein", "Cross", "Sphere", "Walled", "Torus"] {
                let i = try XCTUnwrap(BoardShape.allCases.firstIndex { $0.label == label })
                let frame = try XCTUnwrap(model.ui.pointerRegions.first { region in
                    if case .setting(.shape(i)) = region.control { return true } else { return false }
                }?.frame, "\(label) at \(size)")
                model.handle(.pointerDown(frame.center, .left), now: 0)
                model.handle(.pointerUp(frame.center, .left), now: 0)
                XCTAssertEqual(model.simulation.topology.suffix, expected[label], "\(label) at \(size)")
                XCTAssertTrue(model.scene().texts.contains(BoardShape.allCases[i].explanation), "the switch says what \(label) does")
                // Cells on the board stay where they are in Golly's coordinates (the board's corner is at (-15, -10) at first).
                let topology = model.simulation.topology
                XCTAssertEqual(model.simulation.universe.liveCells().map(topology.gollyCoordinates(of:)),
                               [Cell(-14, -9), Cell(-13, -9), Cell(-12, -9)], "cells on the board stay, \(label)")
            }
            XCTAssertEqual(model.simulation.topology, .torus(width: 30, height: 30))
            model.handle(.key(.letter("z"), .control), now: 1)
            XCTAssertEqual(model.simulation.topology.suffix, ":P30,30", "each switch is one undo step")
        }
    }

    func testResizingKeepsTheShapeAndASphereSquare() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: try Topology(suffix: "K30*,20")))
        SettingsActions.setTorusSize(width: 40, height: 20, in: model.context)
        XCTAssertEqual(model.simulation.topology.suffix, ":K40*,20")
        SettingsActions.setShape(.sphere, in: model.context)
        XCTAssertEqual(model.simulation.topology.suffix, ":S40")
        SettingsActions.setTorusSize(width: 40, height: 41, in: model.context)
        XCTAssertEqual(model.simulation.topology.suffix, ":S41", "a sphere takes the side that changed")
        XCTAssertNil(BoardShape(try Topology(suffix: "T30+5,20")), "a shifted torus is not one of the offered shapes")
        // Such a board keeps its own edges at a new size.
        SettingsActions.setTopology(try Topology(suffix: "T30+5,20"), in: model.context)
        SettingsActions.setTorusSize(width: 31, height: 20, in: model.context)
        XCTAssertEqual(model.simulation.topology.suffix, ":T31+5,20")
        SettingsActions.setTopology(try Topology(suffix: "K30*+1,20"), in: model.context)
        SettingsActions.setTorusSize(width: 32, height: 20, in: model.context)
        XCTAssertEqual(model.simulation.topology.suffix, ":K32*+1,20")
        XCTAssertEqual(try Topology(suffix: "T0,0"), .plane, "both sides endless is the plane")
        XCTAssertNil(BoardShape(.plane))
        // A torus larger than the plain one's sides is still the torus shape, typed into the rule field
        // too; its notice tells of both changes.
        XCTAssertEqual(BoardShape(try Topology(suffix: "T99999999,99999999")), .torus)
        XCTAssertTrue(SettingsActions.applyRule("B36/S23:T99999999,99999999", in: model.context))
        XCTAssertEqual(BoardShape(model.simulation.topology), .torus)
        XCTAssertEqual(model.notice, "Rule HighLife (B36/S23); Switched to a torus 99999999x99999999 (Ctrl+Z undoes)")
    }

    func testEveryJoinedEdgeIsMarkedAndATwistPointsBack() throws {
        func chevrons(_ suffix: String) throws -> [Point] {
            let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(5, 5)], topology: try Topology(suffix: suffix)))
            model.perform(.dismissHint, now: 0)
            model.advance(to: 5)
            return model.scene().commands.compactMap { command in
                if case let .line(_, to, color) = command, color == model.theme.colors.accent { return to } else { return nil }
            }
        }
        // Each chevron is two arms drawn twice: eight lines for each of the four edges of a torus's first pair (one chevron)...
        XCTAssertEqual(try chevrons("T30+5,20").count, 2 * 4 + 2 * 8, "one chevron on each of the first pair, two on each of the second")
        XCTAssertEqual(try chevrons("P30,20").count, 0, "a walled board joins nothing")
        XCTAssertEqual(try chevrons("T0,20").count, 2 * 4, "a tube's finite edges only")
        // On a Klein bottle the twisted pair's tips point opposite ways.
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(5, 5)], topology: try Topology(suffix: "K30*,20")))
        model.perform(.dismissHint, now: 0)
        model.advance(to: 5)
        let top = model.camera.screenPoint(at: Point(0, 0)).y, bottom = model.camera.screenPoint(at: Point(0, 20)).y
        var arms: [(from: Point, to: Point)] = []
        for command in model.scene().commands {
            if case let .line(from, to, color) = command, color == model.theme.colors.accent { arms.append((from, to)) }
        }
        let topArm = try XCTUnwrap(arms.first { $0.to.y < top }), bottomArm = try XCTUnwrap(arms.first { $0.to.y > bottom })
        XCTAssertGreaterThan(topArm.to.x, topArm.from.x, "the top's chevron points right")
        XCTAssertLessThan(bottomArm.to.x, bottomArm.from.x, "the twisted bottom's points left")
        // In a small window, with the hint up or not, the board leaves room for its marks outside it (they were drawn over its cells).
        for (suffix, dismissed) in [("T30+5,20", true), ("K40*,20", false), ("T40,20", false)] {
            let small = AppModel.forTests(windowSize: Size(640, 480), pattern: Pattern(cells: [Cell(5, 5)], topology: try Topology(suffix: suffix)))
            if dismissed { small.perform(.dismissHint, now: 0) }
            small.advance(to: 5)
            let size = try XCTUnwrap(small.simulation.topology.finiteBoard)
            let corner = small.camera.screenPoint(at: Point(0, 0))
            let far = small.camera.screenPoint(at: Point(Double(size.width), Double(size.height)))
            let board = Rect(x: corner.x, y: corner.y, width: far.x - corner.x, height: far.y - corner.y)
            let points = small.scene().commands.flatMap { command -> [Point] in
                if case let .line(from, to, color) = command, color == small.theme.colors.accent { return [from, to] } else { return [] }
            }
            XCTAssertFalse(points.isEmpty, suffix)
            XCTAssertFalse(points.contains { board.insetBy(1, 1).contains($0) }, "\(suffix): a mark inside the board \(board)")
        }
    }

    func testTheShapeChosenLastIsLitOnThePlaneAndSwitchingOnMakesIt() throws {
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [Cell(1, 1)]))
        func lit() -> SettingsValues { SettingsValues.current(in: model.context, closeHot: false) }
        XCTAssertNil(lit().shape, "the plane has no shape")
        XCTAssertEqual(lit().chosenShape, .torus, "a torus at first")
        SettingsActions.setShape(.klein, in: model.context)
        XCTAssertEqual(model.simulation.topology.suffix, ":K24*,24")
        SettingsActions.flip(.torus, in: model.context)
        XCTAssertEqual(model.simulation.topology, .plane)
        XCTAssertEqual(lit().chosenShape, .klein, "switched off, the sheet still shows the shape it would make")
        XCTAssertEqual(StoredSettings.current(in: model.context).boardShape, "klein", "and the settings file keeps it")
        SettingsActions.flip(.torus, in: model.context)
        XCTAssertEqual(model.simulation.topology.suffix, ":K24*,24", "switching on makes the shape chosen last, not a torus")
        // A board opened with its own edges (a shifted torus) is no offered shape: the one chosen last stays lit.
        SettingsActions.setTopology(try Topology(suffix: "T30+5,20"), in: model.context)
        XCTAssertNil(lit().shape)
        XCTAssertNil(lit().chosenShape, "no shape lit: none of them is this board")
        XCTAssertEqual(SettingsActions.chosenShape(in: model.context), .klein, "the one chosen last is kept for the plane")
        // Kept between runs: a new app given the stored settings starts on the same shape.
        var stored = StoredSettings.current(in: model.context)
        stored.boardShape = "sphere"
        let next = AppModel.forTests(windowSize: Size(640, 480), settings: stored)
        XCTAssertEqual(SettingsValues.current(in: next.context, closeHot: false).chosenShape, .sphere)
        XCTAssertEqual(next.simulation.topology.suffix, ":S30", "a sphere takes the width")
        // On the plane with a sphere chosen last, the size stays square as it does on a sphere.
        SettingsActions.flip(.torus, in: next.context)
        XCTAssertEqual(next.simulation.topology, .plane)
        SettingsActions.setTorusSize(width: 30, height: 27, in: next.context)
        XCTAssertTrue(SettingsActions.torusSize(in: next.context) == (27, 27), "the side changed, for both")
        SettingsActions.flip(.torus, in: next.context)
        XCTAssertEqual(next.simulation.topology.suffix, ":S27")
        stored.torusHeight = 17
        XCTAssertTrue(SettingsActions.torusSize(in: AppModel.forTests(windowSize: Size(640, 480), settings: stored).context) == (30, 30),
                      "a stored sphere is square")
        XCTAssertEqual(BoardShape.allCases.map(\.rawValue), Settings.boardShapes, "the file's names are the shapes'")
    }

    func testTheLitShapeIsOutlinedOnThePlaneAndPressedOnItsBoard() throws {
        func segmentFills(_ model: AppModel) throws -> (chosen: [DrawCommand], other: [DrawCommand]) {
            model.perform(.settings, now: 0)
            model.handle(.key(.end, []), now: 0)
            let frames = model.ui.pointerRegions.compactMap { region -> (Int, Rect)? in
                if case .setting(.shape(let i)) = region.control, let frame = region.frame { return (i, frame) } else { return nil }
            }
            let klein = try XCTUnwrap(frames.first { BoardShape.allCases[$0.0] == .klein }).1
            let sphere = try XCTUnwrap(frames.first { BoardShape.allCases[$0.0] == .sphere }).1
            func fills(in frame: Rect) -> [DrawCommand] {
                model.scene().commands.filter { command in
                    if case let .fill(rect, _, _) = command { return frame.contains(rect.center) && rect.width > frame.width / 2 } else { return false }
                }
            }
            return (fills(in: klein), fills(in: sphere))
        }
        let plane = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: []))
        SettingsActions.setShape(.klein, in: plane.context)
        SettingsActions.flip(.torus, in: plane.context)
        let onPlane = try segmentFills(plane)
        XCTAssertEqual(onPlane.chosen.count, 2, "outlined: a border and the fill inside it")
        XCTAssertEqual(onPlane.other.count, 1)
        let board = AppModel.forTests(windowSize: Size(1280, 800), pattern: Pattern(cells: [], topology: try Topology(suffix: "K30*,20")))
        let onBoard = try segmentFills(board)
        XCTAssertEqual(onBoard.chosen.count, 1, "pressed, as the board's own shape")
        XCTAssertNotEqual(onBoard.chosen.first, onBoard.other.first, "and coloured apart from the others")
    }

    /// A shape chosen while the board is the plane switches it on as the switch does: large
    /// enough to hold the pattern (the Gosper gun was dropped whole onto a 24x24 Klein bottle).
    func testAShapeChosenOnThePlaneMakesABoardThatHoldsThePattern() throws {
        let gun = Fixtures.pattern(Fixtures.gosperGun)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: gun)
        SettingsActions.setShape(.klein, in: model.context)
        let size = try XCTUnwrap(model.simulation.topology.size)
        XCTAssertGreaterThanOrEqual(size.width ?? 0, 40, "the gun is 36 wide: it fits")
        XCTAssertEqual(model.simulation.population, gun.cells.count, "no cell dropped")
        XCTAssertTrue(model.notice?.hasPrefix("Switched to a Klein bottle") == true, model.notice ?? "")
        XCTAssertFalse(model.notice?.contains("dropped") ?? true, model.notice ?? "")
    }
}
