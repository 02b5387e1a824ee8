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
            let a = camera.screenRect(of: Cell(rect.x, rect.y)), b = camera.screenRect(of: Cell(rect.maxX - 1, rect.maxY - 1))
            let frame = Rect(x: a.x.rounded(), y: a.y.rounded(), width: (b.maxX - a.x).rounded(), height: (b.maxY - a.y).rounded())
            if frame.maxX > grid.x && frame.x < grid.maxX && frame.maxY > grid.y && frame.y < grid.maxY {
                list.commands.append(.clip(grid))
                list.commands.append(.fill(frame, Theme.translucent(c.accent, Translucency.selection), radius: 0))
                list.ring(frame.insetBy(-1, -1), color: c.accent, width: Double(Stroke.focusRing))
                let side = Self.handleSide
                for x in [frame.x, frame.midX, frame.maxX] {
                    for y in [frame.y, frame.midY, frame.maxY] where x != frame.midX || y != frame.midY {
                        list.outlined(Rect(x: (x - side / 2).rounded(), y: (y - side / 2).rounded(), width: side, height: side),
                                      fill: c.background, border: c.accent, radius: 0)
                    }
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
}
