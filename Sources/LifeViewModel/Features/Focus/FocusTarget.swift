import LifeInterface
import BoardsFeature
import SettingsFeature
/// A control the keyboard can reach: Tab and Shift+Tab move a focus ring through the controls of
/// the screen on top, and Enter or Space presses the one in the ring, as a click on it would.
public enum FocusTarget: Equatable, Sendable {
    /// A button that carries a control action: the bar's, the menu's, the starters, the hint's
    /// close, the ending banner's, and the panels' close and Save buttons.
    case button(ControlAction)
    /// A control in the settings modal.
    case setting(SettingsControl)
    /// A card in the pattern browser, by pattern index.
    case pattern(Int)
    /// A button of a row in the Boards panel, by board index.
    case board(index: Int, action: BoardsLayout.RowAction)
    /// A row of the Details panel, by index.
    case censusEntry(Int)
    /// The history panel's close button and log scale switch.
    case historyClose, historyLogScale
    /// The parts of a prompt.
    case promptField, promptFormat(Int), promptCancel, promptConfirm
}
