import XCTest
import LifeEngine
import LifeTestSupport

final class TorusTests: XCTestCase {
    let makers: [(String, (Rule, Topology) -> any LifeAlgorithm)] = [
        ("sparse", { SparseLife(rule: $0, topology: $1) }),
        ("tiles", { TiledLife(rule: $0, topology: $1) }),
    ]

    func testNeighboursWrapAcrossEveryCorner() {
        for (name, make) in makers {
            let torus = make(.conway, .torus(width: 10, height: 7))
            // Three cells in three corners make the fourth corner's cell be born.
            torus.load([Cell(9, 6), Cell(9, 0), Cell(0, 6)])
            torus.step()
            XCTAssertTrue(torus.isAlive(Cell(0, 0)), name)
            XCTAssertEqual(torus.population, 4, name) // a block across the four corners
            torus.step(by: 5)
            XCTAssertEqual(torus.liveCells(), [Cell(0, 0), Cell(9, 0), Cell(0, 6), Cell(9, 6)], "\(name): the block is stable")
        }
    }

    func testBlinkersAcrossEachEdge() {
        for (name, make) in makers {
            let torus = make(.conway, .torus(width: 12, height: 9))
            // Horizontal blinker across the left/right seam, vertical one across the top/bottom seam.
            torus.load([Cell(11, 4), Cell(0, 4), Cell(1, 4), Cell(6, 8), Cell(6, 0), Cell(6, 1)])
            torus.step()
            XCTAssertEqual(torus.liveCells(), [Cell(0, 3), Cell(5, 0), Cell(6, 0), Cell(7, 0), Cell(0, 4), Cell(0, 5)].sorted(), name)
            torus.step()
            XCTAssertEqual(torus.population, 6, name)
            XCTAssertTrue(torus.isAlive(Cell(11, 4)) && torus.isAlive(Cell(6, 8)), name)
        }
    }

    func testGliderReturnsAfterFourTimesTheSize() {
        for (name, make) in makers {
            let torus = make(.conway, .torus(width: 24, height: 24))
            let glider = Fixtures.pattern(Fixtures.glider).cells
            torus.load(glider)
            torus.step(by: 48)
            XCTAssertNotEqual(torus.liveCells(), glider, name)
            torus.step(by: 48)
            XCTAssertEqual(torus.liveCells(), glider, "\(name): back after 96 generations")
            XCTAssertEqual(torus.generation, 96)
        }
    }

    func testAgreesWithThePlaneWhileNothingTouchesAnEdge() {
        for (name, make) in makers {
            let plane = make(.conway, .plane), torus = make(.conway, .torus(width: 40, height: 40))
            let r = Fixtures.pattern(Fixtures.rPentomino).cells.map { $0.offset(by: 19, 19) }
            plane.load(r)
            torus.load(r)
            for _ in 0..<12 {
                plane.step()
                torus.step()
                XCTAssertEqual(plane.liveCells(), torus.liveCells(), name)
            }
        }
    }

    func testTilesAgreeWithTheReferenceOnOddAndNonSquareTori() {
        for (w, h) in [(Int64(3), Int64(3)), (37, 23), (64, 64), (65, 130), (129, 61)] {
            let topology = Topology.torus(width: w, height: h)
            let soup = Fixtures.soup(width: Int(w), height: Int(h), density: 35, seed: UInt64(w * 1000 + h))
            let tiled = TiledLife(topology: topology), sparse = SparseLife(topology: topology)
            tiled.load(soup)
            sparse.load(soup)
            for g in 1...120 {
                tiled.step()
                sparse.step()
                if g % 20 == 0 {
                    guard tiled.liveCells() == sparse.liveCells() else { return XCTFail("\(w)x\(h) differs at \(g)") }
                    XCTAssertEqual(tiled.population, sparse.population)
                }
            }
            if let bounds = tiled.bounds {
                XCTAssertTrue(bounds.x >= 0 && bounds.y >= 0 && bounds.maxX <= w && bounds.maxY <= h, "\(w)x\(h): \(bounds)")
            }
        }
    }

    func testCellsOutsideAreWrappedOn() {
        let torus = TiledLife(topology: .torus(width: 24, height: 24))
        torus.setAlive(true, at: Cell(25, -1))
        XCTAssertEqual(torus.liveCells(), [Cell(1, 23)])
        XCTAssertTrue(torus.isAlive(Cell(-23, 47)))
        XCTAssertEqual(torus.duplicate().topology, .torus(width: 24, height: 24))
    }

