import LifeEngine
import LifeInterface
import LifeScene

/// The frame around a bounded grid's board and, on edges that join, chevrons saying which meet and
/// which way round, as in Golly's bounded-grid help: one chevron on the first pair of joined edges,
/// two on the second; a twisted pair's chevrons point against each other; on a shifted torus the
/// partner's chevron sits where the marked point comes back in. A bounded plane has a frame only.
struct BoardEdgesView {
    let theme: Theme

    /// Draws the frame of `topology`'s board and its join marks, clipped to `clip`.
    func draw(_ topology: Topology, camera: Camera, clip: Rect, into list: inout RenderList) {
        guard let board = topology.board, let size = topology.size else { return }
        frame(board, camera: camera, clip: clip, into: &list)
        for join in topology.edgeJoins {
            // The mark's place along the first edge: its middle, or the middle of the view along an infinite one.
            let horizontal = join.from == .top || join.from == .bottom
            let middle = camera.worldPoint(at: clip.center)
            let position = (horizontal ? size.width : size.height).map { Double($0) / 2 }
                ?? (horizontal ? middle.x : middle.y).rounded(.down) + 0.5
            mark(join.from, at: position, forward: true, count: join.pair + 1, board: board, camera: camera, clip: clip, into: &list)
            mark(join.to, at: join.partner(of: position), forward: !join.reversed, count: join.pair + 1, board: board,
                 camera: camera, clip: clip, into: &list)
        }
    }

    /// A frame `Stroke.boardBorder` pixels wide just outside the board, where it is on screen.
    private func frame(_ board: CellRect, camera: Camera, clip: Rect, into list: inout RenderList) {
        let a = camera.screenPoint(at: Point(Double(board.x), Double(board.y)))
        let b = camera.screenPoint(at: Point(Double(board.maxX), Double(board.maxY)))
        let color = theme.colors.boardBorder
        func clamp(_ p: Point) -> Point {
            Point(min(max(p.x, clip.x), clip.maxX - 1), min(max(p.y, clip.y), clip.maxY - 1))
        }
        for ring in 1...Stroke.boardBorder {
            let out = Double(ring)
            let x0 = a.x.rounded() - out, y0 = a.y.rounded() - out, x1 = b.x.rounded() + out - 1, y1 = b.y.rounded() + out - 1
            if y0 >= clip.y && y0 < clip.maxY { list.commands.append(.line(from: clamp(Point(x0, y0)), to: clamp(Point(x1, y0)), color)) }
            if y1 >= clip.y && y1 < clip.maxY { list.commands.append(.line(from: clamp(Point(x0, y1)), to: clamp(Point(x1, y1)), color)) }
            if x0 >= clip.x && x0 < clip.maxX { list.commands.append(.line(from: clamp(Point(x0, y0)), to: clamp(Point(x0, y1)), color)) }
            if x1 >= clip.x && x1 < clip.maxX { list.commands.append(.line(from: clamp(Point(x1, y0)), to: clamp(Point(x1, y1)), color)) }
        }
    }

    /// `count` chevrons just outside `edge`, centred `position` cells along it, pointing along it
    /// (right or down when `forward`), when the edge is long enough on screen and the mark in view.
    private func mark(_ edge: EdgeJoin.Edge, at position: Double, forward: Bool, count: Int, board: CellRect,
                      camera: Camera, clip: Rect, into list: inout RenderList) {
        let horizontal = edge == .top || edge == .bottom
        let a = camera.screenPoint(at: Point(Double(board.x), Double(board.y)))
        let b = camera.screenPoint(at: Point(Double(board.maxX), Double(board.maxY)))
        guard (horizontal ? b.x - a.x : b.y - a.y) >= Stroke.joinMarkMinimumEdge else { return }
        let s = Stroke.joinMark, gap = Double(Stroke.boardBorder) + s + 2
        // Positions count from cell 0, where every finite side starts (an infinite one has no start).
        let along = horizontal ? camera.screenPoint(at: Point(position, 0)).x : camera.screenPoint(at: Point(0, position)).y
        let across: Double
        switch edge {
        case .top: across = a.y - gap
        case .bottom: across = b.y + gap
        case .left: across = a.x - gap
        case .right: across = b.x + gap
        }
        let direction = forward ? 1.0 : -1.0
        for i in 0..<count {
            // The tip, then the two arms reaching back; chevrons side by side along the edge.
            let tip = along + direction * (s / 2 + Double(i) * s * 1.2 - Double(count - 1) * s * 0.6)
            let back = tip - direction * s
            let points = horizontal
                ? (Point(tip, across), Point(back, across - s), Point(back, across + s))
                : (Point(across, tip), Point(across - s, back), Point(across + s, back))
            guard clip.contains(points.1), clip.contains(points.2), clip.contains(points.0) else { continue }
            // Two pixels thick: each arm drawn twice, a pixel apart along the edge.
            for offset in [0.0, 1.0] {
                func moved(_ p: Point) -> Point { horizontal ? Point(p.x + offset, p.y) : Point(p.x, p.y + offset) }
                list.commands.append(.line(from: moved(points.1), to: moved(points.0), theme.colors.accent))
                list.commands.append(.line(from: moved(points.2), to: moved(points.0), theme.colors.accent))
            }
        }
    }
}
