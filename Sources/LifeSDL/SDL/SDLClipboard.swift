import LifeScene
import CSDL2

/// The system clipboard through SDL (works under X11 and Wayland, and under Xvfb).
enum SDLClipboard {
    /// The clipboard's text, or nil when it holds none.
    static func read() -> String? {
        guard SDL_HasClipboardText() == SDL_TRUE, let text = SDL_GetClipboardText() else { return nil }
        defer { SDL_free(text) }
        return String(cString: text)
    }

    /// Replaces the clipboard's text.
    static func write(_ text: String) {
        _ = SDL_SetClipboardText(text)
    }
}
