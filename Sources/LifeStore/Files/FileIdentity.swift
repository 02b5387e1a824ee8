import Foundation

/// A file as the system knows it, by device and inode, so that paths are compared as the files
/// they name: `g.csv`, `./g.csv`, `/abs/g.csv`, a symbolic link to it and a hard link to it are
/// all one file, where comparing the strings saw different ones.
public struct FileIdentity: Hashable, Sendable {
    /// The device holding the file.
    public let device: UInt64
    /// The file's inode on that device.
    public let inode: UInt64

    /// The file `path` names, following symbolic links as a writer does; nil when nothing is
    /// there (a new file, or a link to a missing one) or for "-" (standard input or output).
    public init?(path: String) {
        guard path != "-", !path.isEmpty else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// Whether `output`, written, would replace `input`: both name one existing file.
    public static func same(_ output: String, _ input: String) -> Bool {
        guard let a = FileIdentity(path: output), let b = FileIdentity(path: input) else { return false }
        return a == b
    }
}
