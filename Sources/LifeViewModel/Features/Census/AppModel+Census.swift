import LifeEngine
import LifeScene

/// The Details panel: the census of what an ending left (from the banner's Details), Identify for
/// the whole pattern (I) and for a row of the census (a click on it).
extension AppModel {
    /// Most cells the app takes a census of or identifies on the spot (a 1M-cell ash takes about
    /// 0.4 s; `life final` has no such limit).
    static let censusCellLimit = 1_000_000
    /// Longest period Identify looks for in the app, and the most cells it looks at on the spot
    /// (it runs while the window waits; `life identify` has wider limits).
    static let identifyMaxPeriod = 1000
    static let identifyCellLimit = 20_000

    /// The open Details panel, if any.
    var censusPanel: CensusPanel? {
        get {
            for overlay in overlays.reversed() { if case .census(let panel) = overlay { return panel } }
            return nil
        }
        set {
            guard let index = overlays.lastIndex(where: { $0.kind == .census }) else { return }
            if let newValue { overlays[index] = .census(newValue) } else { overlays.remove(at: index) }
            needsRedraw = true
        }
    }

    /// Opens the census of the ending shown in the banner, or closes the panel.
    func toggleDetails(now: Double) {
        if censusPanel != nil {
            censusPanel = nil
            return
        }
        guard let ending = simulation.ending else { return }
        guard let board = boardForAnalysis(now: now, what: "a census") else { return }
        let title = "Left at generation \(ending.generation)"
        guard let census = Census.of(ending, board: board) else {
            let why = board.topology == .plane ? "Nothing is left to count." : "No census on a torus: objects there may wrap around its edges."
            open(.census(CensusPanel(title: title, entries: [], note: why)))
            return
        }
        let unsorted = census.unclassified.isEmpty ? nil : "\(census.unclassified.count) cells are not told apart into objects."
        open(.census(CensusPanel(title: title, entries: CensusPanel.rows(of: census, rule: board.rule), note: unsorted)))
    }

    /// Identify for the whole pattern on the board (I).
    func identifyPattern(now: Double) {
        guard simulation.population > 0 else {
            show("Nothing to identify: the board is empty", now: now)
            return
        }
        guard let board = boardForAnalysis(now: now, what: "Identify") else { return }
        guard board.topology == .plane else {
            show("Identify works on the plane; this board is a torus", now: now)
            return
        }
        guard simulation.population <= Self.identifyCellLimit else {
            show("Too many cells to identify here (at most \(NumberFormat.grouped(Int64(Self.identifyCellLimit)))): use `life identify` on an exported file", now: now)
            return
        }
        guard let (found, from) = Identification.find(board.liveCells(), rule: board.rule, maxPeriod: Self.identifyMaxPeriod).identified else {
            let report = ["Not a still life, oscillator or", "spaceship within \(Self.identifyMaxPeriod) generations."]
            open(.census(CensusPanel(title: "Identify", entries: [], note: nil, report: report)))
            return
        }
        // Its name when it has one, else its code (shortened: codes of big objects run long).
        let name = Census.name(of: found.code, rule: board.rule)
        let code = found.code.count > 60 ? String(found.code.prefix(57)) + "…" : found.code
        let settles = from > 0 ? ["From generation \(from) on"] : []
        open(.census(CensusPanel(title: name.map { "Identify: \($0)" } ?? "Identify", entries: [], note: code, report: found.report + settles)))
    }

    /// The universe to analyse, or nil (with a notice) when it is too large to list here.
    private func boardForAnalysis(now: Double, what: String) -> (any LifeAlgorithm)? {
        guard simulation.population <= Self.censusCellLimit && !simulation.isHuge else {
            show("Too many cells for \(what) here: use `life final` or `life identify` on an exported file", now: now)
            return nil
        }
        return simulation.universe
    }

    /// The panel's layout as it is now.
    func censusLayout(_ panel: CensusPanel) -> CensusLayout {
        CensusLayout(grid: layout.grid, metrics: theme.metrics, panel: panel)
    }

    /// Events while the Details panel is on top: hovering a row highlights its objects on the
    /// grid, a click chooses it (its Identify report shows at the foot), the wheel scrolls, Escape
    /// or a click outside closes it; other keys go to the shortcuts that work anywhere.
    func handleCensus(_ event: InputEvent, now: Double) -> Bool {
        guard var panel = censusPanel else { return false }
        let layout = censusLayout(panel)
        switch event {
        case .pointerMoved(let point):
            setHovered(action(at: point))
            panel.hovered = layout.entry(at: point)
        case .pointerLeft:
            setHovered(nil)
            panel.hovered = nil
        case .pointerDown(let point, .left, _):
            if layout.close.contains(point) || !layout.panel.contains(point) {
                censusPanel = nil
                return true
            }
            if let index = layout.entry(at: point) {
                panel.chosen = index
                panel.report = panel.entries[index].report
            }
        case .wheel(_, let dy, _):
            panel.scroll = min(max(panel.scroll - Int(dy.rounded(dy > 0 ? .up : .down)), 0), layout.maxScroll(count: panel.entries.count))
        case .key(.escape, _):
            censusPanel = nil
            return true
        case .key:
            return false
        default:
            return true
        }
        censusPanel = panel
        return true
    }
}
