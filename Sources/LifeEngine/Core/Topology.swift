/// The shape of the universe: the unbounded plane, or a torus whose edges wrap around.
public enum Topology: Hashable, Sendable, CustomStringConvertible {
    /// The unbounded plane (Int64 coordinates).
    case plane
    /// A `width` x `height` torus covering cells (0...width-1, 0...height-1); neighbours wrap.
    case torus(width: Int64, height: Int64)

    /// Smallest side a torus may have.
    public static let minimumSide: Int64 = 3
    /// Largest side a torus may have (about 67 million cells across).
    public static let maximumSide: Int64 = 1 << 26

    /// Golly's bounded-grid suffix: "" for the plane, ":T24,24" for a 24x24 torus.
    public var suffix: String {
        switch self {
        case .plane: return ""
        case let .torus(w, h): return ":T\(w),\(h)"
        }
    }

    /// "plane" or "torus 24x24".
    public var description: String {
        switch self {
        case .plane: return "plane"
        case let .torus(w, h): return "torus \(w)x\(h)"
        }
    }

    /// Parses the text after ':' in Golly's notation ("T24,24", or "T24" for a square), or "WxH" as on the command line.
    public init(parsing text: String) throws {
        var body = Substring(text.trimmingWhitespace())
        let separator: Character
        if body.first == "T" || body.first == "t" {
            body = body.dropFirst()
            separator = ","
        } else {
            separator = "x"
        }
        let parts = body.lowercased().split(separator: separator, omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let w = Int64(parts[0]), let h = parts.count == 2 ? Int64(parts[1]) : w else {
            throw TopologyError(text: text, reason: "a torus is written T<width>,<height> (for example T24,24) or <width>x<height>")
        }
        guard (Self.minimumSide...Self.maximumSide).contains(w), (Self.minimumSide...Self.maximumSide).contains(h) else {
            throw TopologyError(text: text, reason: "torus sides must be \(Self.minimumSide) to \(Self.maximumSide) cells, got \(w)x\(h)")
        }
        self = .torus(width: w, height: h)
    }

    /// The cell moved onto the torus (unchanged on the plane).
    public func wrap(_ cell: Cell) -> Cell {
        switch self {
        case .plane: return cell
        case let .torus(w, h):
            return Cell(((cell.x % w) + w) % w, ((cell.y % h) + h) % h)
        }
    }

    /// Whether the cell lies on the torus (always true on the plane).
    public func contains(_ cell: Cell) -> Bool {
        switch self {
        case .plane: return true
        case let .torus(w, h): return cell.x >= 0 && cell.x < w && cell.y >= 0 && cell.y < h
        }
    }
}
