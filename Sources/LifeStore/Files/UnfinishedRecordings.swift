import Foundation

/// Recordings an app that was killed left unfinished in the exports folder: a name reserved empty
/// ("gun gen 0.gif") beside the movie it was being written into ("gun gen 0.part.gif"). A
/// recording under way holds a lock on its reserved name (`hold`), so a sweep removes only those
/// no process is writing.
public enum UnfinishedRecordings {
    /// Locks the reserved (empty) file at `path` while the returned descriptor stays open; -1 when
    /// it could not be opened (nothing is held then).
    public static func hold(_ path: String) -> Int32 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd >= 0 { _ = flock(fd, LOCK_EX | LOCK_NB) }
        return fd
    }

    /// Removes each unfinished recording in `folder` that no process holds: the movie part and its
    /// empty reserved name. Returns the parts removed (names within the folder).
    @discardableResult
    public static func sweep(_ folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var removed: [String] = []
        for part in names.sorted() {
            guard let range = part.range(of: ".part.", options: .backwards), !part[range.upperBound...].contains(".") else { continue }
            let reserved = folder + "/" + part[..<range.lowerBound] + "." + part[range.upperBound...]
            var info = stat()
            guard lstat(reserved, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 else { continue }
            let fd = open(reserved, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            // Held: a recording is being written there now.
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else { continue }
            if unlink(folder + "/" + part) == 0 {
                unlink(reserved)
                removed.append(part)
            }
        }
        return removed
    }
}
