import LifeInterface

/// The prompt's input: it takes every event while on top. Clicks press its buttons and formats,
/// typing goes to its field (Ctrl+V pastes the clipboard there), Enter confirms, Escape cancels.
extension TextPrompt {
    /// The prompt's layout in the window as it is now.
    public func layout(in context: FeatureContext) -> PromptLayout {
        PromptLayout(grid: context.layout.grid, prompt: self)
    }

    /// Handles an event; nil when the event means nothing to a prompt (it is dropped).
    public mutating func handle(_ event: InputEvent, in context: FeatureContext) -> Outcome? {
        switch event {
        case .pointerDown(let point, .left, _):
            return press(at: point, layout: layout(in: context))
        case .text(let typed):
            field.type(typed)
        case .key(.letter("v"), let modifiers) where modifiers.contains(.control):
            field.type(context.services.readClipboard() ?? "")
        case .key(let key, let modifiers):
            return self.key(key, modifiers)
        default:
            return nil
        }
        return .stay
    }
}

extension TextPrompt {
    /// Its controls in reading order: the field, the format choices, Cancel, then the confirming button.
    public func regions(in context: FeatureContext) -> [Region<PromptControl>] {
        let layout = layout(in: context)
        return [Region(.field, layout.field)] + layout.formats.enumerated().map { Region(.format($0.offset), $0.element) }
            + [Region(.cancel, layout.cancel), Region(.confirm, layout.confirm)]
    }
}
