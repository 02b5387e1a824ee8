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
            let aside = SetAsideName.path(for: path, why: "broken", now: now)
            try FileManager.default.moveItem(atPath: path, toPath: aside)
            for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try? FileManager.default.moveItem(atPath: path + suffix, toPath: aside + suffix)
            }
            return (try openHoldingLock(at: path, patience: patience), aside)
        }
    }

    /// Opens the database to read from it only (listing, showing, exporting boards): as
    /// `open(at:)` when that works; when it does not because the healthy file cannot be written (a
    /// read-only file or disk, a full disk), without writing anything: read-only, and when SQLite
    /// cannot even make its shared-memory index beside it, as an unchanging file (SQLite's
    /// `immutable`, which reads the file as last checkpointed). A read never fails for want of
    /// writing; the schema is not migrated then (the reads take older schemas as they are). While
    /// another program holds the write lock, it is read beside it.
    public static func openForReading(at path: String, busyTimeout: TimeInterval = defaultBusyTimeout) throws -> AppDatabase {
        do {
            return try open(at: path, busyTimeout: busyTimeout)
        } catch {
            guard !isCorruption(error), FileKind.of(path, followingLinks: true) == .regular else { throw error }
            let patience = BusyPatience(seconds: busyTimeout)
            // Busy (the app writing a board): a reader reads beside the writer, as WAL allows (a
            // `life boards list` during a save failed); the file as last checkpointed only when
            // it cannot be written at all.
            for immutable in isBusy(error) ? [false] : [false, true] {
                if let database = try? openReadOnly(at: path, immutable: immutable, patience: patience) { return database }
            }
            throw error
        }
    }

    /// A copy in memory of the database at `path`, read without writing anything to it
    /// (`openForReading`): for an app whose database cannot be written (a read-only disk), so its
    /// boards and session show while what is saved is kept for the run only. The copy is migrated.
    public static func inMemoryCopy(of path: String) throws -> AppDatabase {
        let source = try openForReading(at: path, busyTimeout: 1)
        let patience = BusyPatience(seconds: defaultBusyTimeout)
        let memory = try DatabaseQueue(configuration: patience.configuration)
        try source.writer().backup(to: memory)
        return try AppDatabase(writer: memory, path: nil, patience: patience)
    }

    /// The file opened read-only (see `openForReading`), checked but not migrated.
    private static func openReadOnly(at path: String, immutable: Bool, patience: BusyPatience) throws -> AppDatabase {
        var configuration = patience.configuration
        configuration.readonly = true
        let location: String
        if immutable {
            let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
            location = "file:" + (absolute.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? absolute) + "?immutable=1"
        } else {
            location = path
        }
        let queue = try DatabaseQueue(path: location, configuration: configuration)
        let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
        guard check == "ok" else {
            throw StoreError.corruptDatabase(path: path, reason: check ?? "the integrity check gave no answer")
        }
        guard try queue.read({ db in try db.tableExists("board") }) else {
            throw StoreError.databaseUnavailable(path: path, reason: "it holds no boards yet and cannot be written")
        }
        return AppDatabase(slot: WriterSlot(queue), path: path, patience: patience)
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
        // Said before SQLite touches them: it opened a pipe at the log's name, failed, and removed it.
        if let problem = companionProblem(at: path) { throw problem }
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

    /// The first of `path`'s folders that is something else (a file where a folder should be), said
    /// as "FOLDER is a file, not a folder"; nil when none is.
    private static func folderInTheWay(of path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        var blocking: String?
        while !folder.isEmpty && folder != "/" {
            let kind = FileKind.of(folder, followingLinks: true)
            if kind != .missing && kind != .folder { blocking = "\(folder) \(kind == .regular ? "is a file, not a folder" : kind.phrase ?? "is not a folder")" }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return blocking
    }

    /// What is said of a database on a disk mounted read-only.
    private static let readOnlyDisk = "it is on a disk mounted read-only (boards can be listed, shown and exported, not saved)"

    /// Why the database file at `path`, opened, still cannot be written, if it cannot: on a disk
    /// mounted read-only, SQLite opens a file whose write-ahead log is there and fails at the first
    /// write, so the opener asks first.
    public static func writeRefusal(at path: String) -> StoreError? {
        if isReadOnlyDisk(at: path) {
            return .databaseUnavailable(path: path, reason: readOnlyDisk)
        }
        if access(path, W_OK) != 0 && errno != ENOENT {
            return .databaseUnavailable(path: path, reason: "it is read-only (check its permissions)")
        }
        return nil
    }

    /// Whether the disk holding `path` has no room left (an I/O error there is most likely that).
    private static func isDiskFull(at path: String) -> Bool {
        diskInfo(at: path).map { $0.f_bavail == 0 } ?? false
    }

    /// Whether the disk holding `path` is mounted read-only.
    private static func isReadOnlyDisk(at path: String) -> Bool {
        diskInfo(at: path).map { $0.f_flag & UInt(ST_RDONLY) != 0 } ?? false
    }

    /// `statvfs` of the folder holding `path`.
    private static func diskInfo(at path: String) -> statvfs? {
        var info = statvfs()
        let folder = (path as NSString).deletingLastPathComponent
        return statvfs(folder.isEmpty ? "." : folder, &info) == 0 ? info : nil
    }

    /// What is wrong with SQLite's write-ahead log or index beside `path` (and the file itself, when
    /// `itself`) when one is there and is not a file (a pipe, a folder, a dangling link); nil when
    /// each is a file or missing.
    static func companionProblem(at path: String, itself: Bool = false) -> StoreError? {
        let files = [(path + "-wal", "its write-ahead log \(path)-wal"), (path + "-shm", "its index \(path)-shm")]
        for (file, what) in (itself ? [(path, "it")] : []) + files {
            let kind = FileKind.of(file)
            if kind != .symbolicLink(dangling: false), let phrase = kind.phrase {
                return StoreError.databaseUnavailable(path: path, reason: "\(what) \(phrase)")
            }
        }
        return nil
    }

    /// The error said in plain words, for a file that is kept as it is.
    public static func unavailable(_ path: String, _ error: Error) -> StoreError {
        if let error = error as? StoreError { return error }
        if isBusy(error) { return StoreError.databaseBusy(path: path) }
        // What is there, when it is no database file at all (a folder, a dangling link, a pipe),
        // or SQLite's companion files are not files: said as it is, not as a permission problem.
        if let problem = companionProblem(at: path, itself: true) { return problem }
        let reason: String
        if let e = error as? DatabaseError, isReadOnlyDisk(at: path),
           [.SQLITE_CANTOPEN, .SQLITE_READONLY, .SQLITE_IOERR, .SQLITE_PERM].contains(e.resultCode) {
            reason = readOnlyDisk
        } else if let e = error as? DatabaseError {
            switch e.resultCode {
            case .SQLITE_CANTOPEN: reason = "it cannot be opened (check the permissions of the file and of its folder)"
            case .SQLITE_READONLY: reason = "it is read-only (check its permissions)"
            case .SQLITE_PERM, .SQLITE_AUTH: reason = "permission denied (check its permissions)"
            case .SQLITE_FULL: reason = "the disk is full"
            case .SQLITE_IOERR:
                reason = isDiskFull(at: path) ? "the disk is full" : "the disk reported an error while reading or writing it"
            default: reason = e.message ?? "SQLite error \(e.resultCode.rawValue)"
            }
        } else if let e = error as? CocoaError {
            switch e.code {
            case .fileWriteNoPermission, .fileReadNoPermission: reason = "permission denied for its folder"
            case .fileWriteOutOfSpace: reason = "the disk is full"
            default: reason = folderInTheWay(of: path).map { "its folder cannot be made: \($0)" } ?? "its folder cannot be created"
            }
        } else {
            reason = "\(error)"
        }
        return StoreError.databaseUnavailable(path: path, reason: reason)
    }
}
