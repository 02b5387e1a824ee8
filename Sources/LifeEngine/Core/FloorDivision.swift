/// Integer division rounding toward negative infinity, for grid arithmetic on negative coordinates.
public enum FloorDivision {
    /// `a / b` rounded down (b > 0 or b < 0, never 0).
    @inline(__always)
    public static func divide(_ a: Int64, _ b: Int64) -> Int64 {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
