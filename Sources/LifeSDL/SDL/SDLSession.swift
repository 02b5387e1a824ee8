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
            SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
            // The window's class is the launcher's name (StartupWMClass=life), not this program's file name.
            setenv("SDL_VIDEO_X11_WMCLASS", "life", 0)
            guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError("SDL_Init") }
        }
        guard TTF_Init() == 0 else {
            if video { SDL_Quit() }
            throw SDLError("TTF_Init")
        }
    }

    deinit {
        TTF_Quit()
        if video { SDL_Quit() }
    }
}
