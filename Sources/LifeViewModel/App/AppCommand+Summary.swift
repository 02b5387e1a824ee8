import LifeInterface

extension AppCommand {
    /// Where the shortcut sheet lists it, and what it does in a few words (commands that do the same
    /// share a line, their keys together).
    var summary: (section: String, action: String) {
        switch self {
        case .perform(let action): return Self.summary(of: action)
        case .playBackwards: return ("Run", "Play backwards, or stop")
        case .changeSpeed(let steps): return ("Run", steps > 0 ? "Speed: faster" : "Speed: slower")
        case .changeHyperStep(let steps): return ("Run", steps > 0 ? "Double the hyperspeed step" : "Halve the hyperspeed step")
        case .zoom(let factor): return ("View", factor > 1 ? "Zoom in" : "Zoom out")
        case .pan: return ("View", "Move the view")
        case .undo: return ("Edit", "Undo")
        case .redo: return ("Edit", "Redo")
        case .copy: return ("Edit", "Copy the selection (or every cell) as RLE")
        case .cut: return ("Edit", "Cut the selection")
        case .paste: return ("Edit", "Paste: the cells float until a click puts them down")
        case .cyclePasteMode: return ("Edit", "How a floating paste lands: or, copy, xor")
        case .togglePencil: return ("Edit", "Pencil: a drag draws cells")
        case .changeDrawState(let step):
            return ("Edit", step > 0 ? "Next drawing state (rules of more than two states)" : "Previous drawing state")
        case .delete: return ("Edit", "Delete the selection (or clear the board)")
        case .escape: return ("Edit", "Drop a floating paste, or the selection")
        case .selectAll: return ("Selection", "Select all life")
        case .invert: return ("Selection", "Invert the cells in the selection")
        case .clearOutside: return ("Selection", "Clear outside the selection")
        case .transform(.rotateClockwise): return ("Selection", "Turn clockwise")
        case .transform(.rotateAnticlockwise): return ("Selection", "Turn anticlockwise")
        case .transform(.flipHorizontally): return ("Selection", "Flip left to right")
        case .transform(.flipVertically): return ("Selection", "Flip top to bottom")
        case .transform: return ("Selection", "Turn or flip")
        case .identify: return ("Panels and files", "Identify the pattern, or the selection (period, speed, name)")
        case .saveBoard: return ("Panels and files", "Save the board")
        case .saveBoardAs: return ("Panels and files", "Save the board as a new one")
        case .export: return ("Panels and files", "Export the pattern into your pattern folder")
        case .showShortcuts: return ("Panels and files", "This sheet of shortcuts")
        case .openFile: return ("Panels and files", "Open a pattern file from any folder")
        case .savePatternAs: return ("Panels and files", "Save the pattern as a file in any folder")
        case .exportPicture: return ("Panels and files", "Export a picture (PNG) of the view, all life or the selection")
        case .record: return ("Panels and files", "Record a movie of the run (GIF, MP4, WebM)")
        case .runScript: return ("Panels and files", "Run a Lua script written for Golly")
        case .runLastScript: return ("Panels and files", "Run the last script again")
        case .quit: return ("Panels and files", "Quit")
        }
    }

    /// A bar action's line.
    private static func summary(of action: ControlAction) -> (section: String, action: String) {
        switch action {
        case .playPause: return ("Run", "Play or pause")
        case .step: return ("Run", "Step one generation")
        case .stepBack: return ("Run", "Back one generation")
        case .reset: return ("Run", "Back to before the first play")
        case .jump: return ("Run", "Jump to a generation")
        case .fit: return ("View", "Fit all life and resume auto-zoom")
        case .zoomIn: return ("View", "Zoom in")
        case .zoomOut: return ("View", "Zoom out")
        case .history: return ("Panels and files", "Run history")
        // Says what the sheet holds, so a search for "rule" or "theme" finds where to change it.
        case .settings: return ("Panels and files", "Settings: the rule, the board's shape and size, speed, theme, colours")
        default: return ("Panels and files", action.title)
        }
    }
}
