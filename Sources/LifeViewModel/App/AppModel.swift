import LifeInterface
import FilesFeature
import CensusFeature
import PicturesFeature
import ScriptsFeature
import ControlBarFeature
import BoardsFeature
import EditingFeature
import FirstRunFeature
import TimelineFeature
import JumpFeature
import PromptFeature
import SettingsFeature
import LifeRun
import Foundation
import LifeEngine
import LifeScene
import LifeStore

/// The app's state and behaviour, free of SDL: input events in, render lists out.
///
/// A coordinator: it routes each event to the overlay on top (settings, browser, boards,
/// prompts, menu; each in its folder under Features/) or to the board (Canvas, the control bar
/// and `KeyBindings`), moves time forward, and builds the frame with `SceneBuilder`.
///
/// The run loop calls `handle(_:now:)` for each event, `advance(to:)` once a frame, paints
/// `scene()` when `needsRedraw` is set, and sleeps until `nextWakeTime(after:)` (forever when nil).
public final class AppModel {
    /// The shared world the features act on: the run, layout, camera, theme, services and notice.
    public let context: FeatureContext
    /// Current layout of the window.
    public internal(set) var layout: Layout {
        get { context.layout }
        set { context.layout = newValue }
    }
    /// The camera as drawn this frame.
    public var camera: Camera { context.camera }
    /// What lies over the grid.
    var stack = OverlayStack()
    /// What lies over the grid, bottom to top; the top one takes the input first.
    public var overlays: [Overlay] { stack.entries }
    /// The running universe.
    public var simulation: Simulation { context.simulation }
    /// Design tokens in use.
    public internal(set) var theme: Theme {
        get { context.theme }
        set { context.theme = newValue }
    }
    /// Themes to choose from in Settings (the built-in one when none were loaded).
    public var themes: [Theme] { context.themes }
    /// Set when the user asked to quit.
    public internal(set) var quitRequested = false
    /// A quit that would stop a recording or a script waits to be asked again.
    var quitGuard = QuitGuard()
    /// The frame on screen and the last UI pass's regions.
    private var passes = FramePasses()
    /// The button under the pointer and the one held down.
    public internal(set) var hover = ButtonHover()
    /// Where the camera keeps life: clear of the panels about it, on an ending's debris.
    var cameraRoom = CameraRoom()
    /// The GIF being recorded (Ctrl+Shift+R).
    var exports = Exports()
    /// The Lua script running, and the last one run.
    var scripts = ScriptRunner()
    /// The running script's questions, asked with the prompt.
    var scriptQuestions = ScriptQuestions()
    /// The desktop's file dialogs (Ctrl+O, Ctrl+Shift+E) and the files opened last.
    var files = FileDialogs()
    /// Identify running beside the app (I).
    var identifying = Identifying()
    /// Where the pointer is over the grid (nil when it left the window or lies on a panel or control).
    var pointer: Point?
    /// A short message shown for a few seconds.
    public var notice: String? { context.notice }
    /// Live figures for the header.
    public var analytics: Analytics { context.analytics }
    /// The starter card and the gestures hint.
    public internal(set) var firstRun = FirstRunState()
    /// Saved boards, the Boards panel and the autosaved session.
    public let boards: BoardLibrary
    /// Writes the settings file as the settings change.
    var settingsWriter = SettingsWriter()
    /// The window's frame, as the shell last reported it (the next start opens the window there).
    public var windowFrame: WindowFrame?
    /// The press on the board under way.
    var boardPointer = BoardPointer()
    /// The selection, a floating paste, the pencil and board edits.
    public internal(set) var editing = EditingState()
    /// The typed echo of a letter key that opened a prompt, dropped.
    var keyEcho = PromptKeyEcho()
    /// The keyboard's focus ring (Tab moves it, Enter or Space presses its control); a click clears it.
    var ring = FocusRing()
    /// The control in the keyboard's focus ring.
    public var focus: FocusTarget? { ring.target }
    /// Follows up stops, zoom range and engine switches after each frame.
    var runWatch = RunWatch()

