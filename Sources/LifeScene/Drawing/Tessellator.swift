import Foundation

/// Turns rounded rectangles and icons into triangles (three points each) for a geometry renderer.
public enum Tessellator {
    /// Triangles covering a rectangle with rounded corners.
    public static func roundedRect(_ rect: Rect, radius: Double, segments: Int = 6) -> [Point] {
        let r = min(radius, rect.width / 2, rect.height / 2)
        guard r > 0.5 else {
            let a = Point(rect.x, rect.y), b = Point(rect.maxX, rect.y)
            let c = Point(rect.maxX, rect.maxY), d = Point(rect.x, rect.maxY)
            return [a, b, c, a, c, d]
        }
        // A fan around the centre through the outline.
        var outline: [Point] = []
        let corners: [(Point, Double)] = [
            (Point(rect.maxX - r, rect.y + r), -Double.pi / 2),
            (Point(rect.maxX - r, rect.maxY - r), 0),
            (Point(rect.x + r, rect.maxY - r), Double.pi / 2),
            (Point(rect.x + r, rect.y + r), Double.pi),
        ]
        for (center, start) in corners {
            for i in 0...segments {
                let angle = start + Double(i) / Double(segments) * Double.pi / 2
                outline.append(Point(center.x + r * cos(angle), center.y + r * sin(angle)))
            }
        }
        return fan(center: rect.center, outline: outline, closed: true)
    }

    /// Triangles covering a circle.
    public static func circle(center: Point, radius: Double, segments: Int = 32) -> [Point] {
        let outline = (0..<segments).map { i -> Point in
            let angle = Double(i) / Double(segments) * 2 * Double.pi
            return Point(center.x + radius * cos(angle), center.y + radius * sin(angle))
        }
        return fan(center: center, outline: outline, closed: true)
    }

