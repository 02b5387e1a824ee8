/// How one edge of a bounded grid's board joins another, as Golly's bounded-grid help draws it:
/// a point `p` cells along `from` (left to right, or top to bottom) meets the point `partner(of: p)`
/// along `to`. A view marks the pairs so a user sees which edges meet and which way round.
public struct EdgeJoin: Hashable, Sendable {
    /// A side of the board.
    public enum Edge: Hashable, Sendable { case top, bottom, left, right }

    /// The edge crossed.
    public let from: Edge
    /// The edge it comes back in through.
    public let to: Edge
    /// 0 for the first pair of joined edges, 1 for the second (marked differently).
    public let pair: Int
    /// Whether `to` runs the other way (a twist: Klein bottle, cross-surface).
    public let reversed: Bool
    /// How far along `to` the meeting point moves back (a shifted torus or Klein bottle).
    public let shift: Int64
    /// The length of `to` in cells, nil when infinite (a tube).
    public let length: Int64?

    /// Where along `to` the point `position` cells along `from` comes back in.
    public func partner(of position: Double) -> Double {
        var q = reversed ? Double(length ?? 0) - position : position
        q -= Double(shift)
        if let length, length > 0 {
            let n = Double(length)
            q = q.truncatingRemainder(dividingBy: n)
            if q < 0 { q += n }
        }
        return q
    }
}

extension Topology {
    /// The joined edges of the board, one entry a pair (none on the plane or a bounded plane).
    public var edgeJoins: [EdgeJoin] {
        switch self {
        case .plane: return []
        case let .torus(w, h):
            return [EdgeJoin(from: .top, to: .bottom, pair: 0, reversed: false, shift: 0, length: w),
                    EdgeJoin(from: .left, to: .right, pair: 1, reversed: false, shift: 0, length: h)]
        case let .grid(grid): return grid.edgeJoins
        }
    }
}

extension BoundedGrid {
    /// The joined edges, one entry a pair.
    var edgeJoins: [EdgeJoin] {
        let w: Int64? = width == 0 ? nil : width, h: Int64? = height == 0 ? nil : height
        func join(_ from: EdgeJoin.Edge, _ to: EdgeJoin.Edge, pair: Int, reversed: Bool = false, shift: Int64 = 0, length: Int64?) -> EdgeJoin {
            EdgeJoin(from: from, to: to, pair: pair, reversed: reversed, shift: shift, length: length)
        }
        switch kind {
        case .plane: return []
        case .torus:
            var joins: [EdgeJoin] = []
            if h != nil { joins.append(join(.top, .bottom, pair: 0, shift: horizontalShift, length: w)) }
            if w != nil { joins.append(join(.left, .right, pair: 1, shift: verticalShift, length: h)) }
            return joins
        case .klein:
            return [join(.top, .bottom, pair: 0, reversed: twistsHorizontalEdges, shift: twistsHorizontalEdges ? horizontalShift : 0, length: w),
                    join(.left, .right, pair: 1, reversed: !twistsHorizontalEdges, shift: twistsHorizontalEdges ? 0 : verticalShift, length: h)]
        case .crossSurface:
            return [join(.top, .bottom, pair: 0, reversed: true, length: w), join(.left, .right, pair: 1, reversed: true, length: h)]
        case .sphere:
            return [join(.top, .left, pair: 0, length: h), join(.right, .bottom, pair: 1, length: w)]
        }
    }
}
