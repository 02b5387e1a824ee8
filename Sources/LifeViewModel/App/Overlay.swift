import LifeInterface
import BoardsFeature
import SettingsFeature
import PromptFeature
import BrowserFeature
import HistoryFeature
import CensusFeature
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
    /// The Boards panel (its state is the board library's).
    case boards
    /// A one-line prompt: export, jump, a board's name.
    case prompt(TextPrompt)
    /// The Details panel: what an ending left, and Identify.
    case census(CensusPanel)
    /// The run's history as a graph; the board stays in use beside it.
    case history(HistoryPanel)

    /// Whether it takes the pointer and keeps it from the grid and the bar (all but the menu).
    public var isModal: Bool {
        switch self {
        case .moreMenu, .history: return false
        default: return true
        }
    }

    /// Which overlay it is, whatever its state.
    public enum Kind: Equatable, Sendable {
        case moreMenu, settings, browser, boards, prompt, census, history
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
        }
    }
}

extension Overlay {
    /// Its controls, named for the focus ring (a panel's close button as the bar's button that opened it).
    func regions(in context: FeatureContext, boards: BoardLibrary) -> [Region<FocusTarget>] {
        func named<Control>(_ regions: [Region<Control>], _ rename: (Control) -> FocusTarget) -> [Region<FocusTarget>] {
            regions.map { $0.map(rename) }
        }
        switch self {
        case .moreMenu: return context.layout.moreMenu().map { Region(.button($0.action), $0.frame) }
        case .settings(let editing): return named(editing.regions(in: context)) { .setting($0) }
        case .browser(let browser):
            return named(browser.regions(in: context)) { if case .pattern(let i) = $0 { .pattern(i) } else { .button(.patterns) } }
        case .boards:
            return named(boards.regions) {
                switch $0 {
                case .save: .button(.save)
                case .close: .button(.boards)
                case .row(let index, let action): .board(index: index, action: action)
                }
            }
        case .census(let panel): return named(panel.regions(in: context)) { if case .entry(let i) = $0 { .censusEntry(i) } else { .button(.details) } }
        case .history: return named(HistoryPanel.regions(in: context)) { $0 == .close ? .historyClose : .historyLogScale }
        case .prompt(let prompt):
            return named(prompt.regions(in: context)) {
                switch $0 {
                case .field: .promptField
                case .format(let i): .promptFormat(i)
                case .cancel: .promptCancel
                case .confirm: .promptConfirm
                }
            }
        }
    }

    /// Scrolls its content so the control in the focus ring shows.
    mutating func reveal(_ target: FocusTarget, in context: FeatureContext, boards: BoardLibrary) {
        switch (target, self) {
        case (.setting(let control), .settings(var editing)):
            editing.reveal(control, in: context)
            self = .settings(editing)
        case (.pattern(let index), .browser(var browser)):
            browser.reveal(pattern: index, in: context)
            self = .browser(browser)
        case (.censusEntry(let index), .census(var panel)):
            panel.reveal(entry: index, in: context)
            self = .census(panel)
        case (.board(let index, _), .boards):
            boards.reveal(index)
        default:
            break
        }
    }
}
