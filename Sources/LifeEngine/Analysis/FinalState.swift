/// How a run of Life ends, as far as the detector could tell.
public struct FinalState: Equatable, Sendable {
    /// The kinds of ending.
    public enum Outcome: String, Sendable {
        /// No live cells remain.
        case extinct
        /// Nothing changes any more.
        case stillLife = "still-life"
        /// The whole pattern repeats in place.
        case oscillator
        /// The whole pattern repeats, shifted.
        case spaceship
        /// Still lifes and oscillators remain, plus spaceships flying away that can never interact again.
        case settled
        /// No ending was found within the limits.
        case undetermined
    }

    /// What happened.
    public var outcome: Outcome
    /// First generation of the final cycle (the generation reached, when undetermined).
    public var generation: Int64
    /// Period of the cycle (of the debris, when settled); 0 when extinct or undetermined.
    public var period: Int64
    /// Shift per period for a spaceship; (0, 0) otherwise.
    public var displacement: (dx: Int64, dy: Int64)
    /// Live cells at `generation`.
    public var population: Int
    /// Escaping gliders, when settled.
    public var gliders: Int
    /// Escaping spaceships other than gliders, when settled.
    public var otherShips: Int
    /// What the confirmation of a settled ending found on the board it was seen on (for a census
    /// of that board); not part of the result's equality.
    var settledDebris: SettledDebris?
    /// Whether the ending was found where watching began, after a past nobody watched (a jump, an
    /// opened board at a later generation): it may have come earlier, and the summary says "by
    /// generation". Not part of the result's equality.
    public var mayBeEarlier = false

    /// Creates a result.
    public init(outcome: Outcome, generation: Int64, period: Int64, displacement: (dx: Int64, dy: Int64) = (0, 0),
                population: Int, gliders: Int = 0, otherShips: Int = 0) {
        self.outcome = outcome
        self.generation = generation
        self.period = period
        self.displacement = displacement
        self.population = population
        self.gliders = gliders
        self.otherShips = otherShips
    }

    /// Equal when every field of the result is.
    public static func == (a: FinalState, b: FinalState) -> Bool {
        a.outcome == b.outcome && a.generation == b.generation && a.period == b.period
            && a.displacement.dx == b.displacement.dx && a.displacement.dy == b.displacement.dy
            && a.population == b.population && a.gliders == b.gliders && a.otherShips == b.otherShips
    }

    /// One calm sentence, e.g. "Settled at generation 1103: period-2 debris, 6 gliders escaping".
    public var summary: String { summary(numbers: { String($0) }) }

    /// The summary with its generation written by `numbers` (the app groups the digits).
    public func summary(numbers: (Int64) -> String) -> String {
        let g = numbers(generation)
        switch outcome {
        case .extinct: return "Died out \(mayBeEarlier ? "by" : "at") generation \(g)"
        case .stillLife: return "Still life \(mayBeEarlier ? "by" : "from") generation \(g)"
        case .oscillator: return "Oscillating with period \(period) \(mayBeEarlier ? "by" : "from") generation \(g)"
        case .spaceship:
            return "Spaceship with period \(period), moving (\(displacement.dx), \(displacement.dy)) \(mayBeEarlier ? "by" : "from") generation \(g)"
        case .settled:
            var parts = ["period-\(period) debris"]
            if gliders > 0 { parts.append("\(gliders) glider\(gliders == 1 ? "" : "s") escaping") }
            if otherShips > 0 { parts.append("\(otherShips) other spaceship\(otherShips == 1 ? "" : "s") escaping") }
            return "Settled \(mayBeEarlier ? "by" : "at") generation \(g): " + parts.joined(separator: ", ")
        case .undetermined: return "No ending found by generation \(g)"
        }
    }
}
