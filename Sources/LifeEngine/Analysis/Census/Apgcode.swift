/// The apgcode of a still life, oscillator or spaceship, as apgsearch and Catagolue write it:
/// `xs<population>_`, `xp<period>_` or `xq<period>_` followed by the shortest extended Wechsler
/// string over every phase and the eight orientations (ties broken by ASCII order).
public enum Apgcode {
    /// Objects wider or taller than this in every phase are "oversized": Catagolue's `ov_s<population>`,
    /// `ov_p<period>` or `ov_q<period>` rather than a code thousands of characters long.
    public static let largestEncoded: Int64 = 256

    /// The code of an object given its phases (one for a still life), each as live cells.
    public static func code(kind: LifeObject.Kind, period: Int, phases: [[Cell]]) -> String {
        let prefix: String
        switch kind {
        case .stillLife: prefix = "s\(phases.first?.count ?? 0)"
        case .oscillator: prefix = "p\(period)"
        case .spaceship: prefix = "q\(period)"
        }
        let fits = phases.contains { phase in
            CellRect(enclosing: phase).map { $0.width <= largestEncoded && $0.height <= largestEncoded } ?? true
        }
        guard fits else { return "ov_" + prefix }
        return "x" + prefix + "_" + canonicalBody(of: phases.filter {
            CellRect(enclosing: $0).map { $0.width <= largestEncoded && $0.height <= largestEncoded } ?? true
        })
    }

    /// The shortest (then ASCII-first) Wechsler string over the phases and orientations.
    static func canonicalBody(of phases: [[Cell]]) -> String {
        var best: String?
        for phase in phases {
            for orientation in 0..<8 {
                let text = Wechsler.encode(normalized(phase.map { transform($0, orientation) }))
                if let current = best, text.count > current.count || (text.count == current.count && text >= current) { continue }
                best = text
            }
        }
        return best ?? ""
    }

    /// One of the eight symmetries of the square.
    static func transform(_ c: Cell, _ orientation: Int) -> Cell {
        let (x, y) = orientation & 4 == 0 ? (c.x, c.y) : (c.y, c.x)
        return Cell(orientation & 1 == 0 ? x : -x, orientation & 2 == 0 ? y : -y)
    }

    /// The cells moved so their bounding box's corner is (0, 0).
    static func normalized(_ cells: [Cell]) -> [Cell] {
        guard let box = CellRect(enclosing: cells) else { return [] }
        return cells.map { $0.offset(by: -box.x, -box.y) }
    }
}
