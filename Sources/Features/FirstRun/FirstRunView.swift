import LifeInterface
import LifeEngine
import LifeScene

/// The first-run overlay on an empty grid, and the dismissible gestures hint.
public struct FirstRunView {
    let theme: Theme

    /// A view drawing with `theme`'s tokens.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The first-run overlay on an empty grid, and the dismissible gestures hint. Returns their
    /// buttons in reading order: the starters (while the card shows), then the hint's close. The hint
    /// says what `gestures` do now.
    @discardableResult
    public func draw(_ layout: FirstRunLayout, showsCard: Bool, showsHint: Bool, hovered: ControlAction?, gestures: GestureHint,
                     into list: inout RenderList) -> [Region<ControlAction>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        if showsCard {
            list.commands.append(.fill(layout.panel, Theme.translucent(c.header, Translucency.floatingPanel), radius: m.cornerRadius + 4))
            list.commands.append(.text("Start with a pattern", frame: layout.title, style: type.panelTitle,
                                       color: c.text, alignment: .leading))
            // The gestures are the hint bar's to say (and the shortcut sheet's): said once.
            let invitation = "Or click cells of your own to bring them to life."
            let fits = Double(invitation.count) * (m.labelFontSize + 2) * 0.52 <= layout.gestures.width
            list.commands.append(.text(fits ? invitation : "Or click cells of your own.", frame: layout.gestures,
                                       style: type.control, color: c.mutedText, alignment: .leading))
            for (starter, frame) in zip(StarterPattern.allCases, layout.starters) {
                let hot = hovered == .starter(starter)
                list.control(frame, fill: hot ? c.buttonHover : c.background, border: c.controlBorder, radius: m.cornerRadius)
                list.commands.append(.text(starter.title, frame: frame, style: type.button,
                                           color: c.accent, alignment: .center))
            }
        }
        if showsHint {
            // Outlined, as a notice is: on the Light theme's near-white grid the bar's fill alone hardly shows.
            list.outlined(layout.hint, fill: Theme.translucent(c.header, Translucency.hintBar), border: c.separator, radius: layout.hint.height / 2)
            list.commands.append(.text(gestures.text,
                                       frame: Rect(x: layout.hint.x, y: layout.hint.y, width: layout.hint.width - 32, height: layout.hint.height),
                                       style: type.secondary, color: c.mutedText, alignment: .center))
            list.commands.append(.icon(.close, frame: layout.hintClose, color: hovered == .dismissHint ? c.text : c.mutedText))
        }
        var regions = showsCard ? zip(StarterPattern.allCases, layout.starters).map { Region(ControlAction.starter($0.0), $0.1) } : []
        if showsHint { regions.append(Region(.dismissHint, layout.hintClose)) }
        return regions
    }
}
