extension Rule {
    /// The B/S rule a Larger than Life rule of range 1 is (two states, no B0): the square and the
    /// circle of range 1 are the Moore neighbourhood, the diamond the von Neumann one; a live cell
    /// counted in its own neighbourhood (M1) survives with one neighbour fewer than the count.
    /// Nil for any other rule (Golly's Gnarl, `R1,C0,M1,S1..1,B1..1,NN`, is B1/S0V).
    public var rangeOneEquivalent: Rule? {
        guard let ltl = largerThanLife, ltl.range == 1, ltl.states == 2, !ltl.birth.contains(0) else { return nil }
        let neighbourhood: Neighbourhood = ltl.shape == .vonNeumann ? .vonNeumann : .moore
        let most = neighbourhood == .vonNeumann ? 4 : 8
        let own = ltl.countsMiddle ? 1 : 0
        return Rule(birth: Set((0...most).filter { ltl.birth.contains($0) }),
                    survival: Set((0...most).filter { ltl.survival.contains($0 + own) }), neighbourhood: neighbourhood)
    }
}
