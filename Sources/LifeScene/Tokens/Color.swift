/// An sRGB colour with alpha, 8 bits a channel; written in themes as "#RRGGBB" or "#RRGGBBAA".
public struct Color: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Red.
    public var r: UInt8
    /// Green.
    public var g: UInt8
    /// Blue.
    public var b: UInt8
    /// Alpha (255 opaque).
    public var a: UInt8

    /// Creates a colour from channels.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Parses "#RRGGBB" or "#RRGGBBAA" (the '#' is optional); nil when malformed.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(r: UInt8(value >> 16 & 0xFF), g: UInt8(value >> 8 & 0xFF), b: UInt8(value & 0xFF))
        } else {
            self.init(r: UInt8(value >> 24), g: UInt8(value >> 16 & 0xFF), b: UInt8(value >> 8 & 0xFF), a: UInt8(value & 0xFF))
        }
    }

    /// The colour packed as 0xAARRGGBB (SDL's ARGB8888 pixel format).
    public var argb: UInt32 {
        UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// "#RRGGBB", or "#RRGGBBAA" when not opaque.
    public var description: String {
        func hex(_ v: UInt8) -> String {
            let s = String(v, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + hex(r) + hex(g) + hex(b) + (a == 255 ? "" : hex(a))
    }

    /// Decodes from a hex string.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let color = Color(hex: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "'\(text)' is not a #RRGGBB colour"))
        }
        self = color
    }

    /// Encodes as a hex string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
