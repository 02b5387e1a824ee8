import LifeInterface
import LifeEngine
import LifeScene

/// The selection on the grid (a tint, a frame and eight handles to resize it) and, while the
/// pencil is on, a note saying so.
public struct SelectionView {
    let theme: Theme
    /// Side of a resize handle, in pixels.
    static let handleSide = 7.0

    /// A view drawing with `theme`'s tokens.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// Draws the selection `rect` (if any) over `grid` as `camera` shows it, and the pencil's note when it is on.
    public func draw(_ rect: CellRect?, pencil: Bool, camera: Camera, grid: Rect, into list: inout RenderList) {
        let c = theme.colors
        if let rect {
            let outline = SelectionOutline(rect, camera: camera), bounds = outline.bounds
            if bounds.maxX > grid.x && bounds.x < grid.maxX && bounds.maxY > grid.y && bounds.y < grid.maxY {
                list.commands.append(.clip(grid))
                let tint = Theme.translucent(c.accent, Translucency.selection)
                if outline.isRectangle {
                    let frame = Rect(x: bounds.x.rounded(), y: bounds.y.rounded(), width: bounds.width.rounded(), height: bounds.height.rounded())
                    list.commands.append(.fill(frame, tint, radius: 0))
                    list.ring(frame.insetBy(-1, -1), color: c.accent, width: Double(Stroke.focusRing))
                } else {
                    drawSlanted(outline, tint: tint, color: c.accent, grid: grid, zoom: camera.zoom, into: &list)
                }
                let side = Self.handleSide
                for handle in outline.handles {
                    list.outlined(Rect(x: (handle.point.x - side / 2).rounded(), y: (handle.point.y - side / 2).rounded(), width: side, height: side),
                                  fill: c.background, border: c.accent, radius: 0)
                }
                list.commands.append(.clip(nil))
            }
        }
        if pencil {
            let m = theme.metrics
            let note = Rect(x: grid.x + m.padding, y: grid.y + m.padding / 2, width: 150, height: m.labelFontSize * 1.8)
            list.commands.append(.fill(note, Theme.translucent(c.header, Translucency.noteBackdrop), radius: note.height / 2))
            list.commands.append(.text("Pencil on (P)", frame: note, style: theme.type.caption, color: c.accent, alignment: .center))
        }
    }

    /// The tint and the edges of a selection on moved rows: a strip for each row on screen (or
    /// band of rows) and its four sides, two pixels wide as the rectangle's ring is.
    private func drawSlanted(_ outline: SelectionOutline, tint: Color, color: Color, grid: Rect, zoom: Double, into list: inout RenderList) {
        outline.fill(tint, grid: grid, zoom: zoom, into: &list)
        for (a, b) in outline.sides {
            for shift in [Point(-1, -1), Point(0, 0)] {
                list.commands.append(.line(from: Point(a.x + shift.x, a.y + shift.y), to: Point(b.x + shift.x, b.y + shift.y), color))
            }
        }
    }
}
