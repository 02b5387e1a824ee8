/// The numbers behind `EngineRace`: how long the stepping engine's turns last, what share of that
/// HashLife gets, when HashLife may start, and the size of the stepping chunks. Pure arithmetic,
/// so it is tested with given timings.
struct EngineRacePolicy {
    /// Seconds of the stepping engine's next turn (doubles after each turn, up to `longestSlice`).
    private(set) var slice = 0.02
    /// Seconds the stepping engine's next turn actually lasts: `slice`, cut by HashLife's share
    /// when that is above one, so HashLife's larger share starts at once.
    var steppingSlice: Double { leapingShare > 1 ? slice / leapingShare : slice }
    /// HashLife's time as a share of the stepping engine's (see `turnDone`).
    private(set) var leapingShare = 1.0
    /// The longest turn: the race looks again at least this often.
    static let longestSlice = 2.0
    /// Seconds per chunk of stepped generations: short enough to end a turn on time.
    static let chunkSeconds = 0.0015
    /// Seconds to move one cell into HashLife (measured: about 0.2 µs).
    static let secondsPerCellMoved = 2e-7
    /// Seconds HashLife may spend moving the starting pattern across before it has earned them.
    static let openingMove = 0.02
    /// HashLife's time for its first turn, which comes before the stepping engine's first.
    static let openingCredit = 0.03

    /// Whether HashLife can start: moving the population into it fits in the credit it has (or,
    /// for the starting pattern, in `openingMove`).
    func canStartLeaping(population: Int, credit: Double, atStart: Bool) -> Bool {
        let cost = Double(population) * Self.secondsPerCellMoved
        return cost < credit / 2 || (atStart && cost <= Self.openingMove)
    }

    /// The stepping engine's rate (generations a second) over its last turn.
    private(set) var lastSteppingRate: Double?

    /// After a pair of turns: the next stepping turn is twice as long, and HashLife's share is set
    /// from what the turns showed: as much time as the stepping engine, unless HashLife has had
    /// `learningSeconds` and the stepping engine gets more than eight times as far a second (over its last turn, against HashLife's whole run
    /// so far, leaps stopped half way counted by their progress) and is not slowing down (a
    /// stepping engine slowing by a quarter or more since its turn before steps a growing pattern,
    /// whose cost only grows); then a quarter. When HashLife already gets more than four times as
    /// far a second (its early leaps, memo still cold, are its slowest), it gets four times the
    /// stepping engine's time (the stepping engine's turn is cut to a quarter, see `steppingSlice`),
    /// and so it does when the stepping engine slows (a growing pattern) and HashLife already gets
    /// at least half as far a second: a run HashLife wins then costs about a quarter more than
    /// HashLife alone.
    mutating func turnDone(steppingGenerations: Int64, steppingSeconds: Double, leapingGenerations: Double, leapingSeconds: Double) {
        slice = min(slice * 2, Self.longestSlice)
        let steppingRate = Double(steppingGenerations) / max(steppingSeconds, 1e-9)
        let leapingRate = leapingGenerations / max(leapingSeconds, 1e-9)
        let slowing = lastSteppingRate.map { steppingRate < 0.75 * $0 } ?? false
        let learnt = leapingSeconds >= Self.learningSeconds
        if learnt && !slowing && steppingRate > 8 * leapingRate {
            leapingShare = 0.25
        } else if leapingRate > 4 * steppingRate || (slowing && leapingRate > steppingRate / 2) {
            leapingShare = 4
        } else {
            leapingShare = 1
        }
        lastSteppingRate = steppingRate
    }

    /// HashLife's first leap, and its longest: leaps double from one to the other.
    static let firstLeap: Int64 = 1024
    static let longestLeap: Int64 = 1 << 40
    /// HashLife's time before its share may drop: enough to learn what a big pattern does.
    static let learningSeconds = 0.25

    /// The most generations in one chunk: a growing pattern costs more with each generation, and a
    /// chunk sized while it was small must not run past the turn by much.
    static let longestChunk: Int64 = 256

    /// The next chunk of generations, after `chunk` took `tookSeconds`: doubled while short, halved while long.
    func nextChunk(_ chunk: Int64, tookSeconds: Double) -> Int64 {
        if tookSeconds < Self.chunkSeconds / 2 && chunk < Self.longestChunk { return chunk * 2 }
        if tookSeconds > Self.chunkSeconds * 2 && chunk > 1 { return chunk / 2 }
        return chunk
    }
}