    func testTopologyParsingAndRLESuffix() throws {
        XCTAssertEqual(try Topology(parsing: "T24,24"), .torus(width: 24, height: 24))
        XCTAssertEqual(try Topology(parsing: "T30"), .torus(width: 30, height: 30))
        XCTAssertEqual(try Topology(parsing: "40x25"), .torus(width: 40, height: 25))
        // --torus takes what a file's :T suffix takes: a 2x5 or a 2-billion side too, with its messages.
        XCTAssertEqual(try Topology(parsing: "2x5"), try Topology(suffix: "T2,5"))
        XCTAssertEqual(try Topology(parsing: "T10,999999999"), try Topology(suffix: "T10,999999999"))
        XCTAssertEqual(try Topology(parsing: "0x20").description, try Topology(suffix: "T0,20").description, "a tube")
        for bad in ["Tx", "10x", "x10", "10x-3", "T10,9999999999", "3000000000x3", "", "24 x 24"] {
            XCTAssertThrowsError(try Topology(parsing: bad), bad) { error in
                XCTAssertTrue("\(error)".hasPrefix("unsupported torus size '\(bad)'"), "\(error)")
            }
        }
        let parsed = try Rule.parseWithTopology("B36/S23:T10,12")
        XCTAssertEqual(parsed.rule.description, "B36/S23")
        XCTAssertEqual(parsed.topology, .torus(width: 10, height: 12))
        XCTAssertEqual(try Rule.parseWithTopology("Life").topology, .plane)
        XCTAssertEqual(try Rule.parseWithTopology("B3/S23:P10,10").topology.description, "bounded plane 10x10")
        XCTAssertEqual(Topology.torus(width: 3, height: 4).description, "torus 3x4")
        XCTAssertEqual(Topology.plane.description, "plane")

        let pattern = try RLEReader().read("x = 3, y = 3, rule = B3/S23:T24,24\nbo$2bo$3o!")
        XCTAssertEqual(pattern.topology, .torus(width: 24, height: 24))
        let text = RLEWriter().write(pattern)
        XCTAssertTrue(text.contains("rule = B3/S23:T24,24"), text)
        XCTAssertEqual(try RLEReader().read(text), pattern)
        XCTAssertThrowsError(try RLEReader().read("x = 3, y = 3, rule = B3/S23:T-1,1\no!")) { error in
            XCTAssertTrue("\(error)".contains("number of cells"), "\(error)")
        }
    }

    /// A step costs the live area, not the board's: a glider on a 2^26 x 2^26 torus, crossing
    /// both wrapped edges, computes at most the blocks of the four tiles round the corner.
    func testAStepOnAHugeTorusCostsItsLiveAreaNotItsBoard() {
        func work(side: Int64) -> (blocks: Int, tiles: Int, cells: [Cell]) {
            let torus = TiledLife(topology: .torus(width: side, height: side))
            // Just before the corner: it crosses the east and south edges within 40 generations.
            torus.load([Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)].map { $0.offset(by: side - 12, side - 12) })
            torus.step(by: 80)
            return (torus.computedBlocks, torus.tileCount, torus.liveCells())
        }
        let huge = work(side: 1 << 26)
        XCTAssertLessThanOrEqual(huge.blocks, 80 * 4 * 8, "at most four tiles' blocks a generation")
        XCTAssertLessThanOrEqual(huge.tiles, 9)
        XCTAssertGreaterThan(huge.blocks, 0)
        // The glider moved 20 cells down and right, wrapping to just past the corner.
        XCTAssertEqual(Set(huge.cells), Set([Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)].map { $0.offset(by: 8, 8) }))
    }
}

