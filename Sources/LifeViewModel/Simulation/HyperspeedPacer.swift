import LifeScene
/// Paces hyperspeed: how many generations each frame's batch takes and on which engine.
///
/// HashLife leaps 2^k generations a frame, k rising while batches are quick and falling when they
/// are slow. A chaotic pattern (a fresh soup) is slower in HashLife than on the tiled engine even
/// one generation at a time, so then the batches go to tiles at full speed, and HashLife is tried
/// again after a while (2 s, then twice as long each time it loses, up to 32 s).
struct HyperspeedPacer {
    /// Generations per HashLife batch: 2^stepLog.
    private(set) var stepLog = 0
    /// Whether batches run on the tiled engine for now.
    private(set) var onTiles = false
    private var batches = 0
    private var lastBatch = -Double.infinity
    private var tilesRate: Double?
    private var retryAt = 0.0
    private var retryDelay = 2.0

    /// Largest step: 2^stepLogLimit generations a frame.
    static let stepLogLimit = 50
    /// Seconds of work under which a HashLife batch counts as quick, and over which as slow.
    static let quick = 0.006, slow = 0.03

    /// Starts again from one generation a frame on HashLife.
    mutating func reset() { self = HyperspeedPacer() }

    /// Whether a batch may start at `now` (HashLife batches at most one a frame).
    func isDue(at now: Double) -> Bool { onTiles || now >= lastBatch + 1.0 / 60 - 0.002 }

    /// When the next HashLife batch may start.
    func nextBatchTime(after now: Double) -> Double { onTiles ? now + 0.004 : max(now + 0.001, lastBatch + 1.0 / 60) }

    /// The next batch's size: 2^stepLog on HashLife, or what the tiled engine does in `batchSeconds` at `tilesRate`.
    func batchSize(fullSpeedRate rate: Double, batchSeconds: Double) -> Int64 {
        onTiles ? max(1, min(Int64(1) << 20, Int64((rate * batchSeconds).rounded()))) : Int64(1) << stepLog
    }

    /// Notes that a batch started at `now`.
    mutating func started(at now: Double) { lastBatch = now }

    /// Learns from a finished batch: `generations` took `seconds` of engine work, on HashLife or
    /// tiles; `tilesAllowed` says whether the universe is small enough to go back to tiles.
    mutating func finished(generations: Int64, seconds: Double, onHashLife: Bool, tilesAllowed: Bool, at now: Double) {
        let rate = seconds > 0 ? Double(generations) / seconds : .infinity
        if !onHashLife {
            tilesRate = rate
            if now >= retryAt {
                onTiles = false
                // Try HashLife with leaps as long as the tiled batches, so the two compare.
                stepLog = min(Self.stepLogLimit, max(0, Int64.bitWidth - 1 - max(1, generations).leadingZeroBitCount))
                batches = 0
            }
            return
        }
        batches += 1
        if seconds < Self.quick && batches % 8 == 0 {
            // Quick batches earn a longer step, at most every eighth batch so the speed-up can be watched.
            stepLog = min(stepLog + 1, Self.stepLogLimit)
        } else if seconds > Self.slow {
            let losing = tilesRate.map { rate < $0 } ?? (stepLog == 0)
            if tilesAllowed && losing && (stepLog == 0 || tilesRate != nil) {
                onTiles = true
                retryAt = now + retryDelay
                retryDelay = min(retryDelay * 2, 32)
            } else {
                stepLog = max(stepLog - 1, 0)
            }
        }
    }
}
