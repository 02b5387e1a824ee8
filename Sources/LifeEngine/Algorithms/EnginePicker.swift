/// Chooses between the tiled engine and HashLife for a run, the way `auto` does in the command
/// line and the app: HashLife for long jumps and for patterns regular enough that its memory of
/// the past pays off, the tiled engine for short runs, tori and chaotic patterns.
public enum EnginePicker {
    /// The engines `auto` chooses between.
    public enum Engine: String, Sendable {
        case tiles, hashlife
    }

    /// Jumps at least this long always go to HashLife.
    public static let alwaysHashLife: Int64 = 1 << 20
    /// Runs shorter than this always go to the tiled engine.
    public static let alwaysTiles: Int64 = 4096

    /// The engine for running `pattern` forward `generations`; in between the two limits, a short
    /// probe times both engines on the pattern itself (at most a few hundred milliseconds).
    public static func choose(for pattern: Pattern, generations: Int64, clock: () -> Double) -> Engine {
        if pattern.topology != .plane { return .tiles }
        if generations >= alwaysHashLife { return .hashlife }
        if generations < alwaysTiles { return .tiles }
        let probe: Int64 = 1024
        let tiles = TiledLife(rule: pattern.rule)
        tiles.load(pattern.cells)
        var start = clock()
        tiles.step(by: probe)
        let tiledSeconds = clock() - start
        let hash = HashLife(rule: pattern.rule, maxMemory: 256 << 20)
        hash.load(pattern.cells)
        hash.step(by: probe)
        // The second stretch shows whether HashLife's memory of the first one helps.
        start = clock()
        hash.step(by: probe)
        let hashSeconds = clock() - start
        return hashSeconds * 2 < tiledSeconds ? .hashlife : .tiles
    }
}
