import LifeEngine
import LifeInterface
import LifeStore

/// The pattern files opened last, newest first: offered in the pattern browser, their folders in
/// the file browser, and kept between runs in the settings.
public struct RecentFiles: Equatable, Sendable {
    /// The paths, newest first, at most `limit`.
    public private(set) var paths: [String]

    /// How many are kept.
    public static let limit = Settings.recentFilesLimit

    /// These paths (the first `limit`, once each).
    public init(_ paths: [String] = []) {
        self.paths = []
        for path in paths.reversed() { record(path) }
    }

    /// Puts a file opened just now first.
    public mutating func record(_ path: String) {
        guard !path.isEmpty else { return }
        let path = FilePath(path).normalized.string ?? path
        paths.removeAll { $0 == path }
        paths.insert(path, at: 0)
        if paths.count > Self.limit { paths.removeLast(paths.count - Self.limit) }
    }

    /// The folders of the recent files, newest first, each once.
    public var folders: [FilePath] {
        var seen = Set<FilePath>()
        return paths.compactMap { FilePath($0).parent }.filter { seen.insert($0).inserted }
    }

    /// The recent files that still read as patterns, each with its path (named after its file
    /// when it names itself nothing), for the pattern browser's first cards.
    public func patterns(in context: FeatureContext) -> [(path: String, pattern: Pattern)] {
        paths.compactMap { path in
            guard var pattern = try? context.services.readPattern(FilePath(path), FolderBrowser.previewBudget) else { return nil }
            if pattern.name == nil { pattern.name = String(decoding: FilePath(path).lastComponent, as: UTF8.self) }
            return (path, pattern)
        }
    }
}
