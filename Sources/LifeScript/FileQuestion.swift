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

    /// The path it suggests: the initial folder and name (a name that is a full path as it is),
    /// the folder itself when it asks for one, or "" without a name.
    public var suggested: String {
        if folder { return initialFolder }
        return initialName.isEmpty ? "" : initialName.hasPrefix("/") ? initialName : initialFolder + initialName
    }
}
