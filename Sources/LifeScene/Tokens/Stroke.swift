/// Line widths, in pixels at scale 1.
public enum Stroke {
    /// The frame around a bounded grid's board: two pixels, so the board reads as a board in every theme.
    public static let boardBorder = 2
    /// Half the length of a chevron marking how a board's edges join, and its distance outside the edge.
    public static let joinMark = 6.0
    /// The room a board leaves around it for the join marks: the frame, a gap, a chevron, a gap.
    public static let joinMarkRoom = Double(boardBorder) + 2 * joinMark + 4
    /// Edges shorter than this on screen carry no join marks (they would crowd the board).
    public static let joinMarkMinimumEdge = 40.0
    /// The keyboard focus ring around a control.
    public static let focusRing = 2
    /// The cell cursor's outline, hugging its cell inside the focus ring.
    public static let cursor = 2
    /// A dash of a graph's line where nothing was measured, and the gap after it.
    public static let dash = 4.0
}
