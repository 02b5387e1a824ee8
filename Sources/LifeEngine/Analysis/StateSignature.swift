/// A cheap fingerprint of a universe's state: population, bounding box, and an order-independent
/// hash of the cells (and, under a rule of more than two states, their states) relative to the
/// box (absolute on a finite board), so a shifted copy matches.
struct StateSignature: Equatable {
    var population: Int
    var bounds: CellRect?
    var hash: UInt64

    /// Computes the signature.
    /// - Complexity: O(population) plus the algorithm's bounds query.
    init(of universe: any LifeAlgorithm) {
        population = universe.population
        bounds = universe.bounds
        let origin: Cell
        if universe.topology.finiteBoard != nil { origin = Cell(0, 0) } else { origin = bounds.map { Cell($0.x, $0.y) } ?? Cell(0, 0) }
        var sum: UInt64 = 0, mixed: UInt64 = 0
        // Under a rule of more than two states, each cell's state is part of what it is.
        let states = universe.rule.states > 2
        universe.forEachLiveCell { cell in
            var key = UInt64(bitPattern: cell.x &- origin.x) &* 0x9E37_79B9_7F4A_7C15
                ^ UInt64(bitPattern: cell.y &- origin.y) &* 0xC2B2_AE3D_27D4_EB4F
            if states { key ^= UInt64(universe.state(at: cell)) &* 0x1656_67B1_9E37_79F9 }
            let m = Self.mix(key)
            sum &+= m
            mixed ^= Self.mix(m ^ 0x165667B19E3779F9)
        }
        hash = sum ^ (mixed &* 31)
    }

    /// Whether the two could be the same state up to translation (a finite board: exactly the same).
    func matches(_ other: StateSignature) -> Bool {
        population == other.population && bounds?.width == other.bounds?.width
            && bounds?.height == other.bounds?.height && hash == other.hash
    }

    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
