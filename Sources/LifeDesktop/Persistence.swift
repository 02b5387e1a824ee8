import LifeInterface
import Foundation
import LifeStore
import LifeViewModel

/// What the app restores at start: the board store, settings and the last session, plus what
/// went wrong on the way (a damaged settings file or database is set aside, never deleted).
struct Persistence {
    var store: StoreWorker?
    var settings: Settings
    var session: Session?
    var notices: [String]
    /// Whether another Life window was open on these folders (it holds the instance lock).
    var anotherWindowOpen = false
    /// The instance lock taken for a window (`InstanceLock`): to be held while the window is open.
    var instanceLock: InstanceLock?

    /// How long the start waits for a lock another program holds on the board database.
    static let startBusyTimeout: TimeInterval = 0.25

    /// Opens everything under the XDG folders of `environment`; never throws. For a `window`, the
    /// instance lock is taken too (another window holding it: `anotherWindowOpen`).
    static func open(environment: [String: String], now: Date = Date(), window: Bool = false) -> Persistence {
        let paths = AppPaths(environment: environment)
        let settingsStore = SettingsStore(directory: paths.configDirectory)
        let loaded = settingsStore.load(now: now)
        var notices = loaded.message.map { [$0] } ?? []
        var store: StoreWorker?
        var session: Session?
        do {
            // A short wait for a lock at start: the window must not wait on another program.
            let (database, movedAside) = try AppDatabase.openRecovering(at: paths.boardDatabase, now: now, busyTimeout: startBusyTimeout)
            // Opened, yet unwritable (a read-only disk with the log there): kept in memory as below.
            if let refusal = AppDatabase.writeRefusal(at: paths.boardDatabase) { throw refusal }
            database.busyTimeout = AppDatabase.defaultBusyTimeout
            if let movedAside {
                notices.append("The boards database was damaged: set aside as \(movedAside), a new one started")
            }
            let repository = BoardRepository(database: database)
            store = StoreWorker(repository: repository, settingsStore: settingsStore)
            do {
                session = try repository.loadSession()
            } catch {
                notices.append("The last session could not be restored: \(error)")
            }
        } catch where AppDatabase.isBusy(error) {
            // Locked by another program: the store opens it at its first use, on its background
            // queue, and keeps trying; the last session stays in the file (saved as a board when
            // this run's session is first saved, never replaced unseen).
            notices.append("The boards database is busy (locked by another program): boards will be saved when it is free; "
                           + "the last session could not be restored")
            store = StoreWorker(repository: BoardRepository(database: AppDatabase.deferred(at: paths.boardDatabase)), settingsStore: settingsStore)
        } catch {
            // Settings still save; boards live in memory until the file can be used again: a copy
            // of the file's when it can be read (a read-only disk), so its boards and session show.
            let copy = try? AppDatabase.inMemoryCopy(of: paths.boardDatabase)
            notices.append("Boards are not saved this time: \(error). "
                           + (copy == nil ? "Fix it and restart Life" : "Its boards are shown; what you save is kept only until you quit"))
            if let memory = copy ?? (try? AppDatabase.inMemory()) {
                let repository = BoardRepository(database: memory)
                store = StoreWorker(repository: repository, settingsStore: settingsStore, memoryOnly: true)
                session = try? repository.loadSession()
            }
        }
        // A second window on the same boards: the session is the first window's (both saving it,
        // the last to quit won and the other's work was gone); this one keeps its work as a board.
        var anotherWindowOpen = false, instanceLock: InstanceLock?
        if window { try? FileManager.default.createDirectory(atPath: paths.dataDirectory, withIntermediateDirectories: true) }
        switch window ? InstanceLock.take(at: paths.instanceLock) : .unavailable {
        case .taken(let lock): instanceLock = lock
        case .heldElsewhere where store?.memoryOnly == false:
            anotherWindowOpen = true
            session = nil
            notices.append("Life is already open in another window: this window's work is kept as a board "
                           + "\"…\(BoardRepository.secondWindowSuffix)\" (Boards: B), and the other's as your last session")
        case .heldElsewhere, .unavailable: break
        }
        // Paths from the home folder as ~ (the same place, shorter): a notice is a line or two.
        return Persistence(store: store, settings: loaded.settings, session: session, notices: notices.map(paths.shown),
                           anotherWindowOpen: anotherWindowOpen, instanceLock: instanceLock)
    }
}
