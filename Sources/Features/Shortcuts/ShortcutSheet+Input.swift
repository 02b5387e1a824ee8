import LifeInterface

/// The shortcut sheet's input: typing searches, the wheel and the arrow and page keys scroll,
/// close, a click outside, Escape, F1 or `?` close it. It takes every key, so a letter typed
/// into the search never reaches the board's shortcuts.
extension ShortcutSheet {
    /// The sheet's layout in the window as it is now.
    public func layout(in context: FeatureContext) -> ShortcutsLayout {
        ShortcutsLayout(grid: context.layout.grid, count: lines.count, scroll: scroll, metrics: context.theme.metrics)
    }

    /// Handles an event while the sheet is on top; `hit` is its control under the pointer (nil
    /// outside it), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: ShortcutsControl?, in context: FeatureContext) -> OverlayReply {
        let layout = layout(in: context)
        switch event {
        case .pointerDown(_, .left, _):
            if hit == nil || hit == .close { return .close }
        case .wheel(_, let dy, _):
            scroll(to: ScrollPosition.afterWheel(dy, from: scroll, maxScroll: layout.maxScroll), layout: layout)
        case .text(let typed):
            // `?` closes the sheet it opened (its key event came first).
            if typed != "?" { type(typed) }
        case .key(.escape, _), .key(.f1, _), .key(.slash, .shift):
            return .close
        case .key(.up, []): scroll(to: scroll - 1, layout: layout)
        case .key(.down, []): scroll(to: scroll + 1, layout: layout)
        case .key(.pageUp, _): scroll(to: scroll - layout.visibleLines + 1, layout: layout)
        case .key(.pageDown, _): scroll(to: scroll + layout.visibleLines - 1, layout: layout)
        case .key(let key, let modifiers):
            _ = edit(key, modifiers)
        default:
            break
        }
        return .handled
    }
}
