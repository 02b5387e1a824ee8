import LifeEngine
import LifeInterface
import LifeScene

/// The file browser over the grid: title and close; Up and the path field; chips for home and the
/// recent folders; the list of entries beside a preview (under the list in a narrow window it is
/// left out: the list needs the room); and at the foot a status line, or when saving the name
/// field and Save. Clicks and the picture both use it.
public struct FolderBrowserLayout: Equatable, Sendable {
    /// The panel, its title and close.
    public let panel: Rect, title: Rect, close: Rect
    /// Up to the folder holding this one, and the path field.
    public let up: Rect, path: Rect
    /// The chips of the places offered, by index, as many as fit.
    public let places: [Rect]
    /// The list's area.
    public let list: Rect
    /// The frames of the rows shown, the first being entry `first`.
    public let rows: [Rect]
    /// The entry the first row shows.
    public let first: Int
    /// Rows that fit at once.
    public let visibleRows: Int
    /// The preview beside the list (nil when the window is narrow).
    public let preview: Rect?
    /// The line under the list: counts, or the message.
    public let status: Rect
    /// The name field and Save (saving only).
    public let name: Rect?, save: Rect?

    /// A row's height.
    public static let rowHeight = 26.0
    /// A chip's height.
    static let chipHeight = 26.0

    /// Lays out `browser` over `grid`, with chip labels estimated at type size `captionSize`.
    public init(grid: Rect, browser: FolderBrowser, metrics: ThemeMetrics, captionSize: Double) {
        let width = min(900, grid.width - 32), height = min(620, grid.height - 24)
        let inset = metrics.padding + 8
        panel = Rect(x: (grid.midX - width / 2).rounded(), y: (grid.midY - height / 2).rounded(), width: width, height: height)
        close = Rect(x: panel.maxX - inset - 28, y: panel.y + 12, width: 28, height: 28)
        title = Rect(x: panel.x + inset, y: panel.y + 12, width: close.x - 8 - panel.x - inset, height: 28)
        let inner = width - 2 * inset, left = panel.x + inset
        up = Rect(x: left, y: title.maxY + 8, width: 40, height: 32)
        path = Rect(x: up.maxX + 8, y: up.y, width: inner - 48, height: 32)
        let saving = browser.isSaving
        let foot = panel.maxY - 12, listBottom = foot - (saving ? 22 + 34 + 6 : 34 + 6)
        // The chips only where the list keeps three rows beside them (a small window needs the room for the list).
        let chipsFit = listBottom - (path.maxY + 8 + Self.chipHeight + 8) >= 3 * Self.rowHeight
        var places: [Rect] = [], x = left
        for place in browser.places.indices where chipsFit {
            let label = Self.placeLabel(browser, place)
            let chipWidth = min(200, Double(label.count) * captionSize * 0.62 + 32)
            guard x + chipWidth <= left + inner else { break }
            places.append(Rect(x: x, y: path.maxY + 8, width: chipWidth, height: Self.chipHeight))
            x += chipWidth + 6
        }
        self.places = places
        if saving {
            save = Rect(x: left + inner - 96, y: foot - 22 - 34, width: 96, height: 34)
            name = Rect(x: left, y: foot - 22 - 34, width: inner - 104, height: 34)
            status = Rect(x: left, y: foot - 20, width: inner, height: 20)
        } else {
            // Open (or Run), beside the status line: a mouse needed a second click on the file.
            save = Rect(x: left + inner - 96, y: foot - 34, width: 96, height: 34)
            name = nil
            status = Rect(x: left, y: foot - 28, width: inner - 104, height: 22)
        }
        let top = path.maxY + 8 + (chipsFit ? Self.chipHeight + 8 : 0), bottom = max(top, (name?.y ?? status.y) - 6)
        let listWidth = inner >= 560 ? inner - min(260, inner * 0.34) - 12 : inner
        preview = inner >= 560 ? Rect(x: left + listWidth + 12, y: top, width: inner - listWidth - 12, height: bottom - top) : nil
        list = Rect(x: left, y: top, width: listWidth, height: bottom - top)
        visibleRows = Int((bottom - top) / Self.rowHeight)
        first = min(max(browser.scroll, 0), max(0, browser.shown.count - visibleRows))
        rows = (0..<max(0, min(visibleRows, browser.shown.count - first))).map {
            Rect(x: left, y: top + Double($0) * Self.rowHeight, width: listWidth, height: Self.rowHeight)
        }
    }

    /// The label of place `index`: Home, else the folder's name.
    static func placeLabel(_ browser: FolderBrowser, _ index: Int) -> String {
        guard index > 0 else { return "Home" }
        let folder = browser.places[index]
        let name = String(decoding: folder.lastComponent, as: UTF8.self).escapedForDisplay(limit: 24)
        return name.isEmpty ? "/" : name
    }

    /// The row showing entry `index`, if it shows.
    public func row(of index: Int) -> Rect? {
        rows.indices.contains(index - first) ? rows[index - first] : nil
    }
}
