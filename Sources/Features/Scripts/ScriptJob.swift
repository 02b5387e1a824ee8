import Foundation
import LifeEngine
import LifeScript
import Synchronization

/// A Lua script running beside the app: what it said, the universe it last showed, the question
/// it waits on, how it ended (and the universe it left), and a flag that stops it. The app looks at it each frame; the script
/// runs on the simulation's runner.
public final class ScriptJob: @unchecked Sendable {
    /// What the script waits on: a question (`g.getstring`) or a message to read (`g.note`, `g.warn`).
    public struct Question: Equatable, Sendable {
        public let prompt: String, initial: String, title: String
        /// Whether it only says something (OK goes on).
        public var isNote = false
        /// Whether the initial text starts selected (typing replaces it); a path asked for starts
        /// with the cursor after its folder instead, so typing a name adds to it.
        public var selectsInitial = true
    }

    private struct State {
        var said: [String] = []
        var shown: Handed?
        var framed = false
        var question: Question?
        var answer: String??
        var outcome: ScriptOutcome?
        var result: Handed?
        var selection: CellRect?
        var runStart: KeptUniverse?
    }

    /// A universe passed from the script's thread to the app's, which no longer share it.
    private struct Handed: @unchecked Sendable {
        let universe: any LifeAlgorithm
    }

    private let state = Mutex(State())
    private let answered = DispatchSemaphore(value: 0)
    /// Read by Lua's hook every thousand instructions (set from the app's thread).
    let stopFlag: UnsafeMutablePointer<Int32>
    /// The script's file.
    public let path: String

    init(path: String) {
        self.path = path
        stopFlag = .allocate(capacity: 1)
        stopFlag.initialize(to: 0)
    }

    deinit { stopFlag.deallocate() }

    /// The script's file name.
    public var name: String { (path as NSString).lastPathComponent }

    /// Stops it (Esc, quitting): a question it waits on is answered by cancelling.
    public func stop() {
        stopFlag.pointee = 1
        answer(nil)
    }

    /// Whether it was told to stop.
    public var isStopped: Bool { stopFlag.pointee != 0 }

    // MARK: The app's side

    /// The lines said since last asked, oldest first.
    public func takeSaid() -> [String] { state.withLock { state in defer { state.said = [] }; return state.said } }
    /// Whether it asked to frame the board whole (`g.fit`) since last asked, once.
    public func takeFraming() -> Bool { state.withLock { state in defer { state.framed = false }; return state.framed } }
    /// The universe it showed last (`g.update`, a copy of the script's), once.
    public func takeShown() -> (any LifeAlgorithm)? { state.withLock { state in defer { state.shown = nil }; return state.shown }?.universe }
    /// The question it waits on.
    public var question: Question? { state.withLock { $0.question } }
    /// How it ended and the universe it left, once it has.
    public var ending: (outcome: ScriptOutcome, result: any LifeAlgorithm)? {
        let ended = state.withLock { state in state.outcome.flatMap { outcome in state.result.map { (outcome, $0) } } }
        return ended.map { ($0.0, $0.1.universe) }
    }

    /// Answers the question it waits on (nil: cancelled).
    public func answer(_ text: String?) {
        let waiting = state.withLock { state -> Bool in
            guard state.question != nil else { return false }
            state.question = nil
            state.answer = .some(text)
            return true
        }
        if waiting { answered.signal() }
    }

    // MARK: The script's side

    func say(_ line: String) { state.withLock { $0.said.append(line) } }
    func frame() { state.withLock { $0.framed = true } }

    func show(_ universe: any LifeAlgorithm) {
        let handed = Handed(universe: universe)
        state.withLock { $0.shown = handed }
    }

    func ask(_ question: Question) -> String? {
        guard !isStopped else { return nil }
        state.withLock { $0.question = question }
        answered.wait()
        return state.withLock { state in defer { state.answer = nil }; return state.answer ?? nil }
    }

    func finish(_ outcome: ScriptOutcome, result: any LifeAlgorithm, selection: CellRect?, runStart: KeptUniverse?) {
        let handed = Handed(universe: result)
        state.withLock { ($0.outcome, $0.result, $0.selection, $0.runStart) = (outcome, handed, selection, runStart) }
    }

    /// Where the run the script left began, when it ran generations (see `ScriptSession.runStart`).
    var runStartLeft: KeptUniverse? { state.withLock { $0.runStart } }

    /// The selection the script left (the board's own coordinates), once it has ended.
    var selectionLeft: CellRect? { state.withLock { $0.selection } }
}
