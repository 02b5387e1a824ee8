import CSDL2

/// Wakes the event loop from any thread (a batch finished in the background): an SDL user
/// event ends the loop's wait, and the loop then takes the result.
enum LoopWake {
    /// Pushes the wake-up event (SDL_PushEvent may be called from any thread).
    @Sendable static func push() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }
}
