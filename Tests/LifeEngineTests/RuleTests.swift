import XCTest
import LifeEngine

final class RuleTests: XCTestCase {
    func testParsesCommonForms() throws {
        XCTAssertEqual(try Rule(parsing: "B3/S23"), .conway)
        XCTAssertEqual(try Rule(parsing: "b3s23"), .conway)
        XCTAssertEqual(try Rule(parsing: "23/3"), .conway)
        XCTAssertEqual(try Rule(parsing: " S23/B3 "), .conway)
        XCTAssertEqual(try Rule(parsing: "Life"), .conway)
        XCTAssertEqual(try Rule(parsing: "B36/S23").description, "B36/S23")
        XCTAssertEqual(try Rule(parsing: "B2/S").description, "B2/S")
        XCTAssertEqual(try Rule(parsing: "HighLife").description, "B36/S23")
        XCTAssertEqual(try Rule(parsing: "Day & Night").description, "B3678/S34678")
        XCTAssertEqual(try Rule(parsing: "seeds").description, "B2/S")
        XCTAssertEqual(try Rule(parsing: "s23/b3"), .conway)
        // A '-' with no Hensel letters after it takes nothing away: bgolly 3.3 runs each of these
        // as Life and writes B3/S23 (and refuses a '-' after a letter, as here).
        for spelling in ["B3/S23-", "B3-/S23", "B3/S2-3"] {
            XCTAssertEqual(try Rule(parsing: spelling), .conway, spelling)
        }
        XCTAssertThrowsError(try Rule(parsing: "B3/S2a-3"))
        // Outside the Moore neighbourhood bgolly refuses even a bare '-' ("Non-totalistic only
        // supported with Moore neighborhood"), and so does Life, saying where.
        for spelling in ["B3/S23-H", "B3-/S23H", "B3/S23-V", "B2-/S1V"] {
            XCTAssertThrowsError(try Rule(parsing: spelling), spelling) { error in
                XCTAssertTrue("\(error)".contains("needs letters after it"), "\(spelling): \(error)")
            }
        }
    }

    /// A name is found in any case, with '&' or "and", spaces, apostrophes, '-' and '_' optional;
    /// other punctuation makes it no name.
    func testNamesAreFoundInEverySpellingAndNothingElseIs() throws {
        for spelling in ["Day & Night", "day and night", "DAYANDNIGHT", "daynight", "Day&Night"] {
            XCTAssertEqual(try Rule(parsing: spelling).description, "B3678/S34678", spelling)
        }
        for spelling in ["Conway", "CONWAY", "life", "LIFE"] { XCTAssertEqual(try Rule(parsing: spelling), .conway, spelling) }
        for spelling in ["Brian's Brain", "brians brain", "BriansBrain"] {
            XCTAssertEqual(try Rule(parsing: spelling), try Rule(parsing: "/2/3"), spelling)
        }
        XCTAssertEqual(try Rule(parsing: "bosco's rule"), try Rule(parsing: "R5,C0,M1,S34..58,B34..45,NM"))
        for spelling in ["Brian’s Brain", "brians-brain", "Life_without_Death"] { XCTAssertNoThrow(try Rule(parsing: spelling), spelling) }
        for stranger in ["Lifé", "Day & Nights", "Life Life", "2x2x", "Life!!!", "Life?", "(Life)", "Seeds.", "HighLife*", "Life•"] {
            XCTAssertThrowsError(try Rule(parsing: stranger), stranger)
        }
        // A name with punctuation in it is named in the message.
        XCTAssertThrowsError(try Rule(parsing: "Life!!!")) { XCTAssertTrue("\($0)".hasSuffix("did you mean Life?"), "\($0)") }
        XCTAssertThrowsError(try Rule(parsing: "(day & night)")) { XCTAssertTrue("\($0)".hasSuffix("did you mean Day & Night?"), "\($0)") }
        // One whose slip makes it look like notation, too (it said only that 'x' is not a Hensel letter).
        XCTAssertThrowsError(try Rule(parsing: "2x2/")) { XCTAssertTrue("\($0)".hasSuffix("did you mean 2x2?"), "\($0)") }
        // "Life History" is a name; "HighLife History" is not, and the message names what it spells
        // (it said 'History' follows without a space, "as in LifeHistory", which the user had seen work).
        XCTAssertEqual(try Rule(parsing: "Life History"), try Rule(parsing: "LifeHistory"))
        XCTAssertThrowsError(try Rule(parsing: "HighLife History")) {
            XCTAssertEqual("\($0)", "unsupported rule 'HighLife History': 'History' follows the rule without a space; did you mean HighLifeHistory?")
        }
        XCTAssertEqual(try Rule(parsing: "HighLifeHistory"), try Rule(parsing: "B36/S23History"))
        XCTAssertThrowsError(try Rule(parsing: "Nonesuch History")) { XCTAssertTrue("\($0)".hasSuffix("as in LifeHistory or B36/S23History"), "\($0)") }
    }

