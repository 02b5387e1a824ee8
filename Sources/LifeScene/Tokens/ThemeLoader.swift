import Foundation

/// Reads themes from JSON text; a broken file is reported, never fatal.
public struct ThemeLoader: Sendable {
    /// Creates a loader.
    public init() {}

    /// Decodes one theme file.
    /// - Throws: `ThemeError` naming the file and the problem.
    public func load(json: String, file: String) throws -> Theme {
        do {
            return try JSONDecoder().decode(Theme.self, from: Data(json.utf8))
        } catch let DecodingError.keyNotFound(key, context) {
            throw ThemeError(file: file, reason: "missing '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'")
        } catch let DecodingError.dataCorrupted(context) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw ThemeError(file: file, reason: path.isEmpty ? "not valid JSON" : "\(path): \(context.debugDescription)")
        } catch let DecodingError.typeMismatch(_, context) {
            throw ThemeError(file: file, reason: "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'")
        } catch {
            throw ThemeError(file: file, reason: "\(error)")
        }
    }
}
