/// Everything TiledLife knows about one tile besides its rows, kept together so a step touches one array.
struct TileState {
    /// Where the tile is.
    var key: TileKey
    /// Slots of the eight neighbours in TileKey direction order, -1 where none exists.
    var links = SIMD8<Int32>(repeating: -1)
    /// Rows that may change next step; non-zero means the tile is listed as active.
    var dirty: UInt64 = 0
    /// Rows that changed in the last processing, and those whose westmost / eastmost cell changed.
    var lastRows: UInt64 = 0
    var lastWest: UInt64 = 0
    var lastEast: UInt64 = 0
    /// Cells born and died in the last processing.
    var lastBirths: Int32 = 0
    var lastDeaths: Int32 = 0
    /// Generation at which the tile was last processed.
    var processedAt = Int64.min
    /// Before this generation the tile may not sleep (its surroundings changed untracked).
    var sleepBlockedUntil: Int64 = 0
    /// Which of the two row buffers holds the current generation.
    var phase: UInt8 = 0
    /// Edge flags (bit d: cells toward direction d) of the current and the other buffer.
    var edges: UInt8 = 0
    var otherEdges: UInt8 = 0
    /// Whether the tile's last processing found its next state equal to the one two generations before.
    var periodic = false
    /// Whether the slot holds a tile.
    var inUse = true

    init(key: TileKey) {
        self.key = key
    }

    /// Whether the current buffer has a live cell.
    var occupied = false
    /// Whether the other buffer has a live cell.
    var otherOccupied = false
}
