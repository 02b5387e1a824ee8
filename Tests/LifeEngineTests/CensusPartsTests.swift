import XCTest
@testable import LifeEngine
import LifeTestSupport

/// The pieces the census and the endings' confirmation are built from, each against a plain
/// version written here: shape keys, the sweep joining near cells, sets, and boxes of patches.
final class CensusPartsTests: XCTestCase {
    /// A shape's key is the same wherever the shape is and whatever order its cells come in, and
    /// differs between shapes, whether it is kept as a picture (within 8x8, no states) or listed.
    func testShapeKeysTellShapesApartWhereverTheyAre() {
        let shapes: [[Cell]] = [
            [Cell(0, 0), Cell(1, 0), Cell(0, 1), Cell(1, 1)],           // block
            [Cell(0, 0), Cell(1, 0), Cell(2, 0)],                       // blinker
            [Cell(0, 0), Cell(0, 1), Cell(0, 2)],                       // blinker turned
            [Cell(0, 0), Cell(7, 7)],                                   // the picture's far corners
            [Cell(0, 0), Cell(8, 0)],                                   // one cell past it: listed
            [Cell(0, 0), Cell(0, 1)],                                   // where a picture one row wide would put it
            [Cell(0, 0), Cell(0, 9), Cell(3, 4)],                       // listed
        ]
        func key(_ cells: [Cell], at dx: Int64, _ dy: Int64, states: [Cell: UInt8] = [:]) -> ShapeKey {
            let moved = cells.map { $0.offset(by: dx, dy) }
            return ShapeKey.of(moved, fromX: dx, y: dy, states: Dictionary(uniqueKeysWithValues: states.map { ($0.key.offset(by: dx, dy), $0.value) }))
        }
        for (i, shape) in shapes.enumerated() {
            XCTAssertEqual(key(shape, at: 0, 0), key(shape.reversed(), at: -1_000_000_007, 12), "shape \(i) moved and reversed")
            for (j, other) in shapes.enumerated() where j != i {
                XCTAssertNotEqual(key(shape, at: 5, 5), key(other, at: 5, 5), "shapes \(i) and \(j)")
            }
        }
        // A state other than 1 is part of the shape; a cell named in state 1 is as one not named.
        let blinker = shapes[1]
        XCTAssertNotEqual(key(blinker, at: 3, 3), key(blinker, at: 3, 3, states: [Cell(1, 0): 2]))
        XCTAssertEqual(key(blinker, at: 3, 3, states: [Cell(1, 0): 2]), key(blinker.reversed(), at: -9, 0, states: [Cell(1, 0): 2]))
        XCTAssertEqual(key(blinker, at: 3, 3, states: [Cell(1, 0): 1]), key(blinker, at: 3, 3, states: [Cell(2, 0): 1]))
        // A corner that leaves cells on its west or north side lists them.
        XCTAssertNotEqual(ShapeKey.of(blinker, fromX: 1, y: 0, states: [:]), ShapeKey.of(blinker, fromX: 0, y: 0, states: [:]))
    }

    /// The sweep joins exactly the cells up to two apart each way (near) and the touching ones,
    /// as a plain comparison of every pair does.
    func testNearAndTouchingSetsJoinWhatEveryPairSays() {
        for seed in 0..<6 as Range<UInt64> {
            let cells = Fixtures.soup(width: 40, height: 30, density: [4, 10, 25][Int(seed % 3)], seed: seed)
                .map { $0.offset(by: -17, 1_000 * Int64(seed) - 2_000) }.sorted()
            var plainNear = UnionFind(count: cells.count), plainTouching = UnionFind(count: cells.count)
            for i in cells.indices {
                for j in cells.indices where j > i {
                    let dx = abs(cells[i].x - cells[j].x), dy = abs(cells[i].y - cells[j].y)
                    if dx <= 2 && dy <= 2 { plainNear.union(i, j) }
                    if dx <= 1 && dy <= 1 { plainTouching.union(i, j) }
                }
            }
            var (near, touching) = Islands.neighbourSets(cells)
            var nearOnly = Islands.nearSets(cells)
            XCTAssertEqual(near.groups(of: cells).groups, plainNear.groups(of: cells).groups, "near, seed \(seed)")
            XCTAssertEqual(nearOnly.groups(of: cells).groups, plainNear.groups(of: cells).groups, "near only, seed \(seed)")
            XCTAssertEqual(touching.groups(of: cells).groups, plainTouching.groups(of: cells).groups, "touching, seed \(seed)")
        }
    }

    /// Sets come in the order of their first members, each in index order, with only the items
    /// asked for, and each set's first index.
    func testGroupsKeepTheirMembersInOrder() {
        var sets = UnionFind(count: 8)
        sets.union(6, 1)
        sets.union(3, 6)
        sets.union(2, 7)
        let (groups, firsts) = sets.groups(of: Array("abcdefgh"), including: { $0 != 3 })
        XCTAssertEqual(groups, [["a"], ["b", "g"], ["c", "h"], ["e"], ["f"]])
        XCTAssertEqual(firsts, [0, 1, 2, 4, 5])
    }

    /// Patches give the box of their cells from their rows, as the cells listed one by one give it,
    /// across patch edges, at negative places and with decaying cells.
    func testPatchBoxesAreTheBoxesOfTheirCells() {
        let rules = [Rule.conway, Rule(birthCounts: 1 << 2, survivalCounts: 0, generations: 4)]
        for rule in rules {
            for seed in 0..<5 as Range<UInt64> {
                let life = PatchLife(rule: rule)
                let soup = Fixtures.soup(width: 70, height: 50, density: 20, seed: seed).map { $0.offset(by: -100 + 37 * Int64(seed), -64) }
                life.load(soup)
                for _ in 0..<3 {
                    var box: CellRect?
                    life.forEachLiveCell { cell in
                        let one = CellRect(x: cell.x, y: cell.y, width: 1, height: 1)
                        box = box.map { $0.union(one) } ?? one
                    }
                    XCTAssertEqual(life.bounds, box, "\(rule), seed \(seed), generation \(life.generation)")
                    life.step()
                }
            }
        }
        XCTAssertNil(PatchLife(rule: .conway).bounds)
    }
}
