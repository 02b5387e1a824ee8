/// Playing backwards: since when, and how many generations it has gone back.
struct BackwardPlay {
    let since: Double
    var done: Int64 = 0
}
