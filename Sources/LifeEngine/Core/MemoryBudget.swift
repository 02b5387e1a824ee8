#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much memory a run may take: the one budget the commands and the app hold the engines to.
///
/// HashLife keeps to its own node cap (a part of the budget) by collecting garbage; a stepping
/// engine (tiles, sparse) is stopped between generations before its storage, grown as arrays
/// grow (the old and the doubled copy at once), and the copies an analysis keeps of it could pass
/// the budget, so nothing ends in a failed allocation.
public struct MemoryBudget: Sendable, Equatable, CustomStringConvertible {
    /// The budget in bytes.
    public let bytes: Int

    /// A budget of `bytes` (at least 64 MiB).
    public init(bytes: Int) { self.bytes = max(Self.smallest, bytes) }

    /// A budget of `mebibytes` MiB.
    public init(mebibytes: Int) { self.init(bytes: mebibytes.multipliedReportingOverflow(by: 1 << 20).overflow ? .max : mebibytes << 20) }

    /// The smallest budget: 64 MiB.
    public static let smallest = 64 << 20

    /// The machine's budget when none is given: half its memory, and a third of the address space
    /// or data the process may have (`ulimit -v`, `ulimit -d`), so growth never meets the limit.
    public static var machine: MemoryBudget {
        var bytes = physicalMemory / 2
        for resource in [RLIMIT_AS, RLIMIT_DATA] {
            var limit = rlimit()
            #if canImport(Glibc)
            let got = getrlimit(__rlimit_resource_t(resource.rawValue), &limit)
            #else
            let got = getrlimit(resource, &limit)
            #endif
            // RLIM_INFINITY is all ones, which the test below also turns away.
            if got == 0 && limit.rlim_cur < UInt64(Int.max) {
                bytes = min(bytes, Int(limit.rlim_cur) / 3)
            }
        }
        return MemoryBudget(bytes: bytes)
    }

    /// The machine's memory in MiB (8 GiB when it cannot be read).
    public static var machineMebibytes: Int { physicalMemory >> 20 }

    /// The machine's memory in bytes (8 GiB when it cannot be read).
    static var physicalMemory: Int {
        let pages = sysconf(Int32(_SC_PHYS_PAGES)), size = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, size > 0 else { return 8 << 30 }
        return pages.multipliedReportingOverflow(by: size).overflow ? .max : pages * size
    }

    /// The budget in MiB.
    public var mebibytes: Int { bytes >> 20 }

    /// HashLife's node cap within this budget: all of a budget given by the user, else the budget
    /// up to HashLife's usual 2 GiB (beyond it a collection costs more than it saves).
    public func hashLifeBytes(given: Bool) -> Int { given ? bytes : min(bytes, 2 << 30) }

    /// Whether a stepping universe may take another generation: three times its storage (an array
    /// doubling holds the old and the new) and `copies` more kept beside it fit in the budget.
    /// HashLife is always allowed: its node cap keeps it within the budget.
    public func allows(_ universe: any LifeAlgorithm, copies: Int = 0) -> Bool {
        guard !universe.leaps else { return true }
        let (needed, overflow) = universe.storageBytes.multipliedReportingOverflow(by: 3 + max(0, copies))
        return !overflow && needed <= bytes
    }

    /// Bytes a live cell takes while an ending tracker compares cell lists: the list, a sorted or
    /// shifted copy, and the same again of the universe it is compared with.
    public static let trackedCellBytes = 4 * MemoryLayout<Cell>.stride

    /// Whether an ending tracker may follow a stepping universe another generation: its copies fit
    /// (see `allows`) and so do the cell lists its cycle and settle checks build, which grow with
    /// the population rather than with the tiles' storage (a dense band of tens of millions of
    /// cells takes a few MiB of tiles and gigabytes as a list).
    public func allowsTracking(_ universe: any LifeAlgorithm, copies: Int) -> Bool {
        guard !universe.leaps else { return true }
        let population = universe.exactPopulation > UInt128(Int.max) ? Int.max : Int(universe.exactPopulation)
        let (storage, storageOverflow) = universe.storageBytes.multipliedReportingOverflow(by: 3 + max(0, copies))
        let (lists, listsOverflow) = population.multipliedReportingOverflow(by: Self.trackedCellBytes)
        let (needed, sumOverflow) = storage.addingReportingOverflow(lists)
        return !storageOverflow && !listsOverflow && !sumOverflow && needed <= bytes
    }

    /// What to say when a run stopped at the budget: the generation reached and how to go further.
    public func refusal(at generation: Int64, option: String = "--max-memory") -> String {
        "stopped at generation \(generation): the pattern has reached the memory budget of \(mebibytes) MiB; "
            + "give \(option) more MiB to go further"
            + (bytes < Self.physicalMemory / 2 ? " (this machine has \(Self.physicalMemory >> 20) MiB)" : "")
    }

    /// "2048 MiB".
    public var description: String { "\(mebibytes) MiB" }
}
