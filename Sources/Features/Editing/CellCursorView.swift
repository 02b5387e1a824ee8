import LifeScene

/// The cell cursor's own mark: an outline hugging its cell in the text colour, inside the focus
/// ring (which is drawn a few pixels out in the accent), so the cell stands out on live cells of
/// the accent's colour too.
public struct CellCursorView {
    let theme: Theme

    /// A view drawing with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the mark round `frame` (the cursor's, `EditingState.cursorFrame`); nothing while it is out of view.
    public func draw(_ frame: Rect?, into list: inout RenderList) {
        guard let frame else { return }
        list.ring(frame.insetBy(-1, -1), color: theme.colors.text, width: Double(Stroke.cursor))
    }
}
