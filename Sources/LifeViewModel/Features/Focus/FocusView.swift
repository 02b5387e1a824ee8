import LifeScene

/// The focus ring: an accent outline around the control the keyboard would press.
struct FocusView {
    let theme: Theme

    func draw(_ frame: Rect?, into list: inout RenderList) {
        guard let frame else { return }
        // Around the control, three pixels out, so the control stays as it is drawn.
        let width = Double(Stroke.focusRing), gap = 3.0
        list.ring(frame.insetBy(-(gap + width), -(gap + width)), color: theme.colors.accent, width: width)
    }
}
