/// A universe put away to be taken up again later, such as an ending tracker's checkpoint: its
/// generation, and on demand a fresh universe in its state. Engines keep it as small as they can
/// (the tiles keep only their current words, `TiledLife.kept()`), so checkpoints cost less than
/// the universe they were taken from.
public struct KeptUniverse: @unchecked Sendable {
    /// The generation it was kept at.
    public let generation: Int64
    /// About how many bytes it holds.
    public let bytes: Int
    private let restore: () -> any LifeAlgorithm

    /// A kept universe of `generation` taking about `bytes`, restored by `restore` (a new universe each call).
    public init(generation: Int64, bytes: Int, restore: @escaping () -> any LifeAlgorithm) {
        self.generation = generation
        self.bytes = bytes
        self.restore = restore
    }

    /// A copy kept as it is (engines without a smaller form): each universe restored is a duplicate of it.
    public init(duplicating universe: any LifeAlgorithm) {
        let copy = universe.duplicate()
        self.init(generation: copy.generation, bytes: copy.storageBytes) { copy.duplicate() }
    }

    /// A pattern kept as its list of cells: each universe restored is made by `make` and loaded with it.
    public init(listing pattern: Pattern, in make: @escaping (Rule, Topology) -> any LifeAlgorithm) {
        self.init(generation: pattern.generation, bytes: 1024 + pattern.cells.count * 16) {
            let universe = make(pattern.rule, pattern.topology)
            universe.load(pattern)
            universe.generation = pattern.generation
            return universe
        }
    }

    /// A new universe in the kept state; changing it leaves the kept one as it was.
    public func universe() -> any LifeAlgorithm { restore() }
}
