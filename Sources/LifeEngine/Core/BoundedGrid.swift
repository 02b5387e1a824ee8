/// One of Golly's bounded grids other than the plain torus (which is `Topology.torus`): a bounded
/// plane, a torus with shifted edges or a tube (one side infinite), a Klein bottle, a cross-surface
/// or a sphere. Its cells are (0...width-1, 0...height-1), an infinite side's coordinates unbounded;
/// `outside` says which cell inside a neighbour beyond an edge is, as Golly's bounded-grid help
/// draws it.
public struct BoundedGrid: Hashable, Sendable {
    /// How the edges join.
    public enum Kind: Character, Hashable, Sendable {
        /// Not at all: beyond the edges cells are dead (P).
        case plane = "P"
        /// Opposite edges, possibly shifted (T).
        case torus = "T"
        /// Opposite edges, one pair twisted (K).
        case klein = "K"
        /// Opposite edges, both pairs twisted (C).
        case crossSurface = "C"
        /// Adjacent edges: top to left, right to bottom (S).
        case sphere = "S"
    }

    public let kind: Kind
    /// Width and height; 0 is infinite (planes and tori only).
    public private(set) var width: Int64
    public private(set) var height: Int64
    /// The shift on the horizontal edges (crossing the top or bottom edge moves along x) and on the vertical ones.
    public let horizontalShift: Int64
    public let verticalShift: Int64
    /// For a Klein bottle: whether the horizontal edges (top and bottom) are the twisted ones; else the vertical ones.
    public let twistsHorizontalEdges: Bool

    /// The largest side Golly allows.
    public static let maximumSide: Int64 = 2_000_000_000

    /// Whether a cell lies on the grid.
    public func contains(_ x: Int64, _ y: Int64) -> Bool {
        (width == 0 || (0..<width).contains(x)) && (height == 0 || (0..<height).contains(y))
    }

    /// The cell on the grid that a cell one step beyond an edge (or a corner) stands for, or nil
    /// when beyond the edge is dead (a bounded plane's edges). Applied again for a corner.
    public func outside(_ x: Int64, _ y: Int64) -> (Int64, Int64)? {
        var (x, y) = (x, y)
        for _ in 0..<4 {
            if contains(x, y) { return (x, y) }
            if height > 0 && (y < 0 || y >= height) {
                guard let moved = crossHorizontalEdge(x, y) else { return nil }
                (x, y) = moved
            } else if width > 0 && (x < 0 || x >= width) {
                guard let moved = crossVerticalEdge(x, y) else { return nil }
                (x, y) = moved
            }
        }
        return contains(x, y) ? (x, y) : nil
    }

    /// Crossing the top or bottom edge.
    private func crossHorizontalEdge(_ x: Int64, _ y: Int64) -> (Int64, Int64)? {
        let (w, h) = (width, height)
        let up = y < 0
        switch kind {
        case .plane: return nil
        case .torus: return (x + (up ? -horizontalShift : horizontalShift), mod(y, h))
        case .klein:
            guard twistsHorizontalEdges else { return (x, mod(y, h)) }
            // Golly's shift runs against the twist (its help's drawing shows the other way).
            return (mod(w - 1 - x - horizontalShift, w), mod(y, h))
        case .crossSurface: return (w - 1 - x, mod(y, h))
        case .sphere: return up ? (0, x) : (w - 1, x)
        }
    }

    /// Crossing the left or right edge.
    private func crossVerticalEdge(_ x: Int64, _ y: Int64) -> (Int64, Int64)? {
        let (w, h) = (width, height)
        let left = x < 0
        switch kind {
        case .plane: return nil
        case .torus: return (mod(x, w), y + (left ? -verticalShift : verticalShift))
        case .klein:
            guard !twistsHorizontalEdges else { return (mod(x, w), y) }
            return (mod(x, w), mod(h - 1 - y - verticalShift, h))
        case .crossSurface: return (mod(x, w), h - 1 - y)
        case .sphere: return left ? (y, 0) : (y, h - 1)
        }
    }

    private func mod(_ a: Int64, _ n: Int64) -> Int64 { ((a % n) + n) % n }

    /// Golly's suffix, e.g. ":T30+5,20", ":K30*,20", ":S30".
    public var suffix: String {
        func side(_ n: Int64, twisted: Bool, shift: Int64) -> String {
            "\(n)\(twisted ? "*" : "")\(shift > 0 ? "+\(shift)" : shift < 0 ? "\(shift)" : "")"
        }
        if kind == .sphere { return ":S\(width)" }
        let twistX = kind == .klein && twistsHorizontalEdges, twistY = kind == .klein && !twistsHorizontalEdges
        return ":\(kind.rawValue)\(side(width, twisted: twistX, shift: horizontalShift)),\(side(height, twisted: twistY, shift: verticalShift))"
    }

    /// "Klein bottle 30x20" and the like.
    public var description: String {
        let size = kind == .sphere ? "\(width)x\(width)" : "\(width == 0 ? "∞" : "\(width)")x\(height == 0 ? "∞" : "\(height)")"
        switch kind {
        case .plane: return "bounded plane \(size)"
        case .torus:
            if width == 0 || height == 0 { return "tube \(size)" }
            return horizontalShift == 0 && verticalShift == 0 ? "torus \(size)" : "torus \(size) (shifted \(suffix.dropFirst()))"
        case .klein: return "Klein bottle \(size)"
        case .crossSurface: return "cross-surface \(size)"
        case .sphere: return "sphere \(size)"
        }
    }

