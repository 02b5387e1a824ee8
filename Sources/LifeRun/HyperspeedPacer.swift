/// Paces hyperspeed: how many generations each frame's batch takes and on which engine.
///
/// HashLife leaps 2^k generations a batch. Left to itself the pacer climbs: it measures the
/// generations per second each step size achieves (a batch shows at most once a frame, so a
/// quick batch counts as a whole frame) and moves k toward the size that achieves most, trying
/// the sizes next to it whenever they have not been measured lately. A batch that takes longer
/// than a second is too coarse to watch, and k comes down. The user can also fix k (Golly's step
/// exponent); then it stays where it is put.
///
/// A chaotic pattern (a fresh soup) is slower in HashLife than on the tiled engine even one
/// generation at a time, so then the batches go to tiles at full speed, and HashLife is tried
/// again after a while (2 s, then twice as long each time it loses, up to 32 s).
struct HyperspeedPacer {
    /// Generations per HashLife batch: 2^stepLog.
    private(set) var stepLog = 0
    /// The step the user fixed, or nil when the pacer chooses.
    private(set) var fixedStepLog: Int?
    /// Whether batches run on the tiled engine for now.
    private(set) var onTiles = false
    private var batches = 0
    private var lastBatch = -Double.infinity
    private var tilesRate: Double?
    private var retryAt = 0.0
    private var retryDelay = 2.0
    /// Generations per second measured at each step size (index k), while they are fresh.
    private var rates: [Int: Double] = [:]
    /// A step size found too coarse; not climbed past until the measurements are renewed.
    private var ceiling: Int?
    private var renewAt = 0.0

    /// Largest step: 2^stepLogLimit generations a frame.
    static let stepLogLimit = 50
    /// The frame budget: one batch is shown a frame.
    static let frame = 1.0 / 60
    /// Seconds of work over which a HashLife batch is slow (a candidate for the tiled engine).
    static let slow = 0.03
    /// Seconds of work over which a batch is too coarse to watch.
    static let longest = 1.0
    /// Batches measured at a step size before the pacer moves on from it (one when the last climb clearly paid).
    static let batchesPerMove = 3
    /// Seconds after which measured rates are taken again (HashLife's memo warms up as it goes).
    static let renewal = 2.0

    /// Starts again from 2^`stepLog` generations a frame on HashLife (a fixed step stays fixed).
    mutating func reset(from stepLog: Int = 0) {
        let fixed = fixedStepLog
        self = HyperspeedPacer()
        self.stepLog = min(max(stepLog, 0), Self.stepLogLimit)
        fix(stepLog: fixed)
    }

    /// Fixes the step at 2^log generations (clamped to 0...stepLogLimit), or lets the pacer choose again (nil).
    mutating func fix(stepLog log: Int?) {
        fixedStepLog = log.map { min(max($0, 0), Self.stepLogLimit) }
        if let fixed = fixedStepLog {
            stepLog = fixed
            onTiles = false
        }
        rates = [:]
        ceiling = nil
        batches = 0
    }

    /// Whether a batch may start at `now` (HashLife batches at most one a frame).
    func isDue(at now: Double) -> Bool { onTiles || now >= lastBatch + Self.frame - 0.002 }

    /// When the next HashLife batch may start.
    func nextBatchTime(after now: Double) -> Double { onTiles ? now + 0.004 : max(now + 0.001, lastBatch + Self.frame) }

    /// The next batch's size: 2^stepLog on HashLife, or what the tiled engine does in `batchSeconds` at `tilesRate`.
    func batchSize(fullSpeedRate rate: Double, batchSeconds: Double) -> Int64 {
        onTiles ? max(1, min(Int64(1) << 20, Int64((rate * batchSeconds).rounded()))) : Int64(1) << stepLog
    }

    /// Notes that a batch started at `now`.
    mutating func started(at now: Double) { lastBatch = now }

    /// Learns from a finished batch: `generations` took `seconds` of engine work, on HashLife or
    /// tiles; `tilesAllowed` says whether the universe is small enough to go back to tiles.
    mutating func finished(generations: Int64, seconds: Double, onHashLife: Bool, tilesAllowed: Bool, at now: Double) {
        let rawRate = seconds > 0 ? Double(generations) / seconds : .infinity
        if !onHashLife {
            tilesRate = rawRate
            if now >= retryAt {
                onTiles = false
                // Try HashLife with leaps as long as the tiled batches, so the two compare.
                stepLog = min(Self.stepLogLimit, max(0, Int64.bitWidth - 1 - max(1, generations).leadingZeroBitCount))
                rates = [:]
                batches = 0
            }
            return
        }
        guard fixedStepLog == nil else { return }
        if seconds > Self.slow && tilesAllowed {
            let losing = tilesRate.map { rawRate < $0 } ?? (stepLog == 0)
            if losing && (stepLog == 0 || tilesRate != nil) {
                onTiles = true
                retryAt = now + retryDelay
                retryDelay = min(retryDelay * 2, 32)
                return
            }
        }
        if now >= renewAt {
            rates = [:]
            ceiling = nil
            renewAt = now + Self.renewal
        }
        // What the viewer gets: at most one batch a frame.
        let rate = Double(generations) / max(seconds, Self.frame)
        rates[stepLog] = rate
        batches += 1
        // A climb that clearly paid (half as fast again as the step below) moves on after one batch.
        let paying = rates[stepLog - 1].map { rate > $0 * 1.5 } ?? false
        guard batches >= (paying ? 1 : Self.batchesPerMove) || seconds > Self.longest else { return }
        batches = 0
        if seconds > Self.longest && stepLog > 0 {
            ceiling = stepLog - 1
            stepLog -= 1
            return
        }
        // Down when the smaller step did better, else up while the next size is untried or better.
        let up = stepLog + 1
        let mayClimb = up <= Self.stepLogLimit && ceiling.map { up <= $0 } ?? true
        if let down = rates[stepLog - 1], down > rate * 1.05 {
            stepLog -= 1
        } else if mayClimb, rates[up].map({ $0 > rate }) ?? true {
            stepLog = up
        } else if stepLog > 0 && rates[stepLog - 1] == nil {
            stepLog -= 1 // measure the smaller step too, so a climb past the best size comes back
        }
    }
}
