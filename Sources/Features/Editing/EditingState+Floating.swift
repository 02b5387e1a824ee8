import LifeInterface
import LifeScene

/// A floating paste as a layer over the grid: it follows the pointer, and Escape puts it away.
/// Clicks on the grid drop it (`click(at:in:)`), as the board's own.
extension EditingState {
    /// Handles an event while a paste floats: the pointer moving over the grid carries it (the
    /// event goes on to the board too); Escape cancels it.
    public mutating func handleFloating(_ event: InputEvent, in context: FeatureContext) -> OverlayReply {
        switch event {
        case .pointerMoved(let point):
            hover(at: point, in: context)
            return .updated
        case .key(.escape, []):
            cancelPaste(in: context)
            return .handled
        default:
            return .passed
        }
    }
}
