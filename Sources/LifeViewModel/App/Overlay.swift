import LifeEngine
import LifeScene

/// What lies over the grid and takes the input first. The app keeps a stack of them (a name
/// prompt over the Boards panel, say); the top one gets each event.
public enum Overlay: Equatable, Sendable {
    /// The menu of secondary actions in a narrow window.
    case moreMenu
    /// The settings modal, with its field being edited and its drag.
    case settings(SettingsEditing)
    /// The pattern browser.
    case browser(PatternBrowser)
    /// The Boards panel.
    case boards(BoardsPanel)
    /// A one-line prompt: export, jump, a board's name.
    case prompt(TextPrompt)

    /// Whether it takes the pointer and keeps it from the grid and the bar (all but the menu).
    public var isModal: Bool {
        if case .moreMenu = self { return false }
        return true
    }

    /// Same kind of overlay, whatever its state.
    func isKind(of other: Overlay) -> Bool {
        switch (self, other) {
        case (.moreMenu, .moreMenu), (.settings, .settings), (.browser, .browser), (.boards, .boards), (.prompt, .prompt): return true
        default: return false
        }
    }
}

extension Overlay {
    /// Whether it is the jump prompt.
    var isJumpPrompt: Bool {
        if case .prompt(let prompt) = self, prompt.purpose == .jump { return true }
        return false
    }
}
