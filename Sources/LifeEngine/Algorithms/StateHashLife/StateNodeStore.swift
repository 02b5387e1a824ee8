/// The hash-consed quadtree of a multi-state HashLife: every distinct square once. Level-1 nodes
/// are 2x2 squares of cell states (NW, NE, SW, SE); a level-L node (L >= 2) is four level-(L-1)
/// children. Each node also keeps its count of cells in a state other than 0 and the one result
/// last asked of it (its centre some power-of-two generations on).
final class StateNodeStore {
    private(set) var levels: [Int32] = []
    private(set) var parts: [SIMD4<Int32>] = []
    private(set) var populations: [UInt128] = []
    private var results: [Int32] = []
    private var resultSteps: [Int8] = []
    /// Open addressing: node numbers (-1 for a free slot), at most half full.
    private var slots = [Int32](repeating: -1, count: 1 << 12)
    private var empties: [Int32] = []

    /// About how many bytes a node costs (its arrays and its slots in the table).
    static let bytesPerNode = 64

    /// Distinct nodes held.
    var count: Int { levels.count }

    @inline(__always) private static func hash(_ level: Int32, _ p: SIMD4<Int32>) -> Int {
        var h = UInt64(UInt32(bitPattern: p[0])) &* 0x9E37_79B9_7F4A_7C15
        h = (h ^ UInt64(UInt32(bitPattern: p[1]))) &* 0xC2B2_AE3D_27D4_EB4F
        h = (h ^ UInt64(UInt32(bitPattern: p[2]))) &* 0x1656_67B1_9E37_79F9
        h = (h ^ UInt64(UInt32(bitPattern: p[3])) ^ UInt64(UInt32(bitPattern: level)) << 32) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }

    /// The node of these parts, made if new.
    func node(level: Int, _ p: SIMD4<Int32>) -> Int32 {
        let l = Int32(level)
        var mask = slots.count - 1
        var i = Self.hash(l, p) & mask
        // The probe reads the arrays without bounds checks: every slot holds -1 or a node number.
        let found: Int32 = slots.withUnsafeBufferPointer { slot in
            parts.withUnsafeBufferPointer { part in
                levels.withUnsafeBufferPointer { lev in
                    while true {
                        let n = slot[i]
                        if n < 0 { return -1 }
                        if part[Int(n)] == p && lev[Int(n)] == l { return n }
                        i = (i + 1) & mask
                    }
                }
            }
        }
        if found >= 0 { return found }
        let n = Int32(levels.count)
        levels.append(l)
        parts.append(p)
        if level == 1 {
            populations.append(UInt128((p[0] != 0 ? 1 : 0) + (p[1] != 0 ? 1 : 0) + (p[2] != 0 ? 1 : 0) + (p[3] != 0 ? 1 : 0)))
        } else {
            populations.append(populations[Int(p[0])] + populations[Int(p[1])] + populations[Int(p[2])] + populations[Int(p[3])])
        }
        results.append(-1)
        resultSteps.append(-1)
        if levels.count * 2 > slots.count {
            grow()
            mask = slots.count - 1
            i = Self.hash(l, p) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
        }
        slots[i] = n
        return n
    }

    /// Doubles the table and places every node again.
    private func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for n in 0..<(levels.count - 1) {
            var i = Self.hash(levels[n], parts[n]) & mask
            while slots[i] >= 0 { i = (i + 1) & mask }
            slots[i] = Int32(n)
        }
    }

    /// The all-zero node of a level.
    func empty(_ level: Int) -> Int32 {
        while empties.count <= level {
            let l = empties.count
            empties.append(l == 0 ? -1 : l == 1 ? node(level: 1, .zero) : node(level: l, SIMD4(repeating: empties[l - 1])))
        }
        return empties[level]
    }

    /// The node's four parts.
    @inline(__always) func parts(of n: Int32) -> SIMD4<Int32> { parts[Int(n)] }
    /// The node's level.
    @inline(__always) func level(of n: Int32) -> Int { Int(levels[Int(n)]) }
    /// Cells in a state other than 0 under the node.
    @inline(__always) func population(of n: Int32) -> UInt128 { populations[Int(n)] }

    /// The centre 2^(L-1) square of a level-L node 2^step generations on, if already known.
    @inline(__always) func result(of n: Int32, step: Int) -> Int32? {
        resultSteps[Int(n)] == Int8(step) ? results[Int(n)] : nil
    }

    /// Remembers a node's result for 2^step generations (replacing one for another step).
    @inline(__always) func remember(_ result: Int32, of n: Int32, step: Int) {
        results[Int(n)] = result
        resultSteps[Int(n)] = Int8(step)
    }
}
