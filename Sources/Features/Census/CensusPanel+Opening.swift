import LifeEngine
import LifeInterface
import LifeRun
import LifeScene

/// Opening the Details panel: the census of what an ending left (the banner's Details), or
/// Identify for the whole pattern (I). Each says why in a notice when it cannot.
extension CensusPanel {
    /// Most cells the app takes a census of or identifies on the spot (a 1M-cell ash takes about
    /// 0.4 s; `life final` has no such limit).
    public static let cellLimit = 1_000_000
    /// Longest period Identify looks for in the app, as `life identify` by default (it runs beside the app).
    public static let identifyMaxPeriod = Identification.defaultMaxPeriod

    /// The census of the ending shown in the banner (nil when there is no ending, or too much to count).
    public static func details(in context: FeatureContext) -> CensusPanel? {
        guard let ending = context.simulation.ending else { return nil }
        guard let board = boardForAnalysis(context, what: "a census") else { return nil }
        let title = "Left at generation \(NumberFormat.grouped(ending.generation))"
        guard let census = Census.of(ending, board: board) else {
            let why = board.topology == .plane ? "Nothing is left to count." : "No census: what is left reaches the board's edges."
            return CensusPanel(title: title, entries: [], note: why)
        }
        let unsorted = census.unclassified.isEmpty ? nil : "\(NumberFormat.grouped(Int64(census.unclassified.count))) cells are not told apart into objects."
        var entries = rows(of: census, rule: board.rule)
        if TorusCut.sides(of: board.topology) != nil, let edges = board.topology.board {
            // An object across the torus's edges is outlined where its parts show, on each side.
            entries = entries.map { entry in
                Entry(code: entry.code, name: entry.name, count: entry.count, picture: entry.picture,
                      boxes: entry.boxes.flatMap { wrapped($0, on: edges) }, headings: entry.headings, report: entry.report)
            }
        }
        return CensusPanel(title: title, entries: entries, note: unsorted)
    }

    /// What Identify looks at: the pattern on the board, or the live cells inside `selection` when
    /// there is one (nil, with a notice, when it cannot run here).
    static func identifyRequest(in context: FeatureContext, within selection: CellRect? = nil) -> IdentifyRequest? {
        let simulation = context.simulation
        guard simulation.population > 0 else {
            context.show("Nothing to identify: the board is empty")
            return nil
        }
        guard let board = boardForAnalysis(context, what: "Identify") else { return nil }
        var cells = board.liveCells(), states = board.decayingCells()
        if let selection {
            cells = cells.filter(selection.contains)
            states = states.filter { selection.contains($0.key) }
            guard !cells.isEmpty else {
                context.show("Nothing to identify in the selection: it holds no live cells")
                return nil
            }
        }
        return IdentifyRequest(cells: cells, states: states, rule: board.rule, generation: board.generation, topology: board.topology,
                               inSelection: selection != nil, budget: MemoryBudget(mebibytes: context.preferences.maxMemoryMiB))
    }

    /// Identify's panel for `request` (on any thread, telling `job` the generations reached); nil
    /// when the job was stopped.
    static func identified(_ request: IdentifyRequest, reporting job: IdentifyJob) -> CensusPanel? {
        // On a bounded board as on the plane while it keeps clear of the edges (a torus cut open where the pattern leaves room).
        let (search, reachesEdges) = Identification.find(request.cells, states: request.states, rule: request.rule, generation: request.generation,
                                                         on: request.topology, maxPeriod: identifyMaxPeriod, budget: request.budget, reached: job.reach)
        guard !job.isStopped else { return nil }
        if reachesEdges {
            let report = ["It reaches the board's edges within a period: Identify", "follows a pattern that keeps clear of them."]
            var panel = CensusPanel(title: "Identify", entries: [], note: nil, report: report)
            panel.reportLeads = false
            return panel
        }
        if case .gun(let gun) = search {
            return CensusPanel(title: "Identify: gun", entries: [], note: nil, report: gun.report)
        }
        guard let (found, from) = search.identified else {
            let what = request.inSelection ? "The selection is not" : "Not"
            let report: [String]
            if case .outgrewBudget(let generation) = search {
                report = ["It grew to the memory limit (Settings) by", "generation \(NumberFormat.grouped(generation)) without repeating."]
            } else {
                report = ["\(what) a still life, oscillator or", "spaceship with a period up to \(NumberFormat.grouped(Int64(identifyMaxPeriod)))."]
            }
            var panel = CensusPanel(title: "Identify", entries: [], note: nil, report: report)
            panel.reportLeads = false
            return panel
        }
        // Its name when it has one, else its code (shortened: codes of big objects run long).
        let name = Census.name(of: found.code, rule: request.rule)
        let code = found.code.count > 60 ? String(found.code.prefix(57)) + "…" : found.code
        // The search counts from the board's generation; the panel says the board's own.
        let settles = from > 0 ? ["Settles into it from generation \(NumberFormat.grouped(request.generation + from))"] : []
        return CensusPanel(title: name.map { "Identify: \($0)" } ?? "Identify", entries: [], note: code, report: found.report + settles)
    }

    /// `box`, which may reach past the far edges of a torus `board`, as the pieces of it on the
    /// board (a piece past an edge comes in at the other).
    static func wrapped(_ box: CellRect, on board: CellRect) -> [CellRect] {
        func pieces(_ start: Int64, _ length: Int64, _ origin: Int64, _ side: Int64) -> [(Int64, Int64)] {
            let end = start + length, edge = origin + side
            guard end > edge, start < edge else { return [(start >= edge ? start - side : start, length)] }
            return [(start, edge - start), (origin, end - edge)]
        }
        return pieces(box.x, box.width, board.x, board.width).flatMap { x in
            pieces(box.y, box.height, board.y, board.height).map { y in CellRect(x: x.0, y: y.0, width: x.1, height: y.1) }
        }
    }

    /// The universe to analyse, or nil (with a notice) when it is too large to list here.
    private static func boardForAnalysis(_ context: FeatureContext, what: String) -> (any LifeAlgorithm)? {
        let simulation = context.simulation
        guard simulation.population <= cellLimit && !simulation.isHuge else {
            context.show("Too many cells for \(what) here: use `life final` or `life identify` on an exported file")
            return nil
        }
        return simulation.universe
    }
}
