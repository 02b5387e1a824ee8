import XCTest
import AppTestSupport
import LifeEngine
import LifeScene
import LifeTestSupport
import SettingsFeature
@testable import LifeRun
@testable import LifeInterface
@testable import LifeViewModel

final class TextFieldTests: XCTestCase {
    func testTypingGoesToTheCursorAndArrowsHomeAndEndMoveIt() {
        var field = TextField("Gun", characters: .name, limit: 10)
        XCTAssertEqual(field.display, "Gun|")
        field.handle(.home)
        field.type("My ")
        XCTAssertEqual(field.text, "My Gun")
        XCTAssertEqual(field.display, "My |Gun")
        field.handle(.right)
        field.handle(.backspace)
        XCTAssertEqual(field.text, "My un")
        field.handle(.delete)
        XCTAssertEqual(field.text, "My n")
        field.handle(.end)
        field.type("s and more than ten")
        XCTAssertEqual(field.text, "My ns and ", "cut at the limit")
        XCTAssertFalse(field.handle(.enter), "Enter is not an editing key")
    }

    func testCtrlASelectsAllAndTypingOrDeletingReplacesIt() {
        var field = TextField("B3/S23", characters: .rule, limit: 40)
        field.handle(.letter("a"), .control)
        XCTAssertTrue(field.selectsAll)
        XCTAssertEqual(field.display, "B3/S23")
        field.type("!")
        XCTAssertEqual(field.text, "B3/S23", "a character the field does not take leaves the selection")
        field.type("HighLife")
        XCTAssertEqual(field.text, "HighLife")
        field.handle(.letter("a"), .control)
        field.handle(.backspace)
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(field.display, "|")
    }

    /// Every notation Golly writes can be typed into a rule field: Hensel's '-', Larger than Life's
    /// '..', a Klein bottle's '*' and a shift's '+', a name's apostrophe.
    func testARuleFieldTakesEveryRuleNotation() {
        var rule = TextField("", characters: .rule, limit: 80)
        rule.type("R5,C0,M1,S34..58,B34..45,NM:K40*,30+1 B2-a_S12 Brian's é")
        XCTAssertEqual(rule.text, "R5,C0,M1,S34..58,B34..45,NM:K40*,30+1 B2-a_S12 Brian's ")
        // Golly's own MAP rule for Life (89 characters, base64's '+' and '/' and its '=' padding).
        let map = "MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA6ICAAIAAaIDogIAAgACAAIAAAAAAAA=="
        var long = TextField("", characters: .rule, limit: SettingsEditing.ruleLimit)
        XCTAssertNil(long.paste(map + ":T40,30"))
        XCTAssertEqual(long.text, map + ":T40,30")
    }

    func testEachKindTakesItsOwnCharacters() {
        var hex = TextField("", characters: .hex, limit: 6)
        hex.type("ff88zz0a99")
        XCTAssertEqual(hex.text, "FF880A", "upper-case hex digits, six at most")
        var generation = TextField("", characters: .generation, limit: 30)
        generation.type("2^4x0 1,000e\n")
        XCTAssertEqual(generation.text, "2^4x0 1,000e", "kept as typed (refused on Enter), only line breaks dropped")
        var file = TextField("", characters: .fileName, limit: 60)
        file.type("my/gun*(2).rle")
        XCTAssertEqual(file.text, "mygun(2).rle")
        var name = TextField("a\nb", characters: .name, limit: 60)
        name.type("ü ✓")
        XCTAssertEqual(name.text, "abü ✓")
    }

