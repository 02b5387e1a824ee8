import LifeInterface
import LifeEngine
import LifeScene

/// The banner at the top of the grid naming the ending auto-stop found, with Details and Keep
/// running (not when all died out: nothing is left to count or to run on; Esc puts it away).
struct EndingBannerView {
    let theme: Theme

    /// Draws the banner over `grid`, its buttons lit as the pointer says, and returns them as regions.
    func draw(_ ending: FinalState, grid: Rect, hovered: ControlAction?, pressed: ControlAction?, into list: inout RenderList) -> [Region<ControlAction>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let frames = BannerLayout(grid: grid, metrics: m)
        list.outlined(frames.panel, fill: c.header, border: c.separator, radius: m.cornerRadius)
        let buttons = ending.outcome != .extinct
        let text = Rect(x: frames.panel.x + m.padding, y: frames.panel.y,
                        width: (buttons ? frames.details.x : frames.panel.maxX - m.padding) - frames.panel.x - m.padding, height: frames.panel.height)
        list.commands.append(.text(ending.summary(numbers: NumberFormat.grouped), frame: text, style: type.body, color: c.text, alignment: .leading))
        guard buttons else { return [] }
        for (action, frame, title) in [(ControlAction.keepRunning, frames.button, "Keep running"), (.details, frames.details, "Details")] {
            let fill = pressed == action ? c.buttonPressed : (hovered == action ? c.buttonHover : c.controlBar)
            list.commands.append(.fill(frame, fill, radius: frame.height / 2))
            list.commands.append(.text(title, frame: frame, style: type.button, color: c.accent, alignment: .center))
        }
        return [Region(.details, frames.details), Region(.keepRunning, frames.button)]
    }
}
