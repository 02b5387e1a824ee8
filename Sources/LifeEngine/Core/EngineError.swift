/// Why an engine could not go on: the shared error of `LifeAlgorithm` and its engines.
public enum EngineError: Error, Equatable, CustomStringConvertible {
    /// The caller cancelled; the universe is at the last completed power-of-two step.
    case cancelled
    /// Live cells would leave the Int64 coordinate range.
    case coordinateRange
    /// The torus is the tiled engine's; HashLife runs on the plane.
    case torusNotSupported
    /// A negative number of generations.
    case negativeGenerations
    /// The generation counter would pass `PlaneLimits.maxGeneration`.
    case generationLimit
    /// Loading a macrocell file's tree would take more than the memory HashLife may use.
    case treeOverMemoryLimit(mebibytes: Int)
    /// The dense grid's window would pass the cells it holds (`GridLife.maximumCells`).
    case gridTooLarge(cells: Int)

    /// One line for the user.
    public var description: String {
        switch self {
        case .cancelled: return "cancelled"
        case .coordinateRange: return "the pattern would grow beyond the plane Life supports: \(PlaneLimits.coordinateMessage)"
        case .torusNotSupported: return "HashLife runs on the endless plane only; a torus runs on the tiled engine (--algorithm tiles)"
        case .negativeGenerations: return "the number of generations must be 0 or more"
        case .generationLimit: return PlaneLimits.generationMessage
        case .treeOverMemoryLimit(let mebibytes):
            return "the file's tree takes more than \(mebibytes) MiB to load, the memory HashLife may use here (the command line's --max-memory, the app's memory setting)"
        case .gridTooLarge(let cells):
            return "the pattern spans more than the \(cells) cells the grid engine holds (it runs Larger than Life at large ranges, and boards with a side under three cells)"
        }
    }
}
