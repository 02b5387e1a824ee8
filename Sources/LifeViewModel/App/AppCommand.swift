import LifeInterface
import LifeEngine
import LifeScene

/// What a keyboard shortcut asks the app to do.
enum AppCommand: Equatable {
    /// What the button of that action does.
    case perform(ControlAction)
    case saveBoard, saveBoardAs, export, undo, redo, paste, copy, quit
    /// Identify the whole pattern (I).
    case identify
    /// Play backwards, or stop doing so (Shift+Enter).
    case playBackwards
    /// Zoom by a factor around the grid's centre.
    case zoom(Double)
    /// Move the speed along the presets.
    case changeSpeed(Int)
    /// Doubles (+1) or halves (-1) the hyperspeed step and fixes it there (Golly's step exponent).
    case changeHyperStep(Int)
    /// Move the view by pixels.
    case pan(Point)
    /// Escape on the board: drop a floating paste, or else the selection.
    case escape
    /// Delete: the selected cells, or the whole board when nothing is selected.
    case delete
    /// The selection: select all, cut, clear outside, invert, turn or flip.
    case selectAll, cut, clearOutside, invert
    case transform(RectTransform)
    /// Cycle the paste mode; turn the pencil on or off.
    case cyclePasteMode, togglePencil
    /// Move the drawing state on (1) or back (-1) in rules of more than two states (. and ,).
    case changeDrawState(Int)
    /// Open or close the sheet of every shortcut (F1, ?).
    case showShortcuts
    /// Choose a pattern file anywhere, in the desktop's file dialog, and open it (Ctrl+O).
    case openFile
    /// Choose where to save the pattern, in the desktop's file dialog, and save it (Ctrl+Shift+E).
    case savePatternAs
    /// Open the export dialog on a picture (PNG).
    case exportPicture
    /// Open the export dialog on a movie (GIF, MP4, WebM).
    case record
    /// Choose a Lua script and run it (Ctrl+Shift+L).
    case runScript
    /// Run the last script again (Ctrl+Alt+L).
    case runLastScript
}
