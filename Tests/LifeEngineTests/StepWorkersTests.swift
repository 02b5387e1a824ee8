import Synchronization
import XCTest
@testable import LifeEngine
import LifeTestSupport

final class StepWorkersTests: XCTestCase {
    /// Every chunk of every job runs exactly once, whether the helpers are awake, asleep or absent
    /// (helpers that never spin sleep after every job, so waking them is tried each time), each on
    /// a worker of its own at that moment: the caller is worker 0, and a worker index is never
    /// running two chunks at once (the tiles' commit keeps a ledger per worker).
    func testEveryChunkRunsOnceAcrossManyJobsOneAtATimeOnEachWorker() {
        for workers in [StepWorkers(helpers: 0), StepWorkers(helpers: 1), StepWorkers(helpers: 3),
                        StepWorkers(helpers: 2, spinNanoseconds: 0), StepWorkers(helpers: 1, helpersOnly: true)] {
            XCTAssertEqual(workers.workers, workers.helpers + 1)
            var onTheCaller = 0
            let busy = UnsafeMutablePointer<Atomic<Bool>>.allocate(capacity: workers.workers)
            for w in 0..<workers.workers { (busy + w).initialize(to: Atomic(false)) }
            let overlaps = Atomic<Int>(0), outOfRange = Atomic<Int>(0), callerAsHelper = Atomic<Int>(0)
            let caller = pthread_self()
            var helpersUsed = Set<Int>()
            for job in 0..<400 {
                let chunks = 1 + job % 37
                let counts = UnsafeMutablePointer<Int>.allocate(capacity: chunks)
                counts.initialize(repeating: 0, count: chunks)
                let workerOf = UnsafeMutablePointer<Int>.allocate(capacity: chunks)
                let runs = Atomic<Int>(0)
                workers.run(chunks: chunks) { c, worker in
                    guard (0..<workers.workers).contains(worker) else {
                        outOfRange.add(1, ordering: .relaxed)
                        return
                    }
                    if busy[worker].exchange(true, ordering: .acquiring) { overlaps.add(1, ordering: .relaxed) }
                    if (pthread_equal(pthread_self(), caller) != 0) != (worker == 0) { callerAsHelper.add(1, ordering: .relaxed) }
                    counts[c] += 1               // each chunk index is handed out once, so no race
                    workerOf[c] = worker
                    runs.add(1, ordering: .relaxed)
                    busy[worker].store(false, ordering: .releasing)
                }
                XCTAssertEqual(runs.load(ordering: .relaxed), chunks, "\(workers.helpers) helpers, job \(job)")
                XCTAssertEqual((0..<chunks).filter { counts[$0] != 1 }, [], "\(workers.helpers) helpers, job \(job)")
                helpersUsed.formUnion((0..<chunks).map { workerOf[$0] }.filter { $0 != 0 })
                if chunks > 1 { onTheCaller += (0..<chunks).filter { workerOf[$0] == 0 }.count }
                counts.deallocate()
                workerOf.deallocate()
            }
            XCTAssertEqual(outOfRange.load(ordering: .relaxed), 0, "\(workers.helpers) helpers")
            XCTAssertEqual(overlaps.load(ordering: .relaxed), 0, "\(workers.helpers) helpers")
            XCTAssertEqual(callerAsHelper.load(ordering: .relaxed), 0, "worker 0 is the caller and only the caller")
            XCTAssertTrue(helpersUsed.isSubset(of: Set(1..<workers.workers)), "\(workers.helpers) helpers")
            if workers.helpersOnly { XCTAssertEqual(onTheCaller, 0, "jobs of several chunks left to the helpers") }
            busy.deinitialize(count: workers.workers)
            busy.deallocate()
        }
    }

