import LifeInterface

/// The menu of secondary actions in a narrow window.
public enum MoreMenu {
    /// A click anywhere closes the menu and does the item under it, if any (nothing else);
    /// Escape closes it; everything else passes on.
    public static func handle(_ event: InputEvent, in context: FeatureContext) -> OverlayReply {
        switch event {
        case .pointerDown(let point, _, _):
            guard let item = context.layout.moreMenu().first(where: { $0.frame.contains(point) }) else { return .close }
            return .closeThen(.perform(item.action))
        case .key(.escape, _):
            return .close
        default:
            return .passed
        }
    }
}
