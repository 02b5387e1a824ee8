import LifeInterface
import EditingFeature
import TimelineFeature
import LifeScene

/// One press on the board, from button down to button up, and what it becomes: a control bar
/// button (carried out when released over it), the timeline scrubbed, a generation picked on the
/// sparkline, cells edited (a click, a pencil stroke, a selection, a paste moved), or the view
/// panned by a drag. The coordinator reads what lies under the pointer off the UI pass and
/// carries out the button a release returns.
struct BoardPointer {
    /// The press under way (nil between presses).
    private(set) var gesture: PointerGesture?
    /// The mouse button held for it.
    private(set) var button: PointerButton?
    /// Whether the press drags along the timeline bar.
    private(set) var scrubbing = false
    /// Whether the next release is dropped: it ends the click that chose a menu item, whatever
    /// the item opened.
    var dropsNextRelease = false
    /// Where and when a layer on top (a panel, a dialog) or a button last took a click.
    private var layerClick: (point: Point, time: Double)?
    /// A press on the board (not on a button) this soon after a click a layer or a button took,
    /// this near it, is that click's double (a file the Open dialog opened at the first click, a
    /// starter whose card went with it): not an edit. A button pressed twice works twice.
    static let doubleClickSeconds = 0.5, doubleClickDistance = 6.0

    /// Notes a press or release a layer on top took (other events are not clicks).
    mutating func layerTook(_ event: InputEvent, now: Double) {
        switch event {
        case .pointerDown(let point, _, _), .pointerUp(let point, _): layerClick = (point, now)
        default: break
        }
    }

    /// A press at `point` on `region`, whose button (if any) is `action`; on the sparkline,
    /// `sparklineGeneration` is the generation under the pointer.
    /// A press that doubles a click a layer or a button took (see `doubleClickSeconds`) is let go, with its release.
    mutating func press(at point: Point, button: PointerButton, modifiers: KeyModifiers, on region: FocusTarget?,
                        action: ControlAction?, sparklineGeneration: Int64?, now: Double,
                        hover: inout ButtonHover, editing: inout EditingState, in context: FeatureContext) {
        if action == nil, let click = layerClick, now - click.time < Self.doubleClickSeconds,
           abs(point.x - click.point.x) <= Self.doubleClickDistance, abs(point.y - click.point.y) <= Self.doubleClickDistance {
            layerClick = nil
            return
        }
        gesture = PointerGesture(start: point)
        self.button = button
        guard button == .left else { return }
        if let action {
            hover.pressed = action
        } else if region == .timeline {
            scrubbing = true
            TimelineActions.scrub(to: point, in: context)
        } else if region == .sparkline, let generation = sparklineGeneration {
            context.backwards = nil
            if !context.travel(to: generation) { context.show("Generation \(generation) is no longer in the history") }
        } else if context.layout.grid.contains(point) {
            _ = editing.beginPress(at: point, modifiers: modifiers, in: context)
        }
    }

    /// The pointer moved while a button may be held: scrubs, edits, or pans once it drags.
    mutating func move(to point: Point, pressed: ControlAction?, editing: inout EditingState, in context: FeatureContext) {
        if scrubbing {
            TimelineActions.scrub(to: point, in: context)
            return
        }
        guard var g = gesture else { return }
        let delta = g.move(to: point)
        gesture = g
        guard pressed == nil else { return }
        if button == .left && editing.drag(to: point, dragging: g.isDragging, in: context) { return }
        if let delta { context.pan(by: delta) }
    }

    /// The release of `button` at a point over the button `over`: ends the press, and returns the
    /// control bar button to carry out (the one pressed, released over it).
    mutating func release(_ button: PointerButton, over: ControlAction?, now: Double, hover: inout ButtonHover,
                          editing: inout EditingState, in context: FeatureContext) -> ControlAction? {
        let pressed = hover.pressed
        defer {
            cancel()
            hover.pressed = nil
        }
        guard let g = gesture, button == self.button else { return nil }
        if scrubbing { return nil }
        if let pressed {
            guard over == pressed else { return nil }
            layerClick = (g.start, now)
            return pressed
        }
        if button == .left && editing.endPress(dragged: g.isDragging, in: context) { return nil }
        if !g.isDragging && button == .left && context.layout.grid.contains(g.start) { editing.click(at: g.start, in: context) }
        return nil
    }

    /// Forgets the press under way.
    mutating func cancel() {
        gesture = nil
        button = nil
        scrubbing = false
    }
}
