/// Where Life keeps user data, following the XDG base directory rules.
///
/// The environment is injected so tests never touch the real home folder.
public struct AppPaths: Equatable, Sendable {
    /// `$XDG_CONFIG_HOME/life` (settings).
    public let configDirectory: String
    /// `$XDG_DATA_HOME/life` (board database, user patterns).
    public let dataDirectory: String
    /// `$XDG_STATE_HOME/life` (logs).
    public let stateDirectory: String

    /// The home folder the others default to under (/tmp when the environment names none).
    public let home: String
    /// The home folder the environment names, which `shown` writes as "~" (nil: none).
    let namedHome: String?
    /// The desktop's pictures folder (`XDG_PICTURES_DIR` in `user-dirs.dirs`), nil when it names
    /// none or names the home folder itself (the way a desktop turns it off).
    public let picturesDirectory: String?

    /// Resolves the folders from an environment such as `ProcessInfo.processInfo.environment` and
    /// the text of the desktop's `$XDG_CONFIG_HOME/user-dirs.dirs` (see `userDirsFile`), if any.
    public init(environment: [String: String], userDirs: String? = nil) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        self.home = home
        namedHome = environment["HOME"].flatMap { $0.isEmpty || $0 == "/" ? nil : $0 }
        func base(_ key: String, _ fallback: String) -> String {
            // XDG says relative paths are invalid and must be ignored.
            if let value = environment[key], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        configDirectory = base("XDG_CONFIG_HOME", ".config") + "/life"
        dataDirectory = base("XDG_DATA_HOME", ".local/share") + "/life"
        stateDirectory = base("XDG_STATE_HOME", ".local/state") + "/life"
        picturesDirectory = userDirs.flatMap { Self.userDir("XDG_PICTURES_DIR", in: $0, home: home) }
    }

    /// The desktop's file of named folders (written by xdg-user-dirs), for `userDirs`.
    public static func userDirsFile(environment: [String: String]) -> String {
        String(AppPaths(environment: environment).configDirectory.dropLast("/life".count)) + "/user-dirs.dirs"
    }

    /// The folder `key` names in a `user-dirs.dirs` text (lines `KEY="$HOME/Folder"` or
    /// `KEY="/abs/path"`, `#` comments, `\"` and `\\` escaped), nil when it is missing, malformed
    /// or the home folder itself.
    static func userDir(_ key: String, in text: String, home: String) -> String? {
        var found: String?
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(key + "=\""), trimmed.hasSuffix("\""), trimmed.count >= key.count + 3 else { continue }
            var value = "", escaped = false
            for character in trimmed.dropFirst(key.count + 2).dropLast() {
                if escaped || character != "\\" { value.append(character); escaped = false } else { escaped = true }
            }
            if value.hasPrefix("$HOME") {
                let rest = value.dropFirst("$HOME".count)
                guard rest.isEmpty || rest.hasPrefix("/") else { continue }
                value = home + rest
            }
            guard value.hasPrefix("/") else { continue }
            while value.count > 1, value.hasSuffix("/") { value.removeLast() }
            let homeItself = home.hasSuffix("/") ? String(home.dropLast()) : home
            found = value == homeItself ? nil : value
        }
        return found
    }

    /// The board database file.
    public var boardDatabase: String { dataDirectory + "/boards.sqlite" }
    /// The file a running app holds locked (`InstanceLock`), beside the board database.
    public var instanceLock: String { dataDirectory + "/instance.lock" }
    /// The user's pattern folder.
    public var patternDirectory: String { dataDirectory + "/patterns" }
    /// Where pictures and movies made in the app go: a Life folder in the desktop's pictures
    /// folder, else (no desktop folders named) in Life's data folder.
    public var exportDirectory: String { picturesDirectory.map { $0 + "/Life" } ?? dataDirectory + "/exports" }

    /// `text` with the paths in it as a person writes them, the home folder as "~"
    /// ("~/.local/share/life/boards.sqlite"): shorter in a notice, the same place. Only a path
    /// that starts with the home folder (at the start of the text or after a space, a colon, a
    /// quote or a bracket) is written so, and only a home the environment names.
    public func shown(_ text: String) -> String {
        guard let namedHome else { return text }
        let prefix = namedHome.hasSuffix("/") ? namedHome : namedHome + "/"
        var out = "", rest = text[...]
        while let found = rest.range(of: prefix) {
            let before = found.lowerBound == rest.startIndex ? out.last : rest[rest.index(before: found.lowerBound)]
            let startsAPath = found.lowerBound == text.startIndex || before.map { " :('\"\n".contains($0) } == true
            out += rest[..<found.lowerBound] + (startsAPath ? "~/" : prefix)
            rest = rest[found.upperBound...]
        }
        return out + rest
    }
}
