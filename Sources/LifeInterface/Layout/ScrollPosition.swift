/// Scrolling a list so a row shows (the focus ring in a panel).
public enum ScrollPosition {
    /// The first row to show so that `row` is among `rows` shown, moving as little as possible from `scroll`.
    public static func showing(_ row: Int, from scroll: Int, rows: Int) -> Int {
        if row < scroll { return row }
        if row >= scroll + rows { return row - rows + 1 }
        return scroll
    }

    /// The first row shown after a wheel movement of `dy` notches (up is positive; a part notch
    /// moves a whole row), within 0...`maxScroll`.
    public static func afterWheel(_ dy: Double, from scroll: Int, maxScroll: Int) -> Int {
        min(max(scroll - Int(dy.rounded(dy > 0 ? .up : .down)), 0), maxScroll)
    }
}
