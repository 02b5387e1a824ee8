extension Rule {
    /// What a cell state means under this rule, for the drawing state's notice: "dead", "alive",
    /// a Generations or Larger than Life cell's decay ("dying, 2 of 3"), or LifeHistory's states
    /// as Golly's Rules/LifeHistory.rule names them.
    public func name(ofState state: UInt8) -> String {
        guard state > 0 else { return "dead" }
        if history { return Self.historyNames[Int(min(state, 6))] }
        guard state > 1, states > 2 else { return "alive" }
        return "dying, \(state - 1) of \(states - 2)"
    }

    /// LifeHistory's states, 0 to 6.
    private static let historyNames = ["dead", "on", "history (was on)", "marked on", "marked off", "start on", "boundary"]
}
