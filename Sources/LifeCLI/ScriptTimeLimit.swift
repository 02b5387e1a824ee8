import Dispatch

/// `life script --max-seconds`: a flag Lua's hook reads every thousand instructions (and the
/// session between generations), raised once the time is up. Without a limit it is never raised.
final class ScriptTimeLimit: @unchecked Sendable {
    /// The flag handed to `LuaScript.run` (non-zero: stop).
    let flag: UnsafeMutablePointer<Int32>

    /// Starts the clock; nil or a span past a year (never reached) sets no limit.
    init(seconds: Double?) {
        flag = .allocate(capacity: 1)
        flag.initialize(to: 0)
        guard let seconds, seconds < Self.longest else { return }
        // The timer keeps the limit (and so the flag) alive until it fires.
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { self.flag.pointee = 1 }
    }

    /// Limits longer than this are taken as none (DispatchTime counts nanoseconds in 64 bits).
    static let longest = 365.0 * 24 * 3600

    /// Whether the time is up.
    var isReached: Bool { flag.pointee != 0 }

    deinit { flag.deallocate() }
}
