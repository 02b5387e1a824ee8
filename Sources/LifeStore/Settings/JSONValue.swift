/// A parsed JSON value, so settings can be checked one key at a time with exact types
/// (`true` is never read as 1, nor 1 as `true`).
enum JSONValue: Codable, Equatable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case object([String: JSONValue])
    case array([JSONValue])
    case null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let b = try? container.decode(Bool.self) { self = .bool(b) }
        else if let n = try? container.decode(Double.self) { self = .number(n) }
        else if let s = try? container.decode(String.self) { self = .string(s) }
        else if let o = try? container.decode([String: JSONValue].self) { self = .object(o) }
        else { self = .array(try container.decode([JSONValue].self)) }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .bool(let b): try container.encode(b)
        case .number(let n): try container.encode(n)
        case .string(let s): try container.encode(s)
        case .object(let o): try container.encode(o)
        case .array(let a): try container.encode(a)
        case .null: try container.encodeNil()
        }
    }

    var bool: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    var number: Double? { if case .number(let n) = self { return n } else { return nil } }
    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    /// A whole number within `range`.
    func integer(in range: ClosedRange<Double>) -> Int64? {
        guard let n = number, n.rounded() == n, range.contains(n) else { return nil }
        return Int64(n)
    }
}
