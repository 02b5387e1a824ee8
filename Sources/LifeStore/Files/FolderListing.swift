import Foundation

/// What a folder holds, read once: folders first, then files, each by name (ignoring case, and
/// numbers by their value, as file managers list them: p2 before p10).
public struct FolderListing: Equatable, Sendable {
    /// The folder.
    public let folder: FilePath
    /// Its entries, sorted.
    public let entries: [FolderEntry]
    /// Whether the folder holds more than the entries read (a listing stops at a limit).
    public let truncated: Bool

    /// The most entries a listing reads: more than anyone browses, few enough to stay small.
    public static let limit = 100_000

    /// A listing of these entries (sorted here).
    public init(folder: FilePath, entries: [FolderEntry], truncated: Bool = false) {
        self.folder = folder
        let keyed = entries.map { (key: Self.sortKey(String(decoding: $0.name, as: UTF8.self)), entry: $0) }
        self.entries = keyed.sorted { a, b in
            if a.entry.isFolder != b.entry.isFolder { return a.entry.isFolder }
            if a.key != b.key { return a.key.lexicographicallyPrecedes(b.key) }
            return a.entry.name.lexicographicallyPrecedes(b.entry.name)
        }.map(\.entry)
        self.truncated = truncated
    }

    /// Bytes that compare as names are listed: the name in small letters, each run of digits
    /// written as a '0', its length without leading zeros (two bytes) and those digits, so that a
    /// shorter number comes first and numbers sit where digits do among other characters.
    static func sortKey(_ name: String) -> [UInt8] {
        var key: [UInt8] = []
        var digits: [UInt8] = []
        func flush() {
            guard !digits.isEmpty else { return }
            let value = digits.drop { $0 == UInt8(ascii: "0") }
            key += [UInt8(ascii: "0"), UInt8(truncatingIfNeeded: value.count >> 8), UInt8(truncatingIfNeeded: value.count)] + value
            digits.removeAll()
        }
        for byte in name.lowercased().utf8 {
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                digits.append(byte)
            } else {
                flush()
                key.append(byte)
            }
        }
        flush()
        return key
    }

    /// Reads the folder at `folder`, at most `limit` entries ("." and ".." left out).
    /// - Throws: `FileProblem` saying why it cannot be read (no such folder, permission denied...).
    public static func read(_ folder: FilePath, limit: Int = Self.limit) throws -> FolderListing {
        guard let directory = folder.withCString({ opendir($0) }) else {
            throw FileProblem(path: folder.description, reason: errno == ENOTDIR ? "is not a folder" : errno == ENOENT ? "no such file or folder" : TextFileReader.reason(errno))
        }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        var entries: [FolderEntry] = []
        var truncated = false
        while let item = readdir(directory) {
            let name = withUnsafeBytes(of: item.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            guard entries.count < limit else {
                truncated = true
                break
            }
            // A link is followed to say what it leads to; one that leads nowhere is a file that will not open.
            var info = stat()
            let known = (name + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { fstatat(descriptor, $0.baseAddress!, &info, 0) == 0 }
            }
            let isFolder = known && info.st_mode & S_IFMT == S_IFDIR
            let problem = known ? FileKind.of(mode: info.st_mode).phrase.flatMap { isFolder ? nil : $0 }
                : "cannot be reached (\(TextFileReader.reason(errno)))"
            entries.append(FolderEntry(name: name, isFolder: isFolder, size: known && !isFolder ? Int64(info.st_size) : 0, problem: problem,
                                       isWriteProtected: known && !isFolder && info.st_mode & S_IWUSR == 0))
        }
        return FolderListing(folder: folder, entries: entries, truncated: truncated)
    }
}
