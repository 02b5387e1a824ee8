/// Births and deaths kept for each parity of step (even and odd), as the tiles asleep add them.
///
/// Two plain fields rather than an array of `SIMD2<Int>`, whose storage type the Swift runtime
/// would look up at start-up (see the start-up paragraph of docs/ARCHITECTURE.md).
struct ParityCounts {
    private var even = SIMD2<Int>.zero, odd = SIMD2<Int>.zero

    /// The counts of steps of this parity (its low bit).
    subscript(parity: Int) -> SIMD2<Int> {
        get { parity & 1 == 0 ? even : odd }
        set {
            if parity & 1 == 0 { even = newValue } else { odd = newValue }
        }
    }
}
