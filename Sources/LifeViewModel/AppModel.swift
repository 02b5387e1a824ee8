import Foundation
import LifeEngine

/// The app's state and behaviour, free of SDL: input events in, render lists out.
///
/// The run loop calls `handle(_:now:)` for each event, `advance(to:)` once a frame, paints
/// `scene()` when `needsRedraw` is set, and sleeps until `nextWakeTime(after:)` (forever when nil).
public final class AppModel {
    /// Current layout of the window.
    public private(set) var layout: Layout
    /// The camera over the grid.
    public private(set) var camera: Camera
    /// The running universe.
    public let simulation: Simulation
    /// Design tokens in use.
    public private(set) var theme: Theme
    /// Set when the user asked to quit.
    public private(set) var quitRequested = false
    /// Set when something on screen changed since the last `didDraw()`.
    public private(set) var needsRedraw = true
    /// Button under the pointer.
    public private(set) var hovered: ControlAction?
    /// Button held down.
    public private(set) var pressed: ControlAction?

    private var gesture: PointerGesture?
    private var gestureButton: PointerButton?

    /// Zoom factor for one notch of the wheel.
    public static let wheelZoomStep = 1.2
    /// Pixels moved by one arrow-key press.
    public static let arrowPanStep = 48.0
    /// The speeds `[` and `]` step through, in generations per second (infinity: as fast as possible).
    public static let speeds: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 240, .infinity]

    /// Creates the model for a window of `size`, optionally loaded with a pattern.
    public init(windowSize: Size, theme: Theme = .builtIn, pattern: Pattern? = nil,
                runner: BackgroundRunner = InlineRunner(),
                makeUniverse: @escaping (Rule, Topology) -> any LifeAlgorithm = { TiledLife(rule: $0, topology: $1) }) {
        self.theme = theme
        layout = Layout(size: windowSize, metrics: theme.metrics)
        camera = Camera(viewport: layout.grid)
        simulation = Simulation(pattern: pattern, runner: runner, makeUniverse: makeUniverse)
        if let bounds = pattern?.bounds {
            camera.fit(bounds, margin: 0.2)
            if camera.zoom > 20 { camera.setZoom(20, anchor: camera.viewport.center) }
        }
    }

    /// Reacts to one input event at time `now` (seconds).
    public func handle(_ event: InputEvent, now: Double) {
        switch event {
        case .quit:
            quitRequested = true
        case .resized(let size):
            resize(to: size)
        case .pointerDown(let point, let button):
            gesture = PointerGesture(start: point)
            gestureButton = button
            if button == .left, let hit = layout.button(at: point) {
                pressed = hit.action
                needsRedraw = true
            }
        case .pointerMoved(let point):
            pointerMoved(to: point)
        case .pointerUp(let point, let button):
            pointerUp(at: point, button: button, now: now)
        case .pointerLeft:
            setHovered(nil)
        case .wheel(_, let dy, let at):
            guard layout.grid.contains(at), dy != 0 else { return }
            zoom(by: pow(Self.wheelZoomStep, dy), anchor: at)
        case .key(let key, let modifiers):
            handleKey(key, modifiers, now: now)
        }
    }

    /// Moves time forward: steps the simulation if playing.
    public func advance(to now: Double) {
        if simulation.advance(to: now) > 0 { needsRedraw = true }
    }

    /// When the loop must wake up next, or nil to wait for input indefinitely (nothing animates).
    public func nextWakeTime(after now: Double) -> Double? { simulation.nextWakeTime(after: now) }

    /// Performs a control action as if its button were clicked.
    public func perform(_ action: ControlAction, now: Double) {
        switch action {
        case .playPause: simulation.togglePlay(at: now)
        case .step: simulation.stepOnce()
        case .reset: simulation.reset()
        }
        needsRedraw = true
    }

    /// The frame to paint.
    public func scene() -> RenderList {
        SceneBuilder(theme: theme).build(sceneState, universe: simulation.universe)
    }

    /// The state the scene is built from.
    public var sceneState: SceneState {
        SceneState(layout: layout, camera: camera, generation: simulation.generation,
                   population: simulation.population, isPlaying: simulation.isPlaying,
                   canReset: simulation.canReset, generationsPerSecond: simulation.generationsPerSecond,
                   hovered: hovered, pressed: pressed)
    }

    /// Tells the model the current scene is on screen.
    public func didDraw() { needsRedraw = false }

    /// Zooms by a factor around a screen point.
    public func zoom(by factor: Double, anchor: Point) {
        camera.zoom(by: factor, anchor: anchor)
        needsRedraw = true
    }

    /// Pans the grid so content moves by `delta` pixels.
    public func pan(by delta: Point) {
        camera.pan(by: delta)
        needsRedraw = true
    }

    /// Moves the speed `steps` places along `speeds` (from the nearest one).
    public func changeSpeed(by steps: Int) {
        let current = simulation.generationsPerSecond
        let nearest = Self.speeds.indices.min { abs(Self.speeds[$0] - current) < abs(Self.speeds[$1] - current) } ?? 0
        let index = current.isInfinite ? Self.speeds.count - 1 : nearest
        simulation.generationsPerSecond = Self.speeds[min(max(index + steps, 0), Self.speeds.count - 1)]
        needsRedraw = true
    }

    private func resize(to size: Size) {
        let oldCenter = camera.center
        layout = Layout(size: size, metrics: theme.metrics)
        camera.viewport = layout.grid
        camera.center = oldCenter
        needsRedraw = true
    }

    private func pointerMoved(to point: Point) {
        if var g = gesture {
            let delta = g.move(to: point)
            gesture = g
            if let delta, pressed == nil {
                pan(by: delta)
            }
        }
        setHovered(layout.button(at: point)?.action)
    }

    private func pointerUp(at point: Point, button: PointerButton, now: Double) {
        defer {
            gesture = nil
            gestureButton = nil
            if pressed != nil { pressed = nil; needsRedraw = true }
        }
        guard let g = gesture, button == gestureButton else { return }
        if let action = pressed {
            if layout.button(at: point)?.action == action { perform(action, now: now) }
            return
        }
        if !g.isDragging && button == .left && layout.grid.contains(g.start) {
            simulation.toggle(camera.cell(at: g.start))
            needsRedraw = true
        }
    }

    private func setHovered(_ action: ControlAction?) {
        if hovered != action {
            hovered = action
            needsRedraw = true
        }
    }

    private func handleKey(_ key: Key, _ modifiers: KeyModifiers, now: Double) {
        switch key {
        case .letter("q") where modifiers.contains(.control):
            quitRequested = true
        case .letter("r") where modifiers.contains(.control):
            perform(.reset, now: now)
        case .enter:
            perform(.playPause, now: now)
        case .space:
            perform(.step, now: now)
        case .plus:
            zoom(by: Self.wheelZoomStep, anchor: layout.grid.center)
        case .minus:
            zoom(by: 1 / Self.wheelZoomStep, anchor: layout.grid.center)
        case .bracketLeft:
            changeSpeed(by: -1)
        case .bracketRight:
            changeSpeed(by: 1)
        case .left: pan(by: Point(Self.arrowPanStep, 0))
        case .right: pan(by: Point(-Self.arrowPanStep, 0))
        case .up: pan(by: Point(0, Self.arrowPanStep))
        case .down: pan(by: Point(0, -Self.arrowPanStep))
        default:
            break
        }
    }
}