    func testCtrlVPastesIntoTheOpenPrompt() {
        let services = AppServices(readClipboard: { "2^20" }, workClock: SteadyWorkClock().read)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        model.handle(.key(.letter("g"), []), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        XCTAssertEqual(model.jumpPrompt, "2^20")
        XCTAssertEqual(model.simulation.population, 5, "the clipboard went to the field, not onto the board")
    }

    func testAHugePasteIsCutAtTheLimitAtOnce() {
        let services = AppServices(readClipboard: { String(repeating: "9", count: 20_000_000) }, workClock: SteadyWorkClock().read)
        let model = AppModel.forTests(windowSize: Size(1280, 800), pattern: Fixtures.pattern(Fixtures.glider), services: services)
        model.handle(.key(.letter("g"), []), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        XCTAssertEqual(model.jumpPrompt, String(repeating: "9", count: 30))
        model.handle(.key(.enter, []), now: 0)
        XCTAssertTrue(model.prompt?.error?.contains("is past the last generation Life runs to: at most 2^62") == true, model.prompt?.error ?? "")
    }

    func testPastingTakesTheFirstLineAndSaysWhatWasLeftOut() {
        var field = TextField("", characters: .rule, limit: 20)
        XCTAssertNil(field.paste("B36/S23"), "all of it went in")
        XCTAssertEqual(field.text, "B36/S23")
        field.selectAll()
        XCTAssertEqual(field.paste("\r\nHighLife\r\nDay & Night\n"), "Pasted the clipboard's first line")
        XCTAssertEqual(field.text, "HighLife", "blank lines before it skipped; the selection replaced")
        XCTAssertEqual(field.paste("HighLife\n\n"), nil, "blank lines after it are not more lines")
        field.selectAll()
        XCTAssertEqual(field.paste(nil), "The clipboard holds no text")
        XCTAssertEqual(field.paste("\n\r\n"), "The clipboard holds no text")
        XCTAssertEqual(field.text, "HighLifeHighLife", "nothing pasted leaves the text")
        // A name field takes what it can of a paste, and says what it left out.
        var name = TextField("", characters: .fileName, limit: 10)
        XCTAssertEqual(name.paste("gun*?.rle"), "Pasted without 2 characters the field does not take")
        XCTAssertEqual(name.text, "gun.rle")
        XCTAssertEqual(name.paste(String(repeating: "x", count: 20_000)), "Pasted what fits: the field holds 10 characters")
        XCTAssertEqual(name.text.count, 10)
        XCTAssertEqual(name.cursor, 10)
        var colour = TextField("", characters: .hex, limit: 6)
        XCTAssertNil(colour.paste("#ff0000"), "a colour's # is taken quietly")
        XCTAssertEqual(colour.text, "FF0000")
    }

    /// A text longer than its field shows the part around the cursor: typing is never out of sight.
    func testALongTextShowsThePartWhereTheCursorIs() {
        let theme = Theme.builtIn, style = theme.type.control
        let frame = Rect(x: 0, y: 0, width: 11 * style.size, height: 20)
        func shown(_ field: TextField) -> String? {
            var list = RenderList()
            list.field(field, frame: frame, style: style, theme: theme)
            for case let .text(text, _, _, _, _) in list.commands { return text }
            return nil
        }
        func fits(_ text: String?) -> Bool { text.map { GlyphWidths.em(of: $0) * style.size <= frame.width } ?? false }
        var field = TextField("R7,C0,M1,S113..225,B113..225,NM:T500,400", characters: .rule, limit: 160)
        var text = shown(field) ?? ""
        XCTAssertTrue(text.hasPrefix("…") && text.hasSuffix(",NM:T500,400|") && fits(text), "the end, where the cursor is: \(text)")
        field.handle(.home)
        text = shown(field) ?? ""
        XCTAssertTrue(text.hasPrefix("|R7,C0,M1,") && text.hasSuffix("…") && fits(text), "the start once the cursor goes there: \(text)")
        field.handle(.right)
        field.handle(.right)
        field.type("Z")
        text = shown(field) ?? ""
        XCTAssertTrue(text.hasPrefix("R7Z|,C0") && text.hasSuffix("…") && fits(text), "what is typed there shows: \(text)")
        for _ in 0..<18 { field.handle(.right) }
        text = shown(field) ?? ""
        XCTAssertTrue(text.hasPrefix("…") && text.hasSuffix("…") && text.contains(",B|113") && fits(text), "in the middle, both ends cut: \(text)")
        XCTAssertEqual(shown(TextField("B3/S23", characters: .rule, limit: 160)), "B3/S23|", "a short text whole")
        // Wide letters take more room: fewer of them show, the cursor still among them.
        var wide = TextField(String(repeating: "W", count: 40), characters: .name, limit: 60)
        wide.handle(.home)
        for _ in 0..<20 { wide.handle(.right) }
        text = shown(wide) ?? ""
        XCTAssertTrue(text.contains("|") && fits(text) && text.count < 16, text)
    }

    /// A rule or a colour pasted with characters left out or cut short would be another one,
    /// applied without a word: such a paste goes in whole or not at all, and says why not.
    func testARuleOrColourPasteGoesInWholeOrNotAtAll() {
        var rule = TextField("B3/S23", characters: .rule, limit: 80)
        rule.selectAll()
        XCTAssertEqual(rule.paste("B3/S23😀ÄΩabc"), "Not pasted: character 7 (U+1F600) is not one a rule is written with")
        XCTAssertEqual(rule.paste("B3/S23~"), "Not pasted: character 7 ('~') is not one a rule is written with")
        XCTAssertEqual(rule.paste("B3/\tS23"), "Not pasted: character 4 (U+9) is not one a rule is written with")
        XCTAssertEqual(rule.paste("B3\u{1}/S23"), "Not pasted: character 3 (U+1) is not one a rule is written with", "a control character by its code")
        XCTAssertEqual(rule.paste("B3/S23\u{7F}"), "Not pasted: character 7 (U+7F) is not one a rule is written with")
        XCTAssertEqual(rule.text, "B3/S23")
        XCTAssertTrue(rule.selectsAll, "the selection is kept for the next try")
        XCTAssertEqual(rule.paste("B" + String(repeating: "3", count: 5_000_000) + "/S23"), "Not pasted: more than the 80 characters the field holds")
        XCTAssertEqual(rule.text, "B3/S23")
        XCTAssertNil(rule.paste(String(repeating: "3", count: 80)), "as much as the field holds goes in, replacing the selection")
        XCTAssertEqual(rule.text.count, 80)
        var short = TextField("B3/S", characters: .rule, limit: 6)
        XCTAssertEqual(short.paste("236"), "Not pasted: more than the 6 characters the field holds", "with the text kept beside it")
        XCTAssertNil(short.paste("23"))
        XCTAssertEqual(short.text, "B3/S23")
        var colour = TextField("", characters: .hex, limit: 6)
        XCTAssertEqual(colour.paste("#12345G"), "Not pasted: character 7 ('G') is not one a colour is written with", "counted as copied, with its #")
        XCTAssertEqual(colour.paste("  GG0000"), "Not pasted: character 3 ('G') is not one a colour is written with")
        XCTAssertEqual(colour.paste("1234567"), "Not pasted: more than the 6 characters the field holds")
        XCTAssertEqual(colour.text, "")
        XCTAssertNil(colour.paste("  #00ff00 \t"), "the spaces around a copied value are not part of it")
        XCTAssertEqual(colour.text, "00FF00")
    }

    func testCtrlVPastesIntoTheSettingsRuleFieldWithANotice() throws {
        var clipboard: String? = String(repeating: "B3/S23", count: 20_000)
        let services = AppServices(readClipboard: { clipboard }, workClock: SteadyWorkClock().read)
        let model = AppModel.forTests(windowSize: Size(1280, 800), services: services)
        model.perform(.settings, now: 0)
        let field = try XCTUnwrap(model.ui.pointerRegions.first { region in
            if case .setting(.rule) = region.control { return true } else { return false }
        }?.frame)
        model.handle(.pointerDown(field.center, .left), now: 0)
        model.handle(.pointerUp(field.center, .left), now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        XCTAssertEqual(model.notice, "Not pasted: more than the 160 characters the field holds")
        XCTAssertEqual(model.simulation.universe.rule, .conway)
        clipboard = "HighLife"
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.universe.rule, try Rule(parsing: "HighLife"), "the pasted rule applies on Enter")
        // Golly's MAP rule for Life, padded, on a torus: it fits and applies.
        let map = "MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA6ICAAIAAaIDogIAAgACAAIAAAAAAAA"
        clipboard = map + "==:T40,30"
        XCTAssertTrue(model.settingsOpen, "Enter in the field leaves the sheet open")
        model.handle(.pointerDown(field.center, .left), now: 0)
        model.handle(.pointerUp(field.center, .left), now: 0)
        model.handle(.key(.letter("a"), .control), now: 0)
        model.handle(.key(.letter("v"), .control), now: 0)
        model.handle(.key(.enter, []), now: 0)
        XCTAssertEqual(model.simulation.universe.rule.description, map)
        XCTAssertEqual(model.simulation.universe.topology, try Rule.parseWithTopology("B3/S23:T40,30").topology)
    }
}
