/// The one place a universe moves between engines: into HashLife for leaps and huge universes,
/// back to a stepping engine for births, deaths and endings, and into HashLife from a macrocell
/// tree without listing its cells.
public enum EngineSwitch {
    /// The universe in a leaping engine (the universe itself when it already leaps, or when
    /// HashLife does not run its rule on its board: see `Engines.hashLifeRuns`).
    /// The tiles go in square by square, unlisted (`HashLife.load(squaresWithin:_:)`).
    public static func leaping(_ universe: any LifeAlgorithm, maxMemory: Int) -> any LifeAlgorithm {
        if universe.leaps || !Engines.hashLifeRuns(universe.rule, on: universe.topology) { return universe }
        let hash = Engines.leaping(rule: universe.rule, maxMemory: maxMemory)
        if let tiles = universe as? TiledLife, let tree = hash as? HashLife, !tiles.storedInverted,
           (try? tree.load(squaresWithin: tiles.bounds, { body in tiles.forEachSquare(body) })) != nil {
            tree.generation = universe.generation
            return tree
        }
        hash.load(universe.snapshot())
        hash.generation = universe.generation
        return hash
    }

    /// The universe in the stepping engine `make` builds (the universe itself when it does not leap).
    /// Lists its cells: check the population first.
    public static func stepping(_ universe: any LifeAlgorithm, make: (Rule, Topology) -> any LifeAlgorithm) -> any LifeAlgorithm {
        guard universe.leaps else { return universe }
        let stepping = make(universe.rule, universe.topology)
        stepping.load(universe.snapshot())
        stepping.generation = universe.generation
        return stepping
    }

    /// A leaping universe holding a macrocell tree, node for node (never listed); for a rule
    /// HashLife does not run (Larger than Life, B0), a stepping one holding its cells listed.
    /// Loading a large tree asks `isCancelled` now and then, and stops (throwing) when it says so.
    public static func universe(from tree: MacrocellTree, maxMemory: Int, isCancelled: (() -> Bool)? = nil) throws -> any LifeAlgorithm {
        if !Engines.hashLifeRuns(tree.rule, on: .plane) {
            let universe = Engines.stepping(rule: tree.rule, topology: tree.topology)
            universe.load(try MacrocellCodec().pattern(of: tree))
            universe.generation = tree.generation
            return universe
        }
        if tree.rule.states > 2 {
            let hash = GenerationsHashLife(rule: tree.rule, maxMemory: maxMemory)
            try hash.load(tree)
            return hash
        }
        let hash = HashLife(rule: tree.rule, maxMemory: maxMemory)
        try hash.load(tree, isCancelled: isCancelled)
        return hash
    }
}
