import LifeInterface
import LifeScene

/// The panel shown while a jump runs: where it is going, how far it got, and Cancel (Esc).
public struct JumpProgressView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the jump's progress over `grid`; `cancelHot` lights Cancel under the pointer. Returns
    /// Cancel as a region, named as the bar's Jump button (which cancels it too).
    @discardableResult
    public func jumpProgress(_ progress: JumpProgress, grid: Rect, cancelHot: Bool, into list: inout RenderList) -> [Region<ControlAction>] {
        let percent = Int((progress.fraction * 100).rounded(.down))
        let time = progress.seconds >= JumpProgress.showsTimeFrom ? " · \(NumberFormat.duration(Int(progress.seconds)))" : ""
        return draw(title: "\(progress.title)…", status: "\(percent)%\(time)", fraction: progress.fraction,
                    cancel: ControlAction.jump, grid: grid, cancelHot: cancelHot, into: &list)
    }

    /// Draws a panel of long work over `grid`: `title`, then `status` at the line's end (kept whole
    /// when a long title is cut), a bar `fraction` full (an empty track when how far it is cannot be
    /// told) and Cancel (or `cancelTitle`), returned as a region named `cancel`.
    @discardableResult
    public func draw<Control: Equatable>(title: String, status: String? = nil, fraction: Double?, cancel: Control, cancelTitle: String = "Cancel",
                                         grid: Rect, cancelHot: Bool, into list: inout RenderList) -> [Region<Control>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = JumpProgressLayout(grid: grid)
        list.outlined(layout.panel, fill: c.header, border: c.separator, radius: m.cornerRadius + 4)
        var titleFrame = layout.title
        if let status {
            // Wide enough for the widest glyphs of its size, so the time never gives way to the title.
            let width = min((Double(status.count) * type.itemTitle.size * 0.62).rounded(.up), titleFrame.width / 2)
            titleFrame.width -= width + m.buttonSpacing
            list.commands.append(.text(status, frame: Rect(x: layout.title.maxX - width, y: layout.title.y, width: width, height: layout.title.height),
                                       style: type.itemTitle, color: c.text, alignment: .trailing))
        }
        list.commands.append(.text(title, frame: titleFrame, style: type.itemTitle, color: c.text, alignment: .leading))
        list.commands.append(.fill(layout.bar, c.separator, radius: layout.bar.height / 2))
        if let fraction {
            let done = max(layout.bar.height, layout.bar.width * min(max(fraction, 0), 1))
            list.commands.append(.fill(Rect(x: layout.bar.x, y: layout.bar.y, width: done.rounded(), height: layout.bar.height),
                                       c.accent, radius: layout.bar.height / 2))
        }
        list.control(layout.cancel, fill: cancelHot ? c.buttonHover : c.background, border: c.controlBorder, radius: layout.cancel.height / 2)
        list.commands.append(.text(cancelTitle, frame: layout.cancel, style: type.button, color: c.text, alignment: .center))
        return [Region(cancel, layout.cancel)]
    }
}
