/// The part of the plane and the range of generations Life works in, held at every door.
///
/// Cells lie strictly within 2^62 of the origin on both axes, so a width, a height or a
/// difference of two coordinates always fits in Int64; generation counters run from 0 to 2^62.
/// Readers, the command line and the app refuse anything outside with these messages; HashLife
/// stops a jump that would carry life beyond the bound, `life run` refuses a result that spread
/// past it and the app stops playing before a cell can cross it. The per-generation engines never
/// overflow on the way: at most one cell a generation for at most 2^62 generations, from inside
/// the bound, stays within Int64.
public enum PlaneLimits {
    /// |x| and |y| of every cell are below this: 2^62.
    public static let coordinateBound: Int64 = 1 << 62
    /// Largest generation counter: 2^62.
    public static let maxGeneration: Int64 = 1 << 62

    /// "cells must lie within 2^62 of the origin".
    public static let coordinateMessage = "cells must lie within 2^62 (4611686018427387904) of the origin"
    /// "generation counters above 2^62 are not supported".
    public static let generationMessage = "generation counters above 2^62 (4611686018427387904) are not supported"
    /// Most live cells Life lists from a universe (for undo, saving, copying, scripts); beyond it
    /// only HashLife's tree holds the universe.
    public static let listedCells = 5_000_000

    /// Whether a coordinate lies within the bound.
    @inline(__always)
    public static func contains(_ value: Int64) -> Bool {
        value > -coordinateBound && value < coordinateBound
    }

    /// Whether a cell lies within the bound.
    @inline(__always)
    public static func contains(_ cell: Cell) -> Bool { contains(cell.x) && contains(cell.y) }

    /// Whether every cell of the rectangle lies within the bound.
    public static func contains(_ rect: CellRect) -> Bool {
        contains(Cell(rect.x, rect.y)) && coordinate(rect.x, plus: rect.width - 1) != nil
            && coordinate(rect.y, plus: rect.height - 1) != nil
    }

    /// `base + offset` when it lies within the bound (never traps), or nil.
    @inline(__always)
    public static func coordinate(_ base: Int64, plus offset: Int64) -> Int64? {
        let (sum, overflow) = base.addingReportingOverflow(offset)
        return !overflow && contains(sum) ? sum : nil
    }

    /// How many generations life inside `bounds` can surely run on the plane before a cell could
    /// pass the bound (cells spread at most one a generation); 0 when it is at the edge, and
    /// `Int64.max` for no life.
    public static func generationsBeforeEdge(_ bounds: CellRect?) -> Int64 {
        guard let b = bounds else { return .max }
        guard contains(b) else { return 0 }
        let outermost = max(max(-b.x, b.x + b.width - 1), max(-b.y, b.y + b.height - 1))
        return coordinateBound - 1 - outermost
    }

    /// Whether a generation counter is in range.
    public static func isValidGeneration(_ generation: Int64) -> Bool {
        generation >= 0 && generation <= maxGeneration
    }

    /// Whether `generations` more can be added to `generation` without passing the limit.
    public static func canAdvance(_ generation: Int64, by generations: Int64) -> Bool {
        generations >= 0 && isValidGeneration(generation) && generations <= maxGeneration - generation
    }
}