    /// Creates the model for a window of `size`, optionally loaded with a pattern. The runner,
    /// the services (files, store, clocks) and the engine factory are the caller's: the model
    /// makes none of them itself.
    public init(windowSize: Size, theme: Theme = .builtIn, pattern: Pattern? = nil,
                runner: BackgroundRunner, services: AppServices,
                themes: [Theme] = [], randomSeed: UInt64 = 0x5EED, settings: Settings? = nil, session: Session? = nil,
                startupNotice: String? = nil,
                makeUniverse: @escaping (Rule, Topology) -> any LifeAlgorithm) {
        let simulation = Simulation(pattern: pattern, runner: runner, workClock: services.workClock, makeUniverse: makeUniverse)
        context = FeatureContext(simulation: simulation, layout: Layout(size: windowSize, metrics: theme.metrics), theme: theme,
                                 themes: themes, services: services, random: SeededRandom(seed: randomSeed))
        context.patternName = pattern?.name
        boards = BoardLibrary(context: context)
        context.layOutRows()
        if let settings { apply(settings, startingEmpty: pattern == nil && session == nil) }
        if let bounds = context.framedBoard ?? pattern?.bounds { framing.frame(bounds, in: context, animated: false) }
        if pattern != nil { context.markOpened(); session.map(boards.keepUnrestored) }
        if pattern == nil, let session {
            boards.restore(session)
            carryOutRequests()
            boards.markAutosaved()
        }
        // After what the settings or the session said, not over it.
        if let startupNotice { context.show([context.notice, startupNotice].compactMap { $0 }.joined(separator: " · "), seconds: FeatureContext.startupNoticeSeconds) }
    }

    // MARK: Input

    /// Reacts to one input event at time `now` (seconds).
    public func handle(_ event: InputEvent, now: Double) {
        context.now = now
        if keyEcho.drops(event) { return }
        let typingWasOpen = stack.takesTyping
        dispatch(event, now: now)
        carryOutRequests()
        if ring.openers.count > overlays.count { ring.close(downTo: overlays.count, shown: ui.ringOrder.map(\.control)) }
        keyEcho.note(event, opened: !typingWasOpen && stack.takesTyping)
    }

    private func dispatch(_ event: InputEvent, now: Double) {
        switch event {
        case .quit:
            requestQuit(now: now)
            return
        case .resized(let size):
            stack.close(.moreMenu)
            context.resize(to: size)
            return
        case .fileDropped(let path):
            openFile(path)
            return
        case .pointerUp where boardPointer.dropsNextRelease:
            boardPointer.dropsNextRelease = false
            boardPointer.cancel()
            return
        default:
            break
        }
        if case .key(let key, let modifiers) = event, KeyBindings.command(for: key, modifiers, onBoard: false) == .quit {
            requestQuit(now: now)
            return
        }
        ring.follow(event, clicked: event.pressPoint.flatMap(region(at:)))
        if handleFocusKey(event) { return }
        // Escape while a file is read or Identify runs: the board stays as it is.
        if case .key(.escape, _) = event, editing.stopOpening(in: context) || identifying.stop(in: context) { return }
        // The button under the pointer is the coordinator's to track, whatever lies on top.
        if case .pointerMoved(let point) = event {
            // Over the grid itself, not a panel, a banner or a button lying on it.
            pointer = ui.pointerRegions.contains { $0.frame?.contains(point) == true } ? nil : point
            hover.point(at: action(at: point), position: point, now: now)
        }
        if case .pointerLeft = event {
            pointer = nil
            hover.point(at: nil, now: now)
        }
        // The layers from the top down, each given its own region under the pointer, until one
        // takes the event or a modal one is reached.
        let frame = ui
        var onBoard = true
        for index in frame.layers.indices.reversed() {
            var layer = frame.layers[index].layer
            let hit = event.point.flatMap { frame.hit(at: $0, layer: index) }
            if take(layer.handle(event, hit: hit, in: context, boards: boards, editing: &editing), from: layer) {
                // The click that closed the menu does not reach the board when the button goes up.
                if layer == .overlay(.moreMenu), case .pointerDown = event { boardPointer.dropsNextRelease = true }
                boardPointer.layerTook(event, now: now)
                return
            }
            if layer.isModal {
                onBoard = false
                break
            }
        }
        if case .key(let key, let modifiers) = event {
            if onBoard, focus == .board, editing.handleCursorKey(key, modifiers, in: context) { return }
            if let command = KeyBindings.command(for: key, modifiers, onBoard: onBoard) {
                run(command, now: now)
            } else if !onBoard, KeyBindings.command(for: key, modifiers, onBoard: true) != nil {
                // A key of the board's under a modal panel: say why nothing happens.
                context.show("That key works on the board: close the panel first (Esc)")
            }
            return
        }
        if onBoard { handleCanvas(event, now: now) }
    }

