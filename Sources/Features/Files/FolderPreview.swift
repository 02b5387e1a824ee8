import LifeEngine

/// What the file browser shows of a file: its pattern, or why it has none.
public enum FolderPreview: Equatable, Sendable {
    /// The file read: its pattern as the preview draws it (`PatternPreview.thumbnail`) and its
    /// figures ("5 cells · 3 × 3 · B3/S23").
    case pattern(Pattern, figures: String)
    /// The file could not be read as a pattern, with why.
    case unreadable(String)
}
