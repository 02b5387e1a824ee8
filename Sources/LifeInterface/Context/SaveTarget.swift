/// What a file chosen in a save dialog is for.
public enum SaveTarget: Equatable, Sendable {
    /// The pattern, as text in the format its name's ending says (RLE when it says none).
    case pattern
    /// A picture or movie made in the export dialog, with this file ending (".png", ".gif").
    case export(fileExtension: String)

    /// The save dialog's title.
    public var title: String {
        switch self {
        case .pattern: return "Save the pattern as"
        case .export(let ending): return ending == ".png" ? "Save the picture as" : "Save the movie as"
        }
    }
}
