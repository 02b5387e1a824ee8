import LifeEngine

/// A pattern file read, ready to put on the board: a universe made straight from a macrocell
/// file (HashLife, however many cells), a pattern, or why it could not be read.
public enum FileRead: @unchecked Sendable {
    /// A HashLife universe from a macrocell file, with its name, population and generation.
    case universe(any LifeAlgorithm, name: String, population: UInt128, generation: Int64)
    /// The file's pattern, with the name the window takes.
    case pattern(Pattern, name: String)
    /// It could not be read: why.
    case failed(String)
}
