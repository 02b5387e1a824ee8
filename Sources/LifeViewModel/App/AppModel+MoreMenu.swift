import LifeInterface
import LifeScene

/// The menu of secondary actions in a narrow window.
extension AppModel {
    /// A click anywhere closes the menu (doing the item under it, if any, and nothing else);
    /// Escape closes it; everything else passes on.
    func handleMoreMenu(_ event: InputEvent, now: Double) -> Bool {
        switch event {
        case .pointerDown(let point, _, _):
            closeTop()
            if let item = layout.moreMenu().first(where: { $0.frame.contains(point) }) { perform(item.action, now: now) }
            swallowNextPointerUp = true
            return true
        case .key(.escape, _):
            closeTop()
            return true
        default:
            return false
        }
    }
}
