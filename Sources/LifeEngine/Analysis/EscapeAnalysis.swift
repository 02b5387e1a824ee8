/// Splits a board into clusters of cells and recognises spaceships that are flying away from
/// everything else and so can never interact again. Under a rule of more than two states the
/// cells' states go with them (`states`: those above 1), so a Generations ship, live front and
/// dying tail, is run as it is.
enum EscapeAnalysis {
    /// A spaceship found in the board.
    struct Ship {
        var cells: [Cell]
        /// Its cells in states above 1.
        var states: [Cell: UInt8] = [:]
        var isGlider: Bool
        /// Its move every four generations.
        var dx: Int64, dy: Int64
    }

    /// Escaping ships and the remaining debris. A ship escapes when, flying on as it does, it can
    /// meet neither the debris nor any other ship (as apgsearch's classifier checks their paths);
    /// a ship that might meet something counts as debris, which can stop others escaping in turn.
    static func split(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule) -> (ships: [Ship], debris: [Cell]) {
        let clusters = clusters(of: cells)
        var moving: [Flight] = []
        var still: [[Cell]] = []
        // Debris repeats a few shapes (blocks, blinkers, beehives): each shape is run once.
        var motions: [ShapeKey: ShipMotion?] = [:]
        for cluster in clusters {
            guard cluster.count <= 64, let box = CellRect(enclosing: cluster) else {
                still.append(cluster)
                continue
            }
            // The shape from its box's corner, each cell with its state (clusters come sorted).
            let shape = ShapeKey.of(cluster, fromX: box.x, y: box.y, states: states)
            let motion: ShipMotion?
            if let known = motions[shape] {
                motion = known
            } else {
                motion = shipMotion(cluster, states: states, rule: rule)
                motions[shape] = .some(motion)
            }
            if let motion {
                let reach = CellRect(x: box.x + motion.reach.x, y: box.y + motion.reach.y,
                                     width: motion.reach.width, height: motion.reach.height)
                moving.append(Flight(cells: cluster, dx: motion.dx, dy: motion.dy, reach: reach))
            } else {
                still.append(cluster)
            }
        }
        var debris = still.flatMap { $0 }
        var escaping = moving
        while true {
            // The debris's box grows by two each way for the phases of its oscillators.
            let debrisFlight = CellRect(enclosing: debris).map {
                Flight(cells: [], dx: 0, dy: 0, reach: CellRect(x: $0.x - 2, y: $0.y - 2, width: $0.width + 4, height: $0.height + 4))
            }
            let stuck = escaping.indices.filter { i in
                if let debrisFlight, escaping[i].mayMeet(debrisFlight) { return true }
                return escaping.indices.contains { j in
                    j != i && escaping[i].mayMeet(escaping[j]) && !flyTogether(escaping[i], escaping[j], states: states, rule: rule)
                }
            }
            guard !stuck.isEmpty else { break }
            debris += stuck.flatMap { escaping[$0].cells }
            let stuckSet = Set(stuck)
            escaping = escaping.indices.filter { !stuckSet.contains($0) }.map { escaping[$0] }
        }
        let ships = escaping.map { flight in
            Ship(cells: flight.cells, states: Self.states(of: flight.cells, in: states),
                 isGlider: rule.states == 2 && flight.cells.count == 5 && flight.dx != 0 && flight.dy != 0, dx: flight.dx, dy: flight.dy)
        }
        return (ships, debris)
    }

    /// Whether two ships close together fly on side by side for ever: the same move, and the two
    /// run together are the two moved on after four generations (so they repeat as one ship and
    /// never touch). Two gliders a few rows apart on parallel lanes are two escaping gliders.
    static func flyTogether(_ a: Flight, _ b: Flight, states: [Cell: UInt8], rule: Rule) -> Bool {
        guard a.dx == b.dx, a.dy == b.dy, !a.cells.isEmpty, !b.cells.isEmpty else { return false }
        let both = a.cells + b.cells, bothStates = Self.states(of: both, in: states)
        let life = Engines.small(rule: rule)
        life.load(Pattern(cells: both, rule: rule, decaying: bothStates))
        life.step(by: 4)
        return life.population == both.count && life.liveCells().sorted() == both.map { $0.offset(by: a.dx, a.dy) }.sorted()
            && life.decayingCells() == Dictionary(uniqueKeysWithValues: bothStates.map { ($0.key.offset(by: a.dx, a.dy), $0.value) })
    }

