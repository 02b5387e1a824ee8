import LifeInterface
import LifeStore

/// Files anywhere: the desktop's file dialog runs beside the app (the window keeps running) to
/// choose a pattern to open (Ctrl+O) or where to save the pattern (Ctrl+Shift+E) or a picture or movie; without one,
/// the app's own browser (`FolderBrowser`). One dialog at a time; its outcome, looked at each
/// frame, becomes a request the app carries out. The files opened last are remembered.
public struct FileDialogs: Sendable {
    /// What a dialog is for.
    private enum Purpose {
        case openPattern, runScript, save(SaveTarget)
    }

    /// The dialog open, and what it is for.
    private var pending: (choice: FileChoice, purpose: Purpose)?
    /// The pattern files opened last.
    public private(set) var recent = RecentFiles()

    /// Remembers a file just opened.
    public mutating func opened(_ path: String) {
        recent.record(path)
    }

    /// Takes on the files remembered from the last run.
    public mutating func restore(recent paths: [String]) {
        recent = RecentFiles(paths)
    }

    /// What a second Ctrl+O or Ctrl+Shift+E says while a dialog is open.
    static let dialogOpen = "A file dialog is already open: choose a file there, or cancel it"
    /// How often an open dialog is looked at.
    static let pollSeconds = 0.1

    /// No dialog open.
    public init() {}

    /// Shows the dialog to open a file, or says why there is none.
    public mutating func chooseToOpen(in context: FeatureContext) {
        guard pending == nil else { return context.show(Self.dialogOpen) }
        // Without a desktop dialog, the app's own browser.
        guard let choice = context.services.chooseFile("Open a pattern") else { return context.request(.browseFiles(saveAs: nil)) }
        pending = (choice, .openPattern)
    }

    /// Shows the dialog to choose a Lua script to run (the app's own browser without one).
    public mutating func chooseScript(in context: FeatureContext) {
        guard pending == nil else { return context.show(Self.dialogOpen) }
        guard let choice = context.services.chooseFile("Run a Lua script") else { return context.request(.browseScripts) }
        pending = (choice, .runScript)
    }

    /// Shows the dialog to save the pattern, suggesting its name, or says why there is none.
    public mutating func chooseToSave(in context: FeatureContext) {
        // A pattern named after its file ("gun.rle") is offered as "gun.rle", not "gun.rle.rle".
        chooseToSave(.pattern, suggesting: PatternFileName.stem(context.title ?? "My pattern") + ".rle", in: context)
    }

    /// Shows the dialog to save a file for `target`, suggesting a name, or the app's own browser without one.
    public mutating func chooseToSave(_ target: SaveTarget, suggesting suggested: String, in context: FeatureContext) {
        guard pending == nil else { return context.show(Self.dialogOpen) }
        guard let choice = context.services.chooseSaveFile(target.title, suggested) else {
            return context.request(.browseFiles(saveAs: suggested, target: target))
        }
        pending = (choice, .save(target))
    }

    /// Once the dialog has closed: asks the app to open or save the file chosen, or says why it failed.
    public mutating func takeOutcome(in context: FeatureContext) {
        guard let (choice, purpose) = pending, let outcome = choice.outcome else { return }
        pending = nil
        switch outcome {
        case .chosen(let path):
            switch purpose {
            case .openPattern: context.request(.openFile(path))
            case .runScript: context.request(.runScript(path))
            case .save(.pattern): context.request(.savePattern(toPath: path))
            case .save(.export): context.request(.saveExport(toPath: path))
            }
        case .cancelled: break
        case .failed(let reason): context.show("The file dialog failed: \(reason)")
        }
    }

    /// When to look at the dialog again (nil with none open).
    public func nextWake(after now: Double) -> Double? {
        pending == nil ? nil : now + Self.pollSeconds
    }

    /// The app quits: an open dialog is closed (it would outlive the window).
    public func abandon() {
        pending?.choice.abandon()
    }
}
