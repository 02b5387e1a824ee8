import Foundation
import LifeEngine

/// What a feature asks of the app beyond its own state and the shared context: work that
/// belongs to another feature (framing the board, naming the window) is the coordinator's to run.
public enum AppRequest: Equatable, Sendable {
    /// Replace the board with this pattern (one undo step), name the window after it and frame it.
    case open(Pattern)
    /// Frame all life (or the bounded board) and resume auto-zoom.
    case fit
    /// Ask for a board's name: a new board's (`renaming` nil) or a saved one's new name.
    case askBoardName(renaming: UUID?, suggested: String)
    /// Do what the bar's button for this action does (a menu item was chosen).
    case perform(ControlAction)
    /// Frame all life at once, without the smooth move (the board was replaced by a file).
    case fitAtOnce
    /// Do what the prompt on top is for with its text (it stays open, with a message, when the text cannot be used).
    case confirmPrompt
    /// Open the pattern file at this path (chosen in the desktop's dialog), as a dropped file;
    /// `fromBrowser`: chosen in the app's own browser, which comes back with the reason when the
    /// file cannot be read.
    case openFile(String, fromBrowser: Bool = false)
    /// Save the pattern to this path (chosen in the desktop's save dialog).
    case savePattern(toPath: String)
    /// Show the app's own file browser, to open a file or (with a suggested name) to save into
    /// one; with `problem` said in it (a file chosen there could not be opened).
    case browseFiles(saveAs: String?, target: SaveTarget = .pattern, problem: String? = nil)
    /// Make the picture or movie of the export dialog on top (into the exports folder, or a file chosen first).
    case confirmExport(choosingFile: Bool)
    /// Make the picture or movie last set up in the export dialog into this path (chosen in a save dialog).
    case saveExport(toPath: String)
    /// Stop the recording under way (it keeps nothing).
    case cancelRecording
    /// Show the app's own file browser to choose a Lua script to run.
    case browseScripts
    /// Run the Lua script at this path (chosen in a file dialog).
    case runScript(String)
    /// Stop the script running.
    case stopScript
}
