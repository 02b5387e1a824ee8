import LifeInterface
/// One keyboard shortcut: a key with its modifiers, what it does, and where it works.
struct KeyBinding {
    /// Where a shortcut works.
    enum Scope {
        /// Also while a panel (settings, browser, boards) is open.
        case anywhere
        /// Only on the board, with no panel open.
        case board
    }

    let key: Key
    let modifiers: KeyModifiers
    let command: AppCommand
    let scope: Scope

    /// Control and Alt must be exactly as bound; Shift only counts when the binding asks for it
    /// (so `+`, typed with Shift on many keyboards, still zooms).
    func matches(_ pressed: Key, _ held: KeyModifiers) -> Bool {
        pressed == key && held.contains(modifiers)
            && held.contains(.control) == modifiers.contains(.control) && held.contains(.alt) == modifiers.contains(.alt)
    }
}
