/// The exact first generation of a settled ending: the first generation from which the board is
/// the periodic debris plus the escaping ships, each already free, as they are when the ending was seen.
///
/// Going back from the generation the ending was seen at, the debris is in the phase that many
/// generations earlier and each ship is where it was that many generations earlier; the board
/// matches that picture from the start of the final cycle on, and not the generation before.
enum SettledStart {
    /// Replays from the evidence's checkpoint and returns the first generation, from the earliest
    /// possible one on, at which the board is exactly the settled `picture`, with its population.
    /// - Complexity: one replay from the checkpoint (at most the run since it); cells are listed
    ///   only at generations whose population is the picture's.
    static func find(_ evidence: SettledEvidence, picture: Picture, isCancelled: () -> Bool = { false }) -> (generation: Int64, population: Int)? {
        let seenAt = picture.seenAt
        let replay = evidence.checkpoint.universe()
        // A generation at a time, so a time limit is met here too.
        while replay.generation < evidence.earliest {
            if isCancelled() { return nil }
            replay.step()
        }
        while replay.generation < seenAt {
            if isCancelled() { return nil }
            let t = replay.generation
            // Live cells come in row-major order: sorted.
            if replay.population == picture.population(at: t) && replay.liveCells() == picture.cells(at: t) {
                return (t, replay.population)
            }
            replay.step()
        }
        return (seenAt, evidence.population)
    }

    /// The settled board at any generation up to the one it was seen at.
    struct Picture {
        /// The debris's live cells in each phase, sorted, phase 0 being the one seen.
        let debrisPhases: [[Cell]]
        /// Each ship's four phases from the one seen, and its move per four generations.
        let ships: [(phases: [[Cell]], dx: Int64, dy: Int64)]
        let seenAt: Int64

        /// The picture of `debris` (with `phases`, its phases' live cells sorted, when known) and `ships`.
        init(debris: [Cell], debrisStates: [Cell: UInt8] = [:], phases: [[Cell]]? = nil, ships: [EscapeAnalysis.Ship],
             debrisPeriod: Int, rule: Rule, seenAt: Int64) {
            debrisPhases = phases ?? Islands.phases(of: debris, states: debrisStates, rule: rule, period: max(1, debrisPeriod))
            self.ships = ships.map { ship in
                let life = Engines.small(rule: rule)
                life.load(Pattern(cells: ship.cells, rule: rule, decaying: ship.states))
                var phases = [ship.cells]
                for _ in 1..<4 {
                    life.step()
                    phases.append(life.liveCells().sorted())
                }
                return (phases, ship.dx, ship.dy)
            }
            self.seenAt = seenAt
        }

        /// Which debris phase, and for the ships which phase and how many moves back, at generation `t`.
        private func place(_ t: Int64) -> (debris: Int, shipPhase: Int, movesBack: Int64) {
            let back = seenAt - t
            let period = Int64(debrisPhases.count)
            let movesBack = (back + 3) / 4
            return (Int(((-back % period) + period) % period), Int(movesBack * 4 - back), movesBack)
        }

        /// Live cells at generation `t`.
        func population(at t: Int64) -> Int {
            let p = place(t)
            return debrisPhases[p.debris].count + ships.reduce(0) { $0 + $1.phases[p.shipPhase].count }
        }

        /// The cells at generation `t`, sorted.
        func cells(at t: Int64) -> [Cell] {
            let p = place(t)
            var shipCells: [Cell] = []
            for ship in ships {
                shipCells += ship.phases[p.shipPhase].map { $0.offset(by: -p.movesBack * ship.dx, -p.movesBack * ship.dy) }
            }
            shipCells.sort()
            // The debris's phase is sorted already: the few ships' cells are merged into it.
            let debris = debrisPhases[p.debris]
            var cells: [Cell] = []
            cells.reserveCapacity(debris.count + shipCells.count)
            var i = 0, j = 0
            while i < debris.count || j < shipCells.count {
                if j == shipCells.count || (i < debris.count && debris[i] < shipCells[j]) {
                    cells.append(debris[i])
                    i += 1
                } else {
                    cells.append(shipCells[j])
                    j += 1
                }
            }
            return cells
        }
    }
}
