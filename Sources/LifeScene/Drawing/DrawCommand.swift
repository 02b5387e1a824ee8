/// One plain, comparable drawing instruction; the SDL painter turns these into pixels.
public enum DrawCommand: Equatable, Sendable {
    /// A filled rectangle, with rounded corners when `radius` > 0.
    case fill(Rect, Color, radius: Double)
    /// A rectangle shaded smoothly between the colours at its corners.
    case gradient(Rect, topLeft: Color, topRight: Color, bottomLeft: Color, bottomRight: Color)
    /// A straight line one pixel wide.
    case line(from: Point, to: Point, Color)
    /// Text fitted into a frame: vertically centred, aligned horizontally as asked.
    case text(String, frame: Rect, style: TextStyle, color: Color, alignment: TextAlignment)
    /// One line of selected text at the frame's leading edge, on a `highlight` band as wide as the text.
    case selectedText(String, frame: Rect, style: TextStyle, color: Color, highlight: Color)
    /// A vector icon filling a frame.
    case icon(Icon, frame: Rect, color: Color)
    /// The grid with its live cells, rasterised for the viewport.
    case cells(CellLayer)
    /// Later commands draw only inside this rectangle (nil: anywhere again).
    case clip(Rect?)
}
