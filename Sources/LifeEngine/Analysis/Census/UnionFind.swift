/// Disjoint sets over 0..<count with path halving.
struct UnionFind {
    private var parent: [Int]

    init(count: Int) { parent = Array(0..<count) }

    mutating func find(_ i: Int) -> Int {
        var i = i
        while parent[i] != i {
            parent[i] = parent[parent[i]]
            i = parent[i]
        }
        return i
    }

    mutating func union(_ a: Int, _ b: Int) {
        let ra = find(a), rb = find(b)
        if ra != rb { parent[ra] = rb }
    }

    /// The sets of `items` (one an index), each in index order, in the order of their first
    /// members, keeping only the indices `including` accepts; with each set's first index.
    mutating func groups<T>(of items: [T], including: (Int) -> Bool = { _ in true }) -> (groups: [[T]], firsts: [Int]) {
        var slotOfRoot = [Int32](repeating: -1, count: items.count)
        var groups: [[T]] = [], firsts: [Int] = []
        for i in items.indices where including(i) {
            let root = find(i)
            if slotOfRoot[root] < 0 {
                slotOfRoot[root] = Int32(groups.count)
                groups.append([])
                firsts.append(i)
            }
            groups[Int(slotOfRoot[root])].append(items[i])
        }
        return (groups, firsts)
    }
}
