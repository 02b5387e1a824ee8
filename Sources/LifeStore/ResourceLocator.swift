/// Finds the folder holding Life's read-only assets (Assets/ and Themes/) at run time.
///
/// SwiftPM does not bundle top-level folders, so the search order is: `$LIFE_DATA_DIR`,
/// `<executable>/../share/life`, then the nearest parent of the executable holding Package.swift
/// (a development checkout).
public struct ResourceLocator: Sendable {
    private let environment: [String: String]
    private let executablePath: String
    private let fileExists: @Sendable (String) -> Bool

    /// Creates a locator over an environment, the running executable's path and a file test.
    public init(environment: [String: String], executablePath: String,
                fileExists: @escaping @Sendable (String) -> Bool) {
        self.environment = environment
        self.executablePath = executablePath
        self.fileExists = fileExists
    }

    /// The asset root, or nil when none of the places holds one.
    public func resourceRoot() -> String? {
        for candidate in candidates() where fileExists(candidate + "/Assets") || fileExists(candidate + "/Themes") {
            return candidate
        }
        return nil
    }

    /// Every place looked at, in order.
    public func candidates() -> [String] {
        var list: [String] = []
        if let dir = environment["LIFE_DATA_DIR"], !dir.isEmpty { list.append(dir) }
        let exeDir = Self.parent(of: executablePath)
        list.append(Self.parent(of: exeDir) + "/share/life")
        var dir = exeDir
        while true {
            if fileExists(dir + "/Package.swift") {
                list.append(dir)
                break
            }
            let up = Self.parent(of: dir)
            if up == dir { break }
            dir = up
        }
        return list
    }

    /// A file inside the asset root, e.g. `path(for: "Assets/Fonts/Inter-Regular.otf")`, if it exists.
    public func path(for relative: String) -> String? {
        guard let root = resourceRoot() else { return nil }
        let full = root + "/" + relative
        return fileExists(full) ? full : nil
    }

    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
