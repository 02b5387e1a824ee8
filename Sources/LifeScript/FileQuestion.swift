/// What `g.opendialog` and `g.savedialog` ask: a file (or folder) to open, or where to save one.
public struct FileQuestion: Equatable, Sendable {
    /// The dialog's title.
    public let title: String
    /// Whether it asks where to save (else what to open).
    public let saving: Bool
    /// Whether it asks for a folder (Golly's file type "dir").
    public let folder: Bool
    /// The folder it starts in (ending in "/").
    public let initialFolder: String
    /// The file name it suggests ("" for none).
    public let initialName: String

    /// The path it suggests: the initial folder and name, or "" without a name.
    public var suggested: String { initialName.isEmpty ? "" : initialFolder + initialName }
}
