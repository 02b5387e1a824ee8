/// How a floating paste lands (M cycles while one floats).
public enum PasteMode: String, CaseIterable, Sendable {
    /// Its cells are added to the board.
    case or
    /// Its rectangle replaces the board's cells there.
    case copy
    /// Each of its cells flips the board's cell.
    case xor

    /// The next mode, in turn.
    var next: PasteMode {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    /// How the mode lands a paste, for its notice.
    var explanation: String {
        switch self {
        case .or: return "or (added to the board)"
        case .copy: return "copy (replaces the cells under it)"
        case .xor: return "xor (flips the cells under it)"
        }
    }
}
