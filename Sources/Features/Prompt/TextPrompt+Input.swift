import LifeInterface

/// The prompt's input: it takes every event while on top. Clicks press its buttons and formats,
/// typing goes to its field (Ctrl+V pastes the clipboard there), Enter confirms, Escape cancels.
extension TextPrompt {
    /// Handles an event; nil when the event means nothing to a prompt (it is dropped). `hit` is
    /// its control under the pointer (nil outside it), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: PromptControl?, in context: FeatureContext) -> Outcome? {
        // An error stays until the text it was about changes.
        let before = field.text
        defer { if field.text != before { error = nil } }
        switch event {
        case .pointerDown(_, .left, _):
            return press(hit)
        case .text(let typed):
            if let full = field.type(typed) { context.show(full) }
        case .key(.letter("v"), let modifiers) where modifiers.contains(.control):
            if let notice = field.paste(context.services.readClipboard()) { context.show(notice) }
        case .key(let key, let modifiers):
            return self.key(key, modifiers)
        default:
            return nil
        }
        return .stay
    }
}
