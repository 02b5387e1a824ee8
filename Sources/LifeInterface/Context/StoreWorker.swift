import LifeScene
import Foundation
import LifeStore

/// Runs board-database and settings-file work on a background queue, so the UI never waits on
/// the disk, and hands each result back to the main thread when the model calls `deliver()`.
public final class StoreWorker: @unchecked Sendable {
    /// The board repository the work runs against.
    public let repository: BoardRepository
    /// Where settings are written (nil: settings are not persisted).
    public let settingsStore: SettingsStore?
    /// Whether the boards are held in memory only, for this run (the database could not be used):
    /// what is saved is lost at quit.
    public let memoryOnly: Bool
    private let queue = DispatchQueue(label: "life.store")
    private let inline: Bool
    private let lock = NSLock()
    private var finished: [() -> Void] = []
    private var pending = 0

    /// A worker over a repository; `inline` runs work at once on the caller's thread (tests);
    /// `memoryOnly` when the repository stands in, in memory, for a database that could not be used.
    public init(repository: BoardRepository, settingsStore: SettingsStore? = nil, inline: Bool = false, memoryOnly: Bool = false) {
        self.repository = repository
        self.settingsStore = settingsStore
        self.inline = inline
        self.memoryOnly = memoryOnly
    }

    /// Runs `work` in the background; `done` runs on the main thread at the next `deliver()`.
    public func submit<T>(_ work: @escaping @Sendable (BoardRepository) throws -> T, then done: @escaping (Result<T, Error>) -> Void) {
        let box = UncheckedBox(done)
        let repository = self.repository
        let job: @Sendable () -> Void = { [self] in
            let result = Result { try work(repository) }
            let resultBox = UncheckedBox(result)
            lock.lock()
            finished.append { box.value(resultBox.value) }
            pending -= 1
            lock.unlock()
        }
        lock.lock()
        pending += 1
        lock.unlock()
        if inline { job() } else { queue.async(execute: job) }
    }

    /// Writes settings in the background (the last write wins).
    public func save(_ settings: Settings, then done: @escaping (Error?) -> Void) {
        guard let store = settingsStore else { return }
        submit({ _ in try store.save(settings) }, then: { result in
            if case .failure(let error) = result { done(error) } else { done(nil) }
        })
    }

    /// Runs the completions of finished work; returns whether there were any.
    @discardableResult
    public func deliver() -> Bool {
        var any = false
        // A completion may submit more work; in inline mode that finishes at once, so loop.
        for _ in 0..<100 {
            lock.lock()
            let ready = finished
            finished = []
            lock.unlock()
            if ready.isEmpty { break }
            any = true
            for completion in ready { completion() }
        }
        return any
    }

    /// Whether work is queued or running.
    public var isBusy: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending > 0 || !finished.isEmpty
    }

    /// Blocks until all queued work has run, then delivers the results.
    public func finishAll() {
        if !inline { queue.sync {} }
        deliver()
    }

    /// Blocks until all queued work has run or `seconds` have passed, then delivers what finished;
    /// returns whether everything ran (quit waits no longer than this for a save of a huge universe).
    @discardableResult
    public func finishAll(within seconds: Double) -> Bool {
        guard !inline else {
            deliver()
            return true
        }
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        let finished = done.wait(timeout: .now() + seconds) == .success
        deliver()
        return finished
    }
}

/// Carries a value that is only ever touched by one thread at a time across a queue hop.
private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
