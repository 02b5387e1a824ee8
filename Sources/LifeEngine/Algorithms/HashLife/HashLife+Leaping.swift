import MemoryHints

/// A jump's node steps, taking turns so their memory loads overlap.
///
/// A node's step is a chain of loads, each waiting on the one before: its children's records,
/// the hash buckets of the squares straddling them, the records those point to, and the same
/// again for the squares made of their results and for the answer. Far jumps of large patterns
/// (a catacryst to 2^40) spend nearly all their time waiting on those loads one at a time, while
/// the steps of other nodes, needed as well, wait their turn. Here up to `leapLanes` steps are
/// under way at once: each asks for its next loads (prefetches) and gives way; when its turn
/// comes round again they have arrived. A step needing the results of parts not known yet starts
/// their steps and waits; the newest ready step is taken first, so the jump still goes depth
/// first and the steps in flight stay few.
extension HashLife {
    /// Steps under way at once.
    static let leapLanes = 8

    /// What a turn left a step doing.
    enum LeapTurn {
        case running, waiting, done
    }

    /// The node's centre after 2^min(stepLog, level-2) generations (memoized), the steps of the
    /// nodes it needs interleaved.
    func leap(_ n: UInt32) throws -> UInt32 {
        let level = store.level(n)
        if let known = memo(n, level: level) { return known }
        tasks.reset()
        defer { tasks.reset() }
        tasks.ready.append(tasks.add(node: n, level: level, parent: -1, slot: 0, depth: 0, base: progressBase, span: progressSpan))
        var lanes = (Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0), Int32(0))
        return try withUnsafeMutableBytes(of: &lanes) { raw in
            let active = raw.bindMemory(to: Int32.self)
            var count = 0
            while true {
                while count < Self.leapLanes, let t = tasks.ready.popLast() {
                    active[count] = t
                    count += 1
                }
                if count == 0 { break }
                var i = 0
                while i < count {
                    if try advanceTask(active[i]) == .running {
                        i += 1
                    } else {
                        count -= 1
                        active[i] = active[count]
                    }
                }
            }
            return tasks.rootAnswer
        }
    }

    /// The node's memoized result for the current step, if known.
    @inline(__always)
    func memo(_ n: UInt32, level: Int) -> UInt32? {
        let r = stepLog >= level - 2 ? store.result(n) : store.slowResult(n)
        return r == 0 ? nil : r
    }

    /// One turn of task `t`'s step.
    func advanceTask(_ t: Int32) throws -> LeapTurn {
        // A turn starts at most 13 steps: with room for them made now, the pointers stay valid.
        tasks.makeRoom(LeapTasks.stride)
        let task = tasks.tasks + Int(t)
        let words = tasks.squares + Int(t) * LeapTasks.stride
        let n = task.pointee.node
        let level = Int(task.pointee.level)
        let sub = level - 1
        switch task.pointee.phase {
        case .start:
            try safePoint()
            if let known = memo(n, level: level) {
                // Another step of the same node finished first.
                finish(t, answer: known)
                return .done
            }
            if store.isEmpty(n) {
                finish(t, answer: store.empty(sub))
                return .done
            }
            if level == 5 {
                // The base case: the sixteen leaves stepped as one 32x32 square (no level-4
                // squares are made or memoized).
                store.prefetchRecord(store.nw(n)); store.prefetchRecord(store.ne(n))
                store.prefetchRecord(store.sw(n)); store.prefetchRecord(store.se(n))
                task.pointee.phase = .childrenAsked
                return .running
            }
            if stepLog < level - 2 {
                // Less than the node's full step: the nine parts are only re-centred (their
                // records read one after another: this happens only near the top of a jump).
                centredParts(n, level: level, into: words)
                task.pointee.phase = .partsLookedUp
                return .running
            }
            store.prefetchRecord(store.nw(n)); store.prefetchRecord(store.ne(n))
            store.prefetchRecord(store.sw(n)); store.prefetchRecord(store.se(n))
            task.pointee.phase = .childrenAsked
        case .childrenAsked where level == 5:
            for quarter in 0..<4 {
                let q = store.child(n, quarter)
                store.prefetchRecord(store.nw(q)); store.prefetchRecord(store.ne(q))
                store.prefetchRecord(store.sw(q)); store.prefetchRecord(store.se(q))
            }
            task.pointee.phase = .leavesAsked
        case .leavesAsked:
            let centre = withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 16) { leaves in
                for quarter in 0..<4 {
                    let q = store.child(n, quarter)
                    // Quarter (qy, qx) holds leaf rows 2qy...2qy+1 and columns 2qx...2qx+1.
                    let corner = (quarter >> 1) * 8 + (quarter & 1) * 2
                    leaves[corner] = store.leafBits(store.nw(q))
                    leaves[corner + 1] = store.leafBits(store.ne(q))
                    leaves[corner + 4] = store.leafBits(store.sw(q))
                    leaves[corner + 5] = store.leafBits(store.se(q))
                }
                return kernel.centre32(UnsafePointer(leaves.baseAddress!), generations: 1 << min(stepLog, 3))
            }
            // The four leaves' bits in words 0...7, their buckets in 8...11.
            withUnsafeBytes(of: centre) { bits in
                for i in 0..<4 {
                    let leaf = bits.load(fromByteOffset: 8 * i, as: UInt64.self)
                    (words[2 * i], words[2 * i + 1]) = (UInt32(truncatingIfNeeded: leaf), UInt32(truncatingIfNeeded: leaf >> 32))
                    words[8 + i] = UInt32(store.prefetchLeafBucket(leaf))
                }
            }
            task.pointee.phase = .leafBucketsAsked
        case .leafBucketsAsked:
            for i in 8..<12 { store.prefetchChain(Int(words[i])) }
            task.pointee.phase = .leafRecordsAsked
        case .leafRecordsAsked:
            for i in 0..<4 { words[9 + i] = store.leaf(UInt64(words[2 * i]) | UInt64(words[2 * i + 1]) << 32) }
            words[LeapTasks.spare] = UInt32(store.prefetchBucket(sub, words[9], words[10], words[11], words[12]))
            task.pointee.phase = .answerBucketAsked
        case .childrenAsked:
            let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
            words[0] = UInt32(store.prefetchBucket(sub, store.ne(a), store.nw(b), store.se(a), store.sw(b)))
            words[1] = UInt32(store.prefetchBucket(sub, store.sw(a), store.se(a), store.nw(c), store.ne(c)))
            words[2] = UInt32(store.prefetchBucket(sub, store.se(a), store.sw(b), store.ne(c), store.nw(d)))
            words[3] = UInt32(store.prefetchBucket(sub, store.sw(b), store.se(b), store.nw(d), store.ne(d)))
            words[4] = UInt32(store.prefetchBucket(sub, store.ne(c), store.nw(d), store.se(c), store.sw(d)))
            task.pointee.phase = .straddleBucketsAsked
        case .straddleBucketsAsked:
            for i in 0..<5 { store.prefetchChain(Int(words[i])) }
            task.pointee.phase = .straddleRecordsAsked
        case .straddleRecordsAsked:
            let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
            (words[0], words[1], words[2]) = (a, horizontal(a, b, level: sub), b)
            (words[3], words[4], words[5]) = (vertical(a, c, level: sub), centreOf(n, level: level), vertical(b, d, level: sub))
            (words[6], words[7], words[8]) = (c, horizontal(c, d, level: sub), d)
            task.pointee.phase = .partsLookedUp
            if startParts(t, slots: LeapTasks.gridSlots) { return .waiting }
            // Nothing to wait for: straight on with the second half.
            fallthrough
        case .partsLookedUp:
            words[9] = UInt32(store.prefetchBucket(sub, words[0], words[1], words[3], words[4]))
            words[10] = UInt32(store.prefetchBucket(sub, words[1], words[2], words[4], words[5]))
            words[11] = UInt32(store.prefetchBucket(sub, words[3], words[4], words[6], words[7]))
            words[12] = UInt32(store.prefetchBucket(sub, words[4], words[5], words[7], words[8]))
            task.pointee.phase = .quarterBucketsAsked
        case .quarterBucketsAsked:
            for i in LeapTasks.quarterSlots { store.prefetchChain(Int(words[i])) }
            task.pointee.phase = .quarterRecordsAsked
        case .quarterRecordsAsked:
            words[9] = store.node(sub, words[0], words[1], words[3], words[4])
            words[10] = store.node(sub, words[1], words[2], words[4], words[5])
            words[11] = store.node(sub, words[3], words[4], words[6], words[7])
            words[12] = store.node(sub, words[4], words[5], words[7], words[8])
            task.pointee.phase = .quartersLookedUp
            if startParts(t, slots: LeapTasks.quarterSlots) { return .waiting }
            fallthrough
        case .quartersLookedUp:
            words[LeapTasks.spare] = UInt32(store.prefetchBucket(sub, words[9], words[10], words[11], words[12]))
            task.pointee.phase = .answerBucketAsked
        case .answerBucketAsked:
            store.prefetchChain(Int(words[LeapTasks.spare]))
            task.pointee.phase = .answerRecordAsked
        case .answerRecordAsked:
            let answer = store.node(sub, words[9], words[10], words[11], words[12])
            if stepLog >= level - 2 { store.setResult(n, answer) } else { store.setSlowResult(n, answer) }
            finish(t, answer: answer)
            return .done
        }
        return .running
    }

    /// Replaces the parts in `slots` of task `t` by their results where known, and starts the
    /// steps of the others (two parts that are the same node, both unknown, are rare: each gets a
    /// step, and the second to start finds the first's result when it has finished by then).
    /// Returns whether the task must wait for them.
    func startParts(_ t: Int32, slots: Range<Int>) -> Bool {
        let words = tasks.squares + Int(t) * LeapTasks.stride
        let sub = Int(tasks.tasks[Int(t)].level) - 1
        for s in slots {
            let x = words[s]
            if let known = memo(x, level: sub) {
                words[s] = known
            } else if store.isEmpty(x) {
                words[s] = store.empty(sub - 1)
            } else {
                startStep(of: x, for: t, slot: s)
            }
        }
        return tasks.tasks[Int(t)].pending > 0
    }

    /// Starts the step of part `x`, whose result goes to `slot` of task `t`.
    func startStep(of x: UInt32, for t: Int32, slot: Int) {
        let parent = tasks.tasks[Int(t)]
        let share = parent.progressSpan / 13
        let child = tasks.add(node: x, level: Int(parent.level) - 1, parent: t, slot: slot, depth: Int(parent.depth) + 1,
                              base: parent.progressBase + share * Double(slot), span: share)
        tasks.tasks[Int(t)].pending += 1
        tasks.ready.append(child)
        store.prefetchRecord(x)
    }

    /// Hands task `t`'s answer to the task waiting for it (or the jump) and reports progress.
    func finish(_ t: Int32, answer: UInt32) {
        let task = tasks.tasks[Int(t)]
        if task.parent < 0 {
            tasks.rootAnswer = answer
        } else {
            let p = Int(task.parent)
            tasks.squares[p * LeapTasks.stride + Int(task.slot)] = answer
            tasks.tasks[p].pending -= 1
            if tasks.tasks[p].pending == 0 { tasks.ready.append(task.parent) }
        }
        if task.depth < 4, let progressSink {
            let reached = min(task.progressBase + task.progressSpan, progressEnd)
            if reached > reportedProgress {
                reportedProgress = reached
                progressSink(reached)
            }
        }
        tasks.remove(t)
    }

    /// The nine parts of a step shorter than the node's full one: the centres of its four
    /// children and of the five squares straddling them, one level below the children.
    func centredParts(_ n: UInt32, level: Int, into words: UnsafeMutablePointer<UInt32>) {
        let sub = level - 1
        let a = store.nw(n), b = store.ne(n), c = store.sw(n), d = store.se(n)
        words[0] = centreOf(a, level: sub)
        words[2] = centreOf(b, level: sub)
        words[6] = centreOf(c, level: sub)
        words[8] = centreOf(d, level: sub)
        words[1] = centreOf(horizontal(a, b, level: sub), level: sub)
        words[3] = centreOf(vertical(a, c, level: sub), level: sub)
        words[4] = centreOf(centreOf(n, level: level), level: sub)
        words[5] = centreOf(vertical(b, d, level: sub), level: sub)
        words[7] = centreOf(horizontal(c, d, level: sub), level: sub)
    }
}
