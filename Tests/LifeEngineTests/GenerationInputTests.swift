import XCTest
import LifeEngine

/// Generation numbers as people type them, and what is not one.
final class GenerationInputTests: XCTestCase {
    func testEverySpellingReadsAsItsNumberAndNothingElseDoes() {
        let read: [(String, Int64?)] = [
            ("1000000", 1_000_000), ("1,000,000", 1_000_000), ("1_000_000", 1_000_000), ("1 000 000", 1_000_000),
            ("  42  ", 42), ("1e9", 1_000_000_000), ("1E9", 1_000_000_000), ("2^40", 1 << 40), ("2^62", 1 << 62),
            ("9e18", 9_000_000_000_000_000_000), ("0^0", 1), ("1^99999999", 1), ("0", 0), ("+5", 5),
            ("-5", nil), ("1,0,0", nil), (",100", nil), ("1,0000", nil), ("1e19", nil), ("10e18", nil), ("2^63", nil),
            ("abc", nil), ("", nil), ("   ", nil), ("1,000e3", nil), ("1,00a", nil), ("１２", nil), ("-2^3", nil), ("2^-3", nil),
        ]
        for (text, expected) in read {
            XCTAssertEqual(GenerationInput.parse(text), expected, "'\(text)'")
        }
    }

    /// A mantissa with decimals reads when the exponent makes it whole (1.5e3 is 1500; it was refused).
    func testAMantissaWithDecimalsReadsWhenTheNumberIsWhole() {
        let read: [(String, Int64?)] = [("1.5e3", 1500), ("2.50e2", 250), ("1.0e0", 1), ("9.2e18", 9_200_000_000_000_000_000),
                                        ("1.25e1", nil), ("1.5", nil), ("1.e3", nil), (".5e3", nil), ("1.5e19", nil), ("1.5e-3", nil)]
        for (text, expected) in read {
            XCTAssertEqual(GenerationInput.parse(text), expected, "'\(text)'")
        }
    }

    /// Numbers too large are told from text that is no number, so the message can say which.
    func testTooLargeIsToldFromNotANumber() {
        for text in ["1e400", "2^63", "99999999999999999999", "9,999,999,999,999,999,999", "10^19"] {
            XCTAssertTrue(GenerationInput.isTooLarge(text), text)
        }
        for text in ["abc", "", "1.5", "-5", "2^62", "1e18", "0^999", "1^99999", "0e400", "2^-3"] {
            XCTAssertFalse(GenerationInput.isTooLarge(text), text)
        }
    }
}
