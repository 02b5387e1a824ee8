import LifeEngine

/// The colours a picture is drawn in: live cells, dead cells and grid lines, as RGB.
public struct ImageColors: Equatable, Sendable {
    /// A colour's red, green and blue.
    public typealias RGB = (r: UInt8, g: UInt8, b: UInt8)

    public let live: RGB, dead: RGB, grid: RGB

    /// Colours from `#RRGGBB` (or `RRGGBB`) text; the grid between the two.
    public init(live: RGB, dead: RGB) {
        self.live = live
        self.dead = dead
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * 1 + Int(b) * 3) / 4) }
        grid = (mix(live.r, dead.r), mix(live.g, dead.g), mix(live.b, dead.b))
    }

    /// Colours with grid lines of their own (a theme's).
    public init(live: RGB, dead: RGB, grid: RGB) {
        (self.live, self.dead, self.grid) = (live, dead, grid)
    }

    /// Life's own: the dark theme's green on near-black.
    public static let standard = ImageColors(live: (0x4A, 0xDE, 0x80), dead: (0x12, 0x14, 0x18))

    /// A colour from `#RRGGBB` or `RRGGBB`, or nil.
    public static func rgb(_ text: String) -> RGB? {
        let hex = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        guard hex.count == 6, hex.allSatisfy(\.isHexDigit), let value = UInt32(hex, radix: 16) else { return nil }
        return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// The palette in pixel-value order (dead, live, grid).
    var palette: [RGB] { [dead, live, grid] }

    /// The palette with the density shades after it, from a trace of the live colour to all of it,
    /// then the live colour set apart a little and more (`CellImage.apart`): away from the dead
    /// colour, towards white on a dark board and black on a light one, as the view draws them.
    var shadedPalette: [RGB] {
        func mix(_ a: UInt8, _ b: UInt8, _ t: Double) -> UInt8 { UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded()) }
        let shades = (0..<CellImage.shades).map { i -> RGB in
            let t = 0.25 + 0.75 * Double(i) / Double(CellImage.shades - 1)
            return (mix(dead.r, live.r, t), mix(dead.g, live.g, t), mix(dead.b, live.b, t))
        }
        let brightness = (Int(dead.r) * 299 + Int(dead.g) * 587 + Int(dead.b) * 114) / 1000
        let away: UInt8 = brightness < 128 ? 255 : 0
        let apart = [Rule.apartFades.little, Rule.apartFades.more].map { t -> RGB in (mix(live.r, away, t), mix(live.g, away, t), mix(live.b, away, t)) }
        return palette + shades + apart
    }

    public static func == (a: ImageColors, b: ImageColors) -> Bool {
        a.palette.map { [$0.r, $0.g, $0.b] } == b.palette.map { [$0.r, $0.g, $0.b] }
    }
}
