import LifeInterface
import SettingsFeature
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

    /// Takes on stored settings at start-up (`startingEmpty`: no pattern or session came, so the universe takes their board).
    public func apply(_ s: Settings, startingEmpty: Bool = false) {
        StoredSettings.apply(s, in: context, startingEmpty: startingEmpty)
        firstRun.restore(done: s.firstRunDone)
        files.restore(recent: s.recentFiles)
        scripts.restore(recent: s.recentScripts)
        windowFrame = s.window
        settingsWriter.holds(settings)
    }

    /// Writes the settings in the background when they changed since the last write.
    func saveSettingsIfChanged() {
        settingsWriter.writeIfChanged(settings, in: context)
    }

    /// Saves the settings (on this thread: a small file, never lost behind a long save) and then
    /// the session at quit, waiting at most about `seconds` for the disk (`BoardLibrary.autosaveAtQuit`).
    public func saveBeforeQuit(within seconds: Double = 0.8) {
        files.abandon()
        // A recording under way is not finished after the window: it leaves no file behind.
        exports.abandon()
        scripts.abandon()
        settingsWriter.writeNow(settings, in: context)
        boards.autosaveAtQuit(within: seconds)
    }
}
