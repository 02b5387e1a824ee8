import LifeEngine

/// The outcome of `life run`, printable as text or as the JSON object of the command-line contract.
public struct RunResult: Equatable {
    /// Generation reached.
    public var generation: Int64
    /// Live cells at that generation.
    public var population: UInt128
    /// Bounding box of the live cells, nil when none.
    public var bounds: CellRect?
    /// Rule used.
    public var rule: Rule
    /// Plane or torus (shown as Golly's rule suffix).
    public var topology: Topology = .plane
    /// Algorithm used.
    public var algorithm: String
    /// Seconds spent computing.
    public var seconds: Double

    /// One JSON object: generation, population, bounds ({x, y, width, height} or null), rule, algorithm, seconds.
    public var json: String {
        let boundsText = bounds.map { "{\"x\": \($0.x), \"y\": \($0.y), \"width\": \($0.width), \"height\": \($0.height)}" } ?? "null"
        let secondsText = seconds.fixed(6)
        return "{\"generation\": \(generation), \"population\": \(population), \"bounds\": \(boundsText), "
            + "\"rule\": \"\(rule)\(topology.suffix)\", \"algorithm\": \"\(algorithm)\", \"seconds\": \(secondsText)}"
    }

    /// A short human-readable summary.
    public var text: String {
        let boundsText = bounds.map { "\($0.width)x\($0.height) at (\($0.x), \($0.y))" } ?? "none"
        return "generation \(generation): population \(population), bounds \(boundsText), rule \(rule)\(topology.suffix), "
            + "algorithm \(algorithm), \(seconds.fixed(3)) s"
    }
}
