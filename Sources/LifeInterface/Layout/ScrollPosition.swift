/// Scrolling a list so a row shows (the focus ring in a panel).
public enum ScrollPosition {
    /// The first row to show so that `row` is among `rows` shown, moving as little as possible from `scroll`.
    public static func showing(_ row: Int, from scroll: Int, rows: Int) -> Int {
        if row < scroll { return row }
        if row >= scroll + rows { return row - rows + 1 }
        return scroll
    }
}
