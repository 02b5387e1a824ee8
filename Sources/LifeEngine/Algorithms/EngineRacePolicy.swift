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
    /// A run shorter than `EngineRace.shortRun` steps alone at least `shortRunHeadStart` (most
    /// such runs end within it, with no race to pay for), and all the way for a large pattern:
    /// there the race would take a processor from the tiles to give HashLife a start it cannot
    /// make up in a few thousand generations.
    static func headStart(population: Int, generations: Int64) -> Double {
        let large = population < soloFrom ? 0 : min(learningSeconds, Double(population) * 5e-7)
        guard generations < EngineRace.shortRun else { return large }
        return population < soloFrom ? shortRunHeadStart : .infinity
    }
    /// The population from which the stepping engine has a head start.
    static let soloFrom = 100_000
    /// Seconds a short run steps alone before HashLife joins: one still going by then costs
    /// several times that stepping (a long rule's circuit, a growing pattern), where HashLife,
    /// which takes a small pattern in at once, often needs a fraction of it.
    static let shortRunHeadStart = 0.005

    /// Whether the stepping engine goes on alone after `elapsed` seconds of it, with `left`
    /// generations to go at the pace of its last chunk (nil: none stepped yet): within its head
    /// start; and in a short run, while what is left would take less than `worthRacing` at that
    /// pace (HashLife joining would then cost about what it could save: the other processor's
    /// memory traffic, its memory given back at exit). The last chunk's pace, not the average: a
    /// growing pattern's generations cost more as it goes.
    func stepsAlone(elapsed: Double, headStart: Double, secondsPerGeneration: Double?, left: Int64, shortRun: Bool) -> Bool {
        if elapsed < headStart { return true }
        guard shortRun, let secondsPerGeneration else { return false }
        return secondsPerGeneration * Double(left) < Self.worthRacing
    }
    /// The stepping time left below which a short run does not race.
    static let worthRacing = 0.02

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
