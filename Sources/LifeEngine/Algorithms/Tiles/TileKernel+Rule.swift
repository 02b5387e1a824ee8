import TileKernels
import TileKernelsWide
import TileKernelsWidest

extension TileKernel {
    /// A kernel for the rule: adder logic over neighbour counts for a totalistic rule (of any
    /// neighbourhood of range 1), else the rule's table as a circuit.
    convenience init(rule: Rule) {
        precondition(TiledLife.runs(rule) && !rule.bornFromNothing, "a kernel runs a two-state rule of range 1 without B0")
        self.init(aliveCellsOf: rule)
    }

    /// A kernel for the cells in state 1 of a rule of range 1 without B0: for Generations, which
    /// of them live next (the decaying states are not neighbours), before births are kept off
    /// the decaying cells.
    convenience init(aliveCellsOf rule: Rule) {
        if rule.isTotalistic {
            self.init(birth: rule.birthMask, survival: rule.survivalMask, neighbours: UInt8(rule.neighbourhood.mask))
        } else {
            self.init(table: rule.table.words)
        }
    }

    /// `step` at a width this processor runs.
    @inline(__always)
    func step(width: TileVectorWidth, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>, south: UnsafePointer<UInt64>,
              west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>, northWest: UnsafePointer<UInt64>,
              northEast: UnsafePointer<UInt64>, southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
              blocks: UInt8, out: UnsafeMutablePointer<UInt64>, scratch: UnsafeMutableRawPointer? = nil) -> TileStepSummary {
        switch width {
        case .eight:
            return WidestTileKernel.step(self, center: center, north: north, south: south, west: west, east: east,
                                         northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                                         blocks: blocks, out: out, scratch: scratch)
        case .four:
            return WideTileKernel.step(self, center: center, north: north, south: south, west: west, east: east,
                                       northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                                       blocks: blocks, out: out, scratch: scratch)
        case .two:
            return step(SIMD2<UInt64>.self, center: center, north: north, south: south, west: west, east: east,
                        northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                        blocks: blocks, out: out, scratch: scratch)
        }
    }

    /// `gather` at a width this processor runs, into `slots` (`scratchBytes` of room, aligned to 64 bytes).
    @inline(__always)
    func gather(width: TileVectorWidth, center: UnsafePointer<UInt64>, north: UnsafePointer<UInt64>, south: UnsafePointer<UInt64>,
                west: UnsafePointer<UInt64>, east: UnsafePointer<UInt64>, northWest: UnsafePointer<UInt64>,
                northEast: UnsafePointer<UInt64>, southWest: UnsafePointer<UInt64>, southEast: UnsafePointer<UInt64>,
                blocks: UInt8, slots: UnsafeMutableRawPointer, stride: Int, first: Int) {
        switch width {
        case .eight:
            WidestTileKernel.gather(self, center: center, north: north, south: south, west: west, east: east,
                                    northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                                    blocks: blocks, slots: slots, stride: stride, first: first)
        case .four:
            WideTileKernel.gather(self, center: center, north: north, south: south, west: west, east: east,
                                  northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                                  blocks: blocks, slots: slots, stride: stride, first: first)
        case .two:
            gather(SIMD2<UInt64>.self, center: center, north: north, south: south, west: west, east: east,
                   northWest: northWest, northEast: northEast, southWest: southWest, southEast: southEast,
                   blocks: blocks, slots: slots.assumingMemoryBound(to: SIMD2<UInt64>.self), stride: stride, first: first)
        }
    }

    /// The circuit run over the first `vectors` vectors `gather` wrote at this width with `stride`;
    /// returns where the results are.
    @inline(__always)
    func runCircuit(width: TileVectorWidth, slots: UnsafeMutableRawPointer, vectors: Int, stride: Int) -> UnsafeRawPointer {
        switch width {
        case .eight: return WidestTileKernel.runCircuit(self, slots: slots, vectors: vectors, stride: stride)
        case .four: return WideTileKernel.runCircuit(self, slots: slots, vectors: vectors, stride: stride)
        case .two:
            return circuit!.gates.withUnsafeBufferPointer { gates in
                UnsafeRawPointer(RuleCircuit.run(gates, output: circuit!.output, slots: slots.assumingMemoryBound(to: SIMD2<UInt64>.self),
                                                 vectors: vectors, stride: stride))
            }
        }
    }

    /// `scatter` at this width, of the results from vector `first` on.
    @inline(__always)
    func scatter(width: TileVectorWidth, results: UnsafeRawPointer, first: Int, blocks: UInt8,
                 out: UnsafeMutablePointer<UInt64>) -> TileStepSummary {
        switch width {
        case .eight: return WidestTileKernel.scatter(self, results: results, first: first, blocks: blocks, out: out)
        case .four: return WideTileKernel.scatter(self, results: results, first: first, blocks: blocks, out: out)
        case .two:
            return scatter(SIMD2<UInt64>.self, results: results.assumingMemoryBound(to: SIMD2<UInt64>.self) + first,
                           blocks: blocks, out: out)
        }
    }
}
