import TileKernels
import TileKernelsWidest
import XCTest
@testable import LifeEngine

/// The table-lookup kernel (AVX-512 byte and bit shuffles) steps any two-state rule of range 1
/// as the rule's table says, in any rows of a tile, and the tiles stepped by it agree with the
/// grid engine through edits, counts, copies and bounded grids.
final class RuleLookupTests: XCTestCase {
    private let rules = ["B3/S2-i34q", "B2n3/S23-q", "B2/S34H", "B2/S013V", "B3/S23", "B36/S125", "B1/S", "B2-a/S12",
                         "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", "B2-ac3ai/S1c2-n3-aky4a", "B2o/S2m34H", "MAPcWyTcAB/GKA+Q0TiCKFJDg"]

    /// Byte a + 8c, bit b of the table is the rule's answer for a cell whose row above reads a,
    /// own row c and row below b (each west, in line, east).
    func testTheTableHoldsEveryBlockWhereTheKernelLooks() throws {
        for text in rules {
            let rule = try Rule(parsing: text)
            let table = TileKernel(table: rule.table.words).lookupTable
            XCTAssertEqual(table.count, 64, text)
            for above in 0..<8 {
                for inLine in 0..<8 {
                    for below in 0..<8 {
                        // A block's bits: NW N NE W E SW S SE, then the cell.
                        let block = above | (inLine & 1) << 3 | (inLine >> 2) << 4 | below << 5 | (inLine >> 1 & 1) << 8
                        XCTAssertEqual(table[above + 8 * inLine] >> below & 1 != 0, rule.table.next(block), "\(text) block \(block)")
                    }
                }
            }
        }
        XCTAssertEqual(TileKernel(birth: 1 << 3, survival: 1 << 2 | 1 << 3).lookupTable, [], "a rule run by counts has no table")
    }

    /// Random rules on random tiles and neighbours: the rows asked for are the rule's next rows
    /// cell by cell, the others are left alone, and the summary says what changed and what lives.
    func testALookedUpTileMatchesTheRuleCellByCellInAnyRows() throws {
        try XCTSkipUnless(WidestTileKernel.looksUp, "this processor lacks AVX-512 VBMI and BITALG: the lookup kernel cannot run here")
        var random = SeededRandom(seed: 41)
        let masks: [UInt64] = [~0, 1, 1 << 63, 1 | 1 << 63, 0xFF00, 0x00FF_0000_0000_FF00, 0b1011_0110 << 20, 0]
        for trial in 0..<60 {
            var words = (0..<8).map { _ in random.next() }
            words[0] &= ~1    // no B0: an empty neighbourhood stays empty
            let kernel = TileKernel(table: words)
            func lives(_ block: Int) -> Bool { words[block >> 6] >> UInt64(block & 63) & 1 != 0 }
            // Tiles 0...8 in reading order (NW N NE W centre E SW S SE), some sparse, some dense.
            let density = trial % 3
            let tiles = (0..<9).map { _ in (0..<64).map { _ in
                density == 0 ? random.next() & random.next() & random.next() : density == 1 ? random.next() : random.next() | random.next()
            } }
            func alive(_ x: Int, _ y: Int) -> Bool {
                let tile = (y < 0 ? 0 : y < 64 ? 3 : 6) + (x < 0 ? 0 : x < 64 ? 1 : 2)
                return tiles[tile][(y + 64) % 64] >> UInt64((x + 64) % 64) & 1 != 0
            }
            let rows = trial < masks.count ? masks[trial] : random.next() & random.next()
            let before = (0..<64).map { _ in random.next() }
            var out = before
            let summary = tiles.map { $0.withUnsafeBufferPointer { $0.baseAddress! } }.withUnsafeBufferPointer { t in
                out.withUnsafeMutableBufferPointer { o in
                    WidestTileKernel.lookUp(kernel, center: t[4], north: t[1], south: t[7], west: t[3], east: t[5],
                                            northWest: t[0], northEast: t[2], southWest: t[6], southEast: t[8],
                                            rows: rows, out: o.baseAddress!)
                }
            }
            var expected = TileStepSummary()
            for y in 0..<64 {
                var row = before[y]
                if rows >> UInt64(y) & 1 != 0 {
                    row = 0
                    for x in 0..<64 {
                        var block = 0
                        for (bit, (dx, dy)) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1), (0, 0)].enumerated()
                        where alive(x + dx, y + dy) {
                            block |= 1 << bit
                        }
                        if lives(block) { row |= 1 << UInt64(x) }
                    }
                }
                XCTAssertEqual(out[y], row, "trial \(trial) row \(y)")
                let changed = row ^ before[y]
                if changed != 0 { expected.changedRows |= 1 << UInt64(y) }
                if changed & 1 != 0 { expected.changedWest |= 1 << UInt64(y) }
                if changed >> 63 != 0 { expected.changedEast |= 1 << UInt64(y) }
            }
            for block in 0..<8 where rows >> UInt64(block * 8) & 0xFF != 0 {
                let blockRows = out[(block * 8)..<(block * 8 + 8)]
                if blockRows.contains(where: { $0 != 0 }) { expected.liveBlocks |= 1 << UInt8(block) }
                if blockRows.contains(where: { $0 & 1 != 0 }) { expected.westBlocks |= 1 << UInt8(block) }
                if blockRows.contains(where: { $0 >> 63 != 0 }) { expected.eastBlocks |= 1 << UInt8(block) }
            }
            XCTAssertEqual(summary, expected, "trial \(trial)")
        }
    }

    /// Tiles stepping non-totalistic, hexagonal and B0 rules by lookup, on the plane and a torus,
    /// with births and deaths counted, random edits and copies taken: the grid engine's universe
    /// and counts at every generation. Looking up is the default where the processor can.
    func testTilesLookingUpAgreeWithTheGridThroughEditsCountsAndCopies() throws {
        var random = SeededRandom(seed: 12)
        for text in ["B2n3/S23-q", "B2aei3r4kn5jnr6k/S2ai3k4iknqr5r6ai", "B2o/S2m34H", "B02ck3/S23-a", "B2-a/S12"] {
            for topology in [Topology.plane, .torus(width: 70, height: 50)] {
                let rule = try Rule(parsing: text)
                var tiles = TiledLife(rule: rule, topology: topology)
                XCTAssertEqual(tiles.looksUpRules, WidestTileKernel.looksUp)
                let grid = GridLife(rule: rule, topology: topology)
                tiles.countsBirthsAndDeaths = true
                let cells = seededSoup(&random, side: 30, at: 5)
                tiles.load(cells)
                grid.load(cells)
                for generation in 1...60 {
                    if generation % 7 == 0 {
                        for _ in 0..<6 {
                            let cell = Cell(Int64(random.next() % 40), Int64(random.next() % 40))
                            tiles.toggle(cell)
                            grid.toggle(cell)
                        }
                    }
                    if generation % 13 == 0 { tiles = tiles.copy() }
                    tiles.step()
                    grid.step()
                    let at = "\(text)\(topology.suffix) generation \(generation)"
                    assertSameUniverse(tiles, grid, at)
                    XCTAssertEqual(tiles.lastStepBirthsAndDeaths?.births, grid.lastStepBirthsAndDeaths?.births, at)
                    XCTAssertEqual(tiles.lastStepBirthsAndDeaths?.deaths, grid.lastStepBirthsAndDeaths?.deaths, at)
                }
                XCTAssertEqual(tiles.looksUpRules, WidestTileKernel.looksUp, "copies look up as the original did")
            }
        }
    }
}
