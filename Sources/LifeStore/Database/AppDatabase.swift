import Foundation
import GRDB

/// The board database: SQLite through GRDB, WAL mode on disk, schema by migrations.
///
/// Both the app and the command line open the same file; SQLite's locking and a busy timeout let
/// them work at once.
public final class AppDatabase: Sendable {
    /// The connection (a pool on disk, a queue in memory).
    let writer: any DatabaseWriter
    /// Where the database lives (nil in memory).
    public let path: String?

    /// Wraps a connection and brings its schema up to date.
    init(writer: any DatabaseWriter, path: String?) throws {
        self.writer = writer
        self.path = path
        try Self.migrator.migrate(writer)
    }

    /// A private database in memory (tests, previews).
    public static func inMemory() throws -> AppDatabase {
        try AppDatabase(writer: DatabaseQueue(configuration: configuration), path: nil)
    }

    /// Opens (creating when missing) the database file at `path` in WAL mode and migrates it.
    /// Throws when the file is not a usable database.
    ///
    /// Processes opening the same file at once take turns (`OpenLock`), so two first starts never
    /// both create the schema.
    public static func open(at path: String) throws -> AppDatabase {
        try makeFolder(for: path)
        let lock = OpenLock.acquire(for: path, timeout: 10)
        defer { withExtendedLifetime(lock) {} }
        return try openHoldingLock(at: path)
    }

    /// Opens the database at `path`. Only a file SQLite itself reports as corrupt (or not a
    /// database at all) is moved aside (never deleted) and a fresh database made in its place; the
    /// result says where the old file went. A healthy file that cannot be used now (permissions, a
    /// read-only disk, a lock held elsewhere) is left exactly as it is and
    /// `StoreError.databaseUnavailable` says what is wrong. The open lock is held throughout, so
    /// two processes never both move a file aside (the second would move the first's new one).
    public static func openRecovering(at path: String, now: Date) throws -> (database: AppDatabase, movedAside: String?) {
        do { try makeFolder(for: path) } catch { throw unavailable(path, error) }
        let lock = OpenLock.acquire(for: path, timeout: 10)
        defer { withExtendedLifetime(lock) {} }
        do {
            return (try openHoldingLock(at: path), nil)
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
            return (try openHoldingLock(at: path), aside)
        }
    }

    /// Creates the database's folder when missing.
    private static func makeFolder(for path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
    }

    /// Opens, checks and migrates the file; the caller holds the open lock (when it could be had).
    private static func openHoldingLock(at path: String) throws -> AppDatabase {
        let pool = try DatabasePool(path: path, configuration: configuration)
        let check = try pool.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
        guard check == "ok" else {
            throw StoreError.corruptDatabase(path: path, reason: check ?? "the integrity check gave no answer")
        }
        return try AppDatabase(writer: pool, path: path)
    }

    /// Whether SQLite says the file's contents are damaged or not a database.
    public static func isCorruption(_ error: Error) -> Bool {
        if case StoreError.corruptDatabase = error { return true }
        if let e = error as? DatabaseError { return e.resultCode == .SQLITE_CORRUPT || e.resultCode == .SQLITE_NOTADB }
        return false
    }

    /// The error said in plain words, for a file that is kept as it is.
    public static func unavailable(_ path: String, _ error: Error) -> StoreError {
        let reason: String
        if let e = error as? DatabaseError {
            switch e.resultCode {
            case .SQLITE_CANTOPEN: reason = "it cannot be opened (check the permissions of the file and of its folder)"
            case .SQLITE_READONLY: reason = "it is read-only (check its permissions)"
            case .SQLITE_PERM, .SQLITE_AUTH: reason = "permission denied (check its permissions)"
            case .SQLITE_BUSY, .SQLITE_LOCKED: reason = "another program holds a lock on it"
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

    /// Connection settings: wait up to 10 s for another process's write instead of failing.
    static var configuration: Configuration {
        var config = Configuration()
        config.busyMode = .timeout(10)
        config.label = "life.boards"
        return config
    }
}
