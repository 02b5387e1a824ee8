import Foundation
import LifeStore

/// Where this process finds its bundled folders (Assets/, Themes/): beside the executable,
/// through `<bin>/../share/life`, or `LIFE_DATA_DIR`.
public enum ResourceFolders {
    /// A locator for the running executable and environment.
    public static func locator() -> ResourceLocator {
        ResourceLocator(environment: ProcessInfo.processInfo.environment, executablePath: executablePath(),
                        fileExists: { FileManager.default.fileExists(atPath: $0) })
    }

    /// The theme files in the asset folder's Themes/, as (name, text).
    public static func themeFiles(_ locator: ResourceLocator = locator()) -> [(name: String, text: String)] {
        guard let folder = locator.path(for: "Themes"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".json") }.compactMap { name in
            (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)).map { (name, $0) }
        }
    }

    /// The running executable's path, symbolic links resolved where /proc says.
    public static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
