import LifeInterface
import ShortcutsFeature

/// The shortcut sheet's entries, made from `KeyBindings` (so the sheet lists exactly what the keys
/// do) and the pointer's gestures, by section.
enum ShortcutCatalog {
    /// The sections in the order listed.
    static let sections = ["Run", "View", "Edit", "Selection", "Panels and files", "In panels", "Mouse"]

    /// Every entry: the bindings, those doing the same on one line, then the gestures.
    static var entries: [ShortcutEntry] { entries(for: KeyBindings.all) }

    /// The entries for `bindings`, then the gestures.
    static func entries(for bindings: [KeyBinding]) -> [ShortcutEntry] {
        var lines: [(section: String, action: String, keys: [String], keywords: String)] = []
        for binding in bindings {
            let (section, action) = binding.command.summary
            let keys = label(binding.key, binding.modifiers)
            // A key shown as typed ("{") is found as spelled out too ("Shift+[").
            let spelled = label(binding.key, binding.modifiers, asTyped: false)
            let found = spelled == keys ? "" : " " + spelled
            if let index = lines.firstIndex(where: { $0.section == section && $0.action == action }) {
                lines[index].keys.append(keys)
                lines[index].keywords += found
            } else {
                lines.append((section, action, [keys], keywords(for: binding.command) + found))
            }
        }
        let keyed = lines.map { ShortcutEntry(section: $0.section, keys: $0.keys.joined(separator: ", "), action: $0.action, keywords: $0.keywords) }
        return sections.flatMap { section in (keyed + cursorKeys + panelKeys + gestures).filter { $0.section == section } }
    }

    /// Words a user may search for a command by that its line does not say: what Golly and
    /// LifeViewer call the things it reaches.
    static func keywords(for command: AppCommand) -> String {
        switch command {
        case .perform(.settings):
            "torus klein bottle cross-surface sphere tube bounded plane grid topology wrap generations larger than life ltl "
                + "hexagonal von neumann non-totalistic isotropic b0 colour color theme dark light contrast auto-stop memory hyperspeed"
        case .perform(.jump), .changeHyperStep: "hashlife go to generation far ahead leap"
        case .identify: "oscillator spaceship still life census apgcode object"
        case .record: "animation video export"
        case .exportPicture: "image screenshot png"
        case .openFile, .perform(.patterns): "load browse library rle macrocell mc"
        case .perform(.boards), .saveBoard, .saveBoardAs: "boards library session"
        case .runScript, .runLastScript: "lua golly script"
        default: ""
        }
    }

    /// Keys of the cell cursor, while Tab has brought the ring onto the grid (`EditingState.handleCursorKey`).
    static let cursorKeys = [
        ShortcutEntry(section: "Edit", keys: "Tab to the grid", action: "The cell cursor: arrows move it (Ctrl: 8 cells), Esc leaves it"),
        ShortcutEntry(section: "Edit", keys: "Space (cell cursor)", action: "Turn the cursor's cell on or off"),
        ShortcutEntry(section: "Selection", keys: "Shift+arrows (cell cursor)", action: "Select from the cursor"),
    ]

    /// Keys a panel or dialog takes while it is open (its own, not the board's).
    static let panelKeys = [
        ShortcutEntry(section: "In panels", keys: "U", action: "Boards: bring back the board deleted last"),
        ShortcutEntry(section: "In panels", keys: "Up, Down, Page Up, Page Down", action: "File browser: choose a file or folder; Enter opens it"),
        ShortcutEntry(section: "In panels", keys: "Arrows", action: "Pattern browser: onto a card, then from card to card; Enter opens it"),
        ShortcutEntry(section: "In panels", keys: "Page Up, Page Down, Home, End", action: "Settings: scroll a page or to an end; the speed slider's ends"),
        ShortcutEntry(section: "In panels", keys: "Alt+Up", action: "File browser: the folder above"),
        ShortcutEntry(section: "In panels", keys: "Ctrl+H", action: "File browser: list hidden files and every kind of file"),
        ShortcutEntry(section: "In panels", keys: "Ctrl+A, Ctrl+V", action: "A text field: select all of it, paste into it"),
        ShortcutEntry(section: "In panels", keys: "Esc", action: "Close the panel or dialog (a field being edited: leave it)"),
    ]

    /// What the pointer does on the board.
    static let gestures = [
        ShortcutEntry(section: "Mouse", keys: "Click a cell", action: "Turn it on or off (or put a floating paste down)"),
        ShortcutEntry(section: "Mouse", keys: "Drag", action: "Move the view"),
        ShortcutEntry(section: "Mouse", keys: "Ctrl+drag", action: "Draw cells (a drag draws while the pencil is on)"),
        ShortcutEntry(section: "Mouse", keys: "Shift+drag", action: "Select a rectangle"),
        ShortcutEntry(section: "Mouse", keys: "Drag a selection", action: "Move its cells; by an edge, resize it"),
        ShortcutEntry(section: "Mouse", keys: "Wheel, pinch", action: "Zoom around the pointer"),
        ShortcutEntry(section: "Mouse", keys: "Drop a file", action: "Open the pattern in it"),
        ShortcutEntry(section: "Mouse", keys: "Tab, Shift+Tab", action: "Move through the buttons and the grid; Enter presses a button"),
    ]

    /// A key with its modifiers as printed on the keyboard: "Ctrl+Shift+S", "?" (or, not `asTyped`, "Shift+/").
    static func label(_ key: Key, _ modifiers: KeyModifiers, asTyped: Bool = true) -> String {
        // Shifted punctuation as typed on a US keyboard.
        if asTyped, modifiers == .shift, let shifted = [(Key.period, ">"), (.comma, "<"), (.slash, "?"), (.bracketLeft, "{"), (.bracketRight, "}")]
            .first(where: { $0.0 == key })?.1 {
            return shifted
        }
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(name(of: key))
        return parts.joined(separator: "+")
    }

    private static func name(of key: Key) -> String {
        switch key {
        case .enter: return "Enter"
        case .space: return "Space"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .left: return "Left"
        case .right: return "Right"
        case .up: return "Up"
        case .down: return "Down"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "Page Up"
        case .pageDown: return "Page Down"
        case .plus: return "+"
        case .minus: return "-"
        case .bracketLeft: return "["
        case .bracketRight: return "]"
        case .comma: return ","
        case .period: return "."
        case .slash: return "/"
        case .f1: return "F1"
        case .letter(let letter): return letter.uppercased()
        }
    }
}
