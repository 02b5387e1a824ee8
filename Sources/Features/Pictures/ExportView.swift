import LifeInterface
import LifeScene

/// Draws the export dialog from its layout: the tabs, each row's chips (the chosen one lit, one
/// that cannot be chosen muted) or fields, what it will make or why not, and the buttons.
public struct ExportView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws `dialog` over `grid` (over the `window` when the grid is too low for it), saying
    /// `summary` (or `refusal`, in the danger colour) above the buttons, and returns its regions;
    /// `gridLinesApply` says whether the cells are drawn large enough for grid lines (else their chip is greyed);
    /// `ringElsewhere`, that the focus ring is on another control (the field typing goes to is then drawn
    /// plain, so one ring shows, until typing brings it back).
    @discardableResult
    public func draw(_ dialog: ExportDialog, grid: Rect, window: Rect? = nil, summary: String, refusal: String?,
                     gridLinesApply: Bool = true, ringElsewhere: Bool = false, into list: inout RenderList) -> [Region<ExportControl>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = ExportLayout(dialog, grid: grid, window: window, metrics: m)
        list.commands.append(.fill(grid, Theme.translucent(c.background, Translucency.scrim), radius: 0))
        list.outlined(layout.panel, fill: c.header, border: c.separator, radius: m.cornerRadius + 4)
        list.commands.append(.text(dialog.title, frame: layout.title, style: type.promptTitle, color: c.text, alignment: .leading))
        list.commands.append(.icon(.close, frame: layout.close, color: c.mutedText))
        for tab in layout.tabs { chip(tab, chosen: tab.control == .kind(dialog.options.kind), enabled: true, into: &list) }
        for row in layout.rows {
            list.commands.append(.text(row.label, frame: row.labelFrame, style: type.secondary, color: c.mutedText, alignment: .leading))
            for item in row.chips {
                chip(item, chosen: Self.isChosen(item.control, in: dialog), enabled: Self.isEnabled(item.control, in: dialog, gridLinesApply: gridLinesApply),
                     into: &list)
            }
            for field in row.fields {
                let text = switch field.field { case .from: dialog.from; case .to: dialog.to; case .every: dialog.every }
                let refused = dialog.editing == field.field && dialog.error != nil, editing = dialog.editing == field.field && !ringElsewhere
                list.outlined(field.frame, fill: c.background, border: refused ? c.danger : editing ? c.accent : c.separator, radius: m.cornerRadius / 2)
                if editing {
                    list.field(text, frame: field.frame.insetBy(8, 0), style: type.body, theme: theme)
                } else {
                    list.commands.append(.text(text.text, frame: field.frame.insetBy(8, 0), style: type.body, color: c.text, alignment: .leading))
                }
            }
            for words in row.words {
                list.commands.append(.text(words.text, frame: words.frame, style: type.secondary, color: c.mutedText, alignment: .leading))
            }
        }
        // What it will make, or why it cannot: two lines at most.
        let said = dialog.error ?? refusal ?? summary
        let lines = TextWrap.lines(of: said, width: layout.summary.width, size: type.secondary.size).prefix(2)
        for (i, line) in lines.enumerated() {
            let frame = Rect(x: layout.summary.x, y: layout.summary.y + Double(i) * 20, width: layout.summary.width, height: 20)
            list.commands.append(.text(line, frame: frame, style: type.secondary, color: dialog.error ?? refusal != nil ? c.danger : c.text,
                                       alignment: .leading))
        }
        let ready = dialog.error == nil && refusal == nil
        list.control(layout.cancel, fill: c.background, border: c.controlBorder, radius: layout.cancel.height / 2)
        list.commands.append(.text("Cancel", frame: layout.cancel, style: type.button, color: c.mutedText, alignment: .center))
        // Save as… and Save greyed as the disabled chips are when there is nothing to make (Cancel's muted text reads as enabled).
        let faded = c.mutedText.blended(toward: c.controlBar, by: Translucency.disabledFade)
        list.control(layout.chooseFile, fill: c.background, border: ready ? c.controlBorder : nil,
                     radius: layout.chooseFile.height / 2)
        list.commands.append(.text("Save as…", frame: layout.chooseFile, style: type.button, color: ready ? c.text : faded, alignment: .center))
        list.commands.append(.fill(layout.save, ready ? c.accent : c.controlBar, radius: layout.save.height / 2))
        list.commands.append(.text(dialog.options.kind == .picture ? "Save" : "Record", frame: layout.save, style: type.button,
                                   color: ready ? c.onAccent : faded, alignment: .center))
        // A chip that cannot be chosen (Selection, with none) is not in the focus ring; grid lines
        // that would not show take no click either (the choice waits for cells large enough).
        return layout.regions.compactMap {
            if $0.control == .gridLines && !gridLinesApply { return nil }
            return Self.isEnabled($0.control, in: dialog) ? $0 : Region($0.control, $0.frame, focusable: false)
        }
    }

    /// A segment: lit when chosen, its text muted when it cannot be chosen.
    private func chip(_ chip: ExportLayout.Chip, chosen: Bool, enabled: Bool, into list: inout RenderList) {
        let c = theme.colors, type = theme.type
        let segment = chip.frame.insetBy(2, 0)
        list.commands.append(.fill(segment, chosen ? c.buttonPressed : c.controlBar, radius: theme.metrics.cornerRadius / 2))
        list.commands.append(.text(chip.title, frame: segment.insetBy(4, 0), style: chosen ? type.secondary.semibold : type.secondary,
                                   color: !enabled ? c.mutedText.blended(toward: c.controlBar, by: Translucency.disabledFade) : chosen ? c.text : c.mutedText,
                                   alignment: .center))
    }

    /// Whether a chip's choice is the one made.
    static func isChosen(_ control: ExportControl, in dialog: ExportDialog) -> Bool {
        let options = dialog.options
        switch control {
        case .area(let area): return area == options.area
        case .framing(let framing): return framing == options.framing
        case .format(let format): return format == options.format
        case .scale(let scale): return scale == options.scale
        case .gridLines: return options.gridLines
        case .colors(let name): return name == options.themeName
        case .fps(let fps): return fps == options.fps
        default: return false
        }
    }

    /// Whether a chip can be chosen (Selection needs one; grid lines, cells drawn large enough).
    static func isEnabled(_ control: ExportControl, in dialog: ExportDialog, gridLinesApply: Bool = true) -> Bool {
        switch control {
        case .area(.selection): dialog.hasSelection
        case .gridLines: gridLinesApply
        default: true
        }
    }
}
