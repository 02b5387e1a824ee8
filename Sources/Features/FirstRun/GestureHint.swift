/// What the gestures hint at the grid's foot says: what a click or a drag does now.
public enum GestureHint: Equatable, Sendable {
    /// A click toggles a cell and a drag pans (the usual case).
    case cells
    /// The pencil is out: a drag draws.
    case pencil
    /// A paste floats: a click puts it down.
    case paste

    /// The line the hint bar shows.
    public var text: String {
        switch self {
        case .cells: "Click a cell to toggle it · drag to pan · scroll or pinch to zoom · F1: all shortcuts"
        case .pencil: "Drag to draw cells · P puts the pencil away · scroll or pinch to zoom · F1: all shortcuts"
        case .paste: "Click or Enter puts the paste down · arrows nudge it · M: how it mixes · Esc cancels"
        }
    }
}
