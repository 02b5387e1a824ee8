import LifeEngine
import LifeInterface
import LifeScene
import LifeStore

/// Draws the file browser from its layout: the same frames the clicks are tested against.
public struct FolderBrowserView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws `browser` over `grid` with previews in `cellColor`; `hovered` is the control under the
    /// pointer. Returns its regions: close, Up, the path, the places, the rows, the name and Save,
    /// then the panel.
    @discardableResult
    public func draw(_ browser: FolderBrowser, grid: Rect, hovered: FolderBrowserControl?, cellColor: Color,
                     into list: inout RenderList) -> [Region<FolderBrowserControl>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = FolderBrowserLayout(grid: grid, browser: browser, metrics: m, captionSize: type.caption.size)
        list.commands.append(.fill(grid, Theme.translucent(c.background, Translucency.scrim), radius: 0))
        list.outlined(layout.panel, fill: c.header, border: c.separator, radius: m.cornerRadius + 4)
        let saving = browser.isSaving
        let heading: String
        switch browser.purpose {
        case .save(let target): heading = target.title
        case .runScript: heading = "Run a Lua script"
        case .open: heading = "Open a pattern"
        }
        list.commands.append(.text(heading, frame: layout.title, style: type.panelTitle,
                                   color: c.text, alignment: .leading))
        list.commands.append(.icon(.close, frame: layout.close, color: hovered == .close ? c.text : c.mutedText))
        let atRoot = browser.listing.folder.parent == nil
        list.outlined(layout.up, fill: hovered == .up && !atRoot ? c.buttonHover : c.controlBar, border: c.controlBorder ?? c.separator,
                      radius: m.cornerRadius / 2)
        list.commands.append(.text("Up", frame: layout.up, style: type.secondary.semibold, color: atRoot ? c.mutedText : c.text, alignment: .center))
        // The path field takes typing when opening; when saving it shows where the file goes.
        let pathError = !saving && { if case .error = browser.message { true } else { false } }()
        list.outlined(layout.path, fill: c.background, border: pathError ? c.danger : saving ? c.separator : c.accent, radius: m.cornerRadius / 2)
        if saving {
            let frame = layout.path.insetBy(10, 0)
            list.commands.append(.text(MiddleCut.fitting(FolderBrowser.text(of: browser.listing.folder), width: frame.width, size: type.body.size, endShare: 0.75),
                                       frame: frame, style: type.body, color: c.mutedText, alignment: .leading))
        } else {
            list.field(browser.path, frame: layout.path.insetBy(10, 0), style: type.body, theme: theme)
        }
        for (index, frame) in layout.places.enumerated() {
            let here = browser.places[index] == browser.listing.folder
            list.outlined(frame, fill: here ? c.buttonPressed : hovered == .recent(index) ? c.buttonHover : c.controlBar,
                          border: c.controlBorder ?? c.separator, radius: frame.height / 2)
            list.commands.append(.text(FolderBrowserLayout.placeLabel(browser, index), frame: frame.insetBy(10, 0), style: type.caption,
                                       color: c.text, alignment: .center))
        }
        drawRows(browser, layout: layout, hovered: hovered, cellColor: cellColor, into: &list)
        if let frame = layout.preview { drawPreview(browser, in: frame, cellColor: cellColor, into: &list) }
        if let name = layout.name {
            let nameError = { if case .error = browser.message { true } else { false } }()
            list.outlined(name, fill: c.background, border: nameError ? c.danger : c.accent, radius: m.cornerRadius / 2)
            list.field(browser.name, frame: name.insetBy(10, 0), style: type.body, theme: theme)
        }
        if let save = layout.save {
            // The browser's own action: Save, Open or Run (as Enter: the file chosen, else what the field says).
            let action = saving ? "Save" : browser.purpose == .runScript ? "Run" : "Open"
            list.control(save, fill: hovered == .save ? c.buttonHover : c.accent, border: c.controlBorder, radius: m.cornerRadius)
            list.commands.append(.text(action, frame: save, style: type.button, color: hovered == .save ? c.text : c.onAccent, alignment: .center))
        }
        switch browser.message {
        case .error(let text)?:
            list.commands.append(.text(text, frame: layout.status, style: type.caption, color: c.danger, alignment: .leading))
        case .question(let text)?:
            list.commands.append(.text(text, frame: layout.status, style: type.caption.semibold, color: c.text, alignment: .leading))
        case nil:
            let figures = layout.preview == nil ? browser.previewFigures : nil
            list.commands.append(.text(figures ?? status(of: browser), frame: layout.status, style: type.caption, color: c.mutedText, alignment: .leading))
        }
        var regions = [Region(FolderBrowserControl.close, layout.close), Region(.up, layout.up), Region(.path, layout.path, focusable: false)]
        regions += layout.places.indices.map { Region(.recent($0), layout.places[$0]) }
        regions += layout.rows.indices.map { Region(.entry(layout.first + $0), layout.rows[$0], focusable: false) }
        if let name = layout.name { regions.append(Region(.name, name, focusable: false)) }
        if let save = layout.save { regions.append(Region(.save, save)) }
        return regions + [Region(.panel, layout.panel, focusable: false)]
    }

    private func drawRows(_ browser: FolderBrowser, layout: FolderBrowserLayout, hovered: FolderBrowserControl?, cellColor: Color,
                          into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors, type = theme.type
        for (offset, frame) in layout.rows.enumerated() {
            let index = layout.first + offset, entry = browser.shown[index]
            if index == browser.selected {
                list.commands.append(.fill(frame, c.buttonPressed, radius: m.cornerRadius / 2))
            } else if hovered == .entry(index) {
                list.commands.append(.fill(frame, c.buttonHover, radius: m.cornerRadius / 2))
            }
            let sizeWidth = entry.isFolder ? 0.0 : 76
            // Without room for the preview beside the list, the file previewed shows small in its row.
            var inRow: Pattern?
            if layout.preview == nil, index == browser.previewed, case .pattern(let pattern, _)? = browser.preview { inRow = pattern }
            let previewWidth = inRow == nil ? 0 : frame.height + 2
            let label = Rect(x: frame.x + 10, y: frame.y, width: frame.width - 20 - sizeWidth - previewWidth, height: frame.height)
            let style = entry.isFolder ? type.secondary.semibold : type.secondary
            list.commands.append(.text(MiddleCut.fitting(entry.displayName + (entry.isFolder ? "/" : ""), width: label.width, size: style.size),
                                       frame: label, style: style,
                                       color: browser.lists(entry) ? c.text : c.mutedText, alignment: .leading))
            if let pattern = inRow {
                let side = frame.height - 6
                PatternPreview.draw(pattern, in: Rect(x: frame.maxX - 10 - sizeWidth - side - 8, y: frame.y + 3, width: side, height: side),
                                    color: cellColor, into: &list)
            }
            if !entry.isFolder {
                list.commands.append(.text(entry.problem == nil ? Self.size(entry.size) : "—", frame: Rect(x: frame.maxX - 10 - sizeWidth, y: frame.y, width: sizeWidth, height: frame.height),
                                           style: type.caption, color: c.mutedText, alignment: .trailing))
            }
        }
        if browser.shown.isEmpty, layout.list.height >= FolderBrowserLayout.rowHeight {
            let text = !browser.filter.isEmpty ? "No name here holds \u{201C}\(browser.filter)\u{201D}"
                : browser.hiddenCount > 0 ? "No folders or \(browser.fileKind)s here (Ctrl+H lists everything)" : "This folder is empty"
            list.commands.append(.text(text, frame: Rect(x: layout.list.x + 10, y: layout.list.y, width: layout.list.width - 20, height: FolderBrowserLayout.rowHeight),
                                       style: type.secondary, color: c.mutedText, alignment: .leading))
        }
    }

    private func drawPreview(_ browser: FolderBrowser, in frame: Rect, cellColor: Color, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors, type = theme.type
        list.control(frame, fill: c.background, border: c.controlBorder ?? c.separator, radius: m.cornerRadius)
        let inner = frame.insetBy(12, 12)
        guard let index = browser.previewed, browser.shown.indices.contains(index), !browser.shown[index].isFolder else {
            let hint = switch browser.purpose {
            case .runScript: "Choose a Lua script to run"
            case .save(.export): "The \(browser.fileKind)s here are listed: choose one to replace it, or type a new name"
            case .open, .save(.pattern): "Point at a pattern file to see it here"
            }
            list.commands.append(.text(hint, frame: inner, style: type.caption, color: c.mutedText, alignment: .center))
            return
        }
        let entry = browser.shown[index]
        var top = inner.y
        func line(_ text: String, _ style: TextStyle, _ color: Color, maxLines: Int = 1) {
            for part in TextWrap.lines(of: text, width: inner.width, size: style.size, maxLines: maxLines) where top + 18 <= inner.maxY {
                list.commands.append(.text(part, frame: Rect(x: inner.x, y: top, width: inner.width, height: 18), style: style, color: color,
                                           alignment: .leading))
                top += 18
            }
        }
        switch browser.preview {
        case .pattern(let pattern, _)?:
            // Small patterns at a readable size, large ones in the room there is (with text under them).
            let extent = Double(pattern.bounds.map { max($0.width, $0.height) } ?? 1)
            let side = min(inner.width, inner.height - 100, max(48, extent * 16))
            if side > 24 {
                PatternPreview.draw(pattern, in: Rect(x: inner.midX - side / 2, y: top, width: side, height: side), color: cellColor, into: &list)
                top += side + 10
            }
            line(entry.displayName, type.secondary.semibold, c.text)
            // A long rule (a MAP table, Larger than Life) wraps rather than being cut.
            line(browser.previewFigures ?? "", type.caption, c.mutedText, maxLines: 4)
            if let comment = pattern.comments.first { line(comment, type.caption, c.mutedText, maxLines: 6) }
        case .unreadable(let reason)?:
            line(entry.displayName, type.secondary.semibold, c.text)
            line(reason, type.caption, c.danger, maxLines: 8)
        case nil:
            line(entry.displayName, type.secondary.semibold, c.text)
        }
    }

    /// The line under the list: what the folder holds and what is not listed.
    private func status(of browser: FolderBrowser) -> String {
        let folders = browser.shown.filter(\.isFolder).count, files = browser.shown.count - folders
        var parts = ["\(NumberFormat.grouped(Int64(folders))) folder\(folders == 1 ? "" : "s")",
                     "\(NumberFormat.grouped(Int64(files))) \(browser.showsAll ? "file" : browser.fileKind)\(files == 1 ? "" : "s")"]
        if !browser.filter.isEmpty { parts.append("names holding \u{201C}\(browser.filter)\u{201D}") }
        if browser.hiddenCount > 0 { parts.append("\(NumberFormat.grouped(Int64(browser.hiddenCount))) more not listed (Ctrl+H)") }
        if browser.listing.truncated { parts.append("only the first \(NumberFormat.grouped(Int64(FolderListing.limit))) are read") }
        return parts.joined(separator: " · ")
    }

    /// A file size in words: bytes, KiB or MiB.
    static func size(_ bytes: Int64) -> String {
        bytes < 1024 ? "\(bytes) B" : bytes < 1 << 20 ? "\((bytes + 512) / 1024) KiB" : "\((bytes + (1 << 19)) >> 20) MiB"
    }
}
