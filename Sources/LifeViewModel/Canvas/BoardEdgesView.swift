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

    /// A frame `Stroke.boardBorder` pixels wide just outside the board, where it is on screen
    /// (a parallelogram when the rows are offset).
    private func frame(_ board: CellRect, camera: Camera, clip: Rect, into list: inout RenderList) {
        let color = theme.colors.boardBorder
        guard camera.shear == 0 else {
            // The rows in view (and one more each way) only: a side of a tube is endless, and its
            // far ends would lose the line's precision.
            let top = camera.worldPoint(at: Point(clip.x, clip.y)).y.rounded(.down) - 1
            let bottom = camera.worldPoint(at: Point(clip.x, clip.maxY)).y.rounded(.up) + 1
            let firstRow = max(Double(board.y), top), endRow = min(Double(board.maxY), bottom)
            guard firstRow < endRow else { return }
            if abs(camera.shear) * camera.zoom >= 1 {
                staircase(board, rows: firstRow, endRow, camera: camera, clip: clip, into: &list)
                return
            }
            let c = corners(board, rows: firstRow, endRow, camera: camera)
            for ring in 1...Stroke.boardBorder {
                let out = Double(ring)
                let tl = Point(c.topLeft.x - out, c.topLeft.y - out), tr = Point(c.topRight.x + out, c.topRight.y - out)
                let br = Point(c.bottomRight.x + out, c.bottomRight.y + out), bl = Point(c.bottomLeft.x - out, c.bottomLeft.y + out)
                var sides = [(tr, br), (bl, tl)]
                if firstRow == Double(board.y) { sides.append((tl, tr)) }
                if endRow == Double(board.maxY) { sides.append((br, bl)) }
                for (from, to) in sides {
                    if let (a, b) = Self.clipped(from, to, to: clip) { list.commands.append(.line(from: a, to: b, color)) }
                }
            }
            return
        }
        let a = camera.screenPoint(at: Point(Double(board.x), Double(board.y)))
        let b = camera.screenPoint(at: Point(Double(board.maxX), Double(board.maxY)))
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

    /// The frame of offset rows `top..<bottom` where a row's step shows (a pixel or more): each
    /// side follows the rows' ends, a step between rows, so no cell juts past it (a straight side
    /// would cut through half a cell at the end of every other row).
    private func staircase(_ board: CellRect, rows top: Double, _ bottom: Double, camera: Camera, clip: Rect,
                           into list: inout RenderList) {
        let color = theme.colors.boardBorder
        func y(_ row: Double) -> Double { camera.screenPoint(at: Point(0, row)).y }
        func left(_ row: Double) -> Double { camera.screenPoint(at: Point(Double(board.x), row)).x }
        func right(_ row: Double) -> Double { camera.screenPoint(at: Point(Double(board.maxX), row)).x }
        func add(_ a: Point, _ b: Point) {
            if let (p, q) = Self.clipped(a, b, to: clip) { list.commands.append(.line(from: p, to: q, color)) }
        }
        let first = top == Double(board.y), last = bottom == Double(board.maxY)
        for ring in 1...Stroke.boardBorder {
            let out = Double(ring)
            // Where each side's run along a row starts and ends: a step is drawn above the row
            // reaching further out, below the one it leaves.
            var row = top
            var leftFrom = y(top) - (first ? out : 0), rightFrom = y(top) - (first ? out : 0)
            while row < bottom {
                let next = row + 1, isLast = next >= bottom
                let stepY = y(next)
                let leftStep = isLast ? (last ? stepY + out - 1 : stepY) : (left(next) < left(row) ? stepY - out : stepY + out - 1)
                let rightStep = isLast ? (last ? stepY + out - 1 : stepY) : (right(next) > right(row) ? stepY - out : stepY + out - 1)
                add(Point(left(row) - out, leftFrom), Point(left(row) - out, leftStep))
                add(Point(right(row) + out - 1, rightFrom), Point(right(row) + out - 1, rightStep))
                if !isLast {
                    add(Point(left(row) - out, leftStep), Point(left(next) - out, leftStep))
                    add(Point(right(row) + out - 1, rightStep), Point(right(next) + out - 1, rightStep))
                }
                leftFrom = leftStep
                rightFrom = rightStep
                row = next
            }
            if first { add(Point(left(top) - out, y(top) - out), Point(right(top) + out - 1, y(top) - out)) }
            if last { add(Point(left(bottom - 1) - out, y(bottom) + out - 1), Point(right(bottom - 1) + out - 1, y(bottom) + out - 1)) }
        }
    }

    /// The corners on screen of the board's rows `top..<bottom` as its cells are drawn: the bottom
    /// row's left edge is where that row starts (offset rows move each row, not each pixel).
    private func corners(_ board: CellRect, rows top: Double, _ bottom: Double, camera: Camera)
        -> (topLeft: Point, topRight: Point, bottomRight: Point, bottomLeft: Point) {
        let lastRow = bottom - 1
        func at(_ x: Double, row: Double, y: Double) -> Point {
            Point(camera.screenPoint(at: Point(x, row)).x, camera.screenPoint(at: Point(0, y)).y)
        }
        return (at(Double(board.x), row: top, y: top), at(Double(board.maxX), row: top, y: top),
                at(Double(board.maxX), row: lastRow, y: bottom), at(Double(board.x), row: lastRow, y: bottom))
    }

    /// The part of a line inside `rect` (Liang and Barsky's clipping), or nil when none is.
    static func clipped(_ a: Point, _ b: Point, to rect: Rect) -> (Point, Point)? {
        let dx = b.x - a.x, dy = b.y - a.y
        var t0 = 0.0, t1 = 1.0
        for (p, q) in [(-dx, a.x - rect.x), (dx, rect.maxX - 1 - a.x), (-dy, a.y - rect.y), (dy, rect.maxY - 1 - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let t = q / p
            if p < 0 { t0 = max(t0, t) } else { t1 = min(t1, t) }
            if t0 > t1 { return nil }
        }
        // Kept inside: far endpoints leave the arithmetic a little short of exact.
        func inside(_ p: Point) -> Point { Point(min(max(p.x, rect.x), rect.maxX - 1), min(max(p.y, rect.y), rect.maxY - 1)) }
        return (inside(Point(a.x + t0 * dx, a.y + t0 * dy)), inside(Point(a.x + t1 * dx, a.y + t1 * dy)))
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
        // The point on the edge as drawn (positions count from cell 0, where every finite side
        // starts), then moved out past the frame.
        let onEdge: Point
        switch edge {
        case .top: onEdge = camera.screenPoint(at: Point(position, Double(board.y)))
        case .bottom:
            let x = camera.screenPoint(at: Point(position, Double(board.maxY - 1))).x
            onEdge = Point(x, camera.screenPoint(at: Point(0, Double(board.maxY))).y)
        case .left: onEdge = camera.screenPoint(at: Point(Double(board.x), position))
        case .right: onEdge = camera.screenPoint(at: Point(Double(board.maxX), position))
        }
        let along = horizontal ? onEdge.x : onEdge.y
        // Outside the edge, or just inside it when outside is off the grid (a board filling the view).
        let outward = edge == .top || edge == .left ? -1.0 : 1.0
        let base = horizontal ? onEdge.y : onEdge.x
        let direction = forward ? 1.0 : -1.0
        for i in 0..<count {
            // The tip, then the two arms reaching back; chevrons side by side along the edge.
            let tip = along + direction * (s / 2 + Double(i) * s * 1.2 - Double(count - 1) * s * 0.6)
            let back = tip - direction * s
            func chevron(_ across: Double) -> (Point, Point, Point) {
                horizontal ? (Point(tip, across), Point(back, across - s), Point(back, across + s))
                    : (Point(across, tip), Point(across - s, back), Point(across + s, back))
            }
            func inView(_ p: (Point, Point, Point)) -> Bool { clip.contains(p.0) && clip.contains(p.1) && clip.contains(p.2) }
            let outside = chevron(base + outward * gap), inside = chevron(base - outward * gap)
            guard let points = inView(outside) ? outside : inView(inside) ? inside : nil else { continue }
            // Two pixels thick: each arm drawn twice, a pixel apart along the edge.
            for offset in [0.0, 1.0] {
                func moved(_ p: Point) -> Point { horizontal ? Point(p.x + offset, p.y) : Point(p.x, p.y + offset) }
                list.commands.append(.line(from: moved(points.1), to: moved(points.0), theme.colors.accent))
                list.commands.append(.line(from: moved(points.2), to: moved(points.0), theme.colors.accent))
            }
        }
    }
}
