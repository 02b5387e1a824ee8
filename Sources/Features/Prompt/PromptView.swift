import LifeInterface
import LifeScene

/// Draws a one-line prompt from its layout: the same frames the clicks are tested against.
public struct PromptView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the prompt over `grid`, with an optional hint under its field, and returns its regions
    /// in reading order: the field, the format choices, Cancel, the confirming button, then the prompt.
    @discardableResult
    public func draw(_ prompt: TextPrompt, grid: Rect, hint: String?, into list: inout RenderList) -> [Region<PromptControl>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = PromptLayout(grid: grid, prompt: prompt, captionSize: type.caption.size)
        list.commands.append(.fill(grid, Theme.translucent(c.background, Translucency.scrim), radius: 0))
        list.outlined(layout.panel, fill: c.header, border: c.separator, radius: m.cornerRadius + 4)
        list.commands.append(.text(prompt.title, frame: layout.title, style: type.promptTitle, color: c.text, alignment: .leading))
        if prompt.hasField {
            list.outlined(layout.field, fill: c.background, border: prompt.error == nil ? c.accent : c.danger, radius: m.cornerRadius / 2)
            list.field(prompt.field, frame: layout.field.insetBy(10, 0), style: type.body, theme: theme)
        }
        // Under the field: why the text was refused (or a note's message), else the hint.
        if let said = prompt.error ?? prompt.message {
            for (i, line) in TextWrap.lines(of: said, width: layout.hint.width, size: type.caption.size,
                                            maxLines: PromptLayout.messageLines(in: grid)).enumerated() {
                let frame = Rect(x: layout.hint.x, y: layout.hint.y + Double(i) * PromptLayout.hintLine, width: layout.hint.width,
                                 height: PromptLayout.hintLine)
                list.commands.append(.text(line, frame: frame, style: type.caption, color: prompt.error == nil ? c.text : c.danger,
                                           alignment: .leading))
            }
        } else if let hint {
            list.commands.append(.text(hint, frame: layout.hint, style: type.caption, color: c.mutedText, alignment: .leading))
        }
        if case let .export(format) = prompt.purpose {
            for (frame, choice) in zip(layout.formats, PatternFormatChoice.allCases) {
                let chosen = choice == format
                list.commands.append(.fill(frame.insetBy(2, 0), chosen ? c.buttonPressed : c.controlBar, radius: m.cornerRadius / 2))
                list.commands.append(.text(choice.label, frame: frame, style: chosen ? type.secondary.semibold : type.secondary,
                                           color: chosen ? c.text : c.mutedText, alignment: .center))
            }
        }
        list.control(layout.cancel, fill: c.background, border: c.controlBorder, radius: layout.cancel.height / 2)
        list.commands.append(.text("Cancel", frame: layout.cancel, style: type.button, color: c.mutedText, alignment: .center))
        list.commands.append(.fill(layout.confirm, c.accent, radius: layout.confirm.height / 2))
        list.commands.append(.text(prompt.confirmLabel, frame: layout.confirm, style: type.button, color: c.onAccent, alignment: .center))
        return (prompt.hasField ? [Region(.field, layout.field)] : []) + layout.formats.enumerated().map { Region(.format($0.offset), $0.element) }
            + [Region(.cancel, layout.cancel), Region(.confirm, layout.confirm), Region(.panel, layout.panel, focusable: false)]
    }
}
