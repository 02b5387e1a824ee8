import LifeScene
import CSDL2

/// Paints a render list with an SDL renderer; the only place drawing commands meet SDL.
public final class Painter {
    private let renderer: Renderer
    private let text: TextRenderer
    private var cellTexture: Texture?
    /// A unit a pixel, scaled onto the screen (`CellLayer.scalesUnits`); as large as the largest
    /// raster yet, in steps of `unitTextureStep`, so zooming does not make a texture a frame.
    private var unitTexture: Texture?
    private static let unitTextureStep = 256
    /// Whether layers that can be are drawn a unit a pixel and scaled by the renderer: where it
    /// scales them itself (on SDL's software renderer the stretch would cost what `fill` does).
    var scalesUnits: Bool

    /// Creates a painter for a renderer, with the UI font files, inside an SDL session.
    public init(renderer: Renderer, fonts: FontFiles, session: SDLSession) {
        self.renderer = renderer
        self.text = TextRenderer(files: fonts, session: session)
        scalesUnits = renderer.scalesTextures
    }

    /// Draws every command in order (does not present).
    public func paint(_ list: RenderList) throws {
        SDL_SetRenderDrawColor(renderer.handle, 0, 0, 0, 255)
        SDL_RenderClear(renderer.handle)
        for command in list.commands {
            switch command {
            case let .fill(rect, color, radius):
                if radius > 0.5 {
                    drawTriangles(Tessellator.roundedRect(rect, radius: radius), color: color)
                } else {
                    setColor(color)
                    var r = SDL_FRect(x: Float(rect.x), y: Float(rect.y), w: Float(rect.width), h: Float(rect.height))
                    SDL_RenderFillRectF(renderer.handle, &r)
                }
            case let .gradient(rect, topLeft, topRight, bottomLeft, bottomRight):
                drawGradient(rect, corners: [topLeft, topRight, bottomLeft, bottomRight])
            case let .line(from, to, color):
                setColor(color)
                SDL_RenderDrawLineF(renderer.handle, Float(from.x), Float(from.y), Float(to.x), Float(to.y))
            case let .text(string, frame, style, color, alignment):
                drawText(string, frame: frame, style: style, color: color, alignment: alignment)
            case let .selectedText(string, frame, style, color, highlight):
                drawSelectedText(string, frame: frame, style: style, color: color, highlight: highlight)
            case let .icon(icon, frame, color):
                drawTriangles(Tessellator.icon(icon, in: frame), color: color)
            case let .cells(layer):
                try drawCells(layer)
            case let .clip(rect):
                if let rect {
                    var r = SDL_Rect(x: Int32(rect.x.rounded(.down)), y: Int32(rect.y.rounded(.down)),
                                     w: Int32(rect.width.rounded(.up)), h: Int32(rect.height.rounded(.up)))
                    SDL_RenderSetClipRect(renderer.handle, &r)
                } else {
                    SDL_RenderSetClipRect(renderer.handle, nil)
                }
            }
        }
        SDL_RenderSetClipRect(renderer.handle, nil)
        text.endFrame()
    }

    private func setColor(_ c: Color) {
        SDL_SetRenderDrawColor(renderer.handle, c.r, c.g, c.b, c.a)
    }

