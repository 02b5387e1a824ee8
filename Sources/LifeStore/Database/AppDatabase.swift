import Foundation
import GRDB

/// The board database: SQLite through GRDB, WAL mode on disk, schema by migrations.
///
/// Both the app and the command line open the same file; SQLite's locking and a busy wait
/// (`busyTimeout`, 10 s unless the opener asks for less) let them work at once. A database that
/// another program keeps locked is reported as `StoreError.databaseBusy`, never as damage.
public final class AppDatabase: Sendable {
    /// The connection (a pool on disk, a queue in memory), or the way to open it at first use.
    private let slot: WriterSlot
    /// How long connections wait for another process's lock.
    private let patience: BusyPatience
    /// Where the database lives (nil in memory).
    public let path: String?

    /// How long a connection waits for another process's lock unless told otherwise.
    public static let defaultBusyTimeout: TimeInterval = 10

    /// Wraps a connection and brings its schema up to date.
    private init(writer: any DatabaseWriter, path: String?, patience: BusyPatience) throws {
        slot = WriterSlot(writer)
        self.path = path
        self.patience = patience
        try Self.migrator.migrate(writer)
    }

    private init(slot: WriterSlot, path: String, patience: BusyPatience) {
        self.slot = slot
        self.path = path
        self.patience = patience
    }

    /// The connection, opened now when it was deferred (see `deferred(at:now:)`).
    func writer() throws -> any DatabaseWriter { try slot.get() }

    /// Whether the connection is open (a deferred database is not until its first use succeeds).
    public var isOpen: Bool { slot.isOpen }

    /// Whether a deferred database has opened and `settleLateOpening` was not called since: the
    /// session an earlier run saved was not restored at start, so it must not be replaced unseen.
    var lateOpeningPending: Bool { slot.lateOpeningPending }

    /// Marks the late opening dealt with (the earlier session kept).
    func settleLateOpening() { slot.settleLateOpening() }

    /// How long connections wait for a lock another process holds, in seconds (changeable while
    /// open: the app opens with a short wait and then waits the usual time in the background).
    public var busyTimeout: TimeInterval {
        get { patience.seconds }
        set { patience.seconds = newValue }
    }

    /// A private database in memory (tests, previews).
    public static func inMemory() throws -> AppDatabase {
        let patience = BusyPatience(seconds: defaultBusyTimeout)
        return try AppDatabase(writer: DatabaseQueue(configuration: patience.configuration), path: nil, patience: patience)
    }

    /// Opens (creating when missing) the database file at `path` in WAL mode and migrates it,
    /// waiting at most `busyTimeout` seconds for a lock another process holds. Throws when the
    /// file is not a usable database.
    ///
    /// Processes opening the same file at once take turns (`OpenLock`), so two first starts never
    /// both create the schema.
    public static func open(at path: String, busyTimeout: TimeInterval = defaultBusyTimeout) throws -> AppDatabase {
        try makeFolder(for: path)
        let lock = OpenLock.acquire(for: path, timeout: max(1, busyTimeout))
        defer { withExtendedLifetime(lock) {} }
        return try openHoldingLock(at: path, patience: BusyPatience(seconds: busyTimeout))
    }

