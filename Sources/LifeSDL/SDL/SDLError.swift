import LifeScene
import CSDL2

/// An SDL or SDL_ttf call that failed, with SDL_GetError's text.
public struct SDLError: Error, CustomStringConvertible {
    /// The call that failed.
    public let call: String
    /// SDL's explanation.
    public let message: String

    /// Captures SDL_GetError right after a failed `call`.
    init(_ call: String) {
        self.call = call
        self.message = String(cString: SDL_GetError())
    }

    /// What keeps the window from opening before any SDL call (`call` empty: the message alone).
    init(call: String = "", message: String) {
        (self.call, self.message) = (call, message)
    }

    /// "SDL_Call failed: message" (the message alone when no call failed).
    public var description: String { call.isEmpty ? message : "\(call) failed: \(message)" }
}
