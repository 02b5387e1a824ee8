import Glibc

/// A lock the app holds on a file beside its boards for as long as it runs, so that a second
/// window started meanwhile on the same folders knows (its autosaved session would replace the
/// first's). The kernel lets go of it when the process ends, after a crash too.
public final class InstanceLock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// What taking the lock found.
    public enum Outcome {
        /// Taken: keep it for as long as the app runs.
        case taken(InstanceLock)
        /// Another process holds it: another window is open on these folders.
        case heldElsewhere
        /// The file could not be made or locked (no folder, a read-only disk): nothing is known.
        case unavailable
    }

    /// Takes the lock on the file at `path` (made when missing), without waiting.
    public static func take(at path: String) -> Outcome {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .unavailable }
        if flock(fd, LOCK_EX | LOCK_NB) == 0 { return .taken(InstanceLock(descriptor: fd)) }
        let reason = errno
        close(fd)
        return reason == EWOULDBLOCK ? .heldElsewhere : .unavailable
    }
}
