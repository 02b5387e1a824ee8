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

    /// The running executable's path, symbolic links resolved where /proc says.
    public static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