    /// Two threads stepping at once: one gets the helpers, the other runs its chunks alone; both finish.
    func testTwoCallersAtOnceBothFinish() {
        let workers = StepWorkers(helpers: 1)
        let first = Atomic<Int>(0), second = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: 2) { caller in
            for _ in 0..<200 {
                let sum = Atomic<Int>(0)
                workers.run(chunks: 16) { c, _ in sum.add(c, ordering: .relaxed) }
                let value = sum.load(ordering: .relaxed)
                if caller == 0 { first.add(value, ordering: .relaxed) } else { second.add(value, ordering: .relaxed) }
            }
        }
        XCTAssertEqual(first.load(ordering: .relaxed), 200 * 120)
        XCTAssertEqual(second.load(ordering: .relaxed), 200 * 120)
    }

    /// Parallel steps of a large soup give the same cells as single-threaded ones, for Life and
    /// for a rule stepped through its circuit (each thread with its own piece of the circuit's room).
    func testSharedStepsAgreeWithSingleThreadedSteps() throws {
        let soup = Fixtures.soup(width: 700, height: 500, density: 35, seed: 4)
        for rule in [Rule.conway, try Rule(parsing: "B2n3/S23-q")] {
            // Two helpers of its own, so the shared path runs even on a machine with one processor.
            let shared = TiledLife(rule: rule, workers: StepWorkers(helpers: 2)), alone = TiledLife(rule: rule, workers: .none)
            shared.parallelThreshold = 1
            shared.load(soup)
            alone.load(soup)
            for g in 1...60 {
                shared.step()
                alone.step()
                if g % 20 == 0 { XCTAssertEqual(shared.liveCells(), alone.liveCells(), "\(rule) generation \(g)") }
            }
            XCTAssertGreaterThan(alone.population, 0, "\(rule)")
        }
    }

    /// Helpers that keep the caller waiting twice running send the next jobs to the caller alone,
    /// for longer each time; a job where they keep up resets that.
    func testSlowHelpersSendJobsToTheCallerAlone() {
        let workers = StepWorkers(helpers: 1)
        workers.judge(worked: 10_000, waited: 1_000_000)
        XCTAssertEqual(workers.serialJobsLeft, 0, "one slow job is not enough")
        workers.judge(worked: 10_000, waited: 1_000_000)
        XCTAssertEqual(workers.serialJobsLeft, 256)
        let caller = pthread_self()
        let elsewhere = Atomic<Int>(0)
        for _ in 0..<256 {
            workers.run(chunks: 8) { _, _ in
                if pthread_equal(pthread_self(), caller) == 0 { elsewhere.add(1, ordering: .relaxed) }
            }
        }
        XCTAssertEqual(elsewhere.load(ordering: .relaxed), 0, "every chunk ran on the caller")
        XCTAssertEqual(workers.serialJobsLeft, 0)
        workers.judge(worked: 10_000, waited: 1_000_000)
        workers.judge(worked: 10_000, waited: 1_000_000)
        XCTAssertEqual(workers.serialJobsLeft, 512, "twice as long after a second failure")
        workers.judge(worked: 100_000, waited: 1_000)
        workers.judge(worked: 10_000, waited: 1_000_000)
        workers.judge(worked: 10_000, waited: 1_000_000)
        XCTAssertEqual(workers.serialJobsLeft, 256, "a good job resets the stretch")
    }

    /// A trial keeps sharing only when it is clearly faster per chunk.
    func testTrialsKeepSharingOnlyWhenItPays() {
        XCTAssertTrue(StepWorkers.sharingPays(serialPerChunk: 2_000, sharedPerChunk: 1_100))
        XCTAssertFalse(StepWorkers.sharingPays(serialPerChunk: 2_000, sharedPerChunk: 1_800), "a small gain is noise")
        XCTAssertFalse(StepWorkers.sharingPays(serialPerChunk: 2_000, sharedPerChunk: 4_000))
        XCTAssertEqual(StepWorkers.jobsBeforeTrial(serialVerdictsInARow: 0), 256)
        XCTAssertEqual(StepWorkers.jobsBeforeTrial(serialVerdictsInARow: 1), 64, "a serial verdict is checked again soon")
        XCTAssertEqual(StepWorkers.jobsBeforeTrial(serialVerdictsInARow: 3), 256, "and later each time it holds")
        XCTAssertEqual(StepWorkers.jobsBeforeTrial(serialVerdictsInARow: 7), 4096)
        XCTAssertEqual(StepWorkers.jobsBeforeTrial(serialVerdictsInARow: 40), 4096, "up to a limit")
        XCTAssertEqual(StepWorkers.median([3, 1, 2]), 2)
        XCTAssertEqual(StepWorkers.median([40, 1, 3, 2]), 2.5, "one slow job does not move it")
        // Trials as measured on this machine (ns a chunk; four serial jobs, then shared ones): the
        // first three shared jobs warm up (the helpers wake, their rows come into their cache)
        // and do not count against sharing.
        let breeder: [Double] = [3819, 3668, 3719, 4372, 6810, 3555, 2872, 2765, 2749, 2603, 2820, 2885]
        XCTAssertTrue(StepWorkers.verdict(breeder).sharingPays)
        XCTAssertEqual(StepWorkers.verdict(breeder).shared, 2765)
        XCTAssertEqual(StepWorkers.verdict(breeder).serial, 3769)
        XCTAssertFalse(StepWorkers.verdict([2830, 2816, 2806, 2812, 2796, 2826, 2822, 2814, 2809, 2831, 2820, 2818]).sharingPays,
                       "helpers that never came")
        XCTAssertFalse(StepWorkers.verdict([2000, 2010, 1990, 2005, 1000, 1000, 1000, 1990, 2000, 2010, 1995, 2005]).sharingPays,
                       "only the jobs after the warm-up count")
        // With helpers that do real work, many jobs in a row run every chunk once whichever way the trials go.
        let workers = StepWorkers(helpers: 1)
        for _ in 0..<(StepWorkers.trialInterval + 3 * StepWorkers.trialLength) {
            let runs = Atomic<Int>(0)
            workers.run(chunks: 12) { _, _ in
                var x = 0
                for i in 0..<2_000 { x &+= i &* i }
                if x == 42 { print(x) }
                runs.add(1, ordering: .relaxed)
            }
            XCTAssertEqual(runs.load(ordering: .relaxed), 12)
        }
    }
}
