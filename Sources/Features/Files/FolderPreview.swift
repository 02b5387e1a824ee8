import LifeEngine

/// What the file browser shows of a file: its pattern, or why it has none.
public enum FolderPreview: Equatable, Sendable {
    /// The file read as this pattern.
    case pattern(Pattern)
    /// The file could not be read as a pattern, with why.
    case unreadable(String)
}
