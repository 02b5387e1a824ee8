import ShortcutsFeature
import FilesFeature
import PicturesFeature
import LifeInterface
import BoardsFeature
import BrowserFeature
import CensusFeature
import ControlBarFeature
import EditingFeature
import FirstRunFeature
import HistoryFeature
import JumpFeature
import PromptFeature
import SettingsFeature
import LifeEngine
import LifeScene

/// One thing over the grid, in the one mechanism that draws it, lists its regions and takes its
/// input: the board's own layers (a floating paste, the starter card and hint, the ending banner)
/// below the overlays the user opened (`Overlay`, the stack), and a jump under way on top. For
/// each, this file says how it draws, which regions it lists, what it does with an event, and
/// whether it is modal or keeps the focus ring to itself.
public enum Layer: Equatable, Sendable {
    /// A floating paste following the pointer.
    case paste
    /// The starter card on an empty grid and the gestures hint (`card`: whether the card shows).
    case firstRun(card: Bool, hint: Bool)
    /// The ending auto-stop found, with Details and Keep running.
    case ending(FinalState)
    /// An overlay the user opened.
    case overlay(Overlay)
    /// A jump under way: its progress and Cancel.
    case jump(JumpProgress)
    /// A movie being recorded: the frames written of all, what it makes ("GIF"), and Cancel.
    case recording(done: Double, frames: Int64, kind: String, sizing: Bool)
    /// A Lua script running (its file's name and the whole seconds it has run), and Stop.
    case script(String, seconds: Int)

    /// Every layer over the grid, bottom to top: the board's own, then the overlays opened, with
    /// the panels of work under way slotted in under the overlays: a jump's, a recording's and a
    /// script's (the user's panels, such as the shortcut sheet opened during a jump, keep Esc and
    /// the room on top while they run).
    static func stack(board: [Layer], overlays: [Overlay], jump: JumpProgress?, recording: Layer?, script: Layer?) -> [Layer] {
        var layers = board + overlays.map(Layer.overlay)
        let firstOverlay = { layers.firstIndex { if case .overlay = $0 { true } else { false } } ?? layers.endIndex }
        if let jump { layers.insert(.jump(jump), at: firstOverlay()) }
        if let recording { layers.insert(recording, at: firstOverlay()) }
        if let script { layers.insert(script, at: firstOverlay()) }
        return layers
    }

    /// Whether it takes the pointer and keeps it from the board and the bar.
    public var isModal: Bool {
        if case .overlay(let overlay) = self { return overlay.isModal }
        return false
    }

    /// Whether Tab stays among its controls (a modal panel and the menu).
    var keepsFocus: Bool {
        if case .overlay(let overlay) = self { return overlay.isModal || overlay == .moreMenu }
        return false
    }

    /// Whether it is a prompt (which takes every event, yet leaves the bar's buttons lit under the pointer).
    var isPrompt: Bool {
        if case .overlay(.prompt) = self { return true }
        return false
    }

    /// Whether it lies on the board (drawn under the notice and the overlays).
    var isOnBoard: Bool {
        switch self {
        case .paste, .firstRun, .ending: return true
        case .overlay, .jump, .recording, .script: return false
        }
    }

    // MARK: Drawing

