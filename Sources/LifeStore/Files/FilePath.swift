/// A path as the file system holds it: bytes, which need not be UTF-8 (a name written on another
/// system, or made on purpose). Kept as bytes, a folder or file with such a name still opens; it
/// is shown with U+FFFD where its bytes are not text and control characters escaped.
public struct FilePath: Hashable, Sendable, CustomStringConvertible {
    /// The path's bytes, without a terminating NUL.
    public let bytes: [UInt8]

    /// The path of this text.
    public init(_ string: String) {
        bytes = Array(string.utf8)
    }

    /// The path of these bytes (a NUL byte would end it early, so none is taken).
    public init(bytes: [UInt8]) {
        self.bytes = Array(bytes.prefix { $0 != 0 })
    }

    /// The path as text, or nil when its bytes are not UTF-8.
    public var string: String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// The path as shown: bytes that are not text written `\xFF`, control characters escaped.
    public var description: String {
        Self.display(bytes, limit: 400)
    }

    /// Bytes of a name or path as shown: UTF-8 as text, other bytes written `\xFF`, control
    /// characters escaped, cut with "…" after `limit` characters.
    public static func display(_ bytes: [UInt8], limit: Int) -> String {
        var shown = "", i = 0
        while i < bytes.count {
            let lead = bytes[i]
            let length = lead < 0x80 ? 1 : lead & 0xE0 == 0xC0 ? 2 : lead & 0xF0 == 0xE0 ? 3 : lead & 0xF8 == 0xF0 ? 4 : 0
            if length > 0, i + length <= bytes.count, let scalar = String(validating: bytes[i..<(i + length)], as: UTF8.self) {
                shown += scalar
                i += length
            } else {
                shown += "\\x" + (lead < 0x10 ? "0" : "") + String(lead, radix: 16, uppercase: true)
                i += 1
            }
        }
        return shown.escapedForDisplay(limit: limit)
    }

    /// The last part of the path (all of it when it has no slash; "/" for the root).
    public var lastComponent: [UInt8] {
        let trimmed = bytes.count > 1 && bytes.last == UInt8(ascii: "/") ? Array(bytes.dropLast()) : bytes
        guard trimmed != [UInt8(ascii: "/")], let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return Array(trimmed[(slash + 1)...])
    }

    /// The folder holding it (nil for the root and for a path without a slash).
    public var parent: FilePath? {
        let trimmed = bytes.count > 1 && bytes.last == UInt8(ascii: "/") ? Array(bytes.dropLast()) : bytes
        guard trimmed != [UInt8(ascii: "/")], let slash = trimmed.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return FilePath(bytes: slash == 0 ? [UInt8(ascii: "/")] : Array(trimmed[..<slash]))
    }

    /// The path of `name` inside this folder.
    public func appending(_ name: [UInt8]) -> FilePath {
        FilePath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name : bytes + [UInt8(ascii: "/")] + name)
    }

    /// The path with `.` parts and `..` after a name taken away, and repeated slashes made one
    /// (by its text alone: links are not followed).
    public var normalized: FilePath {
        let slash = UInt8(ascii: "/"), absolute = bytes.first == slash
        var parts: [[UInt8]] = []
        for part in bytes.split(separator: slash).map(Array.init) {
            if part == [UInt8(ascii: ".")] { continue }
            if part == [UInt8(ascii: "."), UInt8(ascii: ".")] {
                if let last = parts.last, last != part { parts.removeLast(); continue }
                if absolute { continue }
            }
            parts.append(part)
        }
        let joined = Array(parts.joined(separator: [slash]))
        return FilePath(bytes: absolute ? [slash] + joined : (joined.isEmpty ? [UInt8(ascii: ".")] : joined))
    }

    /// Calls `body` with the path as a C string.
    public func withCString<T>(_ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        try (bytes + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }
}
