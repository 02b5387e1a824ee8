/// A Larger than Life rule (Golly's and MCell's notation `Rr,Cc,Mm,Smin..max,Bmin..max,Nn`): the
/// live cells within range r of a cell are counted (the cell itself too when m is 1); a dead cell
/// with a count in B is born, a live one with a count in S survives. With more than two states a
/// cell that does not survive decays through the states above 1, which are not counted.
public struct LargerThanLife: Hashable, Sendable {
    /// The shape of the neighbourhood.
    public enum Shape: Character, Hashable, Sendable {
        /// The square of side 2r+1 (NM).
        case moore = "M"
        /// The diamond of cells within r steps (NN).
        case vonNeumann = "N"
        /// The cells whose Euclidean distance from the centre is less than r + 0.5 (NC).
        case circular = "C"
    }

    /// The range r, 1 to 500.
    public let range: Int
    /// The states as written (0 and 1 mean 2).
    public let writtenStates: Int
    /// Whether the cell itself is counted.
    public let countsMiddle: Bool
    /// Counts for survival and for birth.
    public let survival: ClosedRange<Int>
    public let birth: ClosedRange<Int>
    /// The neighbourhood's shape.
    public let shape: Shape

    /// The largest range Golly allows.
    public static let maximumRange = 500

    /// The number of states a cell can be in (at least 2).
    public var states: Int { max(2, writtenStates) }

    /// How many cells the neighbourhood holds, the cell itself included.
    public var size: Int { (-range...range).reduce(0) { $0 + 2 * halfWidth(row: $1) + 1 } }

    /// How far the neighbourhood reaches left and right of the centre in row `dy` (-r...r).
    public func halfWidth(row dy: Int) -> Int {
        switch shape {
        case .moore: return range
        case .vonNeumann: return range - abs(dy)
        case .circular:
            // Cells with dx² + dy² < (r + 0.5)², that is dx² + dy² <= r² + r.
            let limit = range * range + range - dy * dy
            var dx = 0
            while (dx + 1) * (dx + 1) <= limit { dx += 1 }
            return dx
        }
    }

    /// Golly's canonical text, e.g. "R5,C0,M1,S34..58,B34..45,NM".
    public var description: String {
        "R\(range),C\(writtenStates),M\(countsMiddle ? 1 : 0),S\(survival.lowerBound)..\(survival.upperBound),B\(birth.lowerBound)..\(birth.upperBound),N\(shape.rawValue)"
    }
}
