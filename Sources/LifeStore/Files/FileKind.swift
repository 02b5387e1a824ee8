import Foundation

/// What a path names (a regular file, a folder, a named pipe...), in words for messages that
/// refuse anything but a regular file: "is a folder", "is a named pipe (FIFO)", "is a symbolic
/// link to a missing file". Asked without following a final symbolic link.
public enum FileKind: Equatable, Sendable {
    /// Nothing is there.
    case missing
    /// A regular file.
    case regular
    /// A folder.
    case folder
    /// A symbolic link; `dangling` when what it names does not exist.
    case symbolicLink(dangling: Bool)
    /// A named pipe (FIFO): opening it for writing waits for a reader.
    case pipe
    /// A socket.
    case socket
    /// A character or block device.
    case device
    /// Something else, or a path that cannot be examined (`reason` says why).
    case unknown(reason: String)

    /// What `path` names, not following a final symbolic link (or, with `followingLinks`, what
    /// the link leads to: `.missing` for a dangling one).
    public static func of(_ path: String, followingLinks: Bool = false) -> FileKind {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else {
            return errno == ENOENT || errno == ENOTDIR ? .missing : .unknown(reason: String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT == S_IFLNK {
            var target = stat()
            return .symbolicLink(dangling: stat(path, &target) != 0)
        }
        return of(mode: info.st_mode)
    }

    /// The kind a `stat` mode says.
    public static func of(mode: mode_t) -> FileKind {
        switch mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink(dangling: false)
        case S_IFIFO: return .pipe
        case S_IFSOCK: return .socket
        case S_IFCHR, S_IFBLK: return .device
        default: return .unknown(reason: "an unknown kind of file")
        }
    }

    /// "is a folder", "is a named pipe (FIFO), not a file"... (nil for a regular file or nothing).
    public var phrase: String? {
        switch self {
        case .missing, .regular: return nil
        case .folder: return "is a folder"
        case .symbolicLink(let dangling): return dangling ? "is a symbolic link to a missing file" : "is a symbolic link"
        case .pipe: return "is a named pipe (FIFO), not a file"
        case .socket: return "is a socket, not a file"
        case .device: return "is a device, not a file"
        case .unknown(let reason): return "cannot be examined (\(reason))"
        }
    }
}
