import LifeScene
/// The actions buttons and shortcuts trigger.
public enum ControlAction: Equatable, Sendable {
    /// What the button does, with its keyboard shortcut, for its tooltip.
    public var tooltip: String? {
        switch self {
        case .playPause: return "Play or pause  (Enter)"
        case .step: return "Step one generation  (Space)"
        case .stepBack: return "Back one generation  (Shift+Space; Shift+Enter plays backwards)"
        case .reset: return "Back to before the first play  (Ctrl+R)"
        case .zoomIn: return "Zoom in  (+)"
        case .zoomOut: return "Zoom out  (−)"
        case .fit: return "Fit all life and resume auto-zoom  (F)"
        case .settings: return "Settings: rule, board, speed, colours  (Ctrl+,)"
        case .patterns: return "Open a pattern  (O)"
        case .more: return "More actions"
        case .clear: return "Clear the board  (Delete)"
        case .randomFill: return "Fill the middle of the view (or the bounded board, or the selection) at random"
        case .pencil: return "Pencil: a drag draws cells  (P; Ctrl+drag any time)"
        case .boards: return "Saved boards  (B)"
        case .history: return "Run history: population, births, deaths  (H)"
        case .save: return "Save the board  (Ctrl+S)"
        case .jump: return "Jump to generation…  (G)"
        case .exportPicture: return "Export a picture or a movie  (Ctrl+Shift+P, Ctrl+Shift+R)"
        case .record: return "Record a movie of the run  (Ctrl+Shift+R)"
        case .runScript: return "Run a Lua script  (Ctrl+Shift+L)"
        case .keepRunning, .starter, .dismissHint, .details: return nil
        }
    }

    /// Start or stop the timer.
    case playPause
    /// Advance one generation.
    case step
    /// Go back one generation.
    case stepBack
    /// Return to the reset point.
    case reset
    /// Zoom in around the view centre.
    case zoomIn
    /// Zoom out around the view centre.
    case zoomOut
    /// Frame all life and resume auto-zoom.
    case fit
    /// Dismiss the ending banner and play on without auto-stop.
    case keepRunning
    /// Open or close the Details panel: what the ending left.
    case details
    /// Open or close the settings modal.
    case settings
    /// Open or close the pattern browser.
    case patterns
    /// Open or close the menu of secondary actions (narrow windows).
    case more

    /// The button's icon (nil for actions that are not buttons of the bar); Play shows Pause while running.
    public var icon: Icon? {
        switch self {
        case .playPause: return .play
        case .step: return .step
        case .stepBack: return .stepBack
        case .reset: return .reset
        case .zoomIn: return .zoomIn
        case .zoomOut: return .zoomOut
        case .fit: return .fit
        case .clear: return .clear
        case .randomFill: return .dice
        case .pencil: return .pencil
        case .settings: return .settings
        case .patterns: return .folder
        case .more: return .more
        case .boards, .save: return .boards
        case .history: return .chart
        case .jump: return .jump
        case .exportPicture: return .camera
        case .record: return .record
        case .runScript: return .script
        case .keepRunning, .starter, .dismissHint, .details: return nil
        }
    }

    /// A short label for menus.
    public var title: String {
        switch self {
        case .patterns: return "Open a pattern"
        case .clear: return "Clear the board"
        case .randomFill: return "Random fill"
        case .pencil: return "Pencil"
        case .zoomOut: return "Zoom out"
        case .zoomIn: return "Zoom in"
        case .fit: return "Fit all life"
        case .settings: return "Settings"
        case .boards: return "Saved boards"
        case .history: return "Run history"
        case .save: return "Save the board"
        case .jump: return "Jump to generation"
        case .exportPicture: return "Export picture…"
        case .record: return "Record…"
        case .runScript: return "Run a script…"
        default: return tooltip ?? ""
        }
    }
    /// Drop a starter pattern at the view centre.
    case starter(StarterPattern)
    /// Hide the gestures hint until the grid is empty again.
    case dismissHint
    /// Empty the board.
    case clear
    /// Fill the view with random cells.
    case randomFill
    /// Turn the pencil on or off: a drag draws cells instead of panning.
    case pencil
    /// Open or close the Boards panel.
    case boards
    /// Open or close the run's history graph.
    case history
    /// Save the board (over the one it came from, if any).
    case save
    /// Ask for a generation and jump there (or cancel the jump under way).
    case jump
    /// Open the export dialog on a picture.
    case exportPicture
    /// Open the export dialog on a movie.
    case record
    /// Choose a Lua script and run it.
    case runScript
}
