import LifeInterface
import LifeScene

/// What one UI pass yields: the picture, and the regions each view listed while drawing it. The
/// pointer (clicks, hover, tooltips) and the keyboard's focus ring read these regions, so what
/// they reach is what is on screen.
public struct UIFrame {
    /// What to paint.
    public var list = RenderList()
    /// Each layer over the grid with its regions, bottom to top.
    var layers: [(layer: Layer, regions: [Region<FocusTarget>])] = []
    /// The board's own controls under the layers: the control bar's buttons left to right, then
    /// the timeline bar and the sparkline.
    var board: [Region<FocusTarget>] = []
    /// The grid as the focus ring reaches it: the cell cursor's frame (not the pointer's).
    var grid: Region<FocusTarget>?

    /// What the pointer reaches, the first region under a point winning: the layers from the top
    /// down to the first modal one, then the board's, unless a modal panel other than a prompt is on
    /// top (a prompt leaves the bar's buttons lit under the pointer).
    var pointerRegions: [Region<FocusTarget>] {
        var regions: [Region<FocusTarget>] = []
        for (layer, listed) in layers.reversed() {
            regions += listed
            if layer.isModal { break }
        }
        let top = layers.last?.layer
        let barReached = top.map { !$0.isModal || $0.isPrompt } ?? true
        return barReached ? regions + board : regions
    }

    /// What Tab moves through, in reading order: the layers from the top down to the first that
    /// keeps the focus (a modal panel, the menu), then the grid and the bar when none does; dimmed
    /// buttons and what only the pointer uses left out.
    var focusRegions: [Region<FocusTarget>] { ringOrder.filter(\.focusable) }

    /// The regions of the screen on top in the ring's order, those Tab passes by included: a
    /// control the ring is on when it dims (a stepper pressed to its end) keeps the ring there.
    var ringOrder: [Region<FocusTarget>] {
        var regions: [Region<FocusTarget>] = []
        for (layer, listed) in layers.reversed() {
            regions += listed
            if layer.keepsFocus { return regions }
        }
        return regions + [grid].compactMap { $0 } + board
    }

    /// The region of layer `index` under a point, if any.
    func hit(at point: Point, layer index: Int) -> FocusTarget? {
        layers[index].regions.first { $0.frame?.contains(point) == true }?.control
    }

    /// The frame of the control in the focus ring, when it is on screen.
    func focusFrame(of target: FocusTarget?) -> Rect? {
        guard let target else { return nil }
        // A dimmed control (not focusable) has the ring while it is in none of the focusable regions.
        let order = ringOrder
        return (order.first { $0.focusable && $0.control == target } ?? order.first { $0.control == target })?.frame
    }
}
