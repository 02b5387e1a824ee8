extension Rule {
    /// How far a state's colour lies from the live colour towards the dead one, from 0 (drawn as
    /// live) to 1 (as far as drawing goes), or below 0 away from the dead colour (a live cell set
    /// apart): Generations and Larger than Life fade state by state as a cell decays; a History
    /// rule draws plain live cells (1) as live, marked (3) and start (5) ones set apart (paler on a
    /// dark board), as Golly's LifeHistory colours do, the boundary (6) faintest, the marked trace
    /// (4) stronger than the plain one (2).
    public func fade(of state: UInt8) -> Double {
        guard state > 1 else { return 0 }
        if history { return Self.historyFades[Int(min(state, 6))] }
        return min(1, Double(state - 1) / Double(max(1, states - 2)))
    }

    /// How far a state of fade 1 goes from the live colour toward the dead one (the board and a
    /// script's colours share it): at 0.8 a three-state rule's dying cells all but vanished (1.3:1
    /// against Light's background, 1.5:1 against Dark's); at 0.6 they show on every theme, as
    /// clearly apart from the live colour.
    public static let decayReach = 0.6

    /// How far a live cell set apart moves from the live colour: a little (LifeHistory's marked
    /// cells) and more (its start cells), as negative fades; pictures keep a palette entry for each.
    public static let apartFades = (little: 0.55, more: 0.8)

    /// A History rule's fades, state by state.
    private static let historyFades = [0, 0, 0.75, -apartFades.little, 0.5, -apartFades.more, 0.9]
}
