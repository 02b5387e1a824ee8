import LifeInterface
import Foundation
import LifeEngine
import LifeScene
import LifeStore

/// The autosaved session: saved in the background every few seconds when something changed (half
/// a second after a change made by hand), once more at quit, and put back at start-up.
extension BoardLibrary {
    /// Seconds between autosaves while the universe runs or the view changes.
    public static let autosaveInterval = 3.0
    /// Seconds after the last autosave that a change made by hand while paused (a click, a
    /// stroke, a step) is written: the app killed a second after a few clicks lost them.
    public static let editAutosaveDelay = 0.5

    /// Seconds between tries while autosaves fail (the disk full, the database locked).
    public static let retryInterval = 5.0

    /// When the next autosave is due: soon after a change by hand, else the interval after the
    /// last one; while autosaves fail, every `retryInterval` (changed or not: the board is unsaved).
    var autosaveDue: Double {
        if autosaveFailure != nil { return lastAutosaveTime + Self.retryInterval }
        let byHand = !context.simulation.isPlaying && autosaveToken.revision != lastAutosave?.revision
        return lastAutosaveTime + (byHand ? Self.editAutosaveDelay : Self.autosaveInterval)
    }

    /// What has to differ for an autosave to be worth writing.
    var autosaveToken: AutosaveToken {
        let target = context.cameraController.target
        return AutosaveToken(revision: context.simulation.revision, center: target.center, zoom: target.zoom, boardID: currentID, name: currentName)
    }

    /// Saves the session in the background when it changed and the interval has passed.
    public func autosaveIfDue() {
        let now = context.now
        guard let store = context.services.store, now >= autosaveDue, !store.isBusy else { return }
        let token = autosaveToken
        guard token != lastAutosave else { return }
        lastAutosaveTime = now
        lastAutosave = token
        let draft = currentBoard(id: sessionID, name: context.title ?? "Untitled", created: context.services.wallClock())
        let source = currentID, asOpened = context.isAsOpened, secondWindow = context.services.anotherWindowOpen
        store.submit({ repository in
            // Another window holds the session: this one's work goes into a board of its own.
            if secondWindow { return asOpened ? () : try repository.saveSecondWindow(draft.make()) }
            try repository.saveSession(Session(board: draft.make(), sourceID: source, asOpened: asOpened))
        }) { [weak self] result in
            guard let self else { return }
            switch result {
            case .failure(let error):
                // Said once, then tried again every few seconds (a paused board too) until it saves.
                if self.autosaveFailure == nil { self.context.show("Autosave failed: \(error); trying again every few seconds") }
                self.autosaveFailure = "\(error)"
                if self.lastAutosave == token { self.lastAutosave = nil }
            case .success:
                if self.autosaveFailure != nil { self.context.show("Autosaved again: your board is safe") }
                self.autosaveFailure = nil
            }
        }
    }

    /// Saves the session now if anything changed since the last autosave (at quit).
    public func autosaveNow() {
        lastAutosaveTime = -.infinity
        lastAutosave = nil
        autosaveIfDue()
    }

    /// Saves the session at quit, waiting at most about `seconds` for the disk. A save still
    /// running (a huge universe) is not waited for past that: the process ends, SQLite drops the
    /// unfinished transaction, and the last committed save stays intact.
    public func autosaveAtQuit(within seconds: Double) {
        guard let store = context.services.store else { return }
        let clock = ContinuousClock(), start = clock.now
        guard store.finishAll(within: seconds / 2) else { return }
        autosaveNow()
        func left() -> Double {
            let spent = (clock.now - start).components
            return max(0.05, seconds - Double(spent.seconds) - Double(spent.attoseconds) / 1e18)
        }
        guard store.finishAll(within: left()) else { return }
        // The log folded into the file: a copy of boards.sqlite alone holds everything. Cut short
        // by the time left, the log stays as valid as before.
        store.submit({ try $0.foldLog() }, then: { _ in })
        store.finishAll(within: left())
    }

    /// When an autosave will be due (nil: nothing new to save).
    public var nextAutosaveWake: Double? {
        guard let store = context.services.store else { return nil }
        if store.isBusy { return context.now + 0.05 }
        return autosaveToken != lastAutosave || autosaveFailure != nil ? autosaveDue : nil
    }

    /// Puts the autosaved session back at start-up.
    public func restore(_ session: Session) {
        loadUniverse(of: session.board)
        context.patternName = session.board.pattern.name
        if session.asOpened { context.markOpened() }
        if let source = session.sourceID {
            bind(source, name: session.board.name, created: session.board.created)
            learnFingerprint(of: source)
        }
        showView(of: session.board)
        context.show("Restored your last session")
    }

    /// Keeps the last session, not restored because the app was started on a file, as a saved
    /// board when it holds work its saved board does not (`BoardRepository.keepUnsavedWork`).
    public func keepUnrestored(_ session: Session) {
        context.services.store?.submit({ try $0.keepUnsavedWork(session) }) { [weak self] result in
            switch result {
            case .success(let kept?): self?.context.show("Your last session is kept as the board \"\(kept.name)\" (Boards: B)")
            case .success(nil): break
            case .failure(let error): self?.context.show("Your last session could not be kept as a board: \(error)")
            }
        }
    }

    /// Keeps the universe as a saved board "… (replaced)" just before a file, pattern or board
    /// takes its place, when it holds work saved nowhere (cells drawn or run since it was opened,
    /// a saved board changed since it was saved): Ctrl+Z brings it back while the app runs, and
    /// after a quit or a crash it was gone.
    func keepReplacedWork() {
        guard let store = context.services.store, context.simulation.universe.exactPopulation > 0, !context.isAsOpened,
              currentID == nil || hasUnsavedChanges else { return }
        let draft = currentBoard(id: UUID(), name: context.title ?? "Untitled", created: context.services.wallClock())
        let source = currentID
        store.submit({ try $0.keepUnsavedWork(Session(board: draft.make(), sourceID: source, asOpened: false), as: Self.replacedSuffix) }) { [weak self] result in
            guard let self else { return }
            // Said after what replaced it (the notice that it opened stays in front).
            switch result {
            case .success(let kept?): self.context.showAlso("the board it replaced is kept as \"\(kept.name)\" (Boards: B)")
            case .success(nil): break
            case .failure(let error): self.context.showAlso("the board it replaced could not be kept: \(error)")
            }
        }
    }

    /// What a board kept by `keepReplacedWork` has after its name.
    static let replacedSuffix = " (replaced)"

    /// Counts what is on screen now as autosaved (after a restored session has been framed).
    public func markAutosaved() {
        lastAutosave = autosaveToken
    }
}
