/// A control of the export dialog.
public enum ExportControl: Equatable, Sendable {
    /// A tab: picture or movie.
    case kind(ExportOptions.Kind)
    /// What a picture shows.
    case area(ExportOptions.Area)
    /// How a movie's frame is placed.
    case framing(ExportOptions.Framing)
    /// A movie's format.
    case format(ExportOptions.Format)
    /// Pixels a cell (nil: fit).
    case scale(Int?)
    /// Grid lines on or off.
    case gridLines
    /// The colours: a theme's by name, nil for those on screen.
    case colors(String?)
    /// A movie's frame rate.
    case fps(Int)
    /// A text field.
    case field(ExportDialog.Field)
    /// The buttons and the close cross.
    case cancel, chooseFile, save, close
    /// The panel itself, which keeps the pointer from the board under it (not in the focus ring).
    case panel
}
