import LifeScene

/// The focus ring: an accent outline around the control the keyboard would press.
struct FocusView {
    let theme: Theme

    func draw(_ frame: Rect?, into list: inout RenderList) {
        guard let frame else { return }
        let c = theme.colors, width = Double(Stroke.focusRing), gap = 3.0
        let outer = frame.insetBy(-(gap + width), -(gap + width)), inner = frame.insetBy(-gap, -gap)
        // Four bars rather than a filled shape, so the control inside stays as it is drawn.
        for bar in [Rect(x: outer.x, y: outer.y, width: outer.width, height: width),
                    Rect(x: outer.x, y: inner.maxY, width: outer.width, height: width),
                    Rect(x: outer.x, y: inner.y, width: width, height: inner.height),
                    Rect(x: inner.maxX, y: inner.y, width: width, height: inner.height)] {
            list.commands.append(.fill(bar, c.accent, radius: 0))
        }
    }
}
