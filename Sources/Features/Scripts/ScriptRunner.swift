import Foundation
import LifeEngine
import LifeInterface
import LifeRun
import LifeScript
import LifeStore

/// The app's scripts (Ctrl+Shift+L, the last one again with Ctrl+Alt+L): a Lua script written for
/// Golly runs beside the app on a copy of the board (a board too large to list, such as a breeder
/// jumped far, as its HashLife tree); what it says shows as a notice, `g.getstring` asks with the
/// app's own prompt, `g.update` shows the board as it is, Esc stops it, and what it leaves
/// replaces the board as one undo step.
public struct ScriptRunner: Sendable {
    /// The script running, until its ending is told.
    public private(set) var job: ScriptJob?
    /// The board before it started (what undo goes back to).
    private var before: UndoPoint?
    /// When it started (the app's clock).
    private var startedAt = 0.0
    /// The scripts run last, newest first (kept in the settings).
    public private(set) var recent: [String] = []
    /// How many are kept.
    public static let recentLimit = 8

    /// The script run last.
    public var lastPath: String? { recent.first }

    /// The folders the script browser offers: those of the scripts run last first, then `others`.
    public func browsingFolders(then others: [FilePath]) -> [FilePath] { recent.compactMap { FilePath($0).parent } + others }

    /// Runs the script run last again (Ctrl+Alt+L), or says that none has run.
    public mutating func startLast(selection: CellRect?, in context: FeatureContext) {
        if let lastPath { start(lastPath, selection: selection, in: context) } else { context.show("No script has run yet: Ctrl+Shift+L chooses one") }
    }

    /// Takes on the scripts remembered from the last run.
    public mutating func restore(recent paths: [String]) {
        recent = Array(paths.prefix(Self.recentLimit))
    }
    /// What the running script said last (kept for the message that ends it).
    private var lastSaid: String?
    /// Whether the running script has shown a board of its own (`g.update`) in the board's place.
    private var showedBoard = false

    /// Nothing running.
    public init() {}

    /// Whether a script runs.
    public var isRunning: Bool { job != nil }

    /// The selection the script that ended last left, for the board to take (once).
    private var selectionLeft: CellRect??

    /// Takes the selection the script that ended left: nil when none is to be taken, `.some(nil)`
    /// when it left none.
    public mutating func takeSelection() -> CellRect?? {
        defer { selectionLeft = nil }
        return selectionLeft
    }

    /// Starts the script at `path` on a copy of the board with the board's `selection` (the
    /// board's own coordinates); false (with a message) when it cannot.
    @discardableResult
    public mutating func start(_ path: String, selection: CellRect? = nil, in context: FeatureContext) -> Bool {
        guard job == nil else {
            context.show("A script is running: Esc stops it")
            return false
        }
        let simulation = context.simulation
        guard !simulation.isComputing else {
            context.show("A jump is being computed: wait for it (Esc stops it), then run the script")
            return false
        }
        simulation.pause()
        let board = simulation.undoPoint(), name = context.patternName
        let job = ScriptJob(path: path)
        let folder = (path as NSString).deletingLastPathComponent, services = context.services
        let openDialog = services.chooseFile, saveDialog = services.chooseSaveFile
        let live = context.liveCellColor, dead = context.theme.colors.gridBackground
        let colours = ScriptColours(live: .init(Int64(live.r), Int64(live.g), Int64(live.b)),
                                    dead: .init(Int64(dead.r), Int64(dead.g), Int64(dead.b)))
        let folders = ScriptFolders(app: services.appFolder, data: services.dataFolder, files: services.homeFolder.string ?? services.dataFolder)
        (self.job, before, lastSaid, showedBoard, startedAt) = (job, board, nil, false, context.now)
        recent.removeAll { $0 == path }
        recent.insert(path, at: 0)
        if recent.count > Self.recentLimit { recent.removeLast(recent.count - Self.recentLimit) }
        let start = board.board, runStart = simulation.resetUniverse?.kept()
        simulation.runner.runAside {
            let voice = ScriptSession.Voice(say: job.say, ask: { job.ask(.init(prompt: $0, initial: $1, title: $2)) },
                                            update: { job.show($0.universe.duplicate()) },
                                            tell: { job.ask(.init(prompt: $1, initial: "", title: $0, isNote: true)) != nil },
                                            choose: { Self.choose($0, for: job, open: openDialog, save: saveDialog) },
                                            fit: { job.frame() })
            let session: ScriptSession
            switch start {
            case .listed(var pattern):
                pattern.name = name
                session = ScriptSession(pattern: pattern, folder: folder.isEmpty ? "." : folder, voice: voice)
            case .kept(let kept):
                // A board too large to list goes to the script as a copy of its tree, made on the script's thread.
                session = ScriptSession(universe: kept.universe(), name: name, folder: folder.isEmpty ? "." : folder, voice: voice)
            }
            // g.reset goes where the app's Reset goes: the start of the board's run.
            if let runStart { session.resets(to: runStart) }
            session.selectionOnBoard = selection
            session.isStopped = { job.isStopped }
            session.folders = folders
            session.colours = colours
            let outcome = LuaScript.run(path, on: session, stop: job.stopFlag, keepsProcess: true)
            job.finish(outcome, result: session.universe, selection: session.selectionOnBoard, runStart: session.runStart)
        }
        return true
    }

