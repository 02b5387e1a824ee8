/// Everything TiledLife knows about one tile besides its rows and its marks (`TileMarks`), kept together so a step touches one array.
///
/// A tile has two row buffers: one holds this generation, the other the generation before. Which
/// is which follows from the universe's step parity and the tile's `parity`, so a tile that is left
/// alone for a step swaps them for free; that is exactly right for a tile whose neighbourhood
/// repeats with period 2 (still lifes, blinkers: most of a soup's ash).
struct TileState {
    /// Where the tile is.
    var key: TileKey
    /// Slots of the eight neighbours in TileKey direction order, -1 where none exists.
    var links = SIMD8<Int32>(repeating: -1)
    /// Bit d set when no neighbour exists in direction d.
    var missing: UInt8 = 0xFF
    /// Where each neighbour's current rows start in the row store at step parity 0 (XOR 64 at
    /// parity 1); 0, the rows of the never-used, always-dead slot 0, where no neighbour exists.
    var neighbourRows = SIMD8<Int32>(repeating: 0)
    /// XORed with the universe's step parity, gives the buffer holding the current generation.
    var parity: UInt8 = 0
    /// Per buffer (0 and 1), bit b set when the block of rows 8b..<8b+8 has a live cell, when one
    /// of its westmost (x offset 0) cells lives, and when one of its eastmost (63) cells lives.
    var occupiedBlocks = BlockMasks()
    var westBlocks = BlockMasks()
    var eastBlocks = BlockMasks()
    /// When births and deaths are counted and the tile swaps buffers on its own (asleep), its
    /// births and deaths in the step before it fell asleep and that step's parity: from there its
    /// steps alternate between the reverse and the same counts.
    var sleepCounts = SIMD2<Int32>(repeating: 0)
    var sleepTick: UInt8 = 0
    var asleep = false
    /// Whether the tile is on the list of tiles edited since the last step.
    var edited = false
    /// Whether the slot holds a tile.
    var inUse = true

    init(key: TileKey, parity: UInt8) {
        self.key = key
        self.parity = parity
    }
}
