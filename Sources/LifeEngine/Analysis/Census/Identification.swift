/// What LifeViewer's Identify reports for a still life, oscillator or spaceship: period, mod,
/// move and speed, population range, bounding box, rotor and stator, heat, temperature and volatility.
public struct Identification: Sendable {
    /// Still life, oscillator or spaceship.
    public let kind: LifeObject.Kind
    /// Generations until it repeats.
    public let period: Int
    /// Generations until a phase is the first one turned, flipped or moved (a glider: 2, by a glide reflection).
    public let mod: Int
    /// Its move per period.
    public let displacement: (dx: Int64, dy: Int64)
    /// Fewest, most and average live cells over a period.
    public let minPopulation: Int, maxPopulation: Int, averagePopulation: Double
    /// The box around every phase (an oscillator's cells in all its phases; a spaceship's largest phase).
    public let boundingBox: (width: Int64, height: Int64)
    /// Cells alive in some phases but not all (nil for a spaceship), and cells alive in every phase.
    public let rotor: Int?, stator: Int?
    /// Cells born plus cells dying, on average per generation.
    public let heat: Double
    /// Heat per rotor cell (nil without a rotor, or for a spaceship).
    public let temperature: Double?
    /// Rotor cells as a share of all cells ever alive (nil for a spaceship).
    public let volatility: Double?
    /// The apgcode.
    public let code: String

    /// Whether cells on a bounded `board` run as they would on the plane for `generations`: they
    /// never come within a cell of its edges, so nothing crosses the joins (or meets a wall), and
    /// what Identify finds on the plane holds on the board.
    /// - Complexity: O(generations x cells) steps.
    public static func staysClear(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, of board: CellRect, generations: Int64) -> Bool {
        let inside = CellRect(x: board.x + 1, y: board.y + 1, width: board.width - 2, height: board.height - 2)
        let universe = Engines.stepping(rule: rule)
        universe.load(Pattern(cells: cells, rule: rule, decaying: states))
        for done in 0...generations {
            if let bounds = universe.bounds, !inside.contains(bounds) { return false }
            if done < generations { universe.step(by: 1) }
        }
        return true
    }

    /// Identifies cells (those in `states` in a state above 1) run on their own under `rule`; nil
    /// when they do not repeat within `maxPeriod`.
    /// - Complexity: O(maxPeriod x cells) steps, then O(period x cells) to measure.
    public static func of(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, maxPeriod: Int) -> Identification? {
        guard let cycle = PeriodFinder.cycle(of: cells, states: states, rule: rule, maxPeriod: maxPeriod) else { return nil }
        let phases = cycle.phases, p = cycle.period
        let moving = cycle.displacement.dx != 0 || cycle.displacement.dy != 0
        let kind: LifeObject.Kind = moving ? .spaceship : (p == 1 ? .stillLife : .oscillator)
        // Births plus deaths from each phase to the next (the last to the first, moved back by the displacement).
        var changes = 0
        for i in 0..<p {
            let now = Set(phases[i])
            let next = i + 1 < p ? Set(phases[i + 1]) : Set(phases[0].map { $0.offset(by: cycle.displacement.dx, cycle.displacement.dy) })
            changes += now.symmetricDifference(next).count
        }
        let populations = phases.map(\.count)
        var rotor: Int?, stator: Int?, box: (Int64, Int64)
        if moving {
            box = (phases.compactMap { CellRect(enclosing: $0)?.width }.max() ?? 0, phases.compactMap { CellRect(enclosing: $0)?.height }.max() ?? 0)
        } else {
            let ever = phases.reduce(into: Set<Cell>()) { $0.formUnion($1) }
            let always = phases.dropFirst().reduce(Set(phases[0])) { $0.intersection($1) }
            rotor = ever.count - always.count
            stator = always.count
            let envelope = CellRect(enclosing: ever)
            box = (envelope?.width ?? 0, envelope?.height ?? 0)
        }
        let heat = Double(changes) / Double(p)
        let temperature = rotor.flatMap { $0 > 0 ? heat / Double($0) : nil }
        let volatility = rotor.flatMap { r in stator.map { s in r + s > 0 ? Double(r) / Double(r + s) : 0 } }
        return Identification(kind: kind, period: p, mod: mod(of: phases, symmetry: GridSymmetry(rule)), displacement: cycle.displacement,
                              minPopulation: populations.min() ?? 0, maxPopulation: populations.max() ?? 0,
                              averagePopulation: Double(populations.reduce(0, +)) / Double(p),
                              boundingBox: box, rotor: rotor, stator: stator, heat: heat, temperature: temperature,
                              volatility: volatility, code: Apgcode.code(kind: kind, period: p, phases: phases, decaying: cycle.decaying, rule: rule))
    }

    /// The longest period looked for unless told otherwise (`life identify`, the app's I).
    public static let defaultMaxPeriod = 4096

    /// The most generations `find` runs for a period of up to `maxPeriod`.
    public static func generationsSearched(maxPeriod: Int) -> Int64 { Int64(max(1, maxPeriod)) * 4 }

