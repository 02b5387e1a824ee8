import LifeInterface
import LifeStore

/// Writes the settings file when the settings differ from what it holds: in the background as
/// they change, and on the calling thread at quit (a small file, never lost behind a long save).
public struct SettingsWriter {
    /// The settings last written, or read at start-up.
    public private(set) var written: Settings?

    /// A writer that has written nothing yet.
    public init() {}

    /// Counts `settings` as what the file holds (read from it at start-up).
    public mutating func holds(_ settings: Settings) {
        written = settings
    }

    /// Writes `settings` in the background when they changed; a failure is shown as a notice.
    public mutating func writeIfChanged(_ settings: Settings, in context: FeatureContext) {
        guard let store = context.services.store, store.settingsStore != nil, settings != written else { return }
        written = settings
        store.save(settings) { [weak context] error in
            // Beside a start-up warning, not over it (boards not saved this run went unread).
            if let error, let context { context.showAlso("Settings could not be saved: \(error)") }
        }
    }

    /// Writes `settings` now, on this thread, when they changed (at quit).
    public mutating func writeNow(_ settings: Settings, in context: FeatureContext) {
        guard let settingsStore = context.services.store?.settingsStore, settings != written else { return }
        written = settings
        try? settingsStore.save(settings)
    }
}
