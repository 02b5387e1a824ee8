import LifeInterface
import LifeEngine
import LifeRun
import LifeScene
import LifeStore
import LifeTestSupport
import LifeViewModel

extension AppModel {
    /// The model as tests make it: work runs inline, engine time is a steady clock (a millisecond
    /// a reading, whatever the machine does), universes are the app's, nothing persists. On that
    /// clock every batch looks quick, so full-speed batches are held to `fullSpeedBatch` generations
    /// (as a debug build here manages in a frame) instead of growing to a million.
    public static func forTests(windowSize: Size, theme: Theme = .builtIn, pattern: Pattern? = nil,
                                runner: BackgroundRunner = InlineRunner(),
                                services: AppServices = AppServices(workClock: SteadyWorkClock().read),
                                themes: [Theme] = [], randomSeed: UInt64 = 0x5EED, settings: Settings? = nil,
                                session: Session? = nil, startupNotice: String? = nil,
                                makeUniverse: @escaping (Rule, Topology) -> any LifeAlgorithm = Engines.counting,
                                fullSpeedBatch: Int64 = 64) -> AppModel {
        let model = AppModel.init(windowSize: windowSize, theme: theme, pattern: pattern, runner: runner, services: services, themes: themes,
                 randomSeed: randomSeed, settings: settings, session: session, startupNotice: startupNotice, makeUniverse: makeUniverse)
        model.simulation.maxBatchGenerations = fullSpeedBatch
        return model
    }

    /// A model of `pattern` played at full speed until auto-stop pauses it (frames of 0.05 s for at
    /// most `seconds`), then `settling` seconds more so the camera's move ends; the model and the
    /// time reached.
    public static func playedToItsEnding(_ pattern: Pattern, windowSize: Size = Size(1280, 800), within seconds: Double = 120,
                                         settling: Double = 0) -> (model: AppModel, time: Double) {
        let model = AppModel.forTests(windowSize: windowSize, pattern: pattern)
        model.simulation.generationsPerSecond = .infinity
        model.perform(.playPause, now: 0)
        var t = 0.0
        while model.simulation.isPlaying && t < seconds { t += 0.05; model.advance(to: t) }
        for _ in 0..<Int(settling / 0.05) { t += 0.05; model.advance(to: t) }
        return (model, t)
    }
}
