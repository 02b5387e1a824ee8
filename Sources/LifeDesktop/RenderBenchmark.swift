import LifeInterface
import LifeRun
import Foundation
import LifeCLI
import LifeEngine
import LifeScene
import LifeSDL
import LifeViewModel

/// Measures a frame's parts (one generation, scene building with rasterising, software painting)
/// while a large soup runs, headless at 1280x800.
enum RenderBenchmark {
    struct Figures {
        var frames: Int
        var population: Int
        var zoom: Double
        var stepMilliseconds: Double
        var sceneMilliseconds: Double
        var paintMilliseconds: Double
    }

    /// Prints the figures of a 2048x1024 soup, fitted and at 4 px a cell (`life bench --render`).
    static func printFigures() throws {
        let fonts = FontFiles(regular: Composition.locateFont("Inter-Regular.otf"), semibold: Composition.locateFont("Inter-SemiBold.otf"))
        for zoom in [nil, 4.0] as [Double?] {
            let f = try run(width: 2048, height: 1024, frames: 60, zoom: zoom, fonts: fonts)
            print(String(format: "render 2048x1024 soup, population %d, zoom %.2f px/cell: step %.2f ms, scene %.2f ms, paint (software) %.2f ms, frame %.2f ms",
                         f.population, f.zoom, f.stepMilliseconds, f.sceneMilliseconds, f.paintMilliseconds,
                         f.stepMilliseconds + f.sceneMilliseconds + f.paintMilliseconds))
        }
    }

    /// Runs `frames` frames of a `width` x `height` 50% soup, fitted into the window (zoom as given, or fitted).
    static func run(width: Int, height: Int, frames: Int, zoom: Double?, fonts: FontFiles) throws -> Figures {
        let pattern = Pattern(cells: BenchWorkload.randomSoup(width: width, height: height, seed: 7))
        let model = AppModel(windowSize: Size(1280, 800), pattern: pattern, runner: InlineRunner(),
                             services: AppServices(workClock: MonotonicClock.seconds), makeUniverse: Engines.counting)
        if let zoom {
            model.context.zoom(by: zoom / model.camera.zoom, anchor: model.layout.grid.center, animated: false)
        }
        let session = try SDLSession(video: false)
        let surface = try Surface(width: 1280, height: 800)
        let renderer = try Renderer(surface: surface)
        let painter = Painter(renderer: renderer, fonts: fonts, session: session)
        let clock = ContinuousClock()
        func ms(_ d: Duration) -> Double { d.seconds * 1000 }
        var step = 0.0, scene = 0.0, paint = 0.0
        for _ in 0..<frames {
            let t0 = clock.now
            model.simulation.stepOnce()
            let t1 = clock.now
            let list = model.scene()
            let t2 = clock.now
            try painter.paint(list)
            let t3 = clock.now
            step += ms(t1 - t0)
            scene += ms(t2 - t1)
            paint += ms(t3 - t2)
        }
        let n = Double(max(1, frames))
        return Figures(frames: frames, population: model.simulation.population, zoom: model.camera.zoom,
                       stepMilliseconds: step / n, sceneMilliseconds: scene / n, paintMilliseconds: paint / n)
    }
}