    /// Opens the database at `path`. Only a file SQLite itself reports as corrupt (or not a
    /// database at all) is moved aside (never deleted) and a fresh database made in its place; the
    /// result says where the old file went. A healthy file that cannot be used now (permissions, a
    /// read-only disk, a lock held elsewhere) is left exactly as it is and
    /// `StoreError.databaseUnavailable` (or `databaseBusy` for a lock) says what is wrong. The open
    /// lock is held throughout, so two processes never both move a file aside (the second would
    /// move the first's new one).
    public static func openRecovering(at path: String, now: Date,
                                      busyTimeout: TimeInterval = defaultBusyTimeout) throws -> (database: AppDatabase, movedAside: String?) {
        do { try makeFolder(for: path) } catch { throw unavailable(path, error) }
        let lock = OpenLock.acquire(for: path, timeout: max(1, busyTimeout))
        defer { withExtendedLifetime(lock) {} }
        let patience = BusyPatience(seconds: busyTimeout)
        do {
            return (try openHoldingLock(at: path, patience: patience), nil)
        } catch {
            guard FileManager.default.fileExists(atPath: path) else { throw unavailable(path, error) }
            guard isCorruption(error) else { throw unavailable(path, error) }
            let stamp = Int(now.timeIntervalSince1970)
            var aside = "\(path).broken-\(stamp)"
            var n = 1
            while FileManager.default.fileExists(atPath: aside) {
                n += 1
                aside = "\(path).broken-\(stamp)-\(n)"
            }
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
            return (try openHoldingLock(at: path, patience: patience), aside)
        }
    }

    /// A database at `path` opened at its first use, not now, and tried again at each use until
    /// it opens (with `openRecovering`'s care and the usual wait): for an app that found the file
    /// locked at start, whose store calls run on a background queue.
    public static func deferred(at path: String, now: @escaping @Sendable () -> Date = { Date() }) -> AppDatabase {
        let patience = BusyPatience(seconds: defaultBusyTimeout)
        let slot = WriterSlot(opening: {
            try openRecovering(at: path, now: now(), busyTimeout: patience.seconds).database.writer()
        })
        return AppDatabase(slot: slot, path: path, patience: patience)
    }

    /// Creates the database's folder when missing.
    private static func makeFolder(for path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
    }

    /// Opens, checks and migrates the file; the caller holds the open lock (when it could be had).
    private static func openHoldingLock(at path: String, patience: BusyPatience) throws -> AppDatabase {
        let pool = try DatabasePool(path: path, configuration: patience.configuration)
        let check = try pool.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
        guard check == "ok" else {
            throw StoreError.corruptDatabase(path: path, reason: check ?? "the integrity check gave no answer")
        }
        return try AppDatabase(writer: pool, path: path, patience: patience)
    }

    /// Whether SQLite says the file's contents are damaged or not a database.
    public static func isCorruption(_ error: Error) -> Bool {
        if case StoreError.corruptDatabase = error { return true }
        if let e = error as? DatabaseError { return e.resultCode == .SQLITE_CORRUPT || e.resultCode == .SQLITE_NOTADB }
        return false
    }

    /// Whether the error is another program's lock (SQLite's busy or locked, or `databaseBusy`).
    public static func isBusy(_ error: Error) -> Bool {
        if case StoreError.databaseBusy = error { return true }
        if let e = error as? DatabaseError { return e.resultCode == .SQLITE_BUSY || e.resultCode == .SQLITE_LOCKED }
        return false
    }

    /// The error said in plain words, for a file that is kept as it is.
    public static func unavailable(_ path: String, _ error: Error) -> StoreError {
        if let error = error as? StoreError { return error }
        if isBusy(error) { return StoreError.databaseBusy(path: path) }
        let reason: String
        if let e = error as? DatabaseError {
            switch e.resultCode {
            case .SQLITE_CANTOPEN: reason = "it cannot be opened (check the permissions of the file and of its folder)"
            case .SQLITE_READONLY: reason = "it is read-only (check its permissions)"
            case .SQLITE_PERM, .SQLITE_AUTH: reason = "permission denied (check its permissions)"
            case .SQLITE_FULL: reason = "the disk is full"
            case .SQLITE_IOERR: reason = "the disk reported an error while reading it"
            default: reason = e.message ?? "SQLite error \(e.resultCode.rawValue)"
            }
        } else if let e = error as? CocoaError {
            switch e.code {
            case .fileWriteNoPermission, .fileReadNoPermission: reason = "permission denied for its folder"
            case .fileWriteOutOfSpace: reason = "the disk is full"
            default: reason = "its folder cannot be created"
            }
        } else {
            reason = "\(error)"
        }
        return StoreError.databaseUnavailable(path: path, reason: reason)
    }
}
