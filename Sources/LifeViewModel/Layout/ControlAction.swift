/// The actions buttons and shortcuts trigger.
public enum ControlAction: Equatable, Sendable {
    /// Start or stop the timer.
    case playPause
    /// Advance one generation.
    case step
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
    /// Open or close the settings modal.
    case settings
    /// Drop a starter pattern at the view centre.
    case starter(StarterPattern)
    /// Hide the gestures hint until the grid is empty again.
    case dismissHint
    /// Empty the board.
    case clear
    /// Fill the view with random cells.
    case randomFill
}
