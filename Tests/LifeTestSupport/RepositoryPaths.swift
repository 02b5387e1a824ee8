import Foundation

/// Paths inside the checkout, for tests that read shipped assets.
public enum RepositoryPaths {
    /// The checkout's root folder (the one holding Package.swift).
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return FileManager.default.currentDirectoryPath
    }()

    /// A path below the root.
    public static func path(_ relative: String) -> String { root + "/" + relative }
}
