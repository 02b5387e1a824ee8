import LifeEngine
import LifeScene

/// The UI passes made from scene states: the frame on screen, the one built last, and the last
/// pass's regions, which serve the input that follows until the state changes.
struct FramePasses {
    /// The state the frame on screen was built from (nil before the first frame).
    private var drawn: SceneState?
    /// The state the last picture was built from.
    private var built: SceneState?
    /// The last UI pass's regions and the state it was made from.
    private var last: (state: SceneState, frame: UIFrame)?

    /// The picture of `state`; its regions are kept for the input that follows.
    mutating func picture(of state: SceneState, theme: Theme, universe: any LifeAlgorithm) -> RenderList {
        built = state
        var frame = SceneBuilder(theme: theme).build(state, universe: universe)
        let list = frame.list
        frame.list = RenderList()
        last = (state, frame)
        return list
    }

    /// The regions of `state`: the last pass's while the state is the same, else a new pass (all
    /// but the grid's cells).
    mutating func regions(of state: SceneState, theme: Theme) -> UIFrame {
        if let last, last.state == state { return last.frame }
        var frame = SceneBuilder(theme: theme).chrome(state)
        frame.list = RenderList()
        last = (state, frame)
        return frame
    }

    /// The picture last built is on screen (or, with none built, the picture of `current`).
    mutating func didDraw(current: @autoclosure () -> SceneState) {
        drawn = built ?? current()
    }

    /// Whether the screen is out of date for `state`.
    func needsRedraw(_ state: SceneState) -> Bool { drawn != state }
}
