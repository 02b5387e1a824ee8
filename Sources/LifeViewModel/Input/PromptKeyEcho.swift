import LifeInterface

/// A letter key that opens a prompt (G for the jump), or Space pressing a focused button that
/// opens one (the pattern browser, which then read "Patterns with \" \""), also arrives as typed
/// text, just after: that text is not for the prompt's field and is dropped.
struct PromptKeyEcho {
    /// The character whose key press just opened a prompt.
    private var letter: Character?

    /// Whether `event` is the typed echo of the key that opened a prompt (forgotten either way).
    mutating func drops(_ event: InputEvent) -> Bool {
        defer { letter = nil }
        guard case .text(let typed) = event, let letter else { return false }
        return typed.lowercased() == String(letter).lowercased()
    }

    /// Notes `event` when it is a plain letter key, or Space, that opened a prompt (none was open before it).
    mutating func note(_ event: InputEvent, opened: Bool) {
        guard opened, case .key(let key, let modifiers) = event, modifiers.isDisjoint(with: [.control, .alt]) else { return }
        if case .letter(let typed) = key { letter = typed } else if key == .space { letter = " " }
    }
}
