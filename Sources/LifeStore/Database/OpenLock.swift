import Foundation

/// An advisory lock (`flock`) on a file beside the database, held while a process creates, checks
/// and migrates it, so that several processes starting at once (two windows, a window and
/// `life boards import`, a script running many) take turns: the first creates the schema and the
/// others find it made. SQLite's own locks do not cover this, since a migrator reads which
/// migrations are applied before it takes a write lock.
///
/// The lock is a courtesy between Life processes: when its file cannot be made (a read-only
/// folder), or another process keeps it past the wait, the open goes ahead without it.
final class OpenLock {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// The lock file for the database at `path`.
    static func lockPath(for path: String) -> String { path + ".lock" }

    /// Takes the lock for the database at `path`, waiting at most `timeout` seconds; nil when it
    /// cannot be had (see the type's comment). Never follows a symbolic link, never blocks on a
    /// pipe put where the lock file goes.
    static func acquire(for path: String, timeout: TimeInterval) -> OpenLock? {
        let fd = open(lockPath(for: path), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o644)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            return nil
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(fd)
                return nil
            }
            usleep(2_000)
        }
        return OpenLock(descriptor: fd)
    }
}