    /// Each frame: shows what it said and the board it showed; once it has ended, puts what it
    /// left on the board (one undo step) and says how it ended. Returns the question it waits on.
    public mutating func poll(in context: FeatureContext) -> ScriptJob.Question? {
        guard let job else { return nil }
        // Whether it has ended, asked before what it said and showed are taken: a line said just
        // before it ended (the script runs on its own thread) is then taken below, not lost.
        let ended = job.ending
        if let line = job.takeSaid().last {
            // g.show("") clears what the script said, as Golly's status line does.
            lastSaid = line.isEmpty ? nil : line
            if line.isEmpty { context.clearNotice() } else { context.show(line, seconds: 6) }
        }
        if let shown = job.takeShown() {
            Self.load(shown, into: context.simulation)
            showedBoard = true
        }
        if job.takeFraming() { context.request(.fit) }
        guard let (outcome, result) = ended else { return job.question }
        self.job = nil
        // What it left selected is the board's selection, unless it failed (the board stays as it was).
        if case .failed = outcome {} else { selectionLeft = .some(job.selectionLeft) }
        // What it left is one undo step, if it changed anything; a script that failed or changed
        // nothing leaves the board untouched, its reset point and run's history with it.
        let changed = before.map { Self.differs(result, from: $0) } ?? true
        if changed || showedBoard { Self.load(result, into: context.simulation) }
        // The header's change figures and sparkline start again from the board the script left.
        if changed { context.analytics.clear() }
        if let before, changed { context.simulation.recordEdit(since: before, label: "the script \(job.name)") }
        // A script that ran generations (goto.lua) leaves Reset going back to where they began, as in Golly.
        if changed, let start = job.runStartLeft { context.simulation.resets(to: start.universe()) }
        before = nil
        // Life it put out of view comes into it, as auto-zoom keeps it; so does life it left
        // under a pixel or off screen in a view the user chose (a breeder's far zoom over a glider).
        let camera = context.camera, life = context.simulation.universe.bounds
        let lost = life.map { !camera.visibleCells.intersects($0) || Double(max($0.width, $0.height)) * camera.zoom < 1 } ?? false
        if context.isAutoZoomActive || (changed && lost) { context.request(.fit) }
        let undo = changed ? " · Ctrl+Z undoes \(job.name)" : ""
        let finished = lastSaid.map { $0 + undo } ?? "\(job.name) finished" + (changed ? " (Ctrl+Z undoes it)" : "")
        switch outcome {
        case .finished: context.show(finished, seconds: 8)
        case .exited(let message): context.show(message.isEmpty ? finished : message, seconds: 8)
        case .failed(let message):
            // The error's first line (Lua's traceback follows it, in the log); tabs as spaces.
            let line = message.split(separator: "\n").first.map(String.init)?.replacingOccurrences(of: "\t", with: " ") ?? message
            if !job.isStopped { context.services.log.warning("script error", metadata: ["script": "\(job.path)", "error": "\(message)"]) }
            context.show(job.isStopped ? "\(job.name) stopped" + (changed ? " (Ctrl+Z undoes what it did)" : "") : "Script error: \(line)" + (changed ? " (Ctrl+Z undoes what it did first)" : ""),
                         seconds: 10)
        }
        return nil
    }

