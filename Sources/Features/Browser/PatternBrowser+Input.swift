import LifeInterface
import LifeScene

/// The pattern browser's input: the wheel scrolls (the arrows go from card to card: `OverlayStack.card(after:by:in:)`), a card opens its pattern, typing finds one
/// (Enter opens the first found, Backspace takes a letter back, Escape forgets what was typed),
/// the close button, a click outside or Escape closes it; other keys pass to the shortcuts that
/// work anywhere.
extension PatternBrowser {
    /// The browser's layout in the window as it is now.
    public func layout(in context: FeatureContext) -> BrowserLayout {
        BrowserLayout(grid: context.layout.grid, count: cardCount, scroll: scroll)
    }

    /// Handles an event while the browser is on top; `hit` is its control under the pointer (nil
    /// outside the panel), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: BrowserControl?, in context: FeatureContext) -> OverlayReply {
        switch event {
        case .pointerMoved:
            if case .pattern(let index)? = hit { pointed = index } else { pointed = nil }
        case .pointerDown(_, .left, _):
            switch hit {
            case .pattern(let index)?:
                // A recent file opens from the file again (a macrocell straight into HashLife).
                return .closeThen(recentPath(of: index).map { AppRequest.openFile($0) } ?? .open(patterns[index]))
            case .close?, nil: return .close
            case .runScript?: return .closeThen(.perform(.runScript))
            case .script(let index)?: return .closeThen(.runScript(scripts[index]))
            case .panel?: break
            }
        case .wheel(_, let dy, _):
            scroll(by: dy, grid: context.layout.grid)
        case .key(.down, []), .key(.up, []):
            scroll(by: event == .key(.down, []) ? -1 : 1, grid: context.layout.grid)
        case .text(let typed):
            type(typed)
        case .key(.backspace, _):
            _ = erase()
        case .key(.escape, _):
            guard query.isEmpty else {
                while erase() {}
                return .handled
            }
            return .close
        case .key(.enter, []) where !query.isEmpty:
            guard let first = shownPatterns.first else { return .handled }
            return .closeThen(recentPath(of: first).map { AppRequest.openFile($0) } ?? .open(patterns[first]))
        case .key(.letter, let modifiers) where modifiers.isDisjoint(with: [.control, .alt]):
            break // typed: its text follows
        case .key(.space, []), .key(.minus, []), .key(.period, _), .key(.comma, _):
            break // typed too
        case .key:
            return .passed
        default:
            break
        }
        return .handled
    }

    /// Scrolls so the card of a pattern or script shows.
    public mutating func reveal(_ control: BrowserControl, in context: FeatureContext) {
        guard let card = card(of: control) else { return }
        let layout = layout(in: context)
        scroll = ScrollPosition.showing(card / layout.columns, from: scroll, rows: layout.visibleRows)
    }

    /// The card an arrow goes to from the card of `control`, as the cards lie in rows: Left and
    /// Right the one before and after, Up and Down the one above and below (the last card when
    /// the row below ends before it). Nil when there is none that way, or `control` is no card.
    public func card(from control: BrowserControl, by key: Key, in context: FeatureContext) -> BrowserControl? {
        guard let card = card(of: control), let (dx, dy) = key.arrowStep else { return nil }
        let columns = layout(in: context).columns, next = card + Int(dx) + Int(dy) * columns
        guard next >= 0, next < cardCount || (dy > 0 && card / columns < (cardCount - 1) / columns) else { return nil }
        return cardControl(at: min(next, cardCount - 1))
    }

    /// The first card the panel shows as it is scrolled, if any.
    public func firstCardInView(in context: FeatureContext) -> BrowserControl? {
        let first = scroll * layout(in: context).columns
        return first < cardCount ? cardControl(at: first) : nil
    }

    /// Where a card lies among the cards shown (the scripts', then the patterns'), or nil for no card.
    public func card(of control: BrowserControl) -> Int? {
        switch control {
        case .script(let index): shownScripts.indices.contains(index) ? index : nil
        case .pattern(let index): shownPatterns.firstIndex(of: index).map { shownScripts.count + $0 }
        default: nil
        }
    }

    /// The control of the card at `card` among those shown.
    private func cardControl(at card: Int) -> BrowserControl {
        card < shownScripts.count ? .script(card) : .pattern(shownPatterns[card - shownScripts.count])
    }
}
