import Foundation

/// The folders `g.getdir` names, as Golly's: "app" (Life's own files: Assets/ and Themes/),
/// "data" (Life's data folder, where a script keeps its settings), "temp", "rules", "files" (the
/// folder the pattern browser shows) and "download"; `g.setdir` moves the last three for the
/// rest of the script.
public struct ScriptFolders: Sendable {
    /// Each name's folder (ending in "/").
    private var paths: [String: String]

    /// The names `g.getdir` knows, and those `g.setdir` may change.
    static let names = ["app", "data", "temp", "rules", "files", "download"], settable: Set = ["rules", "files", "download"]

    /// Folders for a script: `app` Life's asset folder, `data` its data folder, `files` the
    /// pattern folder; rules and downloads kept in the data folder, temp one of Life's own in the
    /// system's (emptied when the script ends, as Golly empties its own when it quits).
    public init(app: String, data: String, files: String) {
        paths = ["app": app, "data": data, "temp": Self.temporary, "files": files,
                 "rules": (data as NSString).appendingPathComponent("rules"),
                 "download": (data as NSString).appendingPathComponent("downloads")]
        paths = paths.mapValues { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The folder called `name` (made if missing, except the app's), or an error naming it.
    func folder(_ name: String) throws -> String {
        guard let path = paths[name] else { throw ScriptError("getdir error: unknown directory name \"\(name)\"") }
        if ["data", "rules", "download", "files", "temp"].contains(name) {
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        return path
    }

    /// This process's temporary folder for scripts.
    static let temporary = (NSTemporaryDirectory() as NSString).appendingPathComponent("life-scripts-\(getpid())")

    /// Removes the temporary folder and what scripts left in it.
    static func removeTemporary() {
        try? FileManager.default.removeItem(atPath: temporary)
    }

    /// Moves "rules", "files" or "download" to `path`, which must be an existing folder.
    mutating func set(_ name: String, to path: String) throws {
        guard Self.names.contains(name) else { throw ScriptError("setdir error: unknown directory name \"\(name)\"") }
        guard Self.settable.contains(name) else { throw ScriptError("setdir error: the \"\(name)\" directory cannot be changed") }
        var isFolder: ObjCBool = false
        guard path.hasPrefix("/"), FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ScriptError("setdir error: \(path) is not the full path of an existing folder")
        }
        paths[name] = path.hasSuffix("/") ? path : path + "/"
    }
}
