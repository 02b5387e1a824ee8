import XCTest
@testable import LifeEngine

/// Hexagonal rules with letters (LifeWiki's o, m, p) and Golly's MAP rules.
final class HexLettersAndMapTests: XCTestCase {
    /// The configuration of the named hexagon neighbours (NW, N, E, SE, S, W).
    private func hex(_ names: [String]) -> UInt8 {
        let bit = ["NW": 0, "N": 1, "NE": 2, "W": 3, "E": 4, "SW": 5, "S": 6, "SE": 7]
        return names.reduce(0) { $0 | 1 << UInt8(bit[$1]!) }
    }

    func testLettersSayHowTheNeighboursLieAroundTheHexagon() throws {
        // Around the cell, as the offset rows draw it: NW, N, E, SE, S, W.
        XCTAssertEqual(HexLetters.letter(of: hex(["NW", "N"])), "o", "side by side")
        XCTAssertEqual(HexLetters.letter(of: hex(["NW", "E"])), "m", "one apart")
        XCTAssertEqual(HexLetters.letter(of: hex(["NW", "SE"])), "p", "opposite")
        XCTAssertEqual(HexLetters.letter(of: hex(["W", "NW", "N"])), "o", "three in a row")
        XCTAssertEqual(HexLetters.letter(of: hex(["NW", "E", "S"])), "p", "alternating")
        XCTAssertEqual(HexLetters.letter(of: hex(["NW", "N", "SE"])), "m")
        XCTAssertEqual(HexLetters.letter(of: hex(["NW", "N", "E", "SE"])), "o", "the two dead ones, S and W, side by side")
        XCTAssertEqual(HexLetters.letter(of: hex(["NW", "N", "SE", "S"])), "p", "the dead ones, E and W, opposite")
        XCTAssertEqual(HexLetters.letter(of: hex(["NW", "N"]) | hex(["NE", "SW"])), "o", "NE and SW are not neighbours")
        // How many of the 64 ways each letter covers: 6, 6, 3 for two; 6, 12, 2 for three; 6, 6, 3 for four.
        let sizes: [Int: [Character: Int]] = [2: ["o": 6, "m": 6, "p": 3], 3: ["o": 6, "m": 12, "p": 2], 4: ["o": 6, "m": 6, "p": 3]]
        for (count, letters) in sizes {
            var union = NeighbourConfigurations()
            for (letter, size) in letters {
                let set = try XCTUnwrap(HexLetters.configurations(count: count, letter: letter))
                XCTAssertEqual(set.count, size * 4, "\(count)\(letter), each with NE and SW either way")
                XCTAssertTrue(union.intersection(set).isEmpty)
                union.formUnion(set)
            }
            XCTAssertEqual(union, HexLetters.all(count: count), "the letters of \(count) cover all its configurations")
        }
        XCTAssertNil(HexLetters.configurations(count: 1, letter: "o"))
        XCTAssertNil(HexLetters.configurations(count: 2, letter: "a"))
    }

    func testLettersTurnWithTheHexagon() {
        // A turn by a sixth moves each neighbour one place round: every configuration keeps its letter.
        let ring = HexLetters.ring
        for configuration in (0...255).map(UInt8.init) {
            var turned: UInt8 = 0
            for (place, bit) in ring.enumerated() where configuration >> UInt8(bit) & 1 != 0 {
                turned |= 1 << UInt8(ring[(place + 1) % 6])
            }
            XCTAssertEqual(HexLetters.letter(of: configuration), HexLetters.letter(of: turned))
        }
    }

    func testHexagonalRulesWithLettersReadAndWriteBack() throws {
        let rule = try Rule(parsing: "B2o/S2m34H")
        XCTAssertEqual(rule.description, "B2o/S2m34H")
        XCTAssertFalse(rule.isTotalistic)
        XCTAssertEqual(rule.neighbourhood, .hexagonal)
        XCTAssertTrue(rule.table.next(Int(hex(["NW", "N"]))), "a birth on two side by side")
        XCTAssertFalse(rule.table.next(Int(hex(["NW", "E"]))))
        XCTAssertTrue(rule.table.next(Int(hex(["NW", "E"])) | 1 << 8), "survival on two one apart")
        XCTAssertEqual(try Rule(parsing: "B2-o3/S2omp4H").description, "B2mp3/S24H", "a full count is a bare digit; a minus takes letters out")
        XCTAssertEqual(try Rule(parsing: "b2o3p/s4-mh").description, "B2o3p/S4opH")
        XCTAssertThrowsError(try Rule(parsing: "B2z/S3H")) { error in
            XCTAssertTrue("\(error)".contains("'z' is not a hexagonal letter for 2 neighbours (those are mop)"), "\(error)")
        }
        XCTAssertThrowsError(try Rule(parsing: "B2o/S23V")) { error in
            XCTAssertTrue("\(error)".contains("column 3"), "\(error)")
        }
    }

    func testMapRulesReadAsGollysTables() throws {
        // Life as a MAP rule, from Golly's QuickLife help.
        let life = try Rule(parsing: "MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA6ICAAIAAaIDogIAAgACAAIAAAAAAAA==")
        XCTAssertEqual(life.table, Rule.conway.table)
        XCTAssertTrue(life.isTotalistic)
        XCTAssertEqual(life.description, "MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA6ICAAIAAaIDogIAAgACAAIAAAAAAAA",
                       "Golly writes it back without the padding")
        // Each neighbourhood's table written out and read back is the rule it came from.
        for text in ["B2/S34H", "B2o/S2m34H", "B2/S013V", "B3/S2-i34q"] {
            let rule = try Rule(parsing: text)
            var births = NeighbourConfigurations(), survivals = NeighbourConfigurations()
            for block in 0..<256 {
                if rule.table.next(block) { births.insert(UInt8(block)) }
                if rule.table.next(block | 256) { survivals.insert(UInt8(block)) }
            }
            let map = "MAP" + MapRule.text(births: births, survivals: survivals, neighbourhood: rule.neighbourhood)
            XCTAssertEqual(map.count, 3 + ["": 86, "H": 22, "V": 6][rule.neighbourhood.suffix]!)
            let read = try Rule(parsing: map)
            XCTAssertEqual(read.table, rule.table, text)
            XCTAssertEqual(read.neighbourhood, rule.neighbourhood, text)
            XCTAssertEqual(read.description, map)
        }
        for (text, complaint) in [("MAPABC", "86 base64 characters"), ("MAP" + String(repeating: "A", count: 85) + "!", "'!' at column 89 is not a base64"),
                                  ("MAP", "not 0")] {
            XCTAssertThrowsError(try Rule(parsing: text)) { error in
                XCTAssertTrue("\(error)".contains(complaint), "\(text): \(error)")
            }
        }
    }
}
