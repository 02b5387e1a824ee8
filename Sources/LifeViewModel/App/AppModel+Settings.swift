import LifeInterface
import SettingsFeature
import LifeRun
import LifeScene
import Foundation
import LifeEngine
import LifeStore

/// The settings the app remembers between runs, read from and written to `Settings`.
extension AppModel {
    /// The settings as they stand now.
    public var settings: Settings {
        var s = StoredSettings.current(in: context)
        s.firstRunDone = firstRun.done
        s.window = windowFrame
        s.recentFiles = files.recent.paths
        s.recentScripts = scripts.recent
        return s
    }

    /// Takes on stored settings (at start-up).
    public func apply(_ s: Settings) {
        StoredSettings.apply(s, in: context)
        firstRun.restore(done: s.firstRunDone)
        files.restore(recent: s.recentFiles)
        scripts.restore(recent: s.recentScripts)
        windowFrame = s.window
        lastSavedSettings = settings
    }

    /// Records where the window is, so the next start opens it there.
    public func setWindowFrame(_ frame: WindowFrame) {
        windowFrame = frame
    }

    /// Writes the settings in the background when they changed since the last write.
    func saveSettingsIfChanged() {
        guard let store = context.services.store, store.settingsStore != nil else { return }
        let current = settings
        guard current != lastSavedSettings else { return }
        lastSavedSettings = current
        store.save(current) { [weak self] error in
            if let error, let self { self.context.show("Settings could not be saved: \(error)") }
        }
    }

    /// Saves the session and settings at quit, waiting at most about `seconds` for the disk. A
    /// save still running (a huge universe) is not waited for past that: the process ends, SQLite
    /// drops the unfinished transaction, and the last committed save stays intact. Settings are
    /// written on this thread (a small file), so they are never lost behind a long save.
    public func saveBeforeQuit(within seconds: Double = 0.8) {
        files.abandon()
        // A recording under way is not finished after the window: it leaves no file behind.
        exports.abandon()
        scripts.abandon()
        guard let store = context.services.store else { return }
        let clock = ContinuousClock(), start = clock.now
        if let settingsStore = store.settingsStore, settings != lastSavedSettings {
            lastSavedSettings = settings
            try? settingsStore.save(settings)
        }
        guard store.finishAll(within: seconds / 2) else { return }
        boards.autosaveNow()
        let spent = (clock.now - start).components
        store.finishAll(within: max(0.05, seconds - Double(spent.seconds) - Double(spent.attoseconds) / 1e18))
    }
}
