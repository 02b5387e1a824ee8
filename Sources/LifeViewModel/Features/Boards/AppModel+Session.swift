import LifeInterface
import LifeRun
import Foundation
import LifeEngine
import LifeScene
import LifeStore

/// The autosaved session: saved in the background every few seconds when something changed,
/// once more at quit, and put back at start-up.
extension AppModel {
    /// Seconds between autosaves while the universe or the view changes.
    public static let autosaveInterval = 3.0

    /// What has to differ for an autosave to be worth writing.
    var autosaveToken: AutosaveToken {
        AutosaveToken(revision: simulation.revision, center: cameraController.target.center, zoom: cameraController.target.zoom,
                      boardID: currentBoardID, name: currentBoardName)
    }

    /// Saves the session in the background when it changed and the interval has passed.
    func autosaveIfDue(now: Double) {
        guard let store = services.store, now >= nextAutosaveTime, !store.isBusy else { return }
        let token = autosaveToken
        guard token != lastAutosave else { return }
        nextAutosaveTime = now + Self.autosaveInterval
        lastAutosave = token
        let draft = currentBoard(id: sessionID, name: currentBoardName ?? context.patternName ?? "Untitled", created: services.wallClock())
        let source = currentBoardID
        store.submit({ try $0.saveSession(Session(board: draft.make(), sourceID: source)) }) { [weak self] result in
            if case .failure(let error) = result { self?.show("Autosave failed: \(error)", now: self?.lastNow ?? 0) }
        }
    }

    /// When an autosave will be due (nil: nothing new to save).
    func nextAutosaveWake() -> Double? {
        guard let store = services.store else { return nil }
        if store.isBusy { return lastNow + 0.05 }
        return autosaveToken != lastAutosave ? nextAutosaveTime : nil
    }

    /// Saves the session and settings at quit, waiting at most about `seconds` for the disk. A
    /// save still running (a huge universe) is not waited for past that: the process ends, SQLite
    /// drops the unfinished transaction, and the last committed save stays intact. Settings are
    /// written on this thread (a small file), so they are never lost behind a long save.
    public func saveBeforeQuit(within seconds: Double = 0.8) {
        guard let store = services.store else { return }
        let clock = ContinuousClock(), start = clock.now
        if let settingsStore = store.settingsStore, settings != lastSavedSettings {
            lastSavedSettings = settings
            try? settingsStore.save(settings)
        }
        guard store.finishAll(within: seconds / 2) else { return }
        nextAutosaveTime = 0
        lastAutosave = nil
        autosaveIfDue(now: lastNow)
        let spent = (clock.now - start).components
        store.finishAll(within: max(0.05, seconds - Double(spent.seconds) - Double(spent.attoseconds) / 1e18))
    }

    /// Puts the autosaved session back at start-up.
    func restore(_ session: Session) {
        loadUniverse(of: session.board)
        currentBoardID = session.sourceID
        currentBoardName = session.sourceID != nil ? session.board.name : nil
        currentBoardCreated = session.sourceID != nil ? session.board.created : nil
        context.patternName = session.board.pattern.name
        if let view = session.board.view {
            context.autoZoomSuspended = true
            cameraController.move(to: Point(view.centerX, view.centerY), zoom: view.zoom, now: 0, animated: false)
            // A saved view that no longer shows any of the life gives way to a frame of all of it.
            if let bounds = simulation.universe.bounds, !camera.visibleCells.intersects(bounds) { fit(now: 0, animated: false) }
        } else {
            fit(now: 0, animated: false)
        }
        lastAutosave = autosaveToken
        show("Restored your last session", now: 0)
    }
}
