/// One object of a census: a still life, an oscillator or a spaceship, with its period, its move
/// per period, its phases (from the one found), its apgcode and where it lies.
public struct LifeObject: Sendable {
    /// What kind of object.
    public enum Kind: String, Sendable {
        case stillLife = "still life", oscillator, spaceship
    }

    /// What kind.
    public let kind: Kind
    /// Generations until it repeats (1 for a still life).
    public let period: Int
    /// Its move per period (0, 0 unless a spaceship).
    public let displacement: (dx: Int64, dy: Int64)
    /// Its live cells, as found.
    public let cells: [Cell]
    /// Its apgcode.
    public let code: String

    /// Classifies cells (those in `states` in a state above 1) run on their own under `rule`: the first generation, up to `maxPeriod`,
    /// at which they repeat (shifted, for a spaceship); nil when they do not repeat by then.
    /// - Complexity: O(maxPeriod x cells) steps and comparisons.
    public static func classify(_ cells: [Cell], states: [Cell: UInt8] = [:], rule: Rule, maxPeriod: Int) -> LifeObject? {
        guard let cycle = PeriodFinder.cycle(of: cells, states: states, rule: rule, maxPeriod: maxPeriod) else { return nil }
        let (dx, dy) = cycle.displacement
        let kind: Kind = dx != 0 || dy != 0 ? .spaceship : (cycle.period == 1 ? .stillLife : .oscillator)
        return LifeObject(kind: kind, period: cycle.period, displacement: (dx, dy), cells: cells,
                          code: Apgcode.code(kind: kind, period: cycle.period, phases: cycle.phases, decaying: cycle.decaying, rule: rule))
    }
}

extension LifeObject {
    /// The same object found at other cells (of the same shape).
    func placed(at cells: [Cell]) -> LifeObject {
        LifeObject(kind: kind, period: period, displacement: displacement, cells: cells, code: code)
    }
}

extension LifeObject {
    /// Where a spaceship flies, as a compass heading (north is up, toward smaller y): "NE", "W", ...;
    /// empty for an object that stays.
    public var heading: String {
        let (dx, dy) = displacement
        return (dy < 0 ? "N" : dy > 0 ? "S" : "") + (dx > 0 ? "E" : dx < 0 ? "W" : "")
    }
}
