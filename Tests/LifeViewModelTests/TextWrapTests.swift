import XCTest
import LifeInterface

/// Text broken into lines for a frame: at spaces, and inside a word longer than a line.
final class TextWrapTests: XCTestCase {
    func testWordsWrapAtSpacesWithinTheLinesAllowed() {
        // 200 wide at size 10: about 38 characters a line.
        XCTAssertEqual(TextWrap.lines(of: "a short line", width: 200, size: 10), ["a short line"])
        let text = Array(repeating: "word", count: 30).joined(separator: " ")
        let lines = TextWrap.lines(of: text, width: 200, size: 10, maxLines: 3)
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines.dropLast().allSatisfy { $0.count <= 38 && !$0.hasSuffix(" ") })
        XCTAssertEqual(lines.joined(separator: " "), text, "the last line takes the rest")
    }

    /// A text's own line breaks start new lines (a script's "number,\nor -n/+n" showed a box for it);
    /// past the lines allowed, the rest joins the last.
    func testLineBreaksStartNewLines() {
        XCTAssertEqual(TextWrap.lines(of: "Enter a number,\nor -n/+n", width: 200, size: 10), ["Enter a number,", "or -n/+n"])
        XCTAssertEqual(TextWrap.lines(of: "one\r\ntwo\n\nfour", width: 200, size: 10, maxLines: 4), ["one", "two", "", "four"])
        XCTAssertEqual(TextWrap.lines(of: "a\nb\nc\nd", width: 200, size: 10, maxLines: 2), ["a", "b c d"])
        XCTAssertFalse(TextWrap.lines(of: "x\ny", width: 200, size: 10).contains { $0.contains("\n") })
    }

    func testAWordLongerThanALineIsBrokenWhereTheLineEnds() {
        let rule = String(repeating: "MAPARYXfhZofugWaH7oa", count: 5)    // 100 characters, no space
        let lines = TextWrap.lines(of: "3 cells · 3 × 1 · " + rule, width: 200, size: 10, maxLines: 4)
        XCTAssertEqual(lines.count, 4, "\(lines)")
        // A word is broken at about 33 characters (it runs wider than prose).
        XCTAssertTrue(lines.allSatisfy { $0.count <= 33 }, "\(lines)")
        XCTAssertEqual(lines.joined(), "3 cells · 3 × 1 · " + rule, "nothing is lost or added where the word breaks")
        // What is left of the word after its last break fits a line too.
        let rest = TextWrap.lines(of: String(repeating: "W", count: 36), width: 200, size: 10, maxLines: 3)
        XCTAssertEqual(rest, [String(repeating: "W", count: 33), "WWW"])
        // Out of lines, the last one takes the rest (the drawing cuts it).
        let two = TextWrap.lines(of: rule, width: 200, size: 10, maxLines: 2)
        XCTAssertEqual(two.count, 2)
        XCTAssertEqual(two.joined(), rule)
    }

    /// The semibold weight of titles runs wider: a name that fits a line as prose takes two.
    func testSemiboldTitlesAreEstimatedWider() {
        let name = "Heavyweight spaceship (HWSS)"    // 28 characters
        XCTAssertEqual(TextWrap.lines(of: name, width: 210, size: 14, maxLines: 2).count, 1, "as prose: 28 × 0.52 × 14 = 204 ≤ 210")
        XCTAssertEqual(TextWrap.lines(of: name, width: 210, size: 14, maxLines: 2, em: TextWrap.semiboldEm).count, 2, "28 × 0.58 × 14 = 227")
    }

    /// A file name too long for its row keeps its kind in sight: cut in the middle, within its box.
    func testALongNameIsCutInTheMiddleKeepingItsEndAndFittingItsBox() {
        XCTAssertEqual(MiddleCut.fitting("glider.rle", width: 200, size: 13), "glider.rle", "a name that fits stays whole")
        let name = String(repeating: "very long name ", count: 8) + "of a pattern.rle"
        let cut = MiddleCut.fitting(name, width: 200, size: 13)
        XCTAssertTrue(cut.hasPrefix("very long") && cut.hasSuffix("pattern.rle") && cut.contains("…"), cut)
        XCTAssertLessThanOrEqual(GlyphWidths.em(of: cut) * 13, 200)
        let folder = String(repeating: "f", count: 200) + "/"
        XCTAssertTrue(MiddleCut.fitting(folder, width: 300, size: 13).hasSuffix("f/"), "a folder keeps its /")
        // A path keeps most of its end: where the file goes.
        let path = "/home/someone/" + String(repeating: "deep/", count: 30) + "Patterns/Life/"
        let shown = MiddleCut.fitting(path, width: 300, size: 13, endShare: 0.75)
        XCTAssertTrue(shown.hasPrefix("/home") && shown.hasSuffix("deep/Patterns/Life/"), shown)
        XCTAssertLessThanOrEqual(GlyphWidths.em(of: shown) * 13, 300)
    }
}
