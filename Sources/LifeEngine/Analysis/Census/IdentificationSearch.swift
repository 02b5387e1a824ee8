/// What a search for a pattern's identity found: the identity, a gun, a cycle longer than the
/// longest period asked for, or nothing within the limits.
public enum IdentificationSearch {
    /// A still life, oscillator or spaceship from generation `from` on.
    case identified(Identification, from: Int64)
    /// A gun: it stays in place and repeats, sending out what flies away (found where the
    /// search for a still life, oscillator or spaceship gave up on a pattern that kept growing).
    case gun(GunIdentity)
    /// It repeats, but with a period longer than the limit asked for.
    case periodBeyondLimit(period: Int64, from: Int64)
    /// Nothing repeating up to `generation`; `timedOut` when the time limit stopped it, `stopped`
    /// when the caller did.
    case notFound(generation: Int64, timedOut: Bool, stopped: Bool)
    /// It grew to the memory budget at `generation` before repeating.
    case outgrewBudget(generation: Int64)

    /// The identity when one was found.
    public var identified: (identification: Identification, from: Int64)? {
        if case let .identified(found, from) = self { return (found, from) }
        return nil
    }
}
