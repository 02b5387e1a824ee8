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

    /// The home folder the others default to under.
    public let home: String

    /// Resolves the folders from an environment such as `ProcessInfo.processInfo.environment`.
    public init(environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        self.home = home
        func base(_ key: String, _ fallback: String) -> String {
            // XDG says relative paths are invalid and must be ignored.
            if let value = environment[key], value.hasPrefix("/") { return value }
            return home + "/" + fallback
        }
        configDirectory = base("XDG_CONFIG_HOME", ".config") + "/life"
        dataDirectory = base("XDG_DATA_HOME", ".local/share") + "/life"
        stateDirectory = base("XDG_STATE_HOME", ".local/state") + "/life"
    }

    /// The board database file.
    public var boardDatabase: String { dataDirectory + "/boards.sqlite" }
    /// The user's pattern folder.
    public var patternDirectory: String { dataDirectory + "/patterns" }
    /// Where pictures and movies made in the app go.
    public var exportDirectory: String { dataDirectory + "/exports" }

    /// `text` with the paths in it as a person writes them, the home folder as "~"
    /// ("~/.local/share/life/boards.sqlite"): shorter in a notice, the same place.
    public func shown(_ text: String) -> String {
        home == "/" ? text : text.replacingOccurrences(of: home + "/", with: "~/")
    }
}
