import LifeInterface

/// A letter key that opens a prompt (G for the jump) also arrives as typed text, just after: that
/// text is not for the prompt's field and is dropped.
struct PromptKeyEcho {
    /// The letter whose key press just opened a prompt.
    private var letter: Character?

    /// Whether `event` is the typed echo of the key that opened a prompt (forgotten either way).
    mutating func drops(_ event: InputEvent) -> Bool {
        defer { letter = nil }
        guard case .text(let typed) = event, let letter else { return false }
        return typed.lowercased() == String(letter).lowercased()
    }

    /// Notes `event` when it is a plain letter key that opened a prompt (none was open before it).
    mutating func note(_ event: InputEvent, opened: Bool) {
        if case .key(.letter(let typed), let modifiers) = event, modifiers.isDisjoint(with: [.control, .alt]), opened {
            letter = typed
        }
    }
}
