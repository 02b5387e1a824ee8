import LifeRun
import LifeScene
import Foundation
import LifeEngine
import LifeStore

/// The settings the app remembers between runs, read from and written to `Settings`.
extension AppModel {
    /// The settings as they stand now.
    public var settings: Settings {
        var s = Settings()
        s.speed = simulation.generationsPerSecond
        s.autoZoom = autoZoomEnabled
        s.autoStop = simulation.autoStopEnabled
        s.cellColor = cellColor?.description
        s.theme = theme.name
        s.torus = value(of: .torus)
        s.torusWidth = torusWidth
        s.torusHeight = torusHeight
        s.unlimitedZoomOut = unlimitedZoomOut
        s.gridLines = gridLinesEnabled
        s.firstRunDone = firstRunDone
        s.window = windowFrame
        s.maxMemoryMiB = maxMemoryMiB
        s.historyMemoryMiB = historyMemoryMiB
        return s
    }

    /// Takes on stored settings (at start-up). An unknown theme name keeps the current theme.
    /// The universe's topology comes from the board, not from here; the torus size is remembered.
    public func apply(_ s: Settings) {
        simulation.generationsPerSecond = s.speed
        autoZoomEnabled = s.autoZoom
        simulation.autoStopEnabled = s.autoStop
        setCellColor(s.cellColor.flatMap { Color(hex: String($0.dropFirst())) })
        if let chosen = themes.first(where: { $0.name == s.theme }) { useTheme(chosen) }
        chosenTorusSize = (s.torusWidth, s.torusHeight)
        unlimitedZoomOut = s.unlimitedZoomOut
        gridLinesEnabled = s.gridLines
        firstRunDone = s.firstRunDone
        windowFrame = s.window
        maxMemoryMiB = s.maxMemoryMiB
        simulation.hashLifeMemory = s.maxMemoryMiB << 20
        historyMemoryMiB = s.historyMemoryMiB
        simulation.historyMemory = s.historyMemoryMiB << 20
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
}
