/// The formats the export prompt writes.
public enum PatternFormatChoice: CaseIterable, Equatable, Sendable {
    case rle, macrocell

    /// The segment's label.
    public var label: String {
        switch self {
        case .rle: return "RLE"
        case .macrocell: return "Macrocell"
        }
    }

    /// The file name ending.
    public var fileExtension: String {
        switch self {
        case .rle: return ".rle"
        case .macrocell: return ".mc"
        }
    }
}