    /// The same grid (kind, twist, shifts) at another size, or nil when that size cannot have them
    /// (a Klein bottle's shift needs an even side; a sphere is square: it takes the width).
    public func resized(width: Int64, height: Int64) -> Topology? {
        var copy = self
        copy.width = width
        copy.height = kind == .sphere ? width : height
        return try? Topology(suffix: String(copy.suffix.dropFirst()))
    }

    /// Reads the text after ':' as Golly writes it (first letter P, T, K, C or S).
    init(kind: Kind, text: String, body: Substring) throws {
        func fail(_ reason: String) -> TopologyError { TopologyError(text: text, reason: reason) }
        let sides = body.split(separator: ",", omittingEmptySubsequences: false)
        guard (1...2).contains(sides.count) else { throw fail("expected <width>,<height> after \(kind.rawValue)") }
        func side(_ part: Substring) throws -> (size: Int64, twisted: Bool, shift: Int64) {
            var rest = part
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty else { throw fail("expected a number of cells, not '\(part)'") }
            // Any run of digits is a number: one too long for 64 bits is too large a side, as a smaller one is.
            guard digits.count <= 10, let size = Int64(digits) else { throw fail("a side may be at most \(Self.maximumSide) cells") }
            rest = rest.dropFirst(digits.count)
            let twisted = rest.first == "*"
            if twisted { rest = rest.dropFirst() }
            var shift: Int64 = 0
            if let sign = rest.first, sign == "+" || sign == "-" {
                let shiftText = rest.dropFirst()
                guard !shiftText.isEmpty, shiftText.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw fail("expected a shift after '\(sign)'") }
                guard let value = Int64(shiftText), value <= Self.maximumSide else { throw fail("a shift may be at most \(Self.maximumSide) cells") }
                shift = sign == "-" ? -value : value
                rest = ""
            }
            guard rest.isEmpty else { throw fail("unexpected '\(rest)'") }
            guard size <= Self.maximumSide else { throw fail("a side may be at most \(Self.maximumSide) cells") }
            return (size, twisted, shift)
        }
        let a = try side(sides[0])
        let b = sides.count == 2 ? try side(sides[1]) : a
        var (w, h) = (a.size, b.size)
        var (sx, sy) = (a.shift, b.shift)
        if sides.count == 1 && kind != .sphere { (sx, sy) = (a.shift, 0) }
        let twistedX = a.twisted
        var twistedY = sides.count == 2 && b.twisted
        // A Klein bottle with no side marked is twisted on its vertical edges, as Golly reads it (K30,20 is K30,20*).
        if kind == .klein && !twistedX && !twistedY { twistedY = true }
        if kind != .klein && (twistedX || twistedY) { throw fail("only a Klein bottle has a twisted side ('*')") }
        switch kind {
        case .plane, .torus:
            if (w == 0 || h == 0) && (sx != 0 || sy != 0) { throw fail("a side of infinite length cannot be shifted") }
            if kind == .plane && (sx != 0 || sy != 0) { throw fail("a bounded plane has no shift") }
            if sx != 0 && sy != 0 { throw fail("a torus can be shifted on the horizontal or the vertical edges, not both") }
        case .klein:
            guard twistedX != twistedY else { throw fail("a Klein bottle has exactly one twisted side, marked '*' (K30*,20 or K30,20*)") }
            guard w > 0, h > 0 else { throw fail("a Klein bottle cannot have an infinite side") }
            // As Golly reads it, a shift of a whole side (or several) is no shift.
            if twistedX { sx %= w } else { sy %= h }
            let shiftOnTwisted = twistedX ? sx : sy, shiftElsewhere = twistedX ? sy : sx
            if shiftElsewhere != 0 { throw fail("a Klein bottle can only be shifted on its twisted edges") }
            if shiftOnTwisted != 0 && (twistedX ? w : h) % 2 != 0 { throw fail("a Klein bottle's shift needs an even number of cells along the twisted edges") }
            if twistedX { sx = sx == 0 ? 0 : 1 } else { sy = sy == 0 ? 0 : 1 }
        case .crossSurface, .sphere:
            guard w > 0, h > 0 else { throw fail("a \(kind == .sphere ? "sphere" : "cross-surface") cannot have an infinite side") }
            if sx != 0 || sy != 0 { throw fail("a \(kind == .sphere ? "sphere" : "cross-surface") cannot be shifted") }
            if kind == .sphere && w != h { throw fail("a sphere's width and height must be equal") }
        }
        if kind == .sphere { h = w }
        // A shift of a side's length or more comes round: kept as what it does (+40 on 30 is +10).
        if kind == .torus {
            if w > 0 { sx %= w }
            if h > 0 { sy %= h }
        }
        self.kind = kind
        width = w
        height = h
        horizontalShift = sx
        verticalShift = sy
        twistsHorizontalEdges = twistedX
    }
}
