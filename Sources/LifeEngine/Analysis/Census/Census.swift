/// What a settled board is made of, as apgsearch counts it: the board split into objects (islands
/// that do not interact are separate objects, so a bi-block is two blocks), each named by its
/// apgcode, with counts; escaping spaceships are objects too, with their directions.
public struct Census: Sendable {
    /// The objects found.
    public let objects: [LifeObject]
    /// Cells that could not be split into objects that repeat on their own (none on a settled board).
    public let unclassified: [Cell]
    /// The rule the objects live in.
    public let rule: Rule

    /// Objects by apgcode, with how many of each.
    public var counts: [String: Int] {
        objects.reduce(into: [:]) { $0[$1.code, default: 0] += 1 }
    }

    /// The codes by count (most first, then by code), with a count each.
    public var ranked: [(code: String, count: Int)] {
        counts.map { ($0.key, $0.value) }.sorted { $0.count != $1.count ? $0.count > $1.count : $0.code < $1.code }
    }

    /// Where the spaceships of `code` fly, counted by heading in the headings' order: "1 NE, 2 NW,
    /// 3 SE" (nil when none of its objects is a spaceship).
    public func headings(of code: String) -> String? {
        let ships = objects.filter { $0.kind == .spaceship && $0.code == code }
        guard !ships.isEmpty else { return nil }
        return Dictionary(grouping: ships.map(\.heading), by: { $0 }).sorted { $0.key < $1.key }
            .map { "\($0.value.count) \($0.key)" }.joined(separator: ", ")
    }

    /// The common name of an object's code in this rule (block, blinker, glider, ...), or nil.
    public func name(of code: String) -> String? { Self.name(of: code, rule: rule) }

    /// The common name of an object's code in a rule, or nil: Conway's Life's names, in another
    /// rule for the objects that are the same there (`ObjectNames.name(of:rule:)`).
    public static func name(of code: String, rule: Rule) -> String? {
        ObjectNames.name(of: code, rule: rule)
    }

    /// The census of what an ending leaves, from the board at or after the ending's generation;
    /// nil when there is nothing to count (extinct, undetermined), and on a bounded board where
    /// what is left reaches the edges (see `onBoard`).
    public static func of(_ ending: FinalState, board: any LifeAlgorithm) -> Census? {
        guard board.topology == .plane else { return onBoard(ending, board: board) }
        // Objects are run on their own from generation 0; a B0 rule without S8 stores its cells
        // inverted at odd generations, so the census is taken a generation later there.
        if board.rule.storesOtherwiseThanAtStart(atGeneration: board.generation) {
            let even = board.duplicate()
            even.step(by: 1)
            return of(ending, board: even)
        }
        // Listed only when there is something to count (an undetermined board may be huge).
        lazy var cells = board.liveCells()
        lazy var states = board.rule.states > 2 ? board.decayingCells() : [:]
        switch ending.outcome {
        case .extinct, .undetermined:
            return nil
        case .stillLife, .oscillator:
            return take(cells, states: states, rule: board.rule, period: Int(ending.period))
        case .spaceship:
            // Ships that travel together: each island on its own, or all as one when they need each other.
            let islands = EscapeAnalysis.clusters(of: cells)
            let alone = islands.compactMap { island in
                LifeObject.classify(island, states: EscapeAnalysis.states(of: island, in: states), rule: board.rule, maxPeriod: Int(ending.period))
            }
            return take([], ships: alone.count == islands.count ? islands : [cells], states: states, rule: board.rule, period: 1)
        case .settled:
            // The confirmation's own split and debris phases, when it looked at this board.
            if let found = ending.settledDebris, found.describes(board) {
                return take(found.debris, ships: found.ships.map(\.cells), states: states, rule: board.rule,
                            period: Int(ending.period), phases: found.phases.count == Int(ending.period) ? found.phases : nil)
            }
            let (ships, debris) = EscapeAnalysis.split(cells, states: states, rule: board.rule)
            return take(debris, ships: ships.map(\.cells), states: states, rule: board.rule, period: Int(ending.period))
        }
    }

    /// The census of a still life or an oscillator on a bounded board, taken as on the plane when
    /// nothing comes within a cell of the board's edges in a period (so each object lives as on
    /// the plane, whatever the edges join); a plain torus is first cut open along bands the
    /// pattern leaves empty (`TorusCut`), and each object then placed back on its rectangle (one
    /// across its edges keeps its shape).
    static func onBoard(_ ending: FinalState, board: any LifeAlgorithm) -> Census? {
        guard board.topology.board != nil, ending.outcome == .stillLife || ending.outcome == .oscillator else { return nil }
        guard let view = Identification.clearView(board.liveCells(), states: board.rule.states > 2 ? board.decayingCells() : [:], rule: board.rule,
                                                  on: board.topology, generations: ending.period) else { return nil }
        let plane = Engines.stepping(rule: board.rule)
        plane.load(Pattern(cells: view.cells, rule: board.rule, decaying: view.states))
        plane.generation = board.generation
        guard let census = of(ending, board: plane) else { return nil }
        guard let cut = view.cut else { return census }
        return Census(objects: census.objects.map { $0.placed(at: cut.placedBack($0.cells)) },
                      unclassified: census.unclassified.flatMap { cut.placedBack([$0]) }, rule: census.rule)
    }

    /// Takes the census of `cells`, a board that repeats every `period` generations apart from
    /// the spaceships in `ships` (each one ship's cells), which fly away on their own.
    /// `phases`, when known, are the live cells of `cells` in each of its `period` phases, sorted.
    /// - Complexity: `period` generations of the board, plus one short run per distinct island shape.
    public static func take(_ cells: [Cell], ships: [[Cell]] = [], states: [Cell: UInt8] = [:], rule: Rule, period: Int) -> Census {
        take(cells, ships: ships, states: states, rule: rule, period: period, phases: nil)
    }

    static func take(_ cells: [Cell], ships: [[Cell]], states: [Cell: UInt8], rule: Rule, period: Int, phases: [[Cell]]?) -> Census {
        let period = max(1, period)
        var objects: [LifeObject] = []
        var unclassified: [Cell] = []
        var known: [ShapeKey: LifeObject?] = [:]
        func classify(_ island: [Cell], maxPeriod: Int) -> LifeObject? {
            guard let box = CellRect(enclosing: island) else { return nil }
            let islandStates = EscapeAnalysis.states(of: island, in: states)
            // The shape, each cell with its state (a Generations object's tail is part of it).
            let key = ShapeKey.of(island, fromX: box.x, y: box.y, states: islandStates)
            let template: LifeObject?
            if let cached = known[key] {
                template = cached
            } else {
                // Listed from its box's corner only the first time it is met.
                let shape = island.map { $0.offset(by: -box.x, -box.y) }.sorted()
                let shapeStates = Dictionary(uniqueKeysWithValues: islandStates.map { ($0.key.offset(by: -box.x, -box.y), $0.value) })
                template = LifeObject.classify(shape, states: shapeStates, rule: rule, maxPeriod: maxPeriod)
                known[key] = .some(template)
            }
            return template.map { $0.placed(at: island) }
        }
        for ship in ships {
            if let object = classify(ship, maxPeriod: 60) { objects.append(object) } else { unclassified += ship }
        }
        for island in Islands.split(cells, states: states, rule: rule, period: period, phases: phases) {
            if let object = classify(island, maxPeriod: period) { objects.append(object) } else { unclassified += island }
        }
        return Census(objects: objects, unclassified: unclassified, rule: rule)
    }
}
