import Foundation

/// Writes a file atomically (a temporary file beside it with the old file's permissions, then
/// a rename; a hard link to the old file keeps the old text), with failures said in
/// plain words ("permission denied", "the folder does not exist", "the disk is full"), never as a
/// raw Foundation error code.
public enum AtomicFileWriter {
    /// Writes `text` to `path`, replacing the file if it exists (the caller asked for that path).
    public static func write(_ text: String, to given: String) throws {
        try write(Data(text.utf8), to: given)
    }

    /// The file `path` names, through symbolic links (a rename over the link would replace the
    /// link itself); `path` as it is when nothing is there yet.
    public static func resolvingLink(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Throws when a file is at `path` that its owner made read-only (no write permission for
    /// its owner, or none for this user): a rename beside it would replace it all the same (the
    /// folder is writable), as `cp` would not, and root would write over it. `given` is the path
    /// as the user wrote it, for the message.
    public static func refuseWriteProtected(_ path: String, as given: String) throws {
        guard let mode = permissions(of: path) else { return }
        guard mode & S_IWUSR == 0 || (access(path, W_OK) != 0 && errno == EACCES) else { return }
        throw FileProblem(path: given, reason: "is write-protected: Life does not replace it (make it writable, or choose another name)")
    }

    /// The permissions of the file at `path` (nil when there is none): a file written over keeps them.
    public static func permissions(of path: String) -> mode_t? {
        var existing = stat()
        return stat(path, &existing) == 0 ? mode_t(existing.st_mode & 0o7777) : nil
    }

    /// The file to write for `given`, checked before anything is written (or computed): through a
    /// symbolic link to the file it names (the link stays); never a device, pipe or socket (a
    /// rename over one would put a file in its place), a folder or a write-protected file; its
    /// folder must be there.
    /// - Throws: `FileProblem` saying what is wrong with `given`.
    public static func target(of given: String) throws -> String {
        let path = resolvingLink(given)
        var info = stat()
        // A link that leads nowhere (to a file not there, or round in a loop): the rename would put
        // a file in the link's place, and the link would be gone.
        if path == given, lstat(given, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw FileProblem(path: given, reason: "cannot be written: it is a symbolic link to a file that is not there (or a loop of links); "
                                                   + "write to the file it should name, or remove the link")
        }
        if stat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw FileProblem(path: given, reason: "cannot be written: it is a folder") }
            if info.st_mode & S_IFMT != S_IFREG {
                throw FileProblem(path: given, reason: "cannot be written: it is a device, pipe or socket, not a file")
            }
        }
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            throw FileProblem(path: given, reason: "cannot be written: the folder \(folder.escapedForDisplay(limit: 200)) does not exist")
        }
        guard isFolder.boolValue else {
            throw FileProblem(path: given, reason: "cannot be written: \(folder.escapedForDisplay(limit: 200)) is not a folder")
        }
        // The file is written beside its name and renamed: the folder must take new files (a
        // locked or read-only one failed only once the work was done).
        guard access(folder, W_OK) == 0 else {
            throw FileProblem(path: given, reason: "cannot be written: the folder \(folder.escapedForDisplay(limit: 200)) does not take new files (\(TextFileReader.reason(errno)))")
        }
        try refuseWriteProtected(path, as: given)
        return path
    }

    /// Writes `data` to `path`, replacing the file if it exists (the caller asked for that path).
    public static func write(_ data: Data, to given: String) throws {
        let path = try target(of: given)
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        // Named after the file, its name cut to leave room for the marks: a name of 245 to 255
        // bytes, which the file itself can have, made a temporary name too long to write.
        var stem = "", bytes = 0
        for character in (path as NSString).lastPathComponent {
            bytes += character.utf8.count
            if bytes > Self.longestStem { break }
            stem.append(character)
        }
        let temporary = folder + "/.\(stem).\(getpid()).tmp"
        // A file written over keeps its permissions.
        let mode = permissions(of: path) ?? 0o644
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { throw FileProblem(path: path, reason: "cannot be written (\(TextFileReader.reason(errno)))") }
        fchmod(fd, mode)
        let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.close()
        } catch {
            let code = errno
            unlink(temporary)
            throw FileProblem(path: path, reason: "could not be written completely (\(code == ENOSPC ? "the disk is full" : TextFileReader.reason(code)))")
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileProblem(path: path, reason: "cannot be written (\(TextFileReader.reason(code)))")
        }
    }

    /// Most bytes of the file's name its temporary file's name keeps (".", a process id and ".tmp" follow).
    static let longestStem = 200
}
