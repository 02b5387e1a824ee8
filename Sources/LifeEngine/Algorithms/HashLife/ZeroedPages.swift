#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Large zero-filled tables for HashLife, mapped from the system. The hash table's bucket heads are
/// asked for huge pages where the kernel gives them on request (`madvise` mode of transparent huge
/// pages): every lookup lands somewhere random in it, and with 2 MiB pages far fewer miss the
/// address-translation cache (catacryst 2^30: 1.41 -> 1.31 s). So are the node records: they fill
/// in order, but a jump's interleaved steps (`HashLife.leap`) prefetch records all over them, and
/// a prefetch that misses the translation cache waits on a page walk (c4 rake 2^20 1.06 -> 0.94 s,
/// soup 2^10 0.37 -> 0.32 s).
enum ZeroedPages {
    /// Tables smaller than this are ordinary allocations, not worth a mapping of their own.
    static let mappedThreshold = 4 << 20

    /// `count` zeroed values of `T` in a fresh mapping (`nil` when none could be made); pages
    /// are taken from the system as they are first written, huge ones when `hugePages` asks.
    static func map<T>(_ type: T.Type, count: Int, hugePages: Bool = false) -> UnsafeMutablePointer<T>? {
        let bytes = count * MemoryLayout<T>.stride
        guard let address = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0),
              address != MAP_FAILED else { return nil }
        #if canImport(Glibc)
        if hugePages { _ = madvise(address, bytes, MADV_HUGEPAGE) }
        #endif
        return address.bindMemory(to: T.self, capacity: count)
    }

    /// Gives back a mapping `map` made for `count` values.
    static func unmap<T>(_ pointer: UnsafeMutablePointer<T>, count: Int) {
        munmap(UnsafeMutableRawPointer(pointer), count * MemoryLayout<T>.stride)
    }

    /// `count` zeroed values: a mapping on huge pages when large (see `map`), else an ordinary allocation.
    static func table<T: FixedWidthInteger>(_ type: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        if count * MemoryLayout<T>.stride >= mappedThreshold, let mapped = map(T.self, count: count, hugePages: true) { return mapped }
        let table = UnsafeMutablePointer<T>.allocate(capacity: count)
        table.initialize(repeating: 0, count: count)
        return table
    }

    /// Gives back a table `table` made for `count` values.
    static func release<T: FixedWidthInteger>(_ table: UnsafeMutablePointer<T>, count: Int) {
        if count * MemoryLayout<T>.stride >= mappedThreshold {
            unmap(table, count: count)
        } else {
            table.deallocate()
        }
    }
}
