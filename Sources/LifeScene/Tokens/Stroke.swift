/// Line widths, in pixels at scale 1.
public enum Stroke {
    /// The frame around a torus board: two pixels, so the board reads as a board in every theme.
    public static let boardBorder = 2
    /// The keyboard focus ring around a control.
    public static let focusRing = 2
}
