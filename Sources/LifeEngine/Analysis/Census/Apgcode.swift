/// The apgcode of a still life, oscillator or spaceship, as apgsearch and Catagolue write it:
/// `xs<population>_`, `xp<period>_` or `xq<period>_` followed by the shortest extended Wechsler
/// string over every phase and the grid's symmetries (ties broken by ASCII order). In a rule of
/// more than two states a phase is written as lifelib's planes, joined by `_` (see `planes`).
public enum Apgcode {
    /// Objects wider or taller than this in every phase are "oversized": Catagolue's `ov_s<population>`,
    /// `ov_p<period>` or `ov_q<period>` rather than a code thousands of characters long.
    public static let largestEncoded: Int64 = 256

    /// The code of an object under `rule` given its phases (one for a still life), each as its
    /// cells, and in a rule of more than two states the states of those not live in each phase.
    public static func code(kind: LifeObject.Kind, period: Int, phases: [[Cell]], decaying: [[Cell: UInt8]] = [], rule: Rule = .conway) -> String {
        let prefix: String
        switch kind {
        case .stillLife: prefix = "s\(phases.first?.count ?? 0)"
        case .oscillator: prefix = "p\(period)"
        case .spaceship: prefix = "q\(period)"
        }
        let layered = phases.indices.map { i in planes(cells: phases[i], decaying: i < decaying.count ? decaying[i] : [:], rule: rule) }
        let encodable = layered.filter { phase in
            CellRect(enclosing: phase.flatMap { $0 }).map { $0.width <= largestEncoded && $0.height <= largestEncoded } ?? true
        }
        guard !encodable.isEmpty else { return "ov_" + prefix }
        return "x" + prefix + "_" + canonicalBody(of: encodable, symmetry: GridSymmetry(rule))
    }

    /// A phase (its cells, `decaying` the states of those not live) as lifelib writes a cell's
    /// state in bit planes: the live cells; then, in a Generations rule of n states, the dying
    /// cells; then bit k of each dying cell's generations left (n - 1 - state), lowest bit first.
    /// Empty planes at the end are left out (a still life is its live cells alone). History
    /// rules, which Catagolue does not census, are their cells in one plane.
    static func planes(cells: [Cell], decaying: [Cell: UInt8], rule: Rule) -> [[Cell]] {
        guard rule.states > 2, !rule.history, !decaying.isEmpty else { return [cells] }
        let live = cells.filter { decaying[$0] == nil }
        let left = rule.states - 3
        let bits = left == 0 ? 0 : Int.bitWidth - left.leadingZeroBitCount
        var planes: [[Cell]] = [live, Array(decaying.keys)] + Array(repeating: [], count: bits)
        for (cell, state) in decaying {
            let remaining = rule.states - 1 - Int(state)
            for bit in 0..<bits where remaining >> bit & 1 == 1 { planes[2 + bit].append(cell) }
        }
        while planes.count > 1 && planes.last?.isEmpty == true { planes.removeLast() }
        return planes
    }

    /// The shortest (then ASCII-first) string over the phases and symmetries, each phase's planes
    /// written in the box around all of them and joined by `_` (an empty plane is "0").
    static func canonicalBody(of phases: [[[Cell]]], symmetry: GridSymmetry) -> String {
        var best: String?
        for phase in phases {
            for index in 0..<symmetry.count {
                let turned = phase.map { plane in plane.map { symmetry.apply(index, to: $0) } }
                guard let box = CellRect(enclosing: turned.flatMap { $0 }) else { continue }
                let text = turned.map { plane in
                    let code = Wechsler.encode(plane.map { $0.offset(by: -box.x, -box.y) })
                    return code.isEmpty ? "0" : code
                }.joined(separator: "_")
                if let current = best, text.count > current.count || (text.count == current.count && text >= current) { continue }
                best = text
            }
        }
        return best ?? ""
    }

    /// The cells moved so their bounding box's corner is (0, 0).
    static func normalized(_ cells: [Cell]) -> [Cell] {
        guard let box = CellRect(enclosing: cells) else { return [] }
        return cells.map { $0.offset(by: -box.x, -box.y) }
    }
}
