import LifeInterface
import LifeEngine
import LifeScene

/// Where a selection lies on screen, for its drawing and for the pointer alike: on a square grid a
/// rectangle; on a hexagonal rule's offset rows (the camera's shear) a parallelogram, each row of
/// its cells moved as the rows are drawn. Its handles sit at the corners and the middles of the edges.
struct SelectionOutline {
    /// The corners: of the top row's first and last cell, and of the bottom row's.
    let topLeft: Point, topRight: Point, bottomLeft: Point, bottomRight: Point

    /// The outline of the cells of `rect` as `camera` shows them.
    init(_ rect: CellRect, camera: Camera) {
        // A row's cells are drawn moved by the shear at their row: the bottom corners are those of the last row.
        let last = camera.screenPoint(at: Point(Double(rect.x), Double(rect.maxY - 1)))
        topLeft = camera.screenPoint(at: Point(Double(rect.x), Double(rect.y)))
        topRight = camera.screenPoint(at: Point(Double(rect.maxX), Double(rect.y)))
        bottomLeft = Point(last.x, last.y + camera.zoom)
        bottomRight = Point(last.x + Double(rect.width) * camera.zoom, last.y + camera.zoom)
    }

    /// Whether it is a plain rectangle (no moved rows).
    var isRectangle: Bool { topLeft.x == bottomLeft.x }

    /// The rectangle holding it.
    var bounds: Rect {
        let x0 = min(topLeft.x, bottomLeft.x), x1 = max(topRight.x, bottomRight.x)
        return Rect(x: x0, y: topLeft.y, width: x1 - x0, height: bottomLeft.y - topLeft.y)
    }

    /// Where its left and right edges cross the height `y` (along the slant of moved rows).
    func span(at y: Double) -> (left: Double, right: Double) {
        let height = bottomLeft.y - topLeft.y
        let t = height > 0 ? min(max((y - topLeft.y) / height, 0), 1) : 0
        return (topLeft.x + (bottomLeft.x - topLeft.x) * t, topRight.x + (bottomRight.x - topRight.x) * t)
    }

    /// Its four sides, corner to corner round it.
    var sides: [(Point, Point)] {
        [(topLeft, topRight), (topRight, bottomRight), (bottomRight, bottomLeft), (bottomLeft, topLeft)]
    }

    /// Fills it with `color` within `grid`: one rectangle when it is one, else a strip for each
    /// row on screen (rows `zoom` pixels high; bands of them when they are thinner than 2 pixels).
    func fill(_ color: Color, grid: Rect, zoom: Double, into list: inout RenderList) {
        let top = max(topLeft.y, grid.y), bottom = min(bottomLeft.y, grid.maxY)
        guard bottom > top else { return }
        if isRectangle {
            let b = bounds
            list.commands.append(.fill(Rect(x: b.x.rounded(), y: b.y.rounded(), width: b.width.rounded(), height: b.height.rounded()), color, radius: 0))
            return
        }
        let band = max(zoom, 2), first = topLeft.y + ((top - topLeft.y) / band).rounded(.down) * band
        var y = first
        while y < bottom {
            let (left, right) = span(at: y + band / 2)
            list.commands.append(.fill(Rect(x: left.rounded(), y: y.rounded(), width: (right - left).rounded(), height: band.rounded()), color, radius: 0))
            y += band
        }
    }

    /// The eight handles: each place and the edges it moves.
    var handles: [(point: Point, edges: SelectionEdges)] {
        let middle = (topLeft.y + bottomLeft.y) / 2, (left, right) = span(at: middle)
        return [(topLeft, [.top, .left]), (Point((topLeft.x + topRight.x) / 2, topLeft.y), .top), (topRight, [.top, .right]),
                (Point(left, middle), .left), (Point(right, middle), .right),
                (bottomLeft, [.bottom, .left]), (Point((bottomLeft.x + bottomRight.x) / 2, bottomLeft.y), .bottom),
                (bottomRight, [.bottom, .right])]
    }

    /// Which edges lie within `reach` of a point (none inside, or far away).
    func edges(near point: Point, reach: Double) -> SelectionEdges {
        guard point.y >= topLeft.y - reach, point.y <= bottomLeft.y + reach else { return [] }
        let (left, right) = span(at: point.y)
        guard point.x >= left - reach, point.x <= right + reach else { return [] }
        var edges: SelectionEdges = []
        if abs(point.x - left) <= reach { edges.insert(.left) }
        if abs(point.x - right) <= reach { edges.insert(.right) }
        if abs(point.y - topLeft.y) <= reach { edges.insert(.top) }
        if abs(point.y - bottomLeft.y) <= reach { edges.insert(.bottom) }
        return edges
    }
}