/// A pattern moved onto another grid lands where a file naming that grid would put it.
final class PatternPlacementTests: XCTestCase {
    func testAPatternPutOnABoardIsCentredOnGollysOrigin() {
        // A glider at (0..2, 0..2) on a 30x20 board: Golly's board has its corner at (-15, -10),
        // so the glider's box (3x3) goes to Golly's (-1, -1), Life's (14, 9).
        let glider = Pattern(cells: [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)])
        let placed = glider.placed(on: .torus(width: 30, height: 20))
        XCTAssertEqual(placed.bounds, CellRect(x: 14, y: 9, width: 3, height: 3))
        XCTAssertEqual(placed.topology, .torus(width: 30, height: 20))
        // A tube (T30,0) centres it too (its infinite side's middle is 0 in both programs).
        let tube = try! Topology(suffix: "T30,0")
        XCTAssertEqual(glider.offset(by: 100, 7).placed(on: tube).bounds, CellRect(x: 14, y: -1, width: 3, height: 3))
        // A pattern wider than a bounded plane goes to its top-left corner and what lies past the
        // board is dropped (Golly's reader); on the plane nothing moves.
        let wide = Pattern(cells: (0..<12).map { Cell($0 + 50, 3) } + [Cell(50, 5)])
        let clipped = wide.placed(on: try! Topology(suffix: "P10,10"))
        XCTAssertEqual(clipped.cells.count, 11)
        XCTAssertEqual(clipped.bounds, CellRect(x: 0, y: 0, width: 10, height: 3))
        XCTAssertEqual(glider.offset(by: 5, 5).placed(on: .plane).bounds, CellRect(x: 5, y: 5, width: 3, height: 3))
    }
}

/// Where a file's own position puts a pattern on a bounded grid, as Golly's reader does.
final class BoundedGridPositionTests: XCTestCase {
    func testXLifePositionsAreIgnoredOnABoundedGridAndGollysKept() throws {
        // bgolly 3.3 reads each of these gliders on a 4x4 torus as a glider (5 cells) at (-1, -1):
        // it passes over #P and #R and centres the pattern by its header's size.
        for line in ["#P 100 100", "#P 1 1", "#R -100 7"] {
            let pattern = try RLEReader().read("\(line)\nx = 3, y = 3, rule = B3/S23:T4,4\nbo$2bo$3o!\n")
            let golly = pattern.topology.gollyOrigin
            XCTAssertEqual(pattern.cells.count, 5, line)
            XCTAssertEqual(pattern.bounds.map { CellRect(x: $0.x - golly.x, y: $0.y - golly.y, width: $0.width, height: $0.height) },
                           CellRect(x: -1, y: -1, width: 3, height: 3), line)
        }
        // Its own #CXRLE Pos= is kept, and what lies off the board is dropped: at Pos=1,1 the
        // glider's cells fall at x and y of 1 to 3, its one cell in column 1 in row 3, all off the
        // board from -2 to 1 (bgolly's run of it is empty by generation 4).
        let off = try PatternFormat.rle.read("#CXRLE Pos=1,1\nx = 3, y = 3, rule = B3/S23:T4,4\nbo$2bo$3o!\n")
        XCTAssertEqual(off.cells.count, 0)
        // On the plane #P still places the pattern.
        XCTAssertEqual(try RLEReader().read("#P 100 100\nx = 3, y = 3\nbo$2bo$3o!\n").bounds?.x, 100)
        // A #P past the plane's bound is refused on the plane, and passed over on a board as any #P is.
        XCTAssertThrowsError(try RLEReader().read("#P 4611686018427387904 0\nx = 3, y = 3\nbo$2bo$3o!\n")) {
            XCTAssertTrue("\($0)".contains("position 4611686018427387904, 0"), "\($0)")
        }
        XCTAssertEqual(try RLEReader().read("#P 4611686018427387904 0\nx = 3, y = 3, rule = B3/S23:T20,20\nbo$2bo$3o!\n").cells.count, 5)
    }
}

/// A bounded grid's numbers: any too large one is refused as too large, however many digits it has.
final class BoundedGridNumberTests: XCTestCase {
    func testTooLargeSidesAndShiftsAreRefusedAsSuch() {
        let cases = [("T99999999999,1", "a side may be at most 2000000000 cells"), ("T4294967297,2", "a side may be at most 2000000000 cells"),
                     ("T99999999999999999999999,2", "a side may be at most 2000000000 cells"),
                     ("T10+99999999999,10", "a shift may be at most 2000000000 cells"), ("T10+,10", "expected a shift after '+'"),
                     ("T10++5,10", "expected a shift after '+'"), ("Tx,10", "expected a number of cells, not 'x'")]
        for (suffix, reason) in cases {
            XCTAssertThrowsError(try Topology(suffix: suffix), suffix) { XCTAssertTrue("\($0)".contains(reason), "\(suffix): \($0)") }
        }
        XCTAssertEqual(try Topology(suffix: "T10+3,10").suffix, ":T10+3,10")
        XCTAssertEqual(try Topology(suffix: "T10,10-4").suffix, ":T10,10-4")
    }
}