    /// Golly's rule tables and trees are refused as such, not as notation with a stray letter.
    func testARuleTableNameIsRefusedAsOne() {
        for name in ["Byl-Loop", "SDSR-Loop", "Worm-1525115", "WireWorld", "Langtons-Ant", "Perrier", "codd", "HPP", "TMGas", "Xy", "Q"] {
            XCTAssertThrowsError(try Rule(parsing: name), name) { error in
                XCTAssertTrue("\(error)".contains("Life knows no rule of that name (`life rules` names them, and the rule field in Settings offers them as you type); Golly's rule tables and trees"), "\(error)")
            }
        }
        // Part of a known name: the names it may be.
        XCTAssertThrowsError(try Rule(parsing: "Brian")) { error in
            XCTAssertEqual("\(error)", "unsupported rule 'Brian': Life knows no rule of that name; did you mean Brian's Brain?")
        }
        XCTAssertEqual(try Rule(parsing: "Day/Night").description, "B3678/S34678", "a name written with a slash is still a name")
        XCTAssertThrowsError(try Rule(parsing: "major")) { error in
            XCTAssertTrue("\(error)".hasSuffix("did you mean Majority or Majorly?"), "\(error)")
        }
        XCTAssertThrowsError(try Rule(parsing: "X")) { error in
            XCTAssertEqual("\(error)", "unsupported rule 'X': Life knows no rule of that name; did you mean 2x2 or Xtasy?")
        }
        for wolfram in ["W110", "w30"] {
            XCTAssertThrowsError(try Rule(parsing: wolfram)) { error in
                XCTAssertTrue("\(error)".hasSuffix("Wolfram's one-dimensional rules, such as W110, are not run (Life's rules are two-dimensional)"), "\(error)")
            }
        }
        for slip in ["B3/S2x", "B3/S9", "bs23x", "MAPABC", "R5,C0", "Sx", "r"] {
            XCTAssertThrowsError(try Rule(parsing: slip), slip) { error in
                XCTAssertFalse("\(error)".contains("rule tables"), "\(slip): \(error)")
            }
        }
    }

    func testRefusesWhatItCannotRun() {
        for bad in ["", "B3/S2x", "B3/B3", "hello", "B3/S23:T10,10", "9/3"] {
            XCTAssertThrowsError(try Rule(parsing: bad), bad) { error in
                XCTAssertTrue("\(error)".contains("unsupported rule"), "\(error)")
            }
        }
    }

    /// A rule is read exactly or refused with where it goes wrong: never changed into another.
    func testRefusesMalformedRulesWithTheColumn() {
        let cases: [(String, String)] = [
            ("B3/S23/", "column 7"), ("B3/S23B", "column 7"), ("B3//S23", "column 4"), ("  B3/S2x", "column 8"),
            ("B3/S29", "column 6"), ("23/3x", "column 5"), ("B3/", "column 4"), ("B2/S/3x", "column 7"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try Rule(parsing: text), text) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(text): \(error)")
            }
        }
        XCTAssertThrowsError(try Rule(parsing: "B3/")) { error in
            XCTAssertTrue("\(error)".contains("unexpected end of the rule at column 4"), "\(error)")
        }
        XCTAssertEqual(try Rule(parsing: "B3_S23"), .conway)
        XCTAssertEqual(try Rule(parsing: "B3S23"), .conway)
        XCTAssertEqual(try Rule(parsing: "S/B2").description, "B2/S")
        XCTAssertEqual(try Rule(parsing: "/3").description, "B3/S")
    }

    func testNextState() {
        let rule = Rule.conway
        XCTAssertTrue(rule.nextState(alive: false, neighbours: 3))
        XCTAssertFalse(rule.nextState(alive: false, neighbours: 2))
        XCTAssertTrue(rule.nextState(alive: true, neighbours: 2))
        XCTAssertFalse(rule.nextState(alive: true, neighbours: 4))
    }
}
