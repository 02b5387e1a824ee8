extension TiledLife {
    /// The app's universes: tiled, counting births and deaths for the header. Handed to the app's
    /// run as its engine factory by the program that composes it (and by tests).
    public static func counting(rule: Rule, topology: Topology) -> any LifeAlgorithm {
        let universe = TiledLife(rule: rule, topology: topology)
        universe.countsBirthsAndDeaths = true
        return universe
    }
}