    /// The answer to a script's file dialog (`g.opendialog`, `g.savedialog`): the desktop's dialog,
    /// waited on beside the app (Esc closes it with the script); without one, or for a folder,
    /// the app's prompt asking for the path (a bare name is in the dialog's folder). "" when cancelled.
    static func choose(_ question: FileQuestion, for job: ScriptJob, open: @Sendable (String) -> FileChoice?,
                       save: @Sendable (String, String) -> FileChoice?) -> String {
        let dialog = question.folder ? nil : question.saving ? save(question.title, question.initialName) : open(question.title)
        guard let dialog else {
            let prompt = question.folder ? "The full path of a folder" : "The full path of the file"
            let answer = job.ask(.init(prompt: prompt, initial: question.suggested.isEmpty ? question.initialFolder : question.suggested,
                                       title: question.title, selectsInitial: false)) ?? ""
            // A name typed without a folder is in the folder the dialog started in.
            return answer.isEmpty || answer.hasPrefix("/") ? answer : question.initialFolder + answer
        }
        while dialog.outcome == nil {
            if job.isStopped { dialog.abandon() }
            Thread.sleep(forTimeInterval: 0.05)
        }
        if case .chosen(let path) = dialog.outcome { return path }
        return ""
    }

    /// Puts a universe the script left or showed on the board: listed into the app's own engine
    /// when it can be, else its tree as it is.
    private static func load(_ universe: any LifeAlgorithm, into simulation: Simulation) {
        if universe.exactPopulation > UInt128(Simulation.listLimit) {
            simulation.load(universe: universe)
        } else {
            simulation.load(universe.snapshot())
        }
    }

    /// Whether the universe a script left differs from the board before it: by their cells when
    /// both can be listed (in any order: engines list them differently), by their macrocell trees
    /// when not (taken as changed when neither tells).
    static func differs(_ result: any LifeAlgorithm, from before: UndoPoint) -> Bool {
        switch before.board {
        case .listed(let pattern):
            guard result.exactPopulation <= UInt128(Simulation.listLimit) else { return true }
            guard pattern.rule == result.rule, pattern.topology == result.topology, pattern.generation == result.generation,
                  UInt128(pattern.cells.count) == result.exactPopulation else { return true }
            return digest({ pattern.cells.forEach($0) }, decaying: pattern.decaying) != digest(result.forEachLiveCell, decaying: result.decayingCells())
        case .kept(let kept):
            let old = kept.universe()
            guard old.generation == result.generation, old.rule == result.rule, old.topology == result.topology,
                  old.exactPopulation == result.exactPopulation else { return true }
            if old.exactPopulation <= UInt128(Simulation.listLimit) {
                return digest(old.forEachLiveCell, decaying: old.decayingCells()) != digest(result.forEachLiveCell, decaying: result.decayingCells())
            }
            guard let a = old.nativeMacrocell(comments: []), let b = result.nativeMacrocell(comments: []) else { return true }
            return a != b
        }
    }

    /// A digest of live cells and decaying states that does not depend on their order: two sums
    /// of a strong mix of each cell, so different boards have the same digest by a chance too
    /// small to matter (the memory it takes does not grow with the board).
    static func digest(_ live: ((Cell) -> Void) -> Void, decaying: [Cell: UInt8]) -> SIMD2<UInt64> {
        @inline(__always) func mix(_ value: UInt64) -> UInt64 {
            var z = value &+ 0x9E37_79B9_7F4A_7C15
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var sums = SIMD2<UInt64>.zero
        func add(_ cell: Cell, _ state: UInt8) {
            let h = mix(UInt64(bitPattern: cell.x) ^ mix(UInt64(bitPattern: cell.y) ^ UInt64(state) << 56))
            sums &+= SIMD2(h, mix(h))
        }
        live { add($0, 1) }
        for (cell, state) in decaying { add(cell, state) }
        return sums
    }

    /// Whole seconds it has run at `now` (shown beside its name, so a long script is seen to go on); nil with none running.
    public func seconds(at now: Double) -> Int? {
        job == nil ? nil : Int(max(0, now - startedAt))
    }

    /// When to look at it again (nil with none running).
    public func nextWake(after now: Double) -> Double? {
        job == nil ? nil : now + 0.05
    }

    /// Stops it (Esc).
    public func stop() { job?.stop() }

    /// The app quits: it stops; what it did is not kept.
    public mutating func abandon() {
        job?.stop()
        job = nil
    }
}
