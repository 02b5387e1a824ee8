import CSDL2
import Foundation

/// Keeps Xlib from ending the process when the window goes away under the app (a window manager
/// or `xdotool windowclose` destroying it, the X server closing): Xlib's default handlers print
/// "X Error of failed request" and exit with status 1, losing what was not saved yet. Instead, an
/// X error marks the window as lost, and the run loop quits the usual way (saving the session and
/// settings); a lost connection to the server saves with `lastWords` and exits with status 0.
enum XErrorGuard {
    /// Set by the first X error.
    nonisolated(unsafe) static var windowLost = false
    nonisolated(unsafe) private static var lastWords: (() -> Void)?

    /// Installs the handlers when SDL runs on X11 (after the window is open: SDL installs its own at start).
    static func install(lastWords: @escaping () -> Void) {
        guard let driver = SDL_GetCurrentVideoDriver(), String(cString: driver) == "x11" else { return }
        Self.lastWords = lastWords
        _ = XSetErrorHandler { _, _ in
            XErrorGuard.windowLost = true
            return 0
        }
        _ = XSetIOErrorHandler { _ in
            FileHandle.standardError.write(Data("life: the connection to the display was lost; saving and quitting\n".utf8))
            XErrorGuard.lastWords?()
            exit(0)
        }
    }
}
