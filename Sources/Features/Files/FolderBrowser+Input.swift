import LifeInterface
import LifeScene

/// The file browser's input: typing goes to the path (opening) or the name (saving); the arrow
/// and page keys choose in the list and Enter takes the choice (else what the field says); Alt+Up
/// goes up; Ctrl+H lists everything; a click enters a folder or takes a file; the pointer over a
/// file previews it; Ctrl+V pastes into the field; Escape, close or a click outside closes the browser. It takes every key.
extension FolderBrowser {
    /// The browser's layout in the window as it is now.
    public func layout(in context: FeatureContext) -> FolderBrowserLayout {
        FolderBrowserLayout(grid: context.layout.grid, browser: self, metrics: context.theme.metrics, captionSize: context.theme.type.caption.size)
    }

    /// Handles an event while the browser is on top; `hit` is its control under the pointer (nil
    /// outside it), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: FolderBrowserControl?, in context: FeatureContext) -> OverlayReply {
        let rows = layout(in: context).visibleRows
        switch event {
        case .pointerMoved:
            pointed = hit
            if case .entry(let index)? = hit { hover(index, in: context) } else if hovered != nil { hover(nil, in: context) }
        case .pointerDown(_, .left, _):
            return press(hit, in: context)
        case .wheel(_, let dy, _):
            scroll(by: dy, rows: rows)
        case .text(let typed):
            if let notice = type(typed) { context.show(notice) }
        case .key(.escape, _):
            return .close
        case .key(.enter, _):
            return confirm(in: context)
        case .key(.up, .alt):
            goUp(in: context)
        case .key(.letter("h"), .control):
            toggleShowsAll()
        case .key(.letter("v"), .control):
            if let notice = paste(context.services.readClipboard()) { context.show(notice) }
        case .key(.up, []): moveSelection(by: -1, rows: rows, in: context)
        case .key(.down, []): moveSelection(by: 1, rows: rows, in: context)
        case .key(.pageUp, _): moveSelection(by: -max(1, rows - 1), rows: rows, in: context)
        case .key(.pageDown, _): moveSelection(by: max(1, rows - 1), rows: rows, in: context)
        case .key(.home, .control): moveSelection(by: -shown.count, rows: rows, in: context)
        case .key(.end, .control): moveSelection(by: shown.count, rows: rows, in: context)
        case .key(let key, let modifiers):
            _ = edit(key, modifiers)
        default:
            break
        }
        return .handled
    }

    /// A click (or Enter in the focus ring) on `control`.
    public mutating func press(_ control: FolderBrowserControl?, in context: FeatureContext) -> OverlayReply {
        switch control {
        case .close?, nil: return .close
        case .up?: goUp(in: context)
        case .recent(let index)?: go(to: places[index], in: context)
        case .entry(let index)? where shown.indices.contains(index): return click(index, in: context)
        case .save?: return isSaving ? save(in: context) : confirm(in: context)
        case .entry?, .path?, .name?, .panel?: break
        }
        return .handled
    }

    /// Shows the folder holding this one.
    mutating func goUp(in context: FeatureContext) {
        if let parent = listing.folder.parent { go(to: parent, in: context) }
    }
}
