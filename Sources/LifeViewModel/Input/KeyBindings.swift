import LifeInterface
import LifeEngine
import LifeScene

/// Every keyboard shortcut of the app in one table; of the bindings that match a press, the one
/// asking for Shift wins (`command(for:_:onBoard:)`), so the table's order is free to be the
/// order the shortcut sheet lists them in, by section.
enum KeyBindings {
    /// Zoom factor of one +/- press.
    static let zoomStep = 1.2
    /// Pixels moved by one arrow-key press.
    static let panStep = 48.0

    static let all: [KeyBinding] = [
        KeyBinding(key: .letter("q"), modifiers: .control, command: .quit, scope: .anywhere),
        KeyBinding(key: .f1, modifiers: [], command: .showShortcuts, scope: .anywhere),
        KeyBinding(key: .slash, modifiers: .shift, command: .showShortcuts, scope: .board),
        KeyBinding(key: .enter, modifiers: [], command: .perform(.playPause), scope: .board),
        KeyBinding(key: .enter, modifiers: .shift, command: .playBackwards, scope: .board),
        KeyBinding(key: .space, modifiers: [], command: .perform(.step), scope: .board),
        KeyBinding(key: .space, modifiers: .shift, command: .perform(.stepBack), scope: .board),
        KeyBinding(key: .letter("r"), modifiers: [.control, .shift], command: .record, scope: .board),
        KeyBinding(key: .letter("l"), modifiers: [.control, .shift], command: .runScript, scope: .board),
        KeyBinding(key: .letter("l"), modifiers: [.control, .alt], command: .runLastScript, scope: .board),
        KeyBinding(key: .letter("r"), modifiers: .control, command: .perform(.reset), scope: .board),
        KeyBinding(key: .letter("g"), modifiers: [], command: .perform(.jump), scope: .board),
        KeyBinding(key: .bracketLeft, modifiers: [], command: .changeSpeed(-1), scope: .board),
        KeyBinding(key: .bracketRight, modifiers: [], command: .changeSpeed(1), scope: .board),
        KeyBinding(key: .bracketLeft, modifiers: .shift, command: .changeHyperStep(-1), scope: .board),
        KeyBinding(key: .bracketRight, modifiers: .shift, command: .changeHyperStep(1), scope: .board),
        KeyBinding(key: .letter("f"), modifiers: [], command: .perform(.fit), scope: .board),
        KeyBinding(key: .plus, modifiers: [], command: .zoom(zoomStep), scope: .board),
        KeyBinding(key: .minus, modifiers: [], command: .zoom(1 / zoomStep), scope: .board),
        KeyBinding(key: .left, modifiers: [], command: .pan(Point(panStep, 0)), scope: .board),
        KeyBinding(key: .right, modifiers: [], command: .pan(Point(-panStep, 0)), scope: .board),
        KeyBinding(key: .up, modifiers: [], command: .pan(Point(0, panStep)), scope: .board),
        KeyBinding(key: .down, modifiers: [], command: .pan(Point(0, -panStep)), scope: .board),
        KeyBinding(key: .letter("z"), modifiers: .control, command: .undo, scope: .anywhere),
        KeyBinding(key: .letter("z"), modifiers: [.control, .shift], command: .redo, scope: .anywhere),
        KeyBinding(key: .letter("y"), modifiers: .control, command: .redo, scope: .anywhere),
        KeyBinding(key: .letter("c"), modifiers: .control, command: .copy, scope: .board),
        KeyBinding(key: .letter("x"), modifiers: .control, command: .cut, scope: .board),
        KeyBinding(key: .letter("v"), modifiers: .control, command: .paste, scope: .board),
        KeyBinding(key: .letter("m"), modifiers: [], command: .cyclePasteMode, scope: .board),
        KeyBinding(key: .letter("p"), modifiers: [], command: .togglePencil, scope: .board),
        KeyBinding(key: .delete, modifiers: [], command: .delete, scope: .board),
        KeyBinding(key: .backspace, modifiers: [], command: .delete, scope: .board),
        KeyBinding(key: .delete, modifiers: .shift, command: .clearOutside, scope: .board),
        KeyBinding(key: .escape, modifiers: [], command: .escape, scope: .board),
        KeyBinding(key: .letter("a"), modifiers: .control, command: .selectAll, scope: .board),
        KeyBinding(key: .letter("i"), modifiers: .control, command: .invert, scope: .board),
        KeyBinding(key: .period, modifiers: .shift, command: .transform(.rotateClockwise), scope: .board),
        KeyBinding(key: .comma, modifiers: .shift, command: .transform(.rotateAnticlockwise), scope: .board),
        KeyBinding(key: .period, modifiers: [], command: .changeDrawState(1), scope: .board),
        KeyBinding(key: .comma, modifiers: [], command: .changeDrawState(-1), scope: .board),
        KeyBinding(key: .letter("x"), modifiers: [], command: .transform(.flipHorizontally), scope: .board),
        KeyBinding(key: .letter("y"), modifiers: [], command: .transform(.flipVertically), scope: .board),
        KeyBinding(key: .letter("i"), modifiers: [], command: .identify, scope: .board),
        KeyBinding(key: .letter("o"), modifiers: .control, command: .openFile, scope: .anywhere),
        KeyBinding(key: .letter("o"), modifiers: [], command: .perform(.patterns), scope: .board),
        KeyBinding(key: .letter("b"), modifiers: [], command: .perform(.boards), scope: .board),
        KeyBinding(key: .letter("h"), modifiers: [], command: .perform(.history), scope: .board),
        KeyBinding(key: .comma, modifiers: .control, command: .perform(.settings), scope: .board),
        KeyBinding(key: .letter("s"), modifiers: .control, command: .saveBoard, scope: .anywhere),
        KeyBinding(key: .letter("s"), modifiers: [.control, .shift], command: .saveBoardAs, scope: .anywhere),
        KeyBinding(key: .letter("e"), modifiers: [.control, .shift], command: .savePatternAs, scope: .anywhere),
        KeyBinding(key: .letter("p"), modifiers: [.control, .shift], command: .exportPicture, scope: .anywhere),
        KeyBinding(key: .letter("e"), modifiers: .control, command: .export, scope: .anywhere),
    ]

    /// The command for a key press, or nil; `onBoard` is false while a panel is open. A binding
    /// without Shift also takes the key pressed with Shift (`KeyBinding.matches`), so of two that
    /// match, the one asking for Shift is taken.
    static func command(for key: Key, _ modifiers: KeyModifiers, onBoard: Bool) -> AppCommand? {
        let matching = all.filter { $0.matches(key, modifiers) && (onBoard || $0.scope == .anywhere) }
        return (matching.first { $0.modifiers.contains(.shift) } ?? matching.first)?.command
    }
}
