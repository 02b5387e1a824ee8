import CSDL2
import LifeScene

/// The app's icon, drawn here: a glider in the theme's cell colour on a rounded tile of its
/// header colour. Set on the window (`SDL_SetWindowIcon`), so task bars and switchers show it.
enum WindowIcon {
    /// Side of the icon in pixels.
    static let side = 64

    /// ARGB pixels, row by row.
    static func pixels(theme: Theme) -> [UInt32] {
        let tile = theme.colors.header.argb, cell = theme.colors.cell.argb
        let radius = 12.0, cellSide = 14, gap = 3
        let glider = [(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)]
        let span = 3 * cellSide + 2 * gap, origin = (side - span) / 2
        var pixels = [UInt32](repeating: 0, count: side * side)
        for y in 0..<side {
            for x in 0..<side {
                // Rounded corners: outside the corner circles stays transparent.
                let cx = min(max(Double(x) + 0.5, radius), Double(side) - radius)
                let cy = min(max(Double(y) + 0.5, radius), Double(side) - radius)
                let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                guard dx * dx + dy * dy <= radius * radius else { continue }
                pixels[y * side + x] = tile
            }
        }
        for (gx, gy) in glider {
            let x0 = origin + gx * (cellSide + gap), y0 = origin + gy * (cellSide + gap)
            for y in y0..<(y0 + cellSide) {
                for x in x0..<(x0 + cellSide) { pixels[y * side + x] = cell }
            }
        }
        return pixels
    }

    /// Sets the icon on `window`.
    static func set(on window: OpaquePointer, theme: Theme) {
        var pixels = pixels(theme: theme)
        pixels.withUnsafeMutableBytes { bytes in
            guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(bytes.baseAddress, Int32(side), Int32(side), 32,
                                                                   Int32(side * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
            SDL_SetWindowIcon(window, surface)
            SDL_FreeSurface(surface)
        }
    }
}
