import LifeInterface
import LifeScene
import LifeEngine

/// A floating paste as a layer over the grid: it follows the pointer or the arrow keys, and
/// Escape puts it away. Clicks on the grid drop it (`click(at:in:)`), as the board's own, and so
/// does Enter.
extension EditingState {
    /// Cells a Shift+arrow moves a floating paste by (an arrow alone: one).
    static let pasteNudge: Int64 = 8

    /// Handles an event while a paste floats: the pointer moving over the grid carries it (the
    /// event goes on to the board too), as the arrows do, a cell at a time (Shift: eight); Enter
    /// drops it (it played the board under it) and Escape cancels it.
    public mutating func handleFloating(_ event: InputEvent, in context: FeatureContext) -> OverlayReply {
        switch event {
        case .pointerMoved(let point):
            hover(at: point, in: context)
            return .updated
        case .key(let key, let modifiers) where key.isArrow && modifiers.isSubset(of: .shift) && lifted == nil:
            let step = modifiers.contains(.shift) ? Self.pasteNudge : 1, (dx, dy) = key.arrowStep ?? (0, 0)
            let (x, xOverflow) = pasteOrigin.x.addingReportingOverflow(dx * step), (y, yOverflow) = pasteOrigin.y.addingReportingOverflow(dy * step)
            if !xOverflow && !yOverflow { pasteOrigin = Cell(x, y) }
            return .updated
        case .key(.enter, []) where lifted == nil:
            placePaste(in: context)
            return .handled
        case .key(.escape, []):
            cancelPaste(in: context)
            return .handled
        default:
            return .passed
        }
    }
}
