import Foundation

/// Reads and writes `Settings` as a small JSON file (`$XDG_CONFIG_HOME/life/settings.json`).
///
/// Writing is atomic (a temporary file renamed over the old one) and merges per key: the file is
/// read again and only the keys this process changed since it loaded or last wrote them are
/// replaced, so two windows on the same folders keep each other's changes (the one quitting last
/// no longer writes its whole settings over the other's). Reading never fails: a value that is
/// missing, of the wrong type or out of range falls back to its default on its own, and a file that
/// cannot be parsed or read at all is moved aside as a backup (so saving never writes over it).
public struct SettingsStore: Sendable {
    /// The settings file.
    public let path: String
    /// The settings as this process last loaded or wrote them (shared by copies of this store).
    private let baseline = SettingsBaseline()

    /// A store for the file `settings.json` in `directory`.
    public init(directory: String) {
        path = directory + "/settings.json"
    }

    /// What `load` found.
    public struct Loaded: Equatable, Sendable {
        /// The settings to use.
        public var settings: Settings
        /// Keys whose stored values were unusable and were replaced by defaults.
        public var rejectedKeys: [String]
        /// Where an unreadable file was moved (nil when the file was fine or missing).
        public var backupPath: String?
        /// Why the settings file cannot be used at all (for example a folder in its place), if so.
        public var problem: String?
        /// A one-line message for the user, when something was not as saved.
        public var message: String? {
            if let problem { return problem }
            if let backupPath { return "Settings could not be read: set aside as \(backupPath), defaults used" }
            if !rejectedKeys.isEmpty { return "Some settings were unusable and are back to defaults: \(rejectedKeys.joined(separator: ", "))" }
            return nil
        }
    }

    /// Reads the settings; never throws (see the type's comment).
    public func load(now: Date = Date()) -> Loaded {
        let loaded = read(now: now)
        baseline.update { $0 = SettingsReader.json(of: loaded.settings) }
        return loaded
    }

    private func read(now: Date) -> Loaded {
        if let refusal = notAFile {
            return Loaded(settings: Settings(), rejectedKeys: [], backupPath: nil,
                          problem: "Settings cannot be saved: \(path) \(refusal); started with defaults")
        }
        if let size = fileSize, size > Self.maxBytes {
            // Settings take a few hundred bytes: a file this large is not ours to read whole.
            let backup = moveAside(now: now)
            return Loaded(settings: Settings(), rejectedKeys: [], backupPath: backup,
                          problem: "Settings could not be read: \(path) is \(size >> 20) MiB, far more than settings take (at most \(Self.maxBytes >> 10) KiB); "
                              + "started with defaults" + (backup.map { " (the old file is \($0))" } ?? ""))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            guard FileManager.default.fileExists(atPath: path) else { return Loaded(settings: Settings(), rejectedKeys: [], backupPath: nil) }
            // Unreadable (its permissions): kept as it is under another name, never written over.
            let backup = moveAside(now: now, as: "unreadable")
            return Loaded(settings: Settings(), rejectedKeys: [], backupPath: backup,
                          problem: "Settings could not be read: \(path) is not readable (check its permissions); started with defaults"
                              + (backup.map { " (the file is kept as \($0))" } ?? ""))
        }
        guard let json = try? JSONDecoder().decode([String: JSONValue].self, from: data) else {
            let backup = moveAside(now: now)
            return Loaded(settings: Settings(), rejectedKeys: [], backupPath: backup)
        }
        var reader = SettingsReader(json: json)
        let settings = reader.read()
        return Loaded(settings: settings, rejectedKeys: reader.rejected, backupPath: nil)
    }

    /// Why `directory` could not be made: what is in its place, else the system's reason (a file
    /// where the folder should be was "not allowed here", which sent people to their permissions).
    static func whyNoFolder(_ directory: String, _ error: Error) -> String {
        switch FileKind.of(directory, followingLinks: true) {
        case .regular: return "a file of that name is in the way"
        case let kind where kind.phrase != nil: return kind.phrase!
        default:
            let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
            return code.map { TextFileReader.reason(Int32($0)) } ?? "not allowed here"
        }
    }

    /// Writes the settings atomically, creating the folder when needed. Keys this process has not
    /// changed since it loaded (or last wrote) keep what the file holds now, as do keys this version
    /// does not know; a key missing from the file, or unusable there, is written.
    public func save(_ settings: Settings) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FileProblem(path: directory, reason: "cannot be made a folder for the settings (\(Self.whyNoFolder(directory, error)))")
        }
        if let refusal = notAFile { throw FileProblem(path: path, reason: refusal) }
        let mine = SettingsReader.json(of: settings)
        try baseline.update { last in
            var object: [String: JSONValue] = [:]
            if (fileSize ?? 0) <= Self.maxBytes, let data = FileManager.default.contents(atPath: path),
               let existing = try? JSONDecoder().decode([String: JSONValue].self, from: data) {
                object = existing
            }
            var reader = SettingsReader(json: object)
            _ = reader.read()
            let unusable = Set(reader.rejected)
            for (key, value) in mine where last?[key] != value || object[key] == nil || unusable.contains(key) {
                object[key] = value
            }
            try write(object)
            last = mine
        }
    }

    /// Largest settings file read: 1 MiB (a real one is a few hundred bytes).
    static let maxBytes = 1 << 20

    /// The file's size in bytes, when it is there.
    private var fileSize: Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue
    }

    /// Writes `object` as the file, atomically (`AtomicFileWriter`: failures in plain words).
    private func write(_ object: [String: JSONValue]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFileWriter.write(try encoder.encode(object) + Data("\n".utf8), to: path)
    }

    /// Why the settings path is no file to read or replace (a folder, a named pipe, a device or a
    /// socket there, or where its symbolic link leads), in words; nil for a regular file or none.
    /// Such a thing is never opened (reading a pipe waits for a writer) and never replaced.
    private var notAFile: String? {
        let kind = FileKind.of(path, followingLinks: true)
        guard kind != .missing, kind != .regular, let phrase = kind.phrase else { return nil }
        return "\(phrase); remove it to keep your settings"
    }

    /// Moves the file to `settings.json.<why>-<time>`; the backup's path, or nil when it could not be moved.
    private func moveAside(now: Date, as why: String = "broken") -> String? {
        let backup = SetAsideName.path(for: path, why: why, now: now)
        return (try? FileManager.default.moveItem(atPath: path, toPath: backup)) != nil ? backup : nil
    }
}
