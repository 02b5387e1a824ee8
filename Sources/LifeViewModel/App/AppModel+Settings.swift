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
        let preferences = context.preferences
        var s = Settings()
        s.speed = simulation.generationsPerSecond
        s.autoZoom = preferences.autoZoom
        s.autoStop = simulation.autoStopEnabled
        s.cellColor = preferences.cellColor?.description
        s.theme = theme.name
        s.torus = SettingsActions.value(of: .torus, in: context)
        (s.torusWidth, s.torusHeight) = SettingsActions.torusSize(in: context)
        s.unlimitedZoomOut = preferences.unlimitedZoomOut
        s.gridLines = preferences.gridLines
        s.firstRunDone = firstRun.done
        s.window = windowFrame
        s.maxMemoryMiB = preferences.maxMemoryMiB
        s.historyMemoryMiB = preferences.historyMemoryMiB
        return s
    }

    /// Takes on stored settings (at start-up). An unknown theme name keeps the current theme.
    /// The universe's topology comes from the board, not from here; the torus size is remembered.
    public func apply(_ s: Settings) {
        simulation.generationsPerSecond = s.speed
        simulation.autoStopEnabled = s.autoStop
        var preferences = Preferences()
        preferences.autoZoom = s.autoZoom
        preferences.cellColor = s.cellColor.flatMap { Color(hex: String($0.dropFirst())) }.map { Color(r: $0.r, g: $0.g, b: $0.b) }
        (preferences.torusWidth, preferences.torusHeight) = (s.torusWidth, s.torusHeight)
        preferences.unlimitedZoomOut = s.unlimitedZoomOut
        preferences.gridLines = s.gridLines
        preferences.maxMemoryMiB = s.maxMemoryMiB
        preferences.historyMemoryMiB = s.historyMemoryMiB
        context.preferences = preferences
        if let chosen = themes.first(where: { $0.name == s.theme }) { context.useTheme(chosen) }
        firstRun.done = s.firstRunDone
        windowFrame = s.window
        lastSavedSettings = settings
    }

    /// Records where the window is, so the next start opens it there.
    public func setWindowFrame(_ frame: WindowFrame) {
        windowFrame = frame
    }

    /// Writes the settings in the background when they changed since the last write.
    func saveSettingsIfChanged() {
        guard let store = services.store, store.settingsStore != nil else { return }
        let current = settings
        guard current != lastSavedSettings else { return }
        lastSavedSettings = current
        store.save(current) { [weak self] error in
            if let error, let self { self.show("Settings could not be saved: \(error)", now: self.lastNow) }
        }
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
        boards.autosaveNow()
        let spent = (clock.now - start).components
        store.finishAll(within: max(0.05, seconds - Double(spent.seconds) - Double(spent.attoseconds) / 1e18))
    }
}
