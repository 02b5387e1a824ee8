import LifeEngine
import LifeInterface
import LifeScene

/// The named rules offered under the rule field while it is edited: those whose name or rule
/// holds what is typed (all of them until something is typed), in a list that opens below the
/// field, or above it where there is more room, within the sheet's content. A click on one, or
/// Enter on the one the arrows lit, puts its rule in force.
struct RulePicker {
    /// The rules on offer.
    let entries: [RuleNames.Entry]
    /// The rows shown: an entry's index and its frame.
    let rows: [(index: Int, frame: Rect)]
    /// The list's frame (nil when nothing is on offer).
    let frame: Rect?

    /// Height of a row: the name and rule, and under them what the rule does.
    static let rowHeight = 42.0
    /// The widest the list grows.
    static let maxWidth = 520.0

    /// The list for the field's text, with `lit` (an index into the entries) kept in view.
    init(text: String, inForce: String, lit: Int?, layout: SettingsLayout) {
        entries = Self.matches(text, inForce: inForce)
        let field = layout.ruleField, content = layout.content
        let x = field.x - SettingsLayout.stepperOffset
        let width = min(Self.maxWidth, content.maxX - 12 - x)
        let below = content.maxY - field.maxY - 8, above = field.y - content.y - 8
        let fit = Int(max(below, above) / Self.rowHeight)
        let count = min(entries.count, fit)
        guard count > 0, width > 120 else {
            (rows, frame) = ([], nil)
            return
        }
        let height = Double(count) * Self.rowHeight
        let top = below >= above ? field.maxY + 4 : field.y - 4 - height
        // The first row shown keeps the lit one in view.
        let first = min(max(0, (lit ?? 0) - count + 1), entries.count - count)
        rows = (0..<count).map { row in
            (first + row, Rect(x: x, y: top + Double(row) * Self.rowHeight, width: width, height: Self.rowHeight))
        }
        frame = Rect(x: x, y: top, width: width, height: height)
    }

    /// The named rules whose name or rule holds `text` (any case); all of them while the field
    /// still holds the rule in force.
    static func matches(_ text: String, inForce: String) -> [RuleNames.Entry] {
        let key = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !key.isEmpty, text != inForce else { return RuleNames.all }
        return RuleNames.all.filter { $0.name.lowercased().contains(key) || $0.rule.lowercased().contains(key) }
    }

    /// Where a click picks a rule.
    var regions: [Region<SettingsControl>] {
        rows.map { Region(.ruleChoice($0.index), $0.frame, focusable: false) }
    }

    /// Draws the list with `lit` highlighted.
    func draw(lit: Int?, theme: Theme, into list: inout RenderList) {
        guard let frame else { return }
        let c = theme.colors, type = theme.type, m = theme.metrics
        list.outlined(frame.insetBy(-1, -1), fill: c.header, border: c.accent, radius: m.cornerRadius / 2)
        for (index, row) in rows {
            let entry = entries[index]
            if index == lit { list.commands.append(.fill(row.insetBy(2, 2), c.buttonPressed, radius: m.cornerRadius / 2)) }
            let inner = row.insetBy(10, 0)
            list.commands.append(.text(entry.name, frame: Rect(x: inner.x, y: row.y + 3, width: inner.width * 0.45, height: 20),
                                       style: type.itemTitle, color: c.text, alignment: .leading))
            list.commands.append(.text(entry.rule, frame: Rect(x: inner.x + inner.width * 0.45, y: row.y + 3, width: inner.width * 0.55, height: 20),
                                       style: type.secondary, color: c.mutedText, alignment: .trailing))
            list.commands.append(.text(entry.summary, frame: Rect(x: inner.x, y: row.y + 22, width: inner.width, height: 18),
                                       style: type.secondary, color: c.mutedText, alignment: .leading))
        }
    }
}
