import LifeInterface
import BoardsFeature
import BrowserFeature
import CensusFeature
import HistoryFeature
import PromptFeature
import SettingsFeature
import ShortcutsFeature
import FilesFeature
import PicturesFeature

/// A control on screen, named in its feature's own terms: the UI pass lists one region per
/// control, and the pointer (clicks, hover, tooltips) and the keyboard's focus ring read that list.
/// Tab and Shift+Tab move the ring through the focusable ones of the screen on top; Enter or Space
/// presses the one in the ring, as a click on it would.
public enum FocusTarget: Equatable, Sendable {
    /// A button that carries a control action: the bar's, the menu's, the starters, the hint's
    /// close, the ending banner's and the jump's Cancel.
    case button(ControlAction)
    /// A control of the settings modal.
    case setting(SettingsControl)
    /// A control of the pattern browser.
    case browser(BrowserControl)
    /// A control of the Boards panel.
    case boards(BoardsControl)
    /// A control of the Details panel.
    case census(CensusControl)
    /// A control of the history panel.
    case history(HistoryControl)
    /// A part of a prompt.
    case prompt(PromptControl)
    /// A control of the shortcut sheet.
    case shortcuts(ShortcutsControl)
    /// A control of the app's own file browser.
    case folder(FolderBrowserControl)
    /// A control of the export dialog.
    case export(ExportControl)
    /// Cancel on the panel of a recording under way.
    case cancelRecording
    /// Stop on the panel of a script running.
    case stopScript
    /// The grid, in the ring as the keyboard's cell cursor (`EditingState.handleCursorKey`).
    case board
    /// The timeline bar and the header's sparkline, pressed to go to a generation (not in the focus ring).
    case timeline, sparkline
}

extension FocusTarget {
    /// The control, when it is one of that kind.
    var buttonAction: ControlAction? { if case .button(let c) = self { c } else { nil } }
    var settingsControl: SettingsControl? { if case .setting(let c) = self { c } else { nil } }
    var browserControl: BrowserControl? { if case .browser(let c) = self { c } else { nil } }
    var boardsControl: BoardsControl? { if case .boards(let c) = self { c } else { nil } }
    var censusControl: CensusControl? { if case .census(let c) = self { c } else { nil } }
    var historyControl: HistoryControl? { if case .history(let c) = self { c } else { nil } }
    var promptControl: PromptControl? { if case .prompt(let c) = self { c } else { nil } }
    var shortcutsControl: ShortcutsControl? { if case .shortcuts(let c) = self { c } else { nil } }
    var folderControl: FolderBrowserControl? { if case .folder(let c) = self { c } else { nil } }
    var exportControl: ExportControl? { if case .export(let c) = self { c } else { nil } }
    /// Whether it is a text field of the export dialog (Enter there makes the export, Space is typed).
    var isExportField: Bool { if case .export(.field) = self { true } else { false } }
    /// Whether it is a text field of the settings (the rule, the colour's hex, a side of the board): typing on it starts editing it.
    var isSettingsField: Bool {
        switch self {
        case .setting(.rule), .setting(.hex), .setting(.side): true
        default: false
        }
    }
    /// Whether it is a text field in the focus ring: a click there puts the ring on it, so Tab goes on to the next control.
    var isTextField: Bool { isExportField || isSettingsField || self == .prompt(.field) }

    /// The control bar button this control lights and presses, if any: a panel's close button
    /// counts as the bar's button that opened it (and Boards' Save as the save button), so both
    /// light together.
    var controlAction: ControlAction? {
        switch self {
        case .button(let action): action
        case .setting(.close): .settings
        case .history(.close): .history
        case .browser(.close): .patterns
        case .census(.close): .details
        case .boards(.close): .boards
        case .boards(.save): .save
        default: nil
        }
    }
}
