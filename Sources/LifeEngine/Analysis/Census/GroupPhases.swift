/// The phases of each group of islands that lie within two cells of each other, read from the
/// board's own phases. Groups are three cells apart or more, so nothing is born between two of
/// them: each group runs as it would on its own, and its phases are the board's there.
struct GroupPhases {
    private let envelope: [Cell]
    private let phasesAlive: [UInt64]
    private let period: Int
    /// For each group root of more than one island, its slot in `members`; -1 for any other cell.
    private var slotOfRoot: [Int32]
    /// The envelope's cells (indices, in order) of each group of more than one island.
    private var members: [[Int]] = []

    /// Groups of the envelope's cells, whose islands' roots (in `nearSets`, joining cells up to two
    /// apart) are `groupOf`; `phasesAlive` gives each cell's phases (bit k for phase k) of a
    /// board repeating every `period` generations (nil: a board that does not repeat, whose
    /// groups' phases are not read; nor are they past 64 phases).
    init(envelope: [Cell], phasesAlive: [UInt64], period: Int?, groupOf: [Int], nearSets: inout UnionFind) {
        self.envelope = envelope
        self.phasesAlive = phasesAlive
        self.period = period ?? 0
        slotOfRoot = []
        guard let period, period <= 64 else { return }
        var islandsOfRoot = [Int32](repeating: 0, count: envelope.count)
        for root in groupOf { islandsOfRoot[root] += 1 }
        guard islandsOfRoot.contains(where: { $0 > 1 }) else { return }
        slotOfRoot = [Int32](repeating: -1, count: envelope.count)
        for i in envelope.indices {
            let root = nearSets.find(i)
            guard islandsOfRoot[root] > 1 else { continue }
            if slotOfRoot[root] < 0 {
                slotOfRoot[root] = Int32(members.count)
                members.append([])
            }
            members[Int(slotOfRoot[root])].append(i)
        }
    }

    /// The live cells, sorted, of the group with this root in each phase from 0 to `period - 1`;
    /// nil for a group of one island, or when the board's phases are not read (see `init`).
    func phases(ofGroup root: Int) -> [[Cell]]? {
        guard root < slotOfRoot.count, slotOfRoot[root] >= 0 else { return nil }
        let indices = members[Int(slotOfRoot[root])]
        return (0..<period).map { k in indices.compactMap { phasesAlive[$0] >> UInt64(k) & 1 != 0 ? envelope[$0] : nil } }
    }
}
