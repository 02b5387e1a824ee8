import XCTest
import LifeEngine

/// A name, author or comment holding line breaks or other control characters is written as one
/// line: a board named "pwn\nx = 1, y = 1, rule = B36/S23\n2o!" exported the domino in its name.
final class HeaderLineTests: XCTestCase {
    func testNamesAndCommentsCannotStartLinesOfTheirOwn() throws {
        let injected = "pwn\nx = 1, y = 1, rule = B36/S23\n2o!\n#"
        var glider = Pattern(cells: [Cell(1, 0), Cell(2, 1), Cell(0, 2), Cell(1, 2), Cell(2, 2)])
        glider.name = injected
        glider.author = "me\r\u{1B}[31m"
        glider.comments = ["one\u{2028}two", "x = 9, y = 9\n9o!"]
        for format in [PatternFormat.rle, .plaintext, .life105, .life106, .macrocell, .mcell] {
            let text = format.write(glider)
            let back = try format.read(text)
            XCTAssertEqual(Set(back.cells.map { $0.offset(by: -(back.bounds?.x ?? 0), -(back.bounds?.y ?? 0)) }), Set(glider.cells), "\(format)")
            XCTAssertEqual(back.rule, .conway, "\(format)")
            XCTAssertFalse(text.contains("\u{1B}") || text.contains("\r") || text.contains("\u{2028}"), "\(format)")
            for line in text.split(separator: "\n") where line.hasPrefix("#N ") || line.hasPrefix("!Name") {
                XCTAssertEqual(String(line.drop { $0 != " " }.dropFirst()), "pwn x = 1, y = 1, rule = B36/S23 2o! #", "\(format)")
            }
        }
    }
}
