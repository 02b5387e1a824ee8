import LifeInterface

/// Quitting while work would be lost by it (a recording, a script, boards the database cannot
/// keep): the first request says what would be lost, and only a second one within `window` seconds quits.
struct QuitGuard {
    /// Seconds a first request stays armed.
    static let window = 5.0
    /// What the first request said, and until when a second one goes through.
    private var armed: (warning: String, until: Double)?

    /// Whether a request to quit at `now` goes through; `risk` says what a quit would lose (nil:
    /// nothing). A refused first request is explained with a notice.
    mutating func allows(now: Double, risk: QuitRisk?, in context: FeatureContext) -> Bool {
        guard let risk, armed.map({ now > $0.until }) ?? true else { return true }
        let warning = "\(risk.what): quit again within \(Int(Self.window)) seconds to \(risk.cost)"
        armed = (warning, now + Self.window)
        context.show(warning, seconds: Self.window)
        return false
    }

    /// The warning while a second request would quit: it outranks other notices (a running
    /// script's own messages would replace it at once).
    func warning(at now: Double) -> String? {
        armed.flatMap { now <= $0.until ? $0.warning : nil }
    }

    /// When the warning goes (nil: none stands after `now`).
    func nextWake(after now: Double) -> Double? {
        armed.flatMap { now < $0.until ? $0.until : nil }
    }
}
