import LifeInterface

/// Open any file (Ctrl+O): the desktop's file dialog runs beside the app, and the file chosen
/// opens as a dropped one does (one undo step).
extension AppModel {
    /// Shows the file dialog, or says why there is none.
    func chooseFileToOpen() {
        guard fileChoice == nil else { return }
        guard let choice = context.services.chooseFile("Open a pattern") else {
            context.show("No file dialog on this desktop (install zenity or kdialog): drop a file on the window, or press O for the patterns")
            return
        }
        fileChoice = choice
    }

    /// Acts on the dialog's outcome once there is one.
    func takeFileChoice() {
        guard let outcome = fileChoice?.outcome else { return }
        fileChoice = nil
        switch outcome {
        case .chosen(let path): editing.open(path: path, in: context)
        case .cancelled: break
        case .failed(let reason): context.show("The file dialog failed: \(reason)")
        }
    }
}
