/// Splits a board into clusters of cells and recognises spaceships that are flying away from
/// everything else and so can never interact again.
enum EscapeAnalysis {
    /// A spaceship found in the board.
    struct Ship {
        var cells: [Cell]
        var isGlider: Bool
        /// Its move every four generations.
        var dx: Int64, dy: Int64
    }

    /// Escaping ships and the remaining debris.
    static func split(_ cells: [Cell], rule: Rule) -> (ships: [Ship], debris: [Cell]) {
        let clusters = clusters(of: cells)
        var moving: [(cells: [Cell], dx: Int64, dy: Int64)] = []
        var still: [[Cell]] = []
        // Debris repeats a few shapes (blocks, blinkers, beehives): each shape is run once.
        var motions: [[Cell]: (dx: Int64, dy: Int64)?] = [:]
        for cluster in clusters {
            guard cluster.count <= 64, let box = CellRect(enclosing: cluster) else {
                still.append(cluster)
                continue
            }
            let shape = cluster.map { $0.offset(by: -box.x, -box.y) }.sorted()
            let motion: (dx: Int64, dy: Int64)?
            if let known = motions[shape] {
                motion = known
            } else {
                motion = shipMotion(cluster, rule: rule)
                motions[shape] = .some(motion)
            }
            if let motion {
                moving.append((cluster, motion.dx, motion.dy))
            } else {
                still.append(cluster)
            }
        }
        // A ship escapes when it is beyond the debris's bounding box on a side it moves toward. Ships
        // that do not escape count as debris, which can stop others escaping: repeat until stable.
        var debris = still.flatMap { $0 }
        var escaping = moving
        while true {
            let stuck = escaping.filter { !escapes($0.cells, dx: $0.dx, dy: $0.dy, from: debris) }
            guard !stuck.isEmpty else { break }
            debris += stuck.flatMap { $0.cells }
            escaping = escaping.filter { escapes($0.cells, dx: $0.dx, dy: $0.dy, from: debris) }
        }
        let ships = escaping.map { Ship(cells: $0.cells, isGlider: $0.cells.count == 5 && $0.dx != 0 && $0.dy != 0, dx: $0.dx, dy: $0.dy) }
        return (ships, debris)
    }

    /// Clusters of cells closer than three cells to each other (cells three apart cannot interact).
    static func clusters(of cells: [Cell]) -> [[Cell]] {
        var index: [Cell: Int] = [:]
        for (i, c) in cells.enumerated() { index[c] = i }
        var parent = Array(cells.indices)
        func find(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        for (i, c) in cells.enumerated() {
            for dy: Int64 in -2...2 {
                for dx: Int64 in -2...2 where dx != 0 || dy != 0 {
                    if let j = index[Cell(c.x + dx, c.y + dy)] {
                        let a = find(i), b = find(j)
                        if a != b { parent[a] = b }
                    }
                }
            }
        }
        var groups: [Int: [Cell]] = [:]
        for (i, c) in cells.enumerated() { groups[find(i), default: []].append(c) }
        // In reading order of their first cells, so every run lists them the same way.
        return groups.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// The displacement per four generations if the cluster alone is a spaceship of period 1, 2 or 4.
    static func shipMotion(_ cluster: [Cell], rule: Rule) -> (dx: Int64, dy: Int64)? {
        guard cluster.count <= 64, let start = CellRect(enclosing: cluster) else { return nil }
        let life = SparseLife(rule: rule)
        life.load(cluster)
        life.step(by: 4)
        guard let end = life.bounds, life.population == cluster.count else { return nil }
        let dx = end.x - start.x, dy = end.y - start.y
        guard dx != 0 || dy != 0 else { return nil }
        let shifted = cluster.map { $0.offset(by: dx, dy) }.sorted()
        return life.liveCells() == shifted ? (dx, dy) : nil
    }

    /// Whether a ship moving by (dx, dy) lies beyond the others' bounding box on a side it moves toward.
    static func escapes(_ ship: [Cell], dx: Int64, dy: Int64, from others: [Cell]) -> Bool {
        guard let box = CellRect(enclosing: others), let s = CellRect(enclosing: ship) else { return true }
        let margin: Int64 = 3
        if dx > 0 && s.x > box.maxX + margin { return true }
        if dx < 0 && s.maxX < box.x - margin { return true }
        if dy > 0 && s.y > box.maxY + margin { return true }
        if dy < 0 && s.maxY < box.y - margin { return true }
        return false
    }
}
