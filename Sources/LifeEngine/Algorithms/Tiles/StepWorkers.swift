import Dispatch
import Glibc
import Synchronization

/// Helper threads that share out the chunks of one step with the calling thread.
///
/// A step of a few hundred tiles takes tens of microseconds, less than it takes to wake a sleeping
/// thread, so helpers stay awake for a moment after each job (spinning, then yielding their
/// processor to anyone who wants it) before they sleep: while a pattern runs, every step finds
/// them awake. Chunks are claimed one at a time from a word tagged with the job's number, the
/// caller's from the front and the helpers' from the back (so a tile tends to stay with one
/// processor's cache), and the caller works too, so it does every chunk itself when no helper
/// turns up. When the helpers
/// keep the caller waiting (another program holds their processors), jobs run on the caller alone
/// for a while. And every 256 jobs (64 after a serial verdict, twice as many after each further
/// one up to 4096, or at once when shared jobs get slower on average than serial ones were) a
/// trial of four serial jobs, helpers parked, against five shared ones after three to warm up
/// decides which way the next ones go: on a virtual machine whose host runs both
/// processors on one core, sharing (or even a helper spinning beside the caller) costs twice the
/// time. One job runs at a time; a second caller meanwhile does its chunks alone. Helpers live as
/// long as the process.
public final class StepWorkers: @unchecked Sendable {
    /// The process's helpers: one fewer than the processors, at most three.
    public static let shared = StepWorkers(helpers: max(0, min(3, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) - 1)))
    /// No helpers: every step on the calling thread.
    public static let none = StepWorkers(helpers: 0)

    /// Most chunks one job can have.
    static let maximumChunks = (1 << 20) - 1

    /// Number of helper threads.
    public let helpers: Int
    /// How long a helper spins for the next job before it sleeps, in nanoseconds.
    private let spinNanoseconds: UInt64

    // The current job in one word, so a claim can never mix two jobs: its number (bits 40...63),
    // the end of its unclaimed chunks (20...39, the chunk count at first) and the first (0...19).
    private let claims = Atomic<UInt64>(0)
    private let finished = Atomic<Int>(0)
    private let sleepers = Atomic<Int>(0)
    private let wake = DispatchSemaphore(value: 0)
    private let running = Atomic<Bool>(false)
    private let parked = Atomic<Bool>(false)
    // Written by the caller before the job's number is published, read by helpers only after they
    // have claimed one of its chunks (so the caller is still waiting and leaves them alone).
    private var job: (_ chunk: Int, _ worker: Int) -> Void = { _, _ in }
    private var jobChunks = 0
    private let callerWaiting = Atomic<Bool>(false)
    private let allDone = DispatchSemaphore(value: 0)
    // Owned by the thread holding `running`: how the helpers kept up lately.
    private var slowJobs = 0
    private(set) var serialJobsLeft = 0
    private var serialStretch = 256
    // The first trial waits for a few jobs: the very first ones touch fresh memory and run slow.
    private var trialIndex = StepWorkers.trialLength
    private var jobsUntilTrial = 16
    private var trialTimes = [Double](repeating: 0, count: StepWorkers.trialLength)
    /// The last trial's median time per chunk of a serial job.
    private var bestSerial = Double.infinity
    /// A running average of shared jobs' time per chunk since the last trial.
    private var recentShared = 0.0
    private(set) var prefersSerial = false
    /// How many trials running have found serial jobs faster.
    private var serialVerdicts = 0

    /// Whether the helper threads were started (owned by the thread holding `running`).
    private var started = false

    /// Workers with `helpers` helper threads (started with the first job of more than one chunk,
    /// so that they are running by the first trial, and a program that never has one starts
    /// none; they live as long as the process) that spin for
    /// `spinNanoseconds` after a job before they sleep (0: they sleep at once, as tests use).
    /// `helpersOnly` leaves every job of more than one chunk to the helpers, the caller only
    /// waiting (tests that need the helpers to take part use it).
    public init(helpers: Int, spinNanoseconds: UInt64 = 300_000, helpersOnly: Bool = false) {
        self.helpers = helpers
        self.spinNanoseconds = spinNanoseconds
        self.helpersOnly = helpersOnly && helpers > 0
    }

    /// Whether jobs of more than one chunk run on the helpers alone (no trials, no serial stretches).
    let helpersOnly: Bool

    /// Number of threads a job may run on: the caller (worker 0) and the helpers (1...helpers).
    public var workers: Int { helpers + 1 }

    /// Calls `body` for every chunk index in 0..<chunks, on this thread and the helpers, with the
    /// index of the worker running it (0 for this thread, one of 1...helpers for a helper), and
    /// returns when all have finished. `body` must be safe to call concurrently for different
    /// chunks on different workers; a worker runs one chunk at a time.
    func run(chunks: Int, _ body: (_ chunk: Int, _ worker: Int) -> Void) {
        precondition(chunks <= Self.maximumChunks, "too many chunks")
        guard helpers > 0, chunks > 1 else {
            for c in 0..<chunks { body(c, 0) }
            return
        }
        guard running.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged else {
            for c in 0..<chunks { body(c, 0) }
            return
        }
        defer { running.store(false, ordering: .releasing) }
        startHelpers()
        // The fields below belong to whoever holds `running`. Every `trialInterval` jobs, a trial
        // alternates shared and serial jobs and keeps whichever was faster per chunk: where the
        // second processor is not really there (busy elsewhere, or shared with this one by a
        // virtual machine's host), helpers only cost time.
        let trial = serialJobsLeft == 0 && trialIndex < Self.trialLength
        let serial = helpersOnly ? false : trial ? trialIndex < Self.serialTrialJobs : serialJobsLeft > 0 || prefersSerial
        // Helpers left spinning would slow the caller where both processors share one core.
        parked.store(serial, ordering: .relaxed)
        let start = DispatchTime.now().uptimeNanoseconds
        if serial {
            for c in 0..<chunks { body(c, 0) }
        } else {
            share(chunks: chunks, body)
        }
        let perChunk = Double(DispatchTime.now().uptimeNanoseconds &- start) / Double(chunks)
        if trial {
            trialTimes[trialIndex] = perChunk
            trialIndex += 1
            if trialIndex == Self.trialLength {
                // Medians: a single lucky or unlucky job does not decide.
                // Serial jobs first (helpers parked), then shared ones (only the first waits for them to wake).
                let verdict = Self.verdict(trialTimes)
                (bestSerial, prefersSerial, recentShared) = (verdict.serial, !verdict.sharingPays, verdict.shared)
                serialVerdicts = prefersSerial ? serialVerdicts + 1 : 0
                jobsUntilTrial = Self.jobsBeforeTrial(serialVerdictsInARow: serialVerdicts)
            }
        } else if serialJobsLeft > 0 {
            serialJobsLeft -= 1
        } else {
            jobsUntilTrial -= 1
            // Shared jobs slower on average than the last trial's serial ones: conditions changed, try again now.
            if !serial {
                recentShared = 0.875 * recentShared + 0.125 * perChunk
                if recentShared > bestSerial { jobsUntilTrial = 0 }
            }
            if jobsUntilTrial <= 0 {
                trialIndex = 0
            }
        }
    }

    /// Jobs in one trial: serial ones, then shared ones, of which the first `sharedWarmUpJobs`
    /// do not count (the helpers wake, and the rows of their part of the universe come into their
    /// processor's cache: an LWSS breeder's shared jobs took 1.0, 0.95, 0.75, 0.74 and 0.74 times
    /// a serial job's time, a soup's 1.6, 1.0, 0.96, 0.72, 0.70).
    static let serialTrialJobs = 4
    static let sharedWarmUpJobs = 3
    static let trialLength = 12
    /// Jobs between trials.
    static let trialInterval = 256

    /// Jobs until the next trial: `trialInterval` after a verdict for sharing. A serial verdict is
    /// checked again sooner, a quarter of that, as it may come from a passing disturbance; each
    /// further one in a row doubles the wait, up to 16 times `trialInterval` (a trial's shared
    /// jobs cost time where sharing does not pay).
    static func jobsBeforeTrial(serialVerdictsInARow verdicts: Int) -> Int {
        verdicts == 0 ? trialInterval : (trialInterval / 4) << min(verdicts - 1, 6)
    }

    /// The middle value (the mean of the two middle ones for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }

    /// What a trial's times per chunk say (`serialTrialJobs` serial jobs first, helpers parked,
    /// then shared ones): the median of each kind, the shared jobs' warm-up left out (the first
    /// waits for the helpers to wake, which on this machine took as long as the job: 4.2 µs a
    /// chunk against 1.7 for the next ones), and whether sharing pays.
    static func verdict(_ times: [Double]) -> (serial: Double, shared: Double, sharingPays: Bool) {
        let serial = median(Array(times[..<serialTrialJobs]))
        let shared = median(Array(times[(serialTrialJobs + sharedWarmUpJobs)...]))
        return (serial, shared, sharingPays(serialPerChunk: serial, sharedPerChunk: shared))
    }

    /// Whether shared jobs were clearly faster than serial ones in a trial, per chunk (best of each).
    static func sharingPays(serialPerChunk: Double, sharedPerChunk: Double) -> Bool {
        sharedPerChunk < 0.85 * serialPerChunk
    }

    /// Runs one job's chunks on this thread and the helpers.
    private func share(chunks: Int, _ body: (Int, Int) -> Void) {
        withoutActuallyEscaping(body) { body in
            job = body
            jobChunks = chunks
            finished.store(0, ordering: .relaxed)
            let number = ((claims.load(ordering: .relaxed) >> 40) &+ 1) & 0xFF_FFFF
            let start = DispatchTime.now().uptimeNanoseconds
            claims.store(number << 40 | UInt64(chunks) << 20, ordering: .sequentiallyConsistent)
            let asleep = sleepers.exchange(0, ordering: .sequentiallyConsistent)
            for _ in 0..<asleep { wake.signal() }
            if !helpersOnly { work(number: number, worker: 0) }
            let ownDone = DispatchTime.now().uptimeNanoseconds
            waitForHelpers(chunks: chunks, since: ownDone)
            job = { _, _ in }
            judge(worked: ownDone &- start, waited: DispatchTime.now().uptimeNanoseconds &- ownDone)
        }
    }

    /// Starts the helper threads, once (called by the thread holding `running`).
    private func startHelpers() {
        guard !started else { return }
        started = true
        for i in 0..<helpers {
            DispatchQueue(label: "life.step-worker.\(i)", qos: .userInitiated).async { self.helperLoop(worker: i + 1) }
        }
    }

    /// Waits until every chunk is done: spinning for a moment (the helpers' last chunks are short),
    /// then asleep, so that a helper stuck behind another program on its processor can be moved
    /// onto this one.
    private func waitForHelpers(chunks: Int, since: UInt64) {
        var spins = 0
        while finished.load(ordering: .acquiring) < chunks {
            spins &+= 1
            guard spins & 63 == 0, DispatchTime.now().uptimeNanoseconds &- since > 20_000 else { continue }
            callerWaiting.store(true, ordering: .sequentiallyConsistent)
            // The last helper signals if it sees the flag; a signal left over from an earlier job
            // only sends us round the loop again.
            if finished.load(ordering: .sequentiallyConsistent) < chunks { allDone.wait() }
            callerWaiting.store(false, ordering: .sequentiallyConsistent)
        }
    }

    /// Runs the next jobs on the caller alone when the helpers keep it waiting for more than half
    /// as long as it worked, twice running (another program holds their processors): for 256 jobs,
    /// then twice as many each time the next try fails too, up to 16384.
    func judge(worked: UInt64, waited: UInt64) {
        if waited > max(20_000, worked / 2) {
            slowJobs += 1
            if slowJobs >= 2 {
                serialJobsLeft = serialStretch
                serialStretch = min(serialStretch * 2, 16384)
                slowJobs = 0
            }
        } else {
            slowJobs = 0
            serialStretch = 256
        }
    }

    /// Claims and runs chunks of job `number` until none are left (none at all when it is no
    /// longer current): the caller from the front, helpers from the back. A chunk's place in a job
    /// then decides who runs it, and successive jobs list much the same tiles in much the same
    /// order, so a tile stays with one processor and its rows in that processor's cache.
    private func work(number: UInt64, worker: Int) {
        let fromBack = worker != 0
        var state = claims.load(ordering: .acquiring)
        while state >> 40 == number & 0xFF_FFFF {
            // Chunks front..<end are unclaimed.
            let front = Int(state & 0xF_FFFF), end = Int(state >> 20 & 0xF_FFFF)
            guard front < end else { break }
            let chunk = fromBack ? end - 1 : front
            let claimed = fromBack ? state &- (1 << 20) : state &+ 1
            let (exchanged, current) = claims.compareExchange(expected: state, desired: claimed,
                                                              ordering: .acquiringAndReleasing)
            if exchanged {
                job(chunk, worker)
                let done = finished.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
                if done == jobChunks && callerWaiting.exchange(false, ordering: .sequentiallyConsistent) {
                    allDone.signal()
                }
                state = claims.load(ordering: .acquiring)
            } else {
                state = current
            }
        }
    }

    private func helperLoop(worker: Int) {
        var seen: UInt64 = 0
        while true {
            let start = DispatchTime.now().uptimeNanoseconds
            var number = claims.load(ordering: .acquiring) >> 40
            var spins = 0
            while number == seen {
                spins &+= 1
                // After a short pure spin, yield at each turn: when another program wants this
                // processor it gets it, instead of the step's caller losing its own.
                if spins > 256 { sched_yield() }
                // The clock is read now and then only: reading it is slower than the load.
                // Parked (the caller runs jobs alone): sleep at once, so as not to slow it down.
                if spins & 127 == 0
                    && (parked.load(ordering: .relaxed) || DispatchTime.now().uptimeNanoseconds &- start > spinNanoseconds) {
                    sleepers.add(1, ordering: .sequentiallyConsistent)
                    // A job published after the count went up signals us; one published before is seen here.
                    if claims.load(ordering: .sequentiallyConsistent) >> 40 == seen { wake.wait() }
                }
                number = claims.load(ordering: .acquiring) >> 40
            }
            seen = number
            work(number: number, worker: worker)
        }
    }
}