    /// Draws it from the scene state and returns its regions, the first under a point being the one it reaches.
    func draw(_ state: SceneState, theme: Theme, into list: inout RenderList) -> [Region<FocusTarget>] {
        let grid = state.layout.grid, cellColor = state.cellColor ?? theme.colors.cell
        switch self {
        case .paste:
            if let bounds = state.pasteBounds {
                list.commands.append(.clip(grid))
                defer { list.commands.append(.clip(nil)) }
                FloatingPasteView(theme: theme).draw(state.pasting ?? [], scale: state.pasteScale, bounds: bounds, mode: state.pasteMode, camera: state.camera,
                                                     grid: grid, into: &list)
            }
            return []
        case .firstRun(let card, let hint):
            return buttons(FirstRunView(theme: theme).draw(state.firstRun, showsCard: card, showsHint: hint, hovered: state.hovered,
                                                           gestures: state.pasteBounds != nil ? .paste : state.pencil ? .pencil : .cells,
                                                           into: &list))
        case .ending(let ending):
            return buttons(EndingBannerView(theme: theme).draw(ending, grid: grid, hovered: state.hovered, pressed: state.pressed, into: &list))
        case .jump(let progress):
            return buttons(JumpProgressView(theme: theme).jumpProgress(progress, grid: grid, cancelHot: state.hovered == .jump, into: &list))
        case .recording(let done, let frames, let kind, let sizing):
            // A still frame's size comes from a first run through every frame: said as such, or
            // "frame 0" would stand still through it.
            let step = sizing ? "finding its size, frame" : "frame"
            let title = "Recording \(kind == "MP4" ? "an" : "a") \(kind): \(step) \(NumberFormat.grouped(Int64(done * Double(frames)))) of \(NumberFormat.grouped(frames))"
            return JumpProgressView(theme: theme).draw(title: title, fraction: done, cancel: FocusTarget.cancelRecording, grid: grid,
                                                       cancelHot: false, into: &list)
        case .script(let name, let seconds):
            // The seconds it has run tell a long script goes on (how far it has to go, nothing knows).
            return JumpProgressView(theme: theme).draw(title: "Running \(name)… \(NumberFormat.duration(seconds)) (Esc stops it)", fraction: nil, cancel: FocusTarget.stopScript,
                                                       cancelTitle: "Stop", grid: grid, cancelHot: false, into: &list)
        case .overlay(.moreMenu):
            return buttons(MoreMenuView(theme: theme).draw(layout: state.layout, hovered: state.hovered, bar: state.controlBar, into: &list))
        case .overlay(.settings(let editing)):
            return SettingsView(theme: theme).settings(state.settings, editing: editing, into: &list).map { $0.map(FocusTarget.setting) }
        case .overlay(.browser(let browser)):
            return BrowserView(theme: theme).browser(browser, grid: grid, closeHot: state.hovered == .patterns, cellColor: cellColor,
                                                     into: &list).map { $0.map(FocusTarget.browser) }
        case .overlay(.boards):
            guard let panel = state.boardsPanel else { return [] }
            return BoardsView(theme: theme).draw(panel, grid: grid, hovered: state.hovered, cellColor: cellColor, into: &list)
                .map { $0.map(FocusTarget.boards) }
        case .overlay(.census(let panel)):
            return CensusView(theme: theme).draw(panel, grid: grid, camera: state.camera, closeHot: state.hovered == .details,
                                                 cellColor: cellColor, into: &list).map { $0.map(FocusTarget.census) }
        case .overlay(.history(let panel)):
            return HistoryView(theme: theme).draw(panel, history: state.runHistory, grid: grid, generation: state.generation, into: &list)
                .map { $0.map(FocusTarget.history) }
        case .overlay(.shortcuts(let sheet)):
            return ShortcutsView(theme: theme).draw(sheet, grid: grid, closeHot: false, into: &list).map { $0.map(FocusTarget.shortcuts) }
        case .overlay(.folder(let browser)):
            return FolderBrowserView(theme: theme).draw(browser, grid: grid, hovered: browser.pointed, cellColor: cellColor, into: &list)
                .map { $0.map(FocusTarget.folder) }
        case .overlay(.export(let dialog)):
            return ExportView(theme: theme).draw(dialog, grid: grid, window: state.layout.bounds, summary: state.exportSummary ?? "", refusal: state.exportRefusal,
                                                 gridLinesApply: state.exportGridLines,
                                                 ringElsewhere: state.focus.map { $0.exportControl != nil && !$0.isExportField } ?? false, into: &list).map { $0.map(FocusTarget.export) }
        case .overlay(.prompt(let prompt)):
            let hint: String?
            switch prompt.purpose {
            case .jump: hint = "Now at \(NumberFormat.grouped(state.generation)) · e.g. 1000000, 1e9 or 2^40"
            case .fillDensity: hint = "Cells alive, in percent: 1 to 100"
            default: hint = nil
            }
            return PromptView(theme: theme).draw(prompt, grid: grid, hint: hint, into: &list).map { $0.map(FocusTarget.prompt) }
        }
    }

    private func buttons(_ regions: [Region<ControlAction>]) -> [Region<FocusTarget>] {
        regions.map { $0.map(FocusTarget.button) }
    }

    // MARK: Input

