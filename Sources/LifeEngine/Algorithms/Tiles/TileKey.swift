/// The position of a 64x64 tile: cell (x, y) lies in tile (x >> 6, y >> 6).
struct TileKey: Hashable, Sendable {
    var x: Int64
    var y: Int64

    /// The tile holding a cell.
    init(containing cell: Cell) {
        x = cell.x >> 6
        y = cell.y >> 6
    }

    init(x: Int64, y: Int64) {
        self.x = x
        self.y = y
    }

    /// The neighbour in direction `d` (0 N, 1 NE, 2 E, 3 SE, 4 S, 5 SW, 6 W, 7 NW).
    func neighbour(_ d: Int) -> TileKey {
        TileKey(x: x &+ Self.dx[d], y: y &+ Self.dy[d])
    }

    static let dx: [Int64] = [0, 1, 1, 1, 0, -1, -1, -1]
    static let dy: [Int64] = [-1, -1, 0, 1, 1, 1, 0, -1]

    /// The direction pointing back.
    static func opposite(_ d: Int) -> Int { (d + 4) & 7 }
}
