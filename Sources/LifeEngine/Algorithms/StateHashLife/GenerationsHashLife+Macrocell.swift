/// Golly's multi-state macrocell files, loaded and saved node for node (no cell is listed).
extension GenerationsHashLife {
    /// Replaces every cell with a macrocell file's tree of states (the generation comes from the
    /// file too). Throws for a bounded grid; a file of 8x8 two-state leaves loads its live cells.
    public func load(_ tree: MacrocellTree) throws {
        guard tree.topology == .plane else { throw EngineError.torusNotSupported }
        store = StateNodeStore()
        generation = tree.generation
        rootLevel = 2
        root = store.empty(2)
        guard tree.root > 0 else { return }
        var ids = [Int32](repeating: 0, count: tree.nodes.count)
        func id(_ number: Int, level: Int) -> Int32 { number == 0 ? store.empty(level) : ids[number] }
        for number in 1...tree.root {
            switch tree.nodes[number] {
            case .states(let s):
                ids[number] = store.node(level: 1, SIMD4(Int32(s[0]), Int32(s[1]), Int32(s[2]), Int32(s[3])))
            case .leaf(let bits):
                // Two-state leaves: each 8x8 square as a level-3 node of live cells.
                func square(_ level: Int, _ x: Int, _ y: Int) -> Int32 {
                    if level == 1 {
                        let states = (0..<4).map { q in Int32((bits >> UInt64((y + (q >> 1)) * 8 + x + (q & 1))) & 1) }
                        return store.node(level: 1, SIMD4(states[0], states[1], states[2], states[3]))
                    }
                    let h = 1 << (level - 1)
                    return store.node(level: level, SIMD4(square(level - 1, x, y), square(level - 1, x + h, y),
                                                          square(level - 1, x, y + h), square(level - 1, x + h, y + h)))
                }
                ids[number] = square(3, 0, 0)
            case let .branch(level, children):
                ids[number] = store.node(level: level, SIMD4(id(children[0], level: level - 1), id(children[1], level: level - 1),
                                                             id(children[2], level: level - 1), id(children[3], level: level - 1)))
            }
        }
        root = ids[tree.root]
        rootLevel = tree.rootLevel
        // A lone square of states is a level-1 root: grow it to level 2 (Golly's placement keeps it where it was).
        if rootLevel < 2 { try expand() }
    }

    /// The universe as Golly's multi-state macrocell text, node for node, with `comments` first.
    public func nativeMacrocell(comments: [String]) -> String? {
        var out = "[M2] (life)\n#R \(rule)\n"
        if generation != 0 { out += "#G \(generation)\n" }
        for comment in comments { out += "#C \(comment)\n" }
        guard store.population(of: root) > 0 else { return out }
        var numbers: [Int32: Int] = [:]
        var lines: [String] = []
        func emit(_ n: Int32) -> Int {
            if store.population(of: n) == 0 { return 0 }
            if let known = numbers[n] { return known }
            let p = store.parts(of: n), level = store.level(of: n)
            let line = level == 1 ? "1 \(p[0]) \(p[1]) \(p[2]) \(p[3])"
                : "\(level) \(emit(p[0])) \(emit(p[1])) \(emit(p[2])) \(emit(p[3]))"
            lines.append(line)
            numbers[n] = lines.count
            return lines.count
        }
        _ = emit(root)
        return out + lines.joined(separator: "\n") + "\n"
    }
}