    /// Handles an event; `hit` is its region under the pointer (nil when the event has no point or
    /// the point is on none of its regions). A layer's buttons named by a `ControlAction` are pressed
    /// as the bar's are, by the coordinator; the rest is the layer's own.
    mutating func handle(_ event: InputEvent, hit: FocusTarget?, in context: FeatureContext, boards: BoardLibrary,
                         editing: inout EditingState) -> OverlayReply {
        switch self {
        case .paste:
            return editing.handleFloating(event, in: context)
        case .ending:
            // Esc puts the banner away, the board staying as it is.
            guard case .key(.escape, []) = event else { return .passed }
            context.simulation.dismissEnding()
            return .handled
        case .firstRun:
            return .passed
        case .jump:
            return JumpActions.handleInProgress(event, hit: hit.flatMap(\.buttonAction), in: context) ? .handled : .passed
        case .recording:
            return Self.cancels(event, hit: hit, button: .cancelRecording) ? Self.request(.cancelRecording, in: context) : .passed
        case .script:
            // The board is the script's while it runs: clicks, keys and typing wait (what they did
            // would be lost when the script's board comes back); looking around (the wheel, zoom,
            // Fit, the arrows, the shortcut sheet) and quitting do not.
            if Self.cancels(event, hit: hit, button: .stopScript) { return Self.request(.stopScript, in: context) }
            switch event {
            case .key(let key, let modifiers) where key.looksAround(with: modifiers):
                return .passed
            case .pointerMoved, .pointerLeft, .wheel, .resized, .quit:
                return .passed
            case .pointerDown, .key, .text, .fileDropped:
                context.show("A script is running: Esc stops it")
                return .handled
            default:
                return .passed
            }
        case .overlay(let overlay):
            var state = overlay
            let reply: OverlayReply
            switch overlay {
            case .moreMenu:
                reply = MoreMenu.handle(event, hit: hit.flatMap(\.buttonAction))
            case .settings(var sheet):
                reply = sheet.handle(event, hit: hit.flatMap(\.settingsControl), in: context)
                state = .settings(sheet)
            case .browser(var browser):
                reply = browser.handle(event, hit: hit.flatMap(\.browserControl), in: context)
                state = .browser(browser)
            case .boards:
                reply = boards.handle(event, hit: hit.flatMap(\.boardsControl)) ? .handled : .passed
            case .census(var panel):
                reply = panel.handle(event, hit: hit.flatMap(\.censusControl), in: context)
                state = .census(panel)
            case .history(var panel):
                reply = panel.handle(event, hit: hit.flatMap(\.historyControl), in: context)
                state = .history(panel)
            case .shortcuts(var sheet):
                reply = sheet.handle(event, hit: hit.flatMap(\.shortcutsControl), in: context)
                state = .shortcuts(sheet)
            case .folder(var browser):
                reply = browser.handle(event, hit: hit.flatMap(\.folderControl), in: context)
                state = .folder(browser)
            case .export(var dialog):
                reply = dialog.handle(event, hit: hit.flatMap(\.exportControl), in: context)
                state = .export(dialog)
            case .prompt(var prompt):
                // A prompt takes every event; confirming is the coordinator's (it knows what each prompt is for).
                switch prompt.handle(event, hit: hit.flatMap(\.promptControl), in: context) {
                case .cancel?: reply = .close
                case .confirm?: reply = .handled; context.request(.confirmPrompt)
                case .stay?, nil: reply = .handled
                }
                state = .prompt(prompt)
            }
            self = .overlay(state)
            return reply
        }
    }

    /// Whether `event` stops the long work a panel shows: Esc, or a click on its `button`.
    private static func cancels(_ event: InputEvent, hit: FocusTarget?, button: FocusTarget) -> Bool {
        switch event {
        case .pointerDown(_, .left, _): return hit == button
        case .key(.escape, _): return true
        default: return false
        }
    }

    /// Asks the app for `request`; the event is taken.
    private static func request(_ request: AppRequest, in context: FeatureContext) -> OverlayReply {
        context.request(request)
        return .handled
    }

    /// The field typing goes into while no control is in the focus ring (a movie's: the export
    /// dialog's fields take typing without being clicked), where Tab starts from.
    var typingTarget: FocusTarget? {
        guard case .overlay(.export(let dialog)) = self, dialog.options.kind == .movie else { return nil }
        return .export(.field(dialog.editing))
    }

    /// Scrolls its content so the control in the focus ring shows.
    mutating func reveal(_ target: FocusTarget, in context: FeatureContext, boards: BoardLibrary) {
        switch (target, self) {
        case (.setting(let control), .overlay(.settings(var editing))):
            editing.reveal(control, in: context)
            self = .overlay(.settings(editing))
        case (.browser(let card), .overlay(.browser(var browser))):
            browser.reveal(card, in: context)
            self = .overlay(.browser(browser))
        case (.census(.entry(let index)), .overlay(.census(var panel))):
            panel.reveal(entry: index, in: context)
            self = .overlay(.census(panel))
        case (.boards(.row(let index, _)), .overlay(.boards)):
            boards.reveal(index)
        case (.export(.field(let field)), .overlay(.export(var dialog))):
            dialog.focus(on: field)
            self = .overlay(.export(dialog))
        default:
            break
        }
    }
}
