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
    public func topmost<State>(_ type: State.Type) -> State? {
        overlays.reversed().lazy.compactMap { $0.state as? State }.first
    }

    /// Puts an overlay on top (replacing one of its kind already open). The button that opened
    /// it is no longer the one under the pointer: the panel's own close is not lit before it is reached.
    func open(_ overlay: Overlay) {
        overlays.removeAll { $0.kind == overlay.kind }
        overlays.append(overlay)
        hover.point(at: nil, now: context.now)
    }

    /// Opens `overlay` or, when one of its kind is open, closes that one.
    func toggle(_ overlay: Overlay) {
        if overlays.contains(where: { $0.kind == overlay.kind }) {
            overlays.removeAll { $0.kind == overlay.kind }
        } else {
            open(overlay)
        }
    }

    /// Closes the overlay on top.
    func closeTop() {
        if !overlays.isEmpty { overlays.removeLast() }
    }

    /// Closes every overlay `matching` says yes to.
    func close(where matching: (Overlay) -> Bool) {
        overlays.removeAll(where: matching)
    }

    /// Replaces the overlay on top with its new state.
    func replaceTop(with overlay: Overlay) {
        guard !overlays.isEmpty else { return }
        overlays[overlays.count - 1] = overlay
    }

    /// Applies a layer's reply to an event: an overlay's new state replaces its entry in the stack,
    /// or it closes; returns whether the event was taken. (The board's layers keep their state in
    /// their features.)
    func take(_ reply: OverlayReply, from layer: Layer) -> Bool {
        let overlay: Overlay? = if case .overlay(let overlay) = layer { overlay } else { nil }
        func update() {
            guard let overlay, let index = overlays.lastIndex(where: { $0.kind == overlay.kind }) else { return }
            overlays[index] = overlay
        }
        func close() { if let overlay { overlays.removeAll { $0.kind == overlay.kind } } }
        switch reply {
        case .handled:
            update()
            return true
        case .updated:
            update()
            return false
        case .close:
            close()
            return true
        case .passed:
            return false
        case .closeThen(let request):
            close()
            carryOut(request)
            return true
        }
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
        case .openFile(let path):
            openFile(path)
        case .cancelRecording:
            exports.cancel()
        case .browseScripts:
            // The folders of the scripts run last come first.
            let folders = scripts.recent.compactMap { FilePath($0).parent } + files.recent.folders
            open(.folder(FolderBrowser(.runScript, recent: folders, in: context)))
        case .runScript(let path):
            scripts.start(path, in: context)
        case .stopScript:
            scripts.stop()
        case .browseFiles(let name, let target):
            open(.folder(FolderBrowser(name == nil ? .open : .save(target), fileName: name ?? "", recent: files.recent.folders, in: context)))
        case .confirmExport(let choosingFile):
            guard let dialog = topmost(ExportDialog.self) else { return }
            switch exports.confirm(dialog, choosingFile: choosingFile, selection: editing.selection, in: context) {
            case .stay: break
            case .done: close { $0.kind == .export }
            case .chooseFile(let target, let suggested):
                close { $0.kind == .export }
                files.chooseToSave(target, suggesting: suggested, in: context)
            }
        case .saveExport(let path):
            // The app's own browser closes once the file is made, else stays with the reason at its field.
            guard var browser = topmost(FolderBrowser.self) else {
                _ = exports.save(to: path, selection: editing.selection, in: context)
                return
            }
            let (saved, reason) = context.refusal { exports.save(to: path, selection: editing.selection, in: context) }
            if saved {
                close { $0.kind == .folder }
            } else if let reason {
                browser.refuse(reason)
                replaceTop(with: .folder(browser))
            }
        case .savePattern(let path):
            guard var browser = topmost(FolderBrowser.self) else {
                if let written = PatternExport.write(toPath: path, in: context) { files.opened(written) }
                return
            }
            // The app's own browser closes once the file is written, else stays with the reason at its field.
            var written: String?
            let (saved, reason) = context.refusal {
                written = PatternExport.write(toPath: path, in: context)
                return written != nil
            }
            if let written { files.opened(written) }
            if saved {
                close { $0.kind == .folder }
            } else if let reason {
                browser.refuse(reason)
                replaceTop(with: .folder(browser))
            }
        }
    }

    /// Opens a pattern file (read beside the app) and remembers it once it is on the board.
    func openFile(_ path: String) {
        if let opened = editing.open(path: path, in: context) { files.opened(opened) }
    }

    /// Carries out what features asked for while an event or a frame was handled.
    func carryOutRequests() {
        // Carrying one out may ask for more (opening a pattern asks for it to be framed).
        while case let requests = context.takeRequests(), !requests.isEmpty { requests.forEach(carryOut) }
        // The Boards panel shows while it is both in the stack and open in the library.
        if boards.panel == nil { close { $0 == .boards } } else if !overlays.contains(.boards) { boards.closePanel() }
    }

    /// Opens the census of the ending shown in the banner, or closes the Details panel.
    func toggleDetails() {
        if overlays.contains(where: { $0.kind == .census }) {
            close { $0.kind == .census }
        } else if let panel = CensusPanel.details(in: context) {
            open(.census(panel))
        }
    }

    /// Opens the jump prompt (G), or cancels the jump under way.
    func toggleJump() {
        if simulation.isJumping {
            JumpActions.cancel(in: context)
        } else if simulation.population == 0 {
            context.show("Nothing to jump: the board is empty")
        } else {
            open(.prompt(TextPrompt(.jump)))
        }
    }

    /// Identify for the whole pattern on the board (I).
    func identifyPattern() {
        if let panel = CensusPanel.identify(in: context) { open(.census(panel)) }
    }
}
