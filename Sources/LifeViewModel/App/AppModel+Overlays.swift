import LifeInterface
import FilesFeature
import BoardsFeature
import JumpFeature
import CensusFeature
import PromptFeature
import PicturesFeature
import ScriptsFeature
import LifeScene
import LifeStore

/// The overlay stack: opening, closing and updating what lies over the grid.
extension AppModel {
    /// The state of the topmost open overlay of that type (`topmost(CensusPanel.self)`), if any.
    public func topmost<State>(_ type: State.Type) -> State? { stack.topmost(type) }

    /// Puts an overlay on top (replacing one of its kind already open). The button that opened
    /// it is no longer the one under the pointer: the panel's own close is not lit before it is
    /// reached; and Tab starts at the panel's first control (not where it was when last closed).
    func open(_ overlay: Overlay) {
        stack.open(overlay)
        hover.point(at: nil, now: context.now)
        ring.open()
    }

    /// Opens `overlay` or, when one of its kind is open, closes that one.
    func toggle(_ overlay: Overlay) {
        if !stack.close(overlay.kind) { open(overlay) }
    }

    /// Applies a layer's reply to an event (see `OverlayStack.take`) and carries out what it asked
    /// for after closing; returns whether the event was taken.
    func take(_ reply: OverlayReply, from layer: Layer) -> Bool {
        let overlay: Overlay? = if case .overlay(let overlay) = layer { overlay } else { nil }
        let (taken, then) = stack.take(reply, from: overlay)
        if let then { carryOut(then) }
        return taken
    }

    /// Does what a feature asked of the app.
    func carryOut(_ request: AppRequest) {
        switch request {
        case .open(let pattern):
            editing.load(pattern, named: pattern.name, in: context)
        case .fit:
            fit(now: context.now)
        case .fitAtOnce:
            fit(now: context.now, animated: false)
        case .perform(let action):
            perform(action, now: context.now)
        case .askBoardName(let renaming, let suggested):
            open(.prompt(TextPrompt(renaming.map { .renameBoard($0) } ?? .saveBoard, text: suggested)))
        case .confirmPrompt:
            if let prompt = topmost(TextPrompt.self) { confirm(prompt) }
        case .openFile(let path, let fromBrowser):
            openFile(path, fromBrowser: fromBrowser)
        case .cancelRecording:
            exports.cancel()
        case .browseScripts:
            open(.folder(FolderBrowser(.runScript, recent: scripts.browsingFolders(then: files.recent.folders), in: context)))
        case .runScript(let path):
            scripts.start(path, selection: editing.selection, in: context)
        case .stopScript:
            scripts.stop()
        case .browseFiles(let name, let target, let problem):
            open(.folder(FolderBrowser(name == nil ? .open : .save(target), fileName: name ?? "", recent: files.recent.folders, problem: problem, in: context)))
        case .confirmExport(let choosingFile):
            guard let dialog = topmost(ExportDialog.self) else { return }
            switch exports.confirm(dialog, choosingFile: choosingFile, selection: editing.selection, in: context) {
            case .stay: break
            case .done: stack.close(.export)
            case .chooseFile(let target, let suggested):
                stack.close(.export)
                files.chooseToSave(target, suggesting: suggested, in: context)
            }
        case .saveExport(let path):
            stack.saveFromBrowser(in: context) { exports.save(to: path, selection: editing.selection, in: context) }
        case .savePattern(let path):
            stack.saveFromBrowser(in: context) {
                guard let written = PatternExport.write(toPath: path, in: context) else { return false }
                files.opened(written)
                return true
            }
        }
    }

    /// Opens a pattern file (read beside the app) and remembers it once it is on the board.
    func openFile(_ path: String, fromBrowser: Bool = false) {
        if let opened = editing.open(path: path, fromBrowser: fromBrowser, in: context) { files.opened(opened) }
    }

    /// Remembers a file whose pattern is on the board (one named on the command line) among the recent ones.
    public func rememberOpened(_ path: String) { files.opened(path) }

    /// Carries out what features asked for while an event or a frame was handled.
    func carryOutRequests() {
        // Carrying one out may ask for more (opening a pattern asks for it to be framed).
        while case let requests = context.takeRequests(), !requests.isEmpty { requests.forEach(carryOut) }
        // The Boards panel shows while it is both in the stack and open in the library.
        if boards.panel == nil { stack.close(.boards) } else if !stack.contains(.boards) { boards.closePanel() }
    }

    /// Opens the census of the ending shown in the banner, or closes the Details panel.
    func toggleDetails() {
        if !stack.close(.census), let panel = CensusPanel.details(in: context) {
            open(.census(panel))
        }
    }
}
