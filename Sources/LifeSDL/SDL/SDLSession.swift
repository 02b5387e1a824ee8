import LifeScene
import CSDL2
import Glibc

/// SDL and SDL_ttf initialised for the lifetime of this object.
public final class SDLSession {
    private let video: Bool

    /// Initialises SDL (video and events when `video`) and SDL_ttf; `videoDriver` forces a driver such as "dummy".
    public init(video: Bool, videoDriver: String? = nil) throws {
        self.video = video
        SDL_SetMainReady()
        if let videoDriver { SDL_SetHint(SDL_HINT_VIDEODRIVER, videoDriver) }
        if video {
            // Without a display SDL went on to drivers that waited for ever (`life FILE` on a console).
            let keys: [String] = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]
            let named = keys.compactMap { key in getenv(key).map { (key, String(cString: $0)) } }
            if videoDriver == nil, let problem = Self.displayProblem(environment: Dictionary(uniqueKeysWithValues: named)) {
                throw SDLError(message: problem)
            }
            SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
            // SIGTERM and SIGINT are the app's own (`TerminationSignals`), not a quit request.
            SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
            // The window's class is the launcher's name (StartupWMClass=life), not this program's file name.
            setenv("SDL_VIDEO_X11_WMCLASS", "life", 0)
            guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        }
        guard TTF_Init() == 0 else {
            if video { SDL_Quit() }
            throw SDLError("TTF_Init")
        }
    }

    /// Why the window has nowhere to open in `environment`: no X or Wayland display named, and no
    /// SDL video driver chosen by hand (`SDL_VIDEODRIVER`); nil when there is one.
    public static func displayProblem(environment: [String: String]) -> String? {
        let named = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains { environment[$0].map { !$0.isEmpty } ?? false }
        return named ? nil : "no display (neither DISPLAY nor WAYLAND_DISPLAY is set): "
            + "run it in a desktop session; the command line's run, final, identify, convert and render need none"
    }

    deinit {
        TTF_Quit()
        if video { SDL_Quit() }
    }
}
