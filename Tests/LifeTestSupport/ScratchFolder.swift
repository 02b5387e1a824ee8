import Foundation

/// A fresh, empty folder under the system's temporary directory for one test; `remove()` takes
/// it away with everything in it.
public struct ScratchFolder {
    /// The folder's path.
    public let path: String

    /// Makes a folder named `prefix` plus a UUID.
    public init(_ prefix: String) throws {
        path = NSTemporaryDirectory() + "\(prefix)-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the folder and its contents (nothing when it is gone already).
    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
