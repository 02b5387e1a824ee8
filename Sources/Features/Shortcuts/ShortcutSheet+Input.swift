import LifeInterface

/// The shortcut sheet's input: typing searches, the wheel and the arrow and page keys scroll,
/// close, a click outside, Escape, F1 or `?` (with nothing typed) close it. It takes every key, so a letter typed
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
        let first = justOpened
        justOpened = false
        switch event {
        case .pointerDown(_, .left, _):
            if hit == nil || hit == .close { return .close }
        case .wheel(_, let dy, _):
            scroll(to: ScrollPosition.afterWheel(dy, from: scroll, maxScroll: layout.maxScroll), layout: layout)
        case .text(let typed):
            // The `?` of the key that opened the sheet is not a search; any later one is.
            if !(first && typed == "?") { type(typed) }
        case .key(.escape, _) where !search.text.isEmpty:
            // As in the pattern browser: the first Esc forgets the search, the next closes.
            clearSearch()
        case .key(.escape, _), .key(.f1, _):
            return .close
        case .key(.slash, .shift) where search.text.isEmpty:
            // `?` closes the sheet it opens, unless a search is being typed (then it is a character).
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
