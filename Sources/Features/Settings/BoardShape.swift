import LifeEngine

/// How a bounded board's edges join, as the settings offer them beside its size: Golly's torus,
/// Klein bottle (top and bottom twisted), cross-surface, sphere and bounded plane.
/// The raw values are the names the settings file keeps (`Settings.boardShapes`).
public enum BoardShape: String, CaseIterable, Equatable, Sendable {
    case torus, klein, crossSurface, sphere, bounded

    /// The segment's label.
    public var label: String {
        switch self {
        case .torus: return "Torus"
        case .klein: return "Klein"
        case .crossSurface: return "Cross"
        case .sphere: return "Sphere"
        case .bounded: return "Walled"
        }
    }

    /// What it does, in a line.
    public var explanation: String {
        switch self {
        case .torus: return "Torus: each edge wraps round to the opposite one."
        case .klein: return "Klein bottle: top and bottom wrap with a twist."
        case .crossSurface: return "Cross-surface: both pairs of edges wrap with a twist."
        case .sphere: return "Sphere: the top joins the left, the right the bottom."
        case .bounded: return "Walled: nothing lives beyond the edges (Golly's plane)."
        }
    }

    /// The board of this shape and size (a sphere is square: its side is the width, whatever `height` says).
    public func topology(width: Int64, height: Int64) -> Topology {
        switch self {
        // Through Golly's suffix, as a file's grid is read: a side past the plain torus's is a grid torus.
        case .torus: return (try? Topology(suffix: "T\(width),\(height)")) ?? .torus(width: width, height: height)
        case .klein: return (try? Topology(suffix: "K\(width)*,\(height)")) ?? .torus(width: width, height: height)
        case .crossSurface: return (try? Topology(suffix: "C\(width),\(height)")) ?? .torus(width: width, height: height)
        case .sphere: return (try? Topology(suffix: "S\(width)")) ?? .torus(width: width, height: width)
        case .bounded: return (try? Topology(suffix: "P\(width),\(height)")) ?? .torus(width: width, height: height)
        }
    }

    /// The shape of a board, nil on the plane and on boards these do not make (shifts, the other
    /// twist of a Klein bottle): those keep their own edges until a shape is chosen. A torus or a
    /// walled board with one endless side (a tube, a strip: Golly's T0,20 and P30,0) is still one.
    public init?(_ topology: Topology) {
        guard let size = topology.size, let shape = Self.allCases.first(where: { shape in
            shape.topology(width: size.width ?? 0, height: size.height ?? 0) == topology
        }) else { return nil }
        self = shape
    }

    /// Whether a side of this shape may be endless (0), as Golly's torus and plane may.
    public var takesEndlessSide: Bool { self == .torus || self == .bounded }
}
