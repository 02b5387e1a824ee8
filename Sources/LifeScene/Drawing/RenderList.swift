/// Everything one frame draws, in painting order.
public struct RenderList: Equatable, Sendable {
    /// Drawing commands, back to front.
    public var commands: [DrawCommand]

    /// Creates a list.
    public init(commands: [DrawCommand] = []) {
        self.commands = commands
    }

    /// Every text string drawn, in order (handy in tests).
    public var texts: [String] {
        commands.compactMap {
            switch $0 {
            case let .text(s, _, _, _, _), let .selectedText(s, _, _, _, _): return s
            default: return nil
            }
        }
    }

    /// Every icon drawn, in order.
    public var icons: [Icon] {
        commands.compactMap { if case let .icon(icon, _, _) = $0 { return icon } else { return nil } }
    }

    /// The cell layer, if the frame has one.
    public var cellLayer: CellLayer? {
        for case let .cells(layer) in commands { return layer }
        return nil
    }
}

extension RenderList {
    /// A frame of `width` pixels just inside `rect`, drawn as four bars so what lies inside stays as drawn.
    public mutating func ring(_ rect: Rect, color: Color, width: Double) {
        for bar in [Rect(x: rect.x, y: rect.y, width: rect.width, height: width),
                    Rect(x: rect.x, y: rect.maxY - width, width: rect.width, height: width),
                    Rect(x: rect.x, y: rect.y + width, width: width, height: rect.height - 2 * width),
                    Rect(x: rect.maxX - width, y: rect.y + width, width: width, height: rect.height - 2 * width)] {
            commands.append(.fill(bar, color, radius: 0))
        }
    }

    /// A filled rectangle with a one-pixel edge of `border` around it (drawn as a slightly larger
    /// rectangle underneath), so a control or panel shows its shape in every theme.
    public mutating func outlined(_ rect: Rect, fill: Color, border: Color, radius: Double) {
        commands.append(.fill(rect.insetBy(-1, -1), border, radius: radius > 0 ? radius + 1 : 0))
        commands.append(.fill(rect, fill, radius: radius))
    }

    /// A line in dashes of `dash` pixels with gaps as long: a stretch of a graph with nothing
    /// measured along it.
    public mutating func dashedLine(from start: Point, to end: Point, color: Color, dash: Double) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        var along = 0.0
        while along < length {
            let a = along / length, b = min(along + dash, length) / length
            commands.append(.line(from: Point(start.x + a * dx, start.y + a * dy), to: Point(start.x + b * dx, start.y + b * dy), color))
            along += 2 * dash
        }
    }

    /// A button's or card's shape: its fill, outlined when the theme gives controls a border.
    public mutating func control(_ rect: Rect, fill: Color, border: Color?, radius: Double) {
        if let border {
            outlined(rect, fill: fill, border: border, radius: radius)
        } else {
            commands.append(.fill(rect, fill, radius: radius))
        }
    }
}
