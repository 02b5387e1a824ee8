import Synchronization

/// A file being chosen in a dialog that runs beside the app (a desktop file dialog program): the
/// app looks at `outcome` on each frame and acts once it is there, so the window never waits.
public final class FileChoice: Sendable {
    /// How the choosing ended.
    public enum Outcome: Equatable, Sendable {
        /// This file was chosen.
        case chosen(String)
        /// The dialog was closed without a choice.
        case cancelled
        /// The dialog could not be shown or failed, with why.
        case failed(String)
    }

    private let state = Mutex<Outcome?>(nil)
    private let closing = Mutex<(@Sendable () -> Void)?>(nil)

    /// A choice under way.
    public init() {}

    /// How it ended, or nil while the dialog is open.
    public var outcome: Outcome? { state.withLock { $0 } }

    /// Ends the choice (the first ending counts); callable from any thread.
    public func finish(_ outcome: Outcome) {
        state.withLock { if $0 == nil { $0 = outcome } }
    }

    /// Says how to close the dialog when the app no longer wants the choice.
    public func whenAbandoned(_ close: @escaping @Sendable () -> Void) {
        closing.withLock { $0 = close }
    }

    /// The app quits: the dialog is closed and the choice ends as cancelled.
    public func abandon() {
        finish(.cancelled)
        closing.withLock { $0 }?()
    }
}
