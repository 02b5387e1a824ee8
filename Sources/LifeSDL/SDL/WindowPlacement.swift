import LifeScene
/// Fits a window's saved (or default) size and place to the displays' usable areas, so the first
/// window never opens larger than the screen or off it, and a far-off saved place is forgotten.
struct WindowPlacement: Equatable {
    /// A rectangle in screen coordinates.
    struct Area: Equatable {
        var x: Int, y: Int, width: Int, height: Int

        func intersects(_ other: Area) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }

    /// Width and height to open with.
    var width: Int
    var height: Int
    /// Top-left corner, or nil to centre on the first display.
    var position: (x: Int, y: Int)?

    static func == (a: WindowPlacement, b: WindowPlacement) -> Bool {
        a.width == b.width && a.height == b.height && a.position?.x == b.position?.x && a.position?.y == b.position?.y
    }

    /// The placement for a wanted size and place on these displays (first = primary). The size
    /// shrinks to the usable area of the display it lands on; a place whose top strip (where the
    /// title bar is) shows on no display is dropped; a kept place is moved so the window lies inside.
    static func fit(width: Int, height: Int, position: (x: Int, y: Int)?, displays: [Area]) -> WindowPlacement {
        guard let primary = displays.first(where: { $0.width > 0 && $0.height > 0 }) else {
            return WindowPlacement(width: width, height: height, position: position)
        }
        var home = primary
        var kept = position
        if let p = position {
            let titleStrip = Area(x: p.x, y: p.y, width: max(1, width), height: 40)
            if let display = displays.first(where: { $0.intersects(titleStrip) }) { home = display } else { kept = nil }
        }
        let w = max(1, min(width, home.width)), h = max(1, min(height, home.height))
        if let p = kept {
            kept = (min(max(p.x, home.x), home.x + home.width - w), min(max(p.y, home.y), home.y + home.height - h))
        }
        return WindowPlacement(width: w, height: h, position: kept)
    }
}
