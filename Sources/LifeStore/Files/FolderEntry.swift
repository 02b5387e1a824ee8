import LifeEngine

/// One thing in a folder, as a file browser lists it.
public struct FolderEntry: Equatable, Sendable {
    /// Its name's bytes (which need not be UTF-8).
    public let name: [UInt8]
    /// Whether it is a folder (a link to one counts).
    public let isFolder: Bool
    /// Its size in bytes (0 for a folder).
    public let size: Int64
    /// Why it is not a file that can be read ("is a named pipe (FIFO), not a file", a link that
    /// leads nowhere...); nil for a folder or a regular file.
    public let problem: String?
    /// Whether its owner made it read-only (chmod 444): Life does not write over it.
    public let isWriteProtected: Bool

    /// An entry.
    public init(name: [UInt8], isFolder: Bool, size: Int64, problem: String? = nil, isWriteProtected: Bool = false) {
        self.name = name
        self.isFolder = isFolder
        self.size = size
        self.problem = problem
        self.isWriteProtected = isWriteProtected
    }

    /// The name as shown: bytes that are not text written `\xFF`, control characters escaped; whole
    /// (a name is at most 255 bytes here), for the row it is drawn in to cut in the middle.
    public var displayName: String {
        FilePath.display(name, limit: Self.displayLimit)
    }

    /// Most characters `displayName` gives: a 255-byte name of bytes that are no text, each written as four.
    static let displayLimit = 1024

    /// Whether its name starts with a dot (hidden by convention).
    public var isHidden: Bool { name.first == UInt8(ascii: ".") }

    /// Whether it is a file of a pattern format Life reads (by its name's ending).
    public var isPattern: Bool {
        !isFolder && PatternFormat(patternFileName: String(decoding: name, as: UTF8.self)) != nil
    }
}
