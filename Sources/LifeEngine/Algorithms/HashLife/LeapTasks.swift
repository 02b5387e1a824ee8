/// The node steps of a HashLife jump in flight (see `HashLife.leap`): for each, the node, how far
/// its step has got, the step waiting for its result, and the squares it works on.
///
/// Tasks live in flat arrays indexed by task number, reused once done: no object per task.
/// A task's squares are 16 words: the 3x3 grid of parts (0...8, then their results), the four
/// quarters of the second half (9...12, then theirs) and one spare (13). Before a lookup the
/// hash buckets being warmed are kept in the words that lookup will fill.
final class LeapTasks {
    /// One step in flight.
    struct Task {
        /// The node whose result is worked out.
        var node: UInt32 = 0
        /// The task waiting for the result (-1 for the jump's own root).
        var parent: Int32 = -1
        /// Where in the parent's squares the result goes.
        var slot: UInt8 = 0
        var level: UInt8 = 0
        /// How far the step has got (see `LeapPhase`).
        var phase = LeapPhase.start
        /// Children still working for this task.
        var pending: UInt8 = 0
        /// Distance from the jump's root, for progress reports near the top.
        var depth: UInt8 = 0
        /// The share of the jump this step stands for, when progress is reported for it.
        var progressBase = 0.0
        var progressSpan = 0.0
    }

    /// Words of squares per task.
    static let stride = 16
    /// Slots of the first half's grid and of the second half's quarters.
    static let gridSlots = 0..<9
    static let quarterSlots = 9..<13
    /// The spare word (the final lookup's bucket).
    static let spare = 13

    private(set) var tasks: UnsafeMutablePointer<Task>
    private(set) var squares: UnsafeMutablePointer<UInt32>
    private var capacity = 64
    /// Task numbers handed out so far (ids below are in use or free).
    private var highWater = 0
    private var freeList: [Int32] = []
    /// Tasks that can take a turn, the newest last (taken first: the jump goes depth first).
    var ready: [Int32] = []
    /// The answer of the root task once done.
    var rootAnswer: UInt32 = 0

    init() {
        tasks = .allocate(capacity: capacity)
        squares = .allocate(capacity: capacity * Self.stride)
        squares.initialize(repeating: 0, count: capacity * Self.stride)
    }

    deinit {
        tasks.deallocate()
        squares.deallocate()
    }

    /// Makes room for `count` more tasks now, so that adding them moves no task (pointers
    /// taken after this stay valid while they are added).
    @inline(__always)
    func makeRoom(_ count: Int) {
        while highWater + count > capacity && freeList.count < count { grow() }
    }

    /// A new task for `node` (its squares are written by its step before they are read).
    func add(node: UInt32, level: Int, parent: Int32, slot: Int, depth: Int, base: Double, span: Double) -> Int32 {
        let t: Int32
        if let reused = freeList.popLast() {
            t = reused
        } else {
            if highWater == capacity { grow() }
            t = Int32(highWater)
            highWater += 1
        }
        tasks[Int(t)] = Task(node: node, parent: parent, slot: UInt8(slot), level: UInt8(level), depth: UInt8(clamping: depth),
                             progressBase: base, progressSpan: span)
        return t
    }

    /// Hands a finished task's number back.
    func remove(_ t: Int32) {
        tasks[Int(t)].node = 0
        freeList.append(t)
    }

    /// Forgets every task (after a jump, finished or stopped).
    func reset() {
        highWater = 0
        freeList.removeAll(keepingCapacity: true)
        ready.removeAll(keepingCapacity: true)
        rootAnswer = 0
    }

    /// Every node the tasks in flight hold, to be kept by a collection: each task's node, and the
    /// squares its step has filled with nodes (not the buckets being warmed).
    func heldNodes() -> [UInt32] {
        var held: [UInt32] = []
        for t in 0..<highWater where tasks[t].node != 0 {
            held.append(tasks[t].node)
            let words = squares + t * Self.stride
            let phase = tasks[t].phase
            if phase.holdsParts && tasks[t].level > 5 {
                held.append(contentsOf: UnsafeBufferPointer(start: words, count: Self.gridSlots.count))
            }
            if phase.holdsQuarters {
                held.append(contentsOf: UnsafeBufferPointer(start: words + Self.quarterSlots.lowerBound, count: Self.quarterSlots.count))
            }
        }
        return held
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Task>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: tasks, count: highWater)
        tasks.deallocate()
        tasks = larger
        let words = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity * 2 * Self.stride)
        words.initialize(repeating: 0, count: capacity * 2 * Self.stride)
        words.update(from: squares, count: capacity * Self.stride)
        squares.deallocate()
        squares = words
        capacity *= 2
    }
}
