import Foundation
import LifeEngine

/// A small one-bit picture of a pattern (at most `maxSide` pixels a side, aspect kept): a pixel is
/// set when any live cell falls under it.
public struct BoardPreview: Equatable, Sendable {
    /// Largest side in pixels.
    public static let maxSide = 48
    /// Width in pixels (0 for an empty pattern).
    public let width: Int
    /// Height in pixels (0 for an empty pattern).
    public let height: Int
    /// Row-major bits, packed eight to a byte, each row starting on a byte.
    public let bits: [UInt8]

    /// Draws the preview of a pattern (a torus is drawn whole, with its empty parts).
    /// - Complexity: O(n) in the live cells.
    public init(_ pattern: Pattern) {
        let area: CellRect?
        if case let .torus(w, h) = pattern.topology {
            area = CellRect(x: 0, y: 0, width: w, height: h)
        } else {
            area = pattern.bounds
        }
        guard let area else {
            self.init(width: 0, height: 0, bits: [])
            return
        }
        let longest = Double(max(area.width, area.height))
        let scale = min(1, Double(Self.maxSide) / longest)
        let w = max(1, Int((Double(area.width) * scale).rounded(.up)))
        let h = max(1, Int((Double(area.height) * scale).rounded(.up)))
        let rowBytes = (w + 7) / 8
        var bits = [UInt8](repeating: 0, count: rowBytes * h)
        // On a torus a cell given outside the board lives where it wraps to, as in the universe.
        for given in pattern.cells {
            let cell = pattern.topology.wrap(given)
            guard area.contains(cell) else { continue }
            let px = min(w - 1, Int(Double(cell.x - area.x) * scale))
            let py = min(h - 1, Int(Double(cell.y - area.y) * scale))
            bits[py * rowBytes + px / 8] |= 0x80 >> UInt8(px % 8)
        }
        self.init(width: w, height: h, bits: bits)
    }

    /// A preview from a raster an engine drew (at most `maxSide` units a side): a pixel per unit.
    public init(raster: CellRaster) {
        let w = min(raster.width, Self.maxSide), h = min(raster.height, Self.maxSide)
        guard w > 0, h > 0 else {
            self.init(width: 0, height: 0, bits: [])
            return
        }
        let rowBytes = (w + 7) / 8
        var bits = [UInt8](repeating: 0, count: rowBytes * h)
        for y in 0..<h {
            for x in 0..<w where raster[x, y] != 0 { bits[y * rowBytes + x / 8] |= 0x80 >> UInt8(x % 8) }
        }
        self.init(width: w, height: h, bits: bits)
    }

    /// Rebuilds a stored preview; a damaged one (sizes that do not match the bits) becomes empty.
    public init(width: Int, height: Int, bits: [UInt8]) {
        guard width > 0, height > 0, width <= 4096, height <= 4096, bits.count == (width + 7) / 8 * height else {
            self.width = 0
            self.height = 0
            self.bits = []
            return
        }
        self.width = width
        self.height = height
        self.bits = bits
    }

    /// Whether the pixel at (x, y) is set.
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return bits[y * ((width + 7) / 8) + x / 8] & (0x80 >> UInt8(x % 8)) != 0
    }
}