    private func drawTriangles(_ points: [Point], color: Color) {
        guard points.count >= 3 else { return }
        let sdlColor = SDL_Color(r: color.r, g: color.g, b: color.b, a: color.a)
        let vertices = points.map {
            SDL_Vertex(position: SDL_FPoint(x: Float($0.x), y: Float($0.y)), color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        vertices.withUnsafeBufferPointer { buffer in
            _ = SDL_RenderGeometry(renderer.handle, nil, buffer.baseAddress, Int32(buffer.count), nil, 0)
        }
    }

    /// Two triangles whose vertices carry the corners' colours (top left, top right, bottom left, bottom right).
    private func drawGradient(_ rect: Rect, corners: [Color]) {
        let points = [(rect.x, rect.y), (rect.maxX, rect.y), (rect.x, rect.maxY), (rect.maxX, rect.maxY)]
        let vertices = zip(points, corners).map { point, c in
            SDL_Vertex(position: SDL_FPoint(x: Float(point.0), y: Float(point.1)), color: SDL_Color(r: c.r, g: c.g, b: c.b, a: c.a),
                       tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let indices: [Int32] = [0, 1, 2, 1, 3, 2]
        vertices.withUnsafeBufferPointer { v in
            indices.withUnsafeBufferPointer { i in
                _ = SDL_RenderGeometry(renderer.handle, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
            }
        }
    }

    private func drawText(_ string: String, frame: Rect, style: TextStyle, color: Color, alignment: TextAlignment) {
        // Text never spills out of its frame and is never cut mid-glyph: it wraps at words over as
        // many lines as the frame holds, and ends with "…" where it goes on.
        let lines = text.fitted(string, style: style, width: frame.width, height: frame.height)
        let lineHeight = Double(text.lineHeight(style: style) ?? 0)
        let top = frame.midY - lineHeight * Double(lines.count) / 2
        for (i, line) in lines.enumerated() where !line.isEmpty {
            guard let texture = text.texture(for: line, style: style, color: color, renderer: renderer) else { continue }
            let w = min(Double(texture.width), frame.width.rounded(.down)), h = Double(texture.height)
            let x: Double
            switch alignment {
            case .leading: x = frame.x
            case .center: x = frame.midX - w / 2
            case .trailing: x = frame.maxX - w
            }
            let midY = lines.count == 1 ? frame.midY : top + lineHeight * (Double(i) + 0.5)
            // Whole pixels keep glyphs crisp.
            var dst = SDL_Rect(x: Int32(x.rounded()), y: Int32((midY - h / 2).rounded()), w: Int32(w), h: Int32(h))
            var src = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
            SDL_RenderCopy(renderer.handle, texture.handle, &src, &dst)
        }
    }

    /// One line on a band as wide as the text (or the frame, if narrower), as a selected field's text shows.
    private func drawSelectedText(_ string: String, frame: Rect, style: TextStyle, color: Color, highlight: Color) {
        let line = text.fitted(string, style: style, width: frame.width, height: frame.height).first ?? ""
        let width = text.texture(for: line, style: style, color: color, renderer: renderer).map { Double($0.width) } ?? 0
        let height = Double(text.lineHeight(style: style) ?? 0) + 4
        setColor(highlight)
        var band = SDL_FRect(x: Float(frame.x - 2), y: Float((frame.midY - height / 2).rounded()),
                             w: Float(min(width, frame.width) + 4), h: Float(height))
        SDL_RenderFillRectF(renderer.handle, &band)
        drawText(line, frame: frame, style: style, color: color, alignment: .leading)
    }

    private func drawCells(_ layer: CellLayer) throws {
        let w = layer.pixelWidth, h = layer.pixelHeight
        guard w > 0, h > 0 else { return }
        if scalesUnits && layer.scalesUnits && drawUnits(layer) { return }
        if cellTexture?.width != w || cellTexture?.height != h {
            cellTexture = try Texture(streaming: renderer, width: w, height: h)
        }
        guard let texture = cellTexture else { return }
        try texture.withPixels { pixels, pitch in layer.fill(pixels, pitch: pitch) }
        var dst = SDL_Rect(x: Int32(layer.frame.x.rounded()), y: Int32(layer.frame.y.rounded()), w: Int32(w), h: Int32(h))
        SDL_RenderCopy(renderer.handle, texture.handle, nil, &dst)
    }

    /// Draws the layer a unit a pixel, scaled onto its raster's place and clipped to its frame;
    /// false when no texture that large can be made (the caller fills the screen's pixels instead).
    private func drawUnits(_ layer: CellLayer) -> Bool {
        let w = layer.raster.width, h = layer.raster.height
        if (unitTexture?.width ?? 0) < w || (unitTexture?.height ?? 0) < h {
            let step = Self.unitTextureStep
            func rounded(_ n: Int) -> Int { (n + step - 1) / step * step }
            unitTexture = try? Texture(streaming: renderer, width: rounded(max(w, unitTexture?.width ?? 0)),
                                       height: rounded(max(h, unitTexture?.height ?? 0)))
        }
        guard let texture = unitTexture, (try? texture.withPixels(width: w, height: h, { layer.fillUnits($0, pitch: $1) })) != nil else {
            return false
        }
        // Within the grid's frame (and any clip already set).
        let wasClipped = SDL_RenderIsClipEnabled(renderer.handle) == SDL_TRUE
        var before = SDL_Rect()
        SDL_RenderGetClipRect(renderer.handle, &before)
        var frame = SDL_Rect(x: Int32(layer.frame.x.rounded()), y: Int32(layer.frame.y.rounded()),
                             w: Int32(layer.pixelWidth), h: Int32(layer.pixelHeight))
        var clip = frame
        if wasClipped { _ = SDL_IntersectRect(&before, &frame, &clip) }
        SDL_RenderSetClipRect(renderer.handle, &clip)
        var src = SDL_Rect(x: 0, y: 0, w: Int32(w), h: Int32(h))
        let place = layer.rasterFrame
        var dst = SDL_FRect(x: Float(place.x), y: Float(place.y), w: Float(place.width), h: Float(place.height))
        SDL_RenderCopyF(renderer.handle, texture.handle, &src, &dst)
        if wasClipped { SDL_RenderSetClipRect(renderer.handle, &before) } else { SDL_RenderSetClipRect(renderer.handle, nil) }
        return true
    }
}
