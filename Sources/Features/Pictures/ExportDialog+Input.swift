import LifeInterface

/// The export dialog's input: a click on a chip chooses it, on a field types there; typing goes to
/// the field in use (a movie's), Ctrl+V pastes there; Enter or Save makes it, Save as… asks where
/// first; Escape, Cancel, close or a click outside close it.
extension ExportDialog {
    /// Handles an event while the dialog is on top; `hit` is its control under the pointer (nil
    /// outside it), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: ExportControl?, in context: FeatureContext) -> OverlayReply {
        switch event {
        case .pointerDown(_, .left, _):
            switch hit {
            case nil, .close?, .cancel?: return .close
            case .save?: return confirm(choosingFile: false, in: context)
            case .chooseFile?: return confirm(choosingFile: true, in: context)
            case .panel?: break
            case let control?: choose(control)
            }
        case .text(let typed) where options.kind == .movie:
            type(typed)
        case .key(.escape, _):
            return .close
        case .key(.letter("p"), [.control, .shift]):
            choose(.kind(.picture))
        case .key(.letter("r"), [.control, .shift]):
            choose(.kind(.movie))
        case .key(.enter, _):
            return confirm(choosingFile: false, in: context)
        case .key(.letter("v"), let modifiers) where modifiers.contains(.control) && options.kind == .movie:
            type(context.services.readClipboard() ?? "")
        case .key(let key, let modifiers) where options.kind == .movie:
            _ = edit(key, modifiers)
        default:
            break
        }
        return .handled
    }

    /// Asks the app to make it (into the exports folder, or where a file dialog says first), once
    /// a movie's length reads.
    private mutating func confirm(choosingFile: Bool, in context: FeatureContext) -> OverlayReply {
        if options.kind == .movie && !readFields() { return .handled }
        context.request(.confirmExport(choosingFile: choosingFile))
        return .handled
    }
}
