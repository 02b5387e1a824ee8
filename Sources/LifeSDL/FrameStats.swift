import LifeScene
/// Frame counts and times over a reporting interval, and the longest wait for new generations
/// while playing (the generation stream's worst pause).
struct FrameStats {
    let start: Double
    let generation: Int64
    private var frames = 0
    private var paintSeconds = 0.0
    private var frameSeconds = 0.0
    private var worstFrame = 0.0
    private var lastGeneration: Int64
    private var lastAdvance: Double
    private var worstPause = 0.0
    private var wasPlaying = false

    init(start: Double, generation: Int64) {
        self.start = start
        self.generation = generation
        lastGeneration = generation
        lastAdvance = start
    }

    mutating func record(paint: Double, total: Double) {
        frames += 1
        paintSeconds += paint
        frameSeconds += total
        worstFrame = max(worstFrame, total)
    }

    /// Notes the generation shown at `now`; while `playing`, the time since it last changed (or
    /// since play started, never the idle time before) counts as a pause.
    mutating func observe(generation current: Int64, playing: Bool, now: Double) {
        defer { wasPlaying = playing }
        if current != lastGeneration || !playing || !wasPlaying {
            lastGeneration = current
            lastAdvance = now
        } else {
            worstPause = max(worstPause, now - lastAdvance)
        }
    }

    /// One line: frames per second, mean scene+paint and paint+present times, the worst frame,
    /// generations per second and the longest pause of the generation stream while playing; in
    /// hyperspeed, the step (2^k generations a batch).
    func summary(now: Double, generation current: Int64, hyperStepLog: Int? = nil) -> String {
        let elapsed = max(1e-9, now - start)
        let n = Double(max(1, frames))
        return "frames \(frames) (\(Int((Double(frames) / elapsed).rounded())) fps), scene+paint \(ms(paintSeconds / n)) ms, "
            + "with present \(ms(frameSeconds / n)) ms, worst \(ms(worstFrame)) ms, "
            + "\(Int((Double(current - generation) / elapsed).rounded())) gen/s, longest pause \(ms(worstPause)) ms"
            + (hyperStepLog.map { ", hyperspeed 2^\($0)" } ?? "")
    }

    private func ms(_ seconds: Double) -> String {
        String(Double(Int(seconds * 10000)) / 10)
    }
}
