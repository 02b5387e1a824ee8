import XCTest
@testable import LifeSDL

/// The fitter with a monospaced measure: every character 10 px, lines 20 px apart.
final class TextFitterTests: XCTestCase {
    let fitter = TextFitter(measure: { $0.count * 10 }, lineHeight: 20)

    func testATextThatFitsIsLeftAlone() {
        XCTAssertEqual(fitter.lines("a glider", width: 80, height: 20), ["a glider"])
    }

    func testOneLineEndsAfterAWholeWordWithAnEllipsis() {
        // "The smallest spaceship" is 22 characters; 150 px holds 15.
        XCTAssertEqual(fitter.lines("The smallest spaceship", width: 150, height: 20), ["The smallest…"])
        XCTAssertEqual(fitter.lines("Gun, fires gliders", width: 60, height: 20), ["Gun…"], "no comma before the ellipsis")
    }

    func testALongWordAfterTheLastWholeOneIsCutInsideItRatherThanLeftOut() {
        // A rule after the figures: its start shows in the room it would leave empty.
        XCTAssertEqual(fitter.lines("Gen 0 · R2,C0,M1,S5..8,B5..6,NM", width: 200, height: 20), ["Gen 0 · R2,C0,M1,S5…"])
        // Too little room for half of it: cut after the whole words, as before.
        XCTAssertEqual(fitter.lines("Gen 0 · R2,C0,M1,S5..8,B5..6,NM", width: 120, height: 20), ["Gen 0 ·…"])
        // A short word is never cut inside.
        XCTAssertEqual(fitter.lines("The smallest spaceship", width: 200, height: 20), ["The smallest…"])
    }

    func testALongWordAloneIsCutInsideIt() {
        XCTAssertEqual(fitter.lines("Supercalifragilistic", width: 60, height: 20), ["Super…"])
        XCTAssertEqual(fitter.lines("Anything", width: 5, height: 20), [""], "not even the ellipsis fits")
    }

    func testATallBoxWrapsAtWordsAndEllipsizesTheLastLine() {
        let text = "The smallest spaceship moves one cell diagonally every four generations"
        XCTAssertEqual(fitter.lines(text, width: 200, height: 40), ["The smallest", "spaceship moves one…"])
        XCTAssertEqual(fitter.lines(text, width: 200, height: 100),
                       ["The smallest", "spaceship moves one", "cell diagonally", "every four", "generations"])
    }

    func testALastWordAloneTakesTheWordBeforeItWithIt() {
        // 220 px holds 22 characters: the words alone would leave "GIF" on a line of its own.
        XCTAssertEqual(fitter.lines("the cat sat on the mat GIF", width: 220, height: 40), ["the cat sat on the", "mat GIF"])
        // A line of two words keeps them both (one word over two reads no better).
        XCTAssertEqual(fitter.lines("spaceship moves GIF", width: 150, height: 40), ["spaceship moves", "GIF"])
        // The last line must still fit with the word moved down.
        XCTAssertEqual(fitter.lines("a b c dddddddddddddddddddd", width: 200, height: 40), ["a b c", "dddddddddddddddddddd"])
    }

    func testAVeryLongTextIsMeasuredAFewTimesNotOnceAWord() {
        final class Count: @unchecked Sendable { var calls = 0 }
        let count = Count()
        let counting = TextFitter(measure: { count.calls += 1; return $0.count * 10 }, lineHeight: 20)
        let text = String(repeating: "very long message ", count: 5_000)
        XCTAssertEqual(counting.lines(text, width: 200, height: 20), ["very long message…"], "18 characters of the 20 that fit")
        XCTAssertLessThan(count.calls, 200, "halving, not word by word (5,000 words would take 15,000 calls)")
    }
}
