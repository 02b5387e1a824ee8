import Foundation
import XCTest
import LifeEngine
@testable import LifeCLI

/// `Double.fixed`, the formatter of the times and rates commands print, against Foundation's.
final class FixedDecimalsTests: XCTestCase {
    func testItWritesWhatStringFormatWrites() {
        let values: [Double] = [0, 0.0004, 0.0016, 0.001, 0.0123456, 0.1, 0.9996, 1, 1.5, 2.25, 12.3456789, 99.9999,
                                123_456.789, 3_600.000_4, 1e9 + 0.123, -0.25, -3.75, -0.0, -0.0004, 42]
        for value in values {
            for digits in [0, 1, 3, 4, 6] {
                XCTAssertEqual(value.fixed(digits), String(format: "%.\(digits)f", value), "\(value) with \(digits) decimals")
            }
        }
    }

    func testSeededValuesAgreeWithStringFormat() {
        var generator = SeededRandom(seed: 29)
        var disagreements: [String] = []
        for _ in 0..<2_000 {
            let value = Double.random(in: 0..<1_000, using: &generator)
            for digits in [3, 6] where value.fixed(digits) != String(format: "%.\(digits)f", value) {
                // Only a value within rounding error of a tie may go the other way.
                let scaled = value * pow(10, Double(digits))
                if abs(scaled - scaled.rounded(.down) - 0.5) > 1e-6 { disagreements.append("\(value) \(digits)") }
            }
        }
        XCTAssertEqual(disagreements, [])
    }

    func testValuesOutOfRangeAreWrittenAsSwiftDoes() {
        XCTAssertEqual(Double.infinity.fixed(3), "inf")
        XCTAssertEqual(Double.nan.fixed(3), "nan")
        XCTAssertEqual((1e300).fixed(3), "1e+300")
    }
}
