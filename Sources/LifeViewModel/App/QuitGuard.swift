import LifeInterface

/// Quitting while work under way would be lost by it (a recording, a script): the first request
/// says what would be lost, and only a second one within `window` seconds quits.
struct QuitGuard {
    /// Seconds a first request stays armed.
    static let window = 5.0
    /// Until when a second request goes through.
    private var armedUntil: Double?

    /// Whether a request to quit at `now` goes through; `busy` says what a quit would stop (nil:
    /// nothing). A refused first request is explained with a notice.
    mutating func allows(now: Double, busy: String?, in context: FeatureContext) -> Bool {
        guard let busy, armedUntil.map({ now > $0 }) ?? true else { return true }
        armedUntil = now + Self.window
        context.show("\(busy): quit again within \(Int(Self.window)) seconds to stop it and quit", seconds: Self.window)
        return false
    }
}
