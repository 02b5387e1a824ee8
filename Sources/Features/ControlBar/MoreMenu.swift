import LifeInterface

/// The menu of secondary actions in a narrow window.
public enum MoreMenu {
    /// A click anywhere closes the menu and does the item under it (`hit`, from the regions the UI
    /// pass listed), if any; Escape closes it; everything else passes on.
    public static func handle(_ event: InputEvent, hit: ControlAction?) -> OverlayReply {
        switch event {
        case .pointerDown:
            guard let hit else { return .close }
            return .closeThen(.perform(hit))
        case .key(.escape, _):
            return .close
        default:
            return .passed
        }
    }
}
