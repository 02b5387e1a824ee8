import XCTest
import LifeEngine
import LifeScene
import PromptFeature
import SettingsFeature
import ShortcutsFeature
@testable import LifeViewModel

/// What tests read of the overlay stack, by the names the screens use.
extension AppModel {
    /// The prompt open (prompts are modal: it is the one on top).
    var prompt: TextPrompt? { topmost(TextPrompt.self) }
    /// The export prompt's name, when it is on top.
    var exportName: String? {
        if let prompt, case .export = prompt.purpose { return prompt.field.text }
        return nil
    }
    /// The export prompt's format.
    var exportFormat: PatternFormatChoice? {
        if let prompt, case .export(let format) = prompt.purpose { return format }
        return nil
    }
    /// The jump prompt's text, when it is on top.
    var jumpPrompt: String? { prompt?.purpose == .jump ? prompt?.field.text : nil }
    /// The board name prompt, when it is on top.
    var namePrompt: (purpose: TextPrompt.Purpose, text: String)? {
        guard let prompt else { return nil }
        switch prompt.purpose {
        case .saveBoard, .renameBoard: return (prompt.purpose, prompt.field.text)
        default: return nil
        }
    }
    /// The settings' fields being edited.
    var hexDraft: String? { topmost(SettingsEditing.self)?.hex?.text }
    var ruleDraft: String? { topmost(SettingsEditing.self)?.rule?.text }
    /// The open browser.
    var browserPatterns: [Pattern]? {
        for overlay in overlays { if case .browser(let browser) = overlay { return browser.patterns } }
        return nil
    }
    var browserScroll: Int {
        for overlay in overlays { if case .browser(let browser) = overlay { return browser.scroll } }
        return 0
    }
    /// Whether the settings modal is open.
    var settingsOpen: Bool { overlays.contains { $0.kind == .settings } }
    /// Whether the menu of a narrow window is open.
    var moreOpen: Bool { overlays.contains(.moreMenu) }
}

extension AppModel {
    /// The shortcut sheet, when it is open.
    var shortcutSheet: ShortcutSheet? { topmost(ShortcutSheet.self) }
}

import PicturesFeature

extension AppModel {
    /// The export dialog, when it is open.
    var exportDialog: ExportDialog? { topmost(ExportDialog.self) }

    /// Clicks a field of the export dialog and types `text` in place of what it held.
    func type(_ text: String, into field: ExportDialog.Field) {
        press(.field(field))
        handle(.key(.letter("a"), [.control]), now: context.now)
        handle(.text(text), now: context.now)
    }

    /// Clicks a control of the export dialog, where its layout puts it.
    func press(_ control: ExportControl) {
        guard let dialog = exportDialog,
              let frame = ExportLayout(dialog, grid: layout.grid, window: layout.bounds, metrics: context.theme.metrics)
                .regions.first(where: { $0.control == control })?.frame
        else { return XCTFail("no \(control) in the export dialog") }
        handle(.pointerDown(frame.center, .left), now: context.now)
        handle(.pointerUp(frame.center, .left), now: context.now)
    }
}
