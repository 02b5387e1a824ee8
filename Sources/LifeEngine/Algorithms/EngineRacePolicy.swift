/// The numbers behind `EngineRace`: the size of the stepping engine's chunks, and when HashLife,
/// running beside it, is too far behind to be worth its processor. Pure arithmetic, so it is
/// tested with given timings.
struct EngineRacePolicy {
    /// Seconds per chunk of stepped generations: short enough to notice HashLife's finish at once.
    static let chunkSeconds = 0.0015
    /// The most generations in one chunk: a growing pattern costs more with each generation, and a
    /// chunk sized while it was small must not keep the race from noticing HashLife's finish.
    static let longestChunk: Int64 = 256
    /// HashLife's time before it may be given up: enough to learn what a big pattern does (its
    /// first steps, memo still cold, are its slowest).
    static let learningSeconds = 0.5
    /// How far ahead (as a share of the run) the stepping engine must be to give HashLife up.
    static let hopelessLead = 8.0

    /// Seconds the stepping engine runs alone, on every processor, before HashLife joins the race:
    /// none for a pattern of fewer than `soloFrom` cells (HashLife's ground: guns, breeders), else
    /// about what HashLife would spend taking the cells in (half a microsecond a cell, up to its
    /// learning time), so that a short run of a large soup does not pay for a race it cannot lose.
    static func headStart(population: Int) -> Double {
        population < soloFrom ? 0 : min(learningSeconds, Double(population) * 5e-7)
    }
    /// The population from which the stepping engine has a head start.
    static let soloFrom = 100_000

    /// The next chunk of generations, after `chunk` took `tookSeconds`: doubled while short, halved while long.
    func nextChunk(_ chunk: Int64, tookSeconds: Double) -> Int64 {
        if tookSeconds < Self.chunkSeconds / 2 && chunk < Self.longestChunk { return chunk * 2 }
        if tookSeconds > Self.chunkSeconds * 2 && chunk > 1 { return chunk / 2 }
        return chunk
    }

    /// Whether HashLife, after `seconds` beside the stepping engine, is so far behind that its
    /// processor serves the stepping engine better: it has had its learning time and the stepping
    /// engine has done more than `hopelessLead` times its share of the run.
    func leapIsHopeless(seconds: Double, leapingShare: Double, steppingShare: Double) -> Bool {
        seconds >= Self.learningSeconds && steppingShare > Self.hopelessLead * max(leapingShare, 1e-6)
    }
}