    // MARK: Time

    /// Moves time forward: takes finished generations, follows life with auto-zoom, and moves the camera.
    public func advance(to now: Double) {
        context.now = now
        hover.advance(to: now)
        context.expireNotice()
        firstRun.observe(population: simulation.population)
        context.services.store?.deliver()
        TimelineActions.advanceBackwards(in: context)
        simulation.advance(to: now)
        JumpActions.takeOutcome(in: context)
        files.takeOutcome(in: context)
        if let opened = editing.takeOpening(in: context) { files.opened(opened) }
        if let identified = identifying.take(in: context) { open(.census(identified)) }
        exports.takeOutcome(in: context)
        followScript()
        runWatch.check(context)
        cameraRoom.follow(framing, in: context)
        context.analytics.observe(simulation, now: now)
        context.layOutRows()
        cameraRoom.followLife(framing, in: context)
        context.cameraController.advance(to: now)
        boards.autosaveIfDue()
        saveSettingsIfChanged()
        carryOutRequests()
    }

    /// When the loop must wake up next, or nil to wait for input indefinitely (nothing animates).
    public func nextWakeTime(after now: Double) -> Double? {
        let frame = context.cameraController.isAnimating ? now + 1.0 / 60 : nil
        let noticeEnd = notice != nil ? context.noticeUntil : nil
        let work = [files.nextWake(after: now), exports.nextWake(after: now), scripts.nextWake(after: now), identifying.nextWake(after: now)]
        return ([simulation.nextWakeTime(after: now), frame, noticeEnd, hover.nextWake, boards.nextAutosaveWake, TimelineActions.nextWake(in: context),
                 quitGuard.nextWake(after: now), editing.opening.map { _ in now + 0.1 }] + work).compactMap { $0 }.min()
    }

    // MARK: Output

    /// The frame to paint. Its regions serve the input that follows, until the state changes.
    public func scene() -> RenderList {
        passes.picture(of: sceneState, theme: theme, universe: simulation.universe)
    }

    /// The UI pass for the state as it is now (its regions; the last pass's while nothing changed).
    var ui: UIFrame { passes.regions(of: sceneState, theme: theme) }

    /// Tells the model the scene last built is on screen.
    public func didDraw() { passes.didDraw(current: sceneState) }

    /// Whether the screen is out of date: the scene state differs from the one last drawn. Nothing
    /// asks for a redraw by hand; every change that shows is a change of `sceneState`.
    public var needsRedraw: Bool { passes.needsRedraw(sceneState) }

    /// Whether the first-run overlay shows: an empty grid (or a stroke begun on one) with nothing else in the way.
    public var showsFirstRun: Bool {
        (simulation.population == 0 || editing.isDrawingOnEmptyBoard) && editing.pasting == nil && overlays.allSatisfy { $0 == .moreMenu }
            && (simulation.ending == nil || simulation.ending?.outcome == .extinct)
            && !simulation.isJumping
    }

    /// Whether something lies over the grid's foot, where the gestures hint goes: a modal panel,
    /// or the history panel.
    var hintCovered: Bool { overlays.contains { $0.isModal || $0.kind == .history } }

    /// Where the camera goes, with a torus board shown clear of the starter card and the hint, and
    /// life kept clear of the panels about it.
    var framing: Framing {
        CameraRoom.framing(boardViewport: firstRun.boardViewport(in: context, showsCard: showsFirstRun),
                           room: CameraRoom.room(under: overlays, in: context))
    }

    /// Frames all life (or the bounded board) and resumes auto-zoom.
    public func fit(now: Double, animated: Bool = true) {
        context.now = now
        framing.fit(context, animated: animated)
    }
}
