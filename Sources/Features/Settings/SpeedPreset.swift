/// A speed the settings offer as a segment.
public enum SpeedPreset: Equatable, Sendable {
    /// Generations per second (infinity: as fast as the engine goes).
    case rate(Double)
    /// 2^k generations a frame with HashLife.
    case hyperspeed
}
