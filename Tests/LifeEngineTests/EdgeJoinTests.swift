import XCTest
@testable import LifeEngine

/// The edge joins a view marks agree with where the engine's neighbours come from.
final class EdgeJoinTests: XCTestCase {
    /// The cell just inside `edge` at `position` cells along it.
    private func inside(_ edge: EdgeJoin.Edge, at position: Int64, width: Int64, height: Int64) -> (Int64, Int64) {
        switch edge {
        case .top: return (position, 0)
        case .bottom: return (position, height - 1)
        case .left: return (0, position)
        case .right: return (width - 1, position)
        }
    }

    /// The cell just beyond `edge` at `position` cells along it.
    private func beyond(_ edge: EdgeJoin.Edge, at position: Int64, width: Int64, height: Int64) -> (Int64, Int64) {
        switch edge {
        case .top: return (position, -1)
        case .bottom: return (position, height)
        case .left: return (-1, position)
        case .right: return (width, position)
        }
    }

    func testEveryJoinMatchesTheNeighbourBeyondTheEdge() throws {
        for suffix in ["T30+5,20", "T30,20-3", "K30*,20", "K30,20*", "K30*+1,20", "K30,20*+1", "C30,20", "S24"] {
            let topology = try Topology(suffix: suffix)
            guard case let .grid(grid) = topology else { return XCTFail("\(suffix) is not a grid") }
            let joins = topology.edgeJoins
            XCTAssertEqual(joins.count, 2, suffix)
            XCTAssertEqual(Set(joins.map(\.pair)), [0, 1], suffix)
            for join in joins {
                let along = join.from == .top || join.from == .bottom ? grid.width : grid.height
                for p in [0, 1, along / 2, along - 1] {
                    let (bx, by) = beyond(join.from, at: p, width: grid.width, height: grid.height)
                    let q = Int64(join.partner(of: Double(p) + 0.5).rounded(.down))
                    let expected = inside(join.to, at: q, width: grid.width, height: grid.height)
                    let got = try XCTUnwrap(grid.outside(bx, by), "\(suffix) \(join.from) at \(p)")
                    XCTAssertTrue(got == expected, "\(suffix): beyond \(join.from) at \(p) is \(got), the join says \(expected)")
                }
            }
        }
    }

    func testPlainTorusTubesAndPlanes() throws {
        XCTAssertEqual(Topology.torus(width: 10, height: 8).edgeJoins.map(\.to), [.bottom, .right])
        XCTAssertEqual(try Topology(suffix: "T0,20").edgeJoins.map(\.from), [.top])
        XCTAssertNil(try Topology(suffix: "T0,20").edgeJoins.first?.length)
        XCTAssertEqual(try Topology(suffix: "T20,0").edgeJoins.map(\.from), [.left])
        XCTAssertTrue(try Topology(suffix: "P30,20").edgeJoins.isEmpty)
        XCTAssertTrue(Topology.plane.edgeJoins.isEmpty)
        XCTAssertEqual(try Topology(suffix: "T0,20").board, CellRect(x: -(PlaneLimits.coordinateBound / 2), y: 0, width: PlaneLimits.coordinateBound, height: 20))
        XCTAssertNil(try Topology(suffix: "T0,20").finiteBoard)
        XCTAssertEqual(try Topology(suffix: "S24").finiteBoard, CellRect(x: 0, y: 0, width: 24, height: 24))
        // A shift longer than its side is written as what it does; a whole turn is no shift at all.
        XCTAssertEqual(try Topology(suffix: "T30+40,20").suffix, ":T30+10,20")
        XCTAssertEqual(try Topology(suffix: "T30,20-45").suffix, ":T30,20-5")
        XCTAssertEqual(try Topology(suffix: "T30+60,20"), .torus(width: 30, height: 20))
    }

    func testAStepAcrossAnEdgeLandsWhereTheNeighbourComesFrom() throws {
        // Values read off Golly's bounded-grid help: a torus wraps, a Klein bottle's twisted edge
        // mirrors the other coordinate, a sphere joins the right edge to the bottom, a plane stops.
        let torus = Topology.torus(width: 24, height: 24)
        XCTAssertEqual(torus.step(from: Cell(23, 5), dx: 1, dy: 0), Cell(0, 5))
        XCTAssertEqual(torus.step(from: Cell(4, 0), dx: 0, dy: -1), Cell(4, 23))
        XCTAssertEqual(try Topology(suffix: "K30*,20").step(from: Cell(3, 0), dx: 0, dy: -1), Cell(26, 19))
        XCTAssertEqual(try Topology(suffix: "K30*,20").step(from: Cell(29, 3), dx: 1, dy: 0), Cell(0, 3))
        XCTAssertEqual(try Topology(suffix: "S24").step(from: Cell(23, 7), dx: 1, dy: 0), Cell(7, 23))
        XCTAssertEqual(try Topology(suffix: "T0,20").step(from: Cell(-50, 19), dx: 0, dy: 1), Cell(-50, 0))
        XCTAssertNil(try Topology(suffix: "P30,20").step(from: Cell(29, 3), dx: 1, dy: 0), "beyond a plane's edge is dead")
        XCTAssertEqual(try Topology(suffix: "P30,20").step(from: Cell(28, 3), dx: 1, dy: 0), Cell(29, 3))
        XCTAssertEqual(Topology.plane.step(from: Cell(-1, -1), dx: -1, dy: 1), Cell(-2, 0))
    }

    /// On a finite board a ship comes round again: its ending is an oscillation that returns every
    /// cell to its place, not a spaceship at generation 0 (which would stop a run at once). On a
    /// tube, where it can fly on along the endless side, it is a spaceship.
    func testAShipOnAFiniteBoardOscillates() throws {
        let glider = [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)]
        for suffix in ["T30+5,20", "K30*,20", "C30,20", "S24"] {
            let topology = try Topology(suffix: suffix)
            let universe = Engines.stepping(rule: .conway, topology: topology)
            universe.load(glider)
            let ending = FinalStateDetector(maxGenerations: 5000, clock: { 0 }).run(universe)
            // A torus or Klein bottle carries it round whole; on a cross-surface or sphere it meets
            // itself turned and settles.
            XCTAssertEqual(ending.outcome, suffix.hasPrefix("T") || suffix.hasPrefix("K") ? .oscillator : .stillLife, suffix)
            XCTAssertGreaterThan(ending.generation + ending.period, 4, "\(suffix): not an ending at the start")
            let check = Engines.stepping(rule: .conway, topology: topology)
            check.load(glider)
            check.step(by: ending.generation)
            let from = check.liveCells()
            check.step(by: ending.period)
            XCTAssertEqual(check.liveCells(), from, "\(suffix): every cell back in its place after \(ending.period)")
        }
        let tube = Engines.stepping(rule: .conway, topology: try Topology(suffix: "T0,20"))
        tube.load(glider)
        XCTAssertEqual(FinalStateDetector(maxGenerations: 5000, clock: { 0 }).run(tube).outcome, .spaceship)
    }
}
