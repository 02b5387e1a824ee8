import LifeInterface
import PromptFeature
import LifeStore

/// Files anywhere: the desktop's file dialog runs beside the app (the window keeps running) to
/// choose a pattern to open (Ctrl+O; it opens as a dropped file does, one undo step) or where to
/// save the pattern (Ctrl+Shift+E; Macrocell for .mc, else RLE).
extension AppModel {
    /// What a user without a dialog program is told.
    static let noFileDialog = "No file dialog on this desktop (install zenity or kdialog)"
    /// What a second Ctrl+O or Ctrl+Shift+E says while a dialog is open.
    static let dialogOpen = "A file dialog is already open: choose a file there, or cancel it"

    /// Shows the dialog to open a file, or says why there is none.
    func chooseFileToOpen() {
        guard fileChoice == nil else { return context.show(Self.dialogOpen) }
        guard let choice = context.services.chooseFile("Open a pattern") else {
            context.show("\(Self.noFileDialog): drop a file on the window, or press O for the patterns")
            return
        }
        fileChoice = (choice, false)
    }

    /// Shows the dialog to save the pattern, or says why there is none.
    func chooseFileToSave() {
        guard fileChoice == nil else { return context.show(Self.dialogOpen) }
        let suggested = PatternFileName.clean(context.patternName ?? "My pattern") + ".rle"
        guard let choice = context.services.chooseSaveFile("Save the pattern as", suggested) else {
            context.show("\(Self.noFileDialog): Ctrl+E saves into your pattern folder")
            return
        }
        fileChoice = (choice, true)
    }

    /// Acts on the dialog's outcome once there is one.
    func takeFileChoice() {
        guard let (choice, saving) = fileChoice, let outcome = choice.outcome else { return }
        fileChoice = nil
        switch outcome {
        case .chosen(let path) where saving: PatternExport.write(toPath: path, in: context)
        case .chosen(let path): editing.open(path: path, in: context)
        case .cancelled: break
        case .failed(let reason): context.show("The file dialog failed: \(reason)")
        }
    }
}
