import Foundation

/// Monotonic seconds since an arbitrary start, safe to call from any thread.
public enum MonotonicClock {
    /// The current reading.
    @Sendable
    public static func seconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }
}
