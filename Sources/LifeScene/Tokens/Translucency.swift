/// How opaque the layers over the grid are (0...255), named by what they do.
public enum Translucency {
    /// The dimming behind a modal panel.
    public static let scrim: UInt8 = 170
    /// The first-run panel over an empty grid.
    public static let floatingPanel: UInt8 = 235
    /// The gestures hint bar.
    public static let hintBar: UInt8 = 220
    /// The backdrop behind the scale note.
    public static let noteBackdrop: UInt8 = 200
    /// A pasted pattern floating before it is placed.
    public static let floatingCells: UInt8 = 150
    /// The tint over a selected rectangle of cells.
    public static let selection: UInt8 = 40
    /// The timeline bar's track where the run has not got to (over the text colour: a groove
    /// that shows on the grid in every theme).
    public static let track: UInt8 = 56
    /// A text field's selected text's band (over the accent colour).
    public static let textSelection: UInt8 = 120
    /// How far the row of the item in use (the board being edited) is tinted toward the accent (0...1).
    public static let currentRowTint = 0.14
    /// How far the label of a control that cannot be chosen fades toward its background (0...1).
    public static let disabledFade = 0.6
}