    /// Triangles drawing an icon inside a frame.
    public static func icon(_ icon: Icon, in frame: Rect) -> [Point] {
        let s = min(frame.width, frame.height)
        let c = frame.center
        switch icon {
        case .play:
            // Optically centred: nudge right by a twelfth of the size.
            let h = s * 0.5, w = h * 0.9, dx = s * 0.04
            return [Point(c.x - w / 2 + dx, c.y - h / 2), Point(c.x + w / 2 + dx, c.y), Point(c.x - w / 2 + dx, c.y + h / 2)]
        case .pause:
            let h = s * 0.46, w = s * 0.14, gap = s * 0.12
            return rect(Rect(x: c.x - gap / 2 - w, y: c.y - h / 2, width: w, height: h))
                + rect(Rect(x: c.x + gap / 2, y: c.y - h / 2, width: w, height: h))
        case .step, .stepBack:
            let h = s * 0.42, w = h * 0.85, bar = s * 0.1, gap = s * 0.06
            let left = c.x - (w + gap + bar) / 2
            let points = [Point(left, c.y - h / 2), Point(left + w, c.y), Point(left, c.y + h / 2)]
                + rect(Rect(x: left + w + gap, y: c.y - h / 2, width: bar, height: h))
            // Step back is Step seen in a mirror.
            return icon == .step ? points : points.map { Point(2 * c.x - $0.x, $0.y) }
        case .zoomIn, .zoomOut:
            let len = s * 0.42, bar = s * 0.09
            var points = rect(Rect(x: c.x - len / 2, y: c.y - bar / 2, width: len, height: bar))
            if icon == .zoomIn { points += rect(Rect(x: c.x - bar / 2, y: c.y - len / 2, width: bar, height: len)) }
            return points
        case .fit:
            // Four corner brackets around the centre.
            let half = s * 0.24, arm = s * 0.14, bar = s * 0.07
            var points: [Point] = []
            for (sx, sy) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
                let cx = c.x + sx * half, cy = c.y + sy * half
                let hx = sx < 0 ? cx : cx - arm, vy = sy < 0 ? cy : cy - arm
                points += rect(Rect(x: hx, y: sy < 0 ? cy : cy - bar, width: arm, height: bar))
                points += rect(Rect(x: sx < 0 ? cx : cx - bar, y: vy, width: bar, height: arm))
            }
            return points
        case .more:
            let r = s * 0.045
            return [-1.0, 0, 1].flatMap { circle(center: Point(c.x + $0 * s * 0.16, c.y), radius: r, segments: 12) }
        case .jump:
            // Skip ahead: two triangles nose to tail against a bar (not fast forward, which reads as speed).
            let h = s * 0.4, w = h * 0.55, bar = s * 0.08, gap = s * 0.04
            let left = c.x - (2 * w + gap + bar) / 2
            return [Point(left, c.y - h / 2), Point(left + w, c.y), Point(left, c.y + h / 2),
                    Point(left + w, c.y - h / 2), Point(left + 2 * w, c.y), Point(left + w, c.y + h / 2)]
                + rect(Rect(x: left + 2 * w + gap, y: c.y - h / 2, width: bar, height: h))
        case .boards:
            // A library of boards: four small tiles in a square.
            let tile = s * 0.17, gap = s * 0.07
            var points: [Point] = []
            for (dx, dy) in [(-1.0, -1.0), (0, -1), (-1, 0), (0, 0)] {
                points += rect(Rect(x: c.x + dx * (tile + gap / 2) + (dx == 0 ? gap / 2 : 0),
                                    y: c.y + dy * (tile + gap / 2) + (dy == 0 ? gap / 2 : 0), width: tile, height: tile))
            }
            return points
        case .chart:
            // A graph: three bars rising left to right on a baseline.
            let bar = s * 0.1, gap = s * 0.06, base = c.y + s * 0.22
            var points = rect(Rect(x: c.x - s * 0.25, y: base, width: s * 0.5, height: s * 0.05))
            for (i, height) in [0.18, 0.3, 0.42].enumerated() {
                let x = c.x - 1.5 * bar - gap + Double(i) * (bar + gap)
                points += rect(Rect(x: x, y: base - s * height, width: bar, height: s * height))
            }
            return points
        case .camera:
            // A camera: an outlined body, the viewfinder's bump on top, a square lens inside.
            let w = s * 0.5, h = s * 0.32, t = s * 0.05
            let body = Rect(x: c.x - w / 2, y: c.y - h / 2 + s * 0.04, width: w, height: h)
            var points = rect(Rect(x: body.x, y: body.y, width: w, height: t)) + rect(Rect(x: body.x, y: body.maxY - t, width: w, height: t))
            points += rect(Rect(x: body.x, y: body.y, width: t, height: h)) + rect(Rect(x: body.maxX - t, y: body.y, width: t, height: h))
            points += rect(Rect(x: c.x - s * 0.09, y: body.y - s * 0.07, width: s * 0.18, height: s * 0.07))
            return points + rect(Rect(x: c.x - s * 0.08, y: body.midY - s * 0.08, width: s * 0.16, height: s * 0.16))
        case .record:
            // A recording's dot: a disc.
            let r = s * 0.2, steps = 20
            return (0..<steps).flatMap { i -> [Point] in
                let a = 2 * Double.pi * Double(i) / Double(steps), b = 2 * Double.pi * Double(i + 1) / Double(steps)
                return [c, Point(c.x + r * cos(a), c.y + r * sin(a)), Point(c.x + r * cos(b), c.y + r * sin(b))]
            }
        case .script:
            // A script: "<" and ">" either side of a slash, each stroke a thin quad.
            let h = s * 0.17, w = s * 0.1, t = s * 0.035
            func stroke(_ a: Point, _ b: Point) -> [Point] {
                let dx = b.x - a.x, dy = b.y - a.y, length = max(0.001, (dx * dx + dy * dy).squareRoot())
                let nx = -dy / length * t, ny = dx / length * t
                let p = [Point(a.x + nx, a.y + ny), Point(b.x + nx, b.y + ny), Point(b.x - nx, b.y - ny), Point(a.x - nx, a.y - ny)]
                return [p[0], p[1], p[2], p[0], p[2], p[3]]
            }
            let left = c.x - s * 0.14, right = c.x + s * 0.14
            return stroke(Point(left, c.y - h), Point(left - w, c.y)) + stroke(Point(left - w, c.y), Point(left, c.y + h))
                + stroke(Point(right, c.y - h), Point(right + w, c.y)) + stroke(Point(right + w, c.y), Point(right, c.y + h))
                + stroke(Point(c.x + s * 0.05, c.y - h), Point(c.x - s * 0.05, c.y + h))
        case .folder:
            // A folder: a tab on top of a wide body.
            let w = s * 0.46, h = s * 0.3
            let body = Rect(x: c.x - w / 2, y: c.y - h / 2 + s * 0.03, width: w, height: h)
            return rect(body) + rect(Rect(x: body.x, y: body.y - s * 0.06, width: w * 0.42, height: s * 0.07))
        case .clear:
            // A bin: lid, handle and a tapered body.
            let w = s * 0.34, h = s * 0.36, top = c.y - s * 0.14
            var points = rect(Rect(x: c.x - w * 0.62, y: top - s * 0.06, width: w * 1.24, height: s * 0.06))
            points += rect(Rect(x: c.x - w * 0.2, y: top - s * 0.11, width: w * 0.4, height: s * 0.05))
            let a = Point(c.x - w / 2, top + s * 0.03), b = Point(c.x + w / 2, top + s * 0.03)
            let d = Point(c.x + w * 0.4, top + s * 0.03 + h), e = Point(c.x - w * 0.4, top + s * 0.03 + h)
            points += [a, b, d, a, d, e]
            return points
        case .pencil:
            // A pencil slanting down to the left: a long body and a pointed tip.
            let len = s * 0.42, t = s * 0.07
            let dx = len / 2.squareRoot(), tip = Point(c.x - dx * 0.55, c.y + dx * 0.55)
            let top = Point(c.x + dx * 0.55, c.y - dx * 0.55)
            let nx = t / 2.squareRoot(), ny = t / 2.squareRoot()
            let base = Point(tip.x + nx * 2.2, tip.y - ny * 2.2)
            let body = [Point(base.x - nx, base.y - ny), Point(top.x - nx, top.y - ny), Point(top.x + nx, top.y + ny),
                        Point(base.x - nx, base.y - ny), Point(top.x + nx, top.y + ny), Point(base.x + nx, base.y + ny)]
            return body + [Point(base.x - nx, base.y - ny), Point(base.x + nx, base.y + ny), tip]
        case .dice:
            // A die: a square frame around five pips.
            let side = s * 0.44, r = s * 0.045
            let frame = Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
            let t = s * 0.05
            var points = rect(Rect(x: frame.x, y: frame.y, width: side, height: t))
            points += rect(Rect(x: frame.x, y: frame.maxY - t, width: side, height: t))
            points += rect(Rect(x: frame.x, y: frame.y, width: t, height: side))
            points += rect(Rect(x: frame.maxX - t, y: frame.y, width: t, height: side))
            for (dx, dy) in [(-1.0, -1.0), (1, -1), (0, 0), (-1, 1), (1, 1)] {
                points += circle(center: Point(c.x + dx * side * 0.25, c.y + dy * side * 0.25), radius: r, segments: 12)
            }
            return points
        case .settings:
            // Three slider tracks with knobs at different places.
            let w = s * 0.46, bar = s * 0.06, knob = s * 0.08
            var points: [Point] = []
            for (i, at) in [0.3, 0.7, 0.45].enumerated() {
                let y = c.y + (Double(i) - 1) * s * 0.16
                points += rect(Rect(x: c.x - w / 2, y: y - bar / 2, width: w, height: bar))
                points += circle(center: Point(c.x - w / 2 + w * at, y), radius: knob, segments: 16)
            }
            return points
        case .close:
            // A diagonal cross: two thin rotated bars as quads.
            let r = s * 0.2, t = s * 0.05
            func bar(_ a: Point, _ b: Point) -> [Point] {
                let dx = b.x - a.x, dy = b.y - a.y, len = (dx * dx + dy * dy).squareRoot()
                let nx = -dy / len * t, ny = dx / len * t
                let p1 = Point(a.x + nx, a.y + ny), p2 = Point(b.x + nx, b.y + ny)
                let p3 = Point(b.x - nx, b.y - ny), p4 = Point(a.x - nx, a.y - ny)
                return [p1, p2, p3, p1, p3, p4]
            }
            return bar(Point(c.x - r, c.y - r), Point(c.x + r, c.y + r)) + bar(Point(c.x - r, c.y + r), Point(c.x + r, c.y - r))
        case .reset:
            // Three quarters of a ring, with an arrowhead at its open end.
            let radius = s * 0.22, thickness = s * 0.08
            let start = -Double.pi * 0.35, end = start + Double.pi * 1.55
            var points = arc(center: c, radius: radius, thickness: thickness, from: start, to: end, segments: 20)
            let tip = Point(c.x + radius * cos(start), c.y + radius * sin(start))
            let head = s * 0.13
            // Tangent at the start points backwards along the arc (clockwise on screen).
            let tx = sin(start), ty = -cos(start)
            let nx = cos(start), ny = sin(start)
            points += [
                Point(tip.x + tx * head, tip.y + ty * head),
                Point(tip.x + nx * head * 0.9, tip.y + ny * head * 0.9),
                Point(tip.x - nx * head * 0.9, tip.y - ny * head * 0.9),
            ]
            return points
        }
    }

    /// Triangles for a thick arc between two angles (radians, clockwise on screen).
    public static func arc(center: Point, radius: Double, thickness: Double, from start: Double, to end: Double,
                           segments: Int) -> [Point] {
        var points: [Point] = []
        let inner = radius - thickness / 2, outer = radius + thickness / 2
        for i in 0..<segments {
            let a0 = start + (end - start) * Double(i) / Double(segments)
            let a1 = start + (end - start) * Double(i + 1) / Double(segments)
            let p0 = Point(center.x + inner * cos(a0), center.y + inner * sin(a0))
            let p1 = Point(center.x + outer * cos(a0), center.y + outer * sin(a0))
            let p2 = Point(center.x + outer * cos(a1), center.y + outer * sin(a1))
            let p3 = Point(center.x + inner * cos(a1), center.y + inner * sin(a1))
            points += [p0, p1, p2, p0, p2, p3]
        }
        return points
    }

    private static func rect(_ r: Rect) -> [Point] {
        roundedRect(r, radius: 0)
    }

    private static func fan(center: Point, outline: [Point], closed: Bool) -> [Point] {
        var points: [Point] = []
        points.reserveCapacity(outline.count * 3)
        for i in 0..<outline.count {
            let next = i + 1 < outline.count ? outline[i + 1] : (closed ? outline[0] : outline[i])
            points += [center, outline[i], next]
        }
        return points
    }
}
