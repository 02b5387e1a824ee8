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
}