    /// A ship's move per four generations and the box its phases cover over those four
    /// generations (from the first phase's box corner), or debris standing still.
    struct ShipMotion {
        var dx: Int64, dy: Int64
        var reach: CellRect
    }

    /// Something on the board moving in a straight line: a ship, or the debris (not moving), with
    /// the box it covers over the next four generations.
    struct Flight {
        var cells: [Cell]
        var dx: Int64, dy: Int64
        var reach: CellRect

        /// Boxes that come within this many cells of each other (in x and in y at once) are taken
        /// to meet. Cells three apart cannot affect each other; the one more errs on the safe side.
        static let reach: Int64 = 3

        /// Whether the two could come within `apart` of each other at some time from now on: their
        /// boxes, moving on at their speeds, overlap at some k >= 0 (in periods of four
        /// generations, taken as real numbers, so a meeting between whole periods is not missed).
        func mayMeet(_ other: Flight) -> Bool {
            // Each condition is a + b*k <= 0; the k >= 0 satisfying all of them form an interval.
            var low = Fraction(0, 1), high: Fraction? = nil
            let margin = Int128(Self.reach - 1)
            let conditions: [(Int128, Int128)] = [
                (Int128(reach.x) - Int128(other.reach.maxX) - margin, Int128(dx) - Int128(other.dx)),
                (Int128(other.reach.x) - Int128(reach.maxX) - margin, Int128(other.dx) - Int128(dx)),
                (Int128(reach.y) - Int128(other.reach.maxY) - margin, Int128(dy) - Int128(other.dy)),
                (Int128(other.reach.y) - Int128(reach.maxY) - margin, Int128(other.dy) - Int128(dy)),
            ]
            for (a, b) in conditions {
                if b == 0 {
                    if a > 0 { return false }
                } else if b > 0 {
                    let bound = Fraction(-a, b)
                    if high.map({ bound < $0 }) ?? true { high = bound }
                } else {
                    let bound = Fraction(a, -b)
                    if low < bound { low = bound }
                }
            }
            return high.map { !($0 < low) } ?? true
        }
    }

    /// A fraction with a positive denominator, compared exactly (both parts are differences of
    /// 64-bit coordinates or speeds, so the cross products fit in 128 bits).
    struct Fraction {
        var numerator: Int128, denominator: Int128
        init(_ numerator: Int128, _ denominator: Int128) { self.numerator = numerator; self.denominator = denominator }
        static func < (a: Fraction, b: Fraction) -> Bool { a.numerator * b.denominator < b.numerator * a.denominator }
    }

    /// The states above 1 of `cells`, from those of the whole board.
    static func states(of cells: [Cell], in states: [Cell: UInt8]) -> [Cell: UInt8] {
        guard !states.isEmpty else { return [:] }
        var own: [Cell: UInt8] = [:]
        for cell in cells { if let state = states[cell] { own[cell] = state } }
        return own
    }

    /// Clusters of cells closer than three cells to each other (cells three apart cannot interact),
    /// each sorted, in reading order of their first cells (so every run lists them the same way).
    /// - Complexity: a sort and one sweep (`Islands.nearSets`), no hashing.
    static func clusters(of cells: [Cell]) -> [[Cell]] {
        let sorted = cells.sorted()
        var near = Islands.nearSets(sorted)
        return near.groups(of: sorted).groups
    }

    /// The displacement per four generations, and the box its phases cover over them, if the
    /// cluster alone is a spaceship of period 1, 2 or 4.
    static func shipMotion(_ cluster: [Cell], states: [Cell: UInt8] = [:], rule: Rule) -> ShipMotion? {
        guard cluster.count <= 64, let start = CellRect(enclosing: cluster) else { return nil }
        let life = Engines.small(rule: rule)
        let own = Self.states(of: cluster, in: states)
        life.load(Pattern(cells: cluster, rule: rule, decaying: own))
        var reach = start
        for _ in 0..<4 {
            life.step()
            guard let box = life.bounds else { return nil }
            reach = reach.union(box)
        }
        guard let end = life.bounds, life.population == cluster.count else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y
        guard dx != 0 || dy != 0 else { return nil }
        let shifted = cluster.map { $0.offset(by: dx, dy) }.sorted()
        guard life.liveCells().sorted() == shifted else { return nil }
        guard life.decayingCells() == Dictionary(uniqueKeysWithValues: own.map { ($0.key.offset(by: dx, dy), $0.value) }) else { return nil }
        return ShipMotion(dx: dx, dy: dy, reach: CellRect(x: reach.x - start.x, y: reach.y - start.y, width: reach.width, height: reach.height))
    }
}
