/// How Golly runs a two-state rule with B0 on an unbounded plane: where the background comes
/// alive, the pattern is stored inverted (its dead cells), so what is stored stays finite. A rule
/// without S8 alternates (the background is alive at odd generations); with S8 it stays alive,
/// and a pattern for it is read as stored inverted from the start. Each step is then a rule
/// without B0 on the stored cells, which the tiles run like any other. Which it is follows from the
/// generation alone, so a pattern saved at an odd generation and opened again runs on as it was.
/// Larger than Life with B0, like Generations with B0, runs only on a board bounded both ways, where
/// every cell is computed as it is: it is never stored inverted.
extension Rule {
    /// Whether a rule of range 1 has its B0 emulated by storing the pattern inverted.
    private var invertsForB0: Bool { states == 2 && largerThanLife == nil && bornFromNothing }

    /// Whether a pattern is stored inverted from the start (two states, B0 and S8).
    public var storedInvertedAtStart: Bool { invertsForB0 && table.next(0x1FF) }

    /// Whether the pattern is stored inverted after a step from one stored `inverted` (always
    /// false without B0).
    public func storedInverted(after inverted: Bool) -> Bool {
        invertsForB0 && (inverted ? table.next(0x1FF) : table.next(0))
    }

    /// Whether the pattern is stored inverted at `generation`: for good with B0 and S8, at odd
    /// generations with B0 alone, never without B0.
    public func storedInverted(atGeneration generation: Int64) -> Bool {
        storedInvertedAtStart || (invertsForB0 && generation & 1 == 1)
    }

    /// Whether cells at `generation` are stored the other way from generation 0 (B0 without S8,
    /// at odd generations): what is run from generation 0, or read back there, must not be them.
    public func storesOtherwiseThanAtStart(atGeneration generation: Int64) -> Bool {
        storedInverted(atGeneration: generation) != storedInverted(atGeneration: 0)
    }

    /// The step on stored cells from a pattern stored `inverted` or not, as a two-state rule of
    /// range 1 without B0: each stored 3x3 block is inverted back when it is stored so, and the
    /// next state inverted when it will be. Totalistic stays totalistic (n neighbours become the
    /// neighbourhood's size less n).
    public func storedStep(fromInverted inverted: Bool) -> Rule {
        let flipIn = inverted ? 0x1FF : 0, flipOut = storedInverted(after: inverted)
        var births = NeighbourConfigurations(), survivals = NeighbourConfigurations()
        for n in 0..<256 {
            if table.next(n ^ flipIn) != flipOut { births.insert(UInt8(n)) }
            if table.next((n | 0x100) ^ flipIn) != flipOut { survivals.insert(UInt8(n)) }
        }
        return Rule(births: births, survivals: survivals, neighbourhood: neighbourhood)
    }
}