    /// Identifies a pattern that may settle into a still life, oscillator or spaceship only after
    /// some generations (a ship with a spark in its first phase, say): what it becomes, and the
    /// first generation of its cycle. The run goes at most four times `maxPeriod` generations (a
    /// cycle must be seen to repeat), within `maxSeconds` of `clock`; `reached` is asked before
    /// each generation with the generations run (true stops it).
    /// - Complexity: the generations run, each costing a step of the pattern as it grows.
    public static func find(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, generation: Int64 = 0, maxPeriod: Int,
                            maxSeconds: Double? = nil, budget: MemoryBudget = .machine, clock: @escaping () -> Double = { 0 },
                            reached: (Int64) -> Bool = { _ in false }) -> IdentificationSearch {
        let universe = Engines.stepping(rule: rule)
        universe.load(Pattern(cells: cells, rule: rule, decaying: states))
        // Only the parity counts (a B0 rule without S8 stores its cells inverted at odd generations);
        // the search counts its generations from 0.
        let start: Int64 = rule.storesOtherwiseThanAtStart(atGeneration: generation) ? 1 : 0
        universe.generation = start
        var stopped = false
        let detector = FinalStateDetector(maxGenerations: generationsSearched(maxPeriod: maxPeriod), maxSeconds: maxSeconds, budget: budget, clock: clock)
        let began = clock()
        let (ending, board) = detector.follow(universe, reached: { generation in
            stopped = reached(generation - start)
            return stopped
        })
        let from = ending.generation - start, reachedGeneration = board.generation - start
        switch ending.outcome {
        case .stillLife, .oscillator, .spaceship:
            guard ending.period <= Int64(maxPeriod) else { return .periodBeyondLimit(period: ending.period, from: from) }
            universe.step(by: ending.generation - universe.generation)
            // Run on its own from generation 0 (see `of`): taken at a generation of that parity.
            if rule.storesOtherwiseThanAtStart(atGeneration: universe.generation) { universe.step(by: 1) }
            guard let found = of(universe.liveCells(), states: universe.decayingCells(), rule: rule, maxPeriod: Int(max(1, ending.period))) else {
                return .notFound(generation: from, timedOut: false, stopped: false)
            }
            return .identified(found, from: from)
        case .extinct, .settled:
            return .notFound(generation: from, timedOut: false, stopped: false)
        case .undetermined:
            if !stopped && detector.stoppedAtBudget(board) { return .outgrewBudget(generation: reachedGeneration) }
            var timedOut = !stopped && maxSeconds.map { clock() - began > $0 } == true
            // Grown on without repeating: a gun, when the box it began in comes back every period.
            if !stopped && !timedOut, let box = CellRect(enclosing: cells),
               let gun = GunIdentity.find(in: board, around: box, maxPeriod: maxPeriod, shouldStop: { run in
                   stopped = reached(reachedGeneration + run)
                   timedOut = !stopped && maxSeconds.map { clock() - began > $0 } == true
                   return stopped || timedOut
               }) {
                return .gun(gun)
            }
            return .notFound(generation: reachedGeneration, timedOut: timedOut, stopped: stopped)
        }
    }

    /// The first phase that is the first one under a symmetry of the grid and a move (the period when none is).
    static func mod(of phases: [[Cell]], symmetry: GridSymmetry = .square) -> Int {
        let first = Set(Apgcode.normalized(phases[0]))
        for m in 1..<phases.count where phases[m].count == phases[0].count {
            for index in 0..<symmetry.count where Set(Apgcode.normalized(phases[m].map { symmetry.apply(index, to: $0) })) == first {
                return m
            }
        }
        return phases.count
    }

    /// Its speed as Life enthusiasts write it: "c/4 diagonal", "c/2 orthogonal", "2c/5
    /// orthogonal", "(2,1)c/6" for an oblique ship; nil when it stays in place.
    public var speed: String? {
        let dx = abs(displacement.dx), dy = abs(displacement.dy)
        guard dx != 0 || dy != 0 else { return nil }
        func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }
        let p = Int64(period)
        if dx == 0 || dy == 0 || dx == dy {
            let k = max(dx, dy), g = gcd(k, p)
            let fraction = (k / g == 1 ? "c" : "\(k / g)c") + "/\(p / g)"
            return fraction + (dx == dy ? " diagonal" : " orthogonal")
        }
        return "(\(max(dx, dy)),\(min(dx, dy)))c/\(p)"
    }

    /// The report as short lines of text (each fits a narrow panel): kind with period and mod,
    /// a spaceship's speed and move, population, bounding box, rotor and stator, heat and
    /// temperature, volatility. The apgcode is `code`.
    public var report: [String] {
        var lines: [String] = []
        switch kind {
        case .stillLife: lines.append("Still life")
        case .oscillator: lines.append("Oscillator, period \(period), mod \(mod)")
        case .spaceship:
            lines.append("Spaceship, period \(period), mod \(mod)")
            lines.append("Speed \(speed ?? "0"), moves (\(displacement.dx), \(displacement.dy))")
        }
        lines.append(minPopulation == maxPopulation ? "Population \(minPopulation)"
                     : "Population \(minPopulation) to \(maxPopulation), average \(Self.decimal(averagePopulation))")
        lines.append("Bounding box \(boundingBox.width) x \(boundingBox.height)")
        if let rotor, let stator { lines.append("Rotor \(rotor) cells, stator \(stator)") }
        var heat = "Heat " + Self.decimal(self.heat)
        if let temperature { heat += ", temperature \(Int((temperature * 100).rounded()))%" }
        lines.append(heat)
        if let volatility { lines.append("Volatility " + Self.decimal(volatility, places: 2)) }
        return lines
    }

    /// A number with a fixed count of decimals ("42.7"), without Foundation's formatting.
    static func decimal(_ value: Double, places: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = scaled / Int(scale), fraction = abs(scaled % Int(scale))
        let digits = String(fraction)
        return (scaled < 0 && whole == 0 ? "-" : "") + "\(whole)." + String(repeating: "0", count: places - digits.count) + digits
    }
}
