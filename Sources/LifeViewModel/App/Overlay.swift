import SettingsFeature
import PromptFeature
import BrowserFeature
import HistoryFeature
import CensusFeature
import ShortcutsFeature
import FilesFeature
import PicturesFeature

/// An overlay the user opened over the board, with its feature's state. The app keeps a stack of
/// them (a name prompt over the Boards panel, say); how each draws, lists its regions and takes
/// input is said in `Layer`, where they join the board's own layers.
public enum Overlay: Equatable, Sendable {
    /// The menu of secondary actions in a narrow window.
    case moreMenu
    /// The settings modal, with its field being edited and its drag.
    case settings(SettingsEditing)
    /// The pattern browser.
    case browser(PatternBrowser)
    /// The Boards panel (its state is the board library's).
    case boards
    /// A one-line prompt: export, jump, a board's name.
    case prompt(TextPrompt)
    /// The Details panel: what an ending left, and Identify.
    case census(CensusPanel)
    /// The run's history as a graph; the board stays in use beside it.
    case history(HistoryPanel)
    /// The sheet of every shortcut and gesture.
    case shortcuts(ShortcutSheet)
    /// The app's own file browser (no desktop file dialog).
    case folder(FolderBrowser)
    /// The export dialog: a picture or a movie and its options.
    case export(ExportDialog)

    /// Whether it takes the pointer and keeps it from the grid and the bar (all but the menu).
    public var isModal: Bool {
        switch self {
        case .moreMenu, .history: return false
        default: return true
        }
    }

    /// Which overlay it is, whatever its state.
    public enum Kind: Equatable, Sendable {
        case moreMenu, settings, browser, boards, prompt, census, history, shortcuts, folder, export
    }

    /// Which overlay it is.
    public var kind: Kind {
        switch self {
        case .moreMenu: return .moreMenu
        case .settings: return .settings
        case .browser: return .browser
        case .boards: return .boards
        case .prompt: return .prompt
        case .census: return .census
        case .history: return .history
        case .shortcuts: return .shortcuts
        case .folder: return .folder
        case .export: return .export
        }
    }
}

extension Overlay {
    /// The feature state it carries.
    var state: any Sendable {
        switch self {
        case .moreMenu, .boards: return ()
        case .settings(let editing): return editing
        case .browser(let browser): return browser
        case .prompt(let prompt): return prompt
        case .census(let panel): return panel
        case .history(let panel): return panel
        case .shortcuts(let sheet): return sheet
        case .folder(let browser): return browser
        case .export(let dialog): return dialog
        }
    }
}
