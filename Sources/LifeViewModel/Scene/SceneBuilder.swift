import LifeScene
import Foundation
import LifeEngine

/// Builds the frame's render list from the app state and the theme; pure, so tests inspect scenes directly.
public struct SceneBuilder: Sendable {
    /// Tokens to draw with.
    public var theme: Theme

    /// Creates a builder for a theme.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The whole frame: grid first, then the bands over it.
    public func build(_ state: SceneState, universe: any LifeAlgorithm) -> RenderList {
        var list = RenderList()
        list.commands.append(.fill(state.layout.bounds, theme.colors.background, radius: 0))
        if var layer = cellLayer(camera: state.camera, frame: state.layout.grid, universe: universe, gridLines: state.gridLines) {
            if let color = state.cellColor { layer.liveColor = color }
            list.commands.append(.cells(layer))
            if let board = layer.board { boardBorder(board, camera: state.camera, clip: state.layout.grid, into: &list) }
            if let scale = Self.scaleLabel(zoom: state.camera.zoom) {
                let grid = state.layout.grid, m = theme.metrics
                var frame = Rect(x: grid.x + m.padding, y: grid.maxY - m.padding - m.labelFontSize * 1.6,
                                 width: min(240, grid.width / 2), height: m.labelFontSize * 1.6)
                // Above the gestures hint where the two would meet (narrow windows).
                let hint = FirstRunLayout(grid: grid).hint
                if state.showsHint && hint.x < frame.maxX { frame.y = hint.y - m.padding / 2 - frame.height }
                var backdrop = theme.colors.background
                backdrop.a = 200
                let textWidth = min(frame.width, Double(scale.count) * m.labelFontSize * 0.56 + m.padding)
                list.commands.append(.fill(Rect(x: frame.x - 6, y: frame.y, width: textWidth, height: frame.height), backdrop,
                                           radius: frame.height / 2))
                list.commands.append(.text(scale, frame: frame,
                                           style: TextStyle(size: m.labelFontSize, weight: .regular), color: theme.colors.mutedText,
                                           alignment: .leading))
            }
        }
        if let bounds = state.pasteBounds { floatingPaste(state.pasting ?? [], bounds: bounds, state: state, into: &list) }
        firstRun(state, into: &list)
        header(state, into: &list)
        controlBar(state, into: &list)
        if let ending = state.ending {
            banner(ending, state: state, into: &list)
        } else if let notice = state.notice {
            let frames = BannerLayout(grid: state.layout.grid, metrics: theme.metrics)
            list.commands.append(.fill(frames.panel, theme.colors.header, radius: theme.metrics.cornerRadius))
            list.commands.append(.text(notice, frame: frames.panel.insetBy(theme.metrics.padding, 0),
                                       style: TextStyle(size: theme.metrics.labelFontSize + 3, weight: .regular),
                                       color: theme.colors.text, alignment: .center))
        }
        if state.settingsOpen { settings(state, into: &list) }
        if let patterns = state.browser { browser(patterns, state: state, into: &list) }
        if let name = state.exportName { exportPrompt(name, state: state, into: &list) }
        if let panel = state.boardsPanel { boardsPanel(panel, state: state, into: &list) }
        if let prompt = state.namePrompt { namePrompt(prompt, state: state, into: &list) }
        if let text = state.jumpPrompt { jumpPrompt(text, state: state, into: &list) }
        if let progress = state.jumpProgress { jumpProgress(progress, state: state, into: &list) }
        if state.moreMenu != nil {
            let m = theme.metrics, c = theme.colors
            let items = state.layout.moreMenu()
            if let first = items.first, let last = items.last {
                let panel = Rect(x: first.frame.x - 6, y: first.frame.y - 6, width: first.frame.width + 12,
                                 height: last.frame.maxY - first.frame.y + 12)
                list.commands.append(.fill(panel, c.header, radius: m.cornerRadius))
                list.commands.append(.line(from: Point(panel.x, panel.y), to: Point(panel.maxX, panel.y), c.separator))
            }
            for (action, frame) in items {
                if state.hovered == action { list.commands.append(.fill(frame, c.buttonHover, radius: m.cornerRadius / 2)) }
                let icon: Icon
                switch action {
                case .patterns: icon = .folder
                case .clear: icon = .clear
                case .randomFill: icon = .dice
                case .zoomOut: icon = .zoomOut
                case .zoomIn: icon = .zoomIn
                case .fit: icon = .fit
                case .boards: icon = .boards
                default: icon = .settings
                }
                list.commands.append(.icon(icon, frame: Rect(x: frame.x + 4, y: frame.y + 2, width: 32, height: 32), color: c.icon))
                list.commands.append(.text(action.title, frame: Rect(x: frame.x + 44, y: frame.y, width: frame.width - 48, height: frame.height),
                                           style: TextStyle(size: m.labelFontSize + 3, weight: .regular), color: c.text, alignment: .leading))
            }
        }
        if let action = state.tooltip, let text = action.tooltip,
           let button = state.layout.buttons.first(where: { $0.action == action }) {
            tooltip(text, over: button.frame, bounds: state.layout.bounds, into: &list)
        }
        return list
    }

    /// The raster of visible cells and its placement on screen, or nil for an empty grid area.
    public func cellLayer(camera: Camera, frame: Rect, universe: any LifeAlgorithm, gridLines: Bool = true) -> CellLayer? {
        guard frame.width >= 1, frame.height >= 1 else { return nil }
        let zoom = camera.zoom
        // Below one pixel a cell, a unit covers `scale` x `scale` cells: lit if any of them lives.
        // A power of two, so a unit covers whole quadtree nodes (HashLife draws each node once).
        let scale = zoom >= 1 ? Int64(1) : Int64(1) << Int64(min(62, Int(log2(1 / zoom).rounded(.up))))
        let topLeft = camera.worldPoint(at: Point(frame.x, frame.y))
        let bottomRight = camera.worldPoint(at: Point(frame.maxX, frame.maxY))
        let firstX = FloorDivision.divide(Camera.clampedInt64(topLeft.x.rounded(.down)), scale) * scale
        let firstY = FloorDivision.divide(Camera.clampedInt64(topLeft.y.rounded(.down)), scale) * scale
        let unitsX = Int(((bottomRight.x - Double(firstX)) / Double(scale)).rounded(.up)) + 1
        let unitsY = Int(((bottomRight.y - Double(firstY)) / Double(scale)).rounded(.up)) + 1
        var raster = CellRaster(origin: Cell(firstX, firstY), width: max(1, unitsX), height: max(1, unitsY), scale: scale)
        universe.rasterize(into: &raster)
        let origin = camera.screenPoint(at: Point(Double(firstX), Double(firstY)))
        let showGrid = gridLines && zoom >= theme.metrics.gridLineMinZoom
        var board: CellRect?
        if case let .torus(w, h) = universe.topology { board = CellRect(x: 0, y: 0, width: w, height: h) }
        return CellLayer(frame: frame, raster: raster, originX: origin.x, originY: origin.y,
                         unitSize: zoom * Double(scale), liveColor: theme.colors.cell,
                         deadColor: theme.colors.gridBackground,
                         gridColor: showGrid ? theme.colors.gridLine : nil,
                         majorGridColor: showGrid ? theme.colors.gridLineMajor : nil,
                         board: board, outsideColor: theme.colors.boardOutside)
    }

    /// Swatches, the saturation/value square, the hue strip, a preview and the hex field.
    private func colorPicker(_ layout: SettingsLayout, state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let current = state.cellColor ?? c.cell
        for (frame, color) in zip(layout.swatches, SettingsLayout.swatchColors) {
            if color == current { list.commands.append(.fill(frame.insetBy(-3, -3), c.text, radius: m.cornerRadius / 2 + 2)) }
            list.commands.append(.fill(frame, color, radius: m.cornerRadius / 2))
        }
        let hsv = current.hsv
        let sq = layout.svSquare
        let columns = 32, rows = 12
        for row in 0..<rows {
            for col in 0..<columns {
                let s = (Double(col) + 0.5) / Double(columns), v = 1 - (Double(row) + 0.5) / Double(rows)
                let x0 = sq.x + (sq.width * Double(col) / Double(columns)).rounded()
                let x1 = sq.x + (sq.width * Double(col + 1) / Double(columns)).rounded()
                let y0 = sq.y + (sq.height * Double(row) / Double(rows)).rounded()
                let y1 = sq.y + (sq.height * Double(row + 1) / Double(rows)).rounded()
                list.commands.append(.fill(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
                                           Color(hue: hsv.h, saturation: s, value: v), radius: 0))
            }
        }
        let marker = Point(sq.x + hsv.s * sq.width, sq.y + (1 - hsv.v) * sq.height)
        list.commands.append(.fill(Rect.centered(at: marker, size: Size(12, 12)), c.text, radius: 6))
        list.commands.append(.fill(Rect.centered(at: marker, size: Size(8, 8)), current, radius: 4))
        let strip = layout.hueStrip
        let segments = 48
        for i in 0..<segments {
            let x0 = strip.x + (strip.width * Double(i) / Double(segments)).rounded()
            let x1 = strip.x + (strip.width * Double(i + 1) / Double(segments)).rounded()
            list.commands.append(.fill(Rect(x: x0, y: strip.y, width: x1 - x0, height: strip.height),
                                       Color(hue: (Double(i) + 0.5) / Double(segments), saturation: 1, value: 1), radius: 0))
        }
        let hueX = strip.x + hsv.h * strip.width
        list.commands.append(.fill(Rect(x: hueX - 2, y: strip.y - 3, width: 4, height: strip.height + 6), c.text, radius: 2))
        list.commands.append(.fill(layout.colorPreview, current, radius: m.cornerRadius / 2))
        let editing = state.hexDraft != nil
        list.commands.append(.fill(layout.hexField, editing ? c.buttonPressed : c.background, radius: m.cornerRadius / 2))
        let hex = editing ? "#" + state.hexDraft! + "|" : current.description
        list.commands.append(.text(hex, frame: layout.hexField.insetBy(10, 0), style: TextStyle(size: m.labelFontSize + 3, weight: .semibold),
                                   color: c.text, alignment: .leading))
    }

    /// The export prompt.
    private func exportPrompt(_ name: String, state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let layout = ExportLayout(grid: state.layout.grid)
        var scrim = c.background
        scrim.a = 170
        list.commands.append(.fill(state.layout.grid, scrim, radius: 0))
        list.commands.append(.fill(layout.panel, c.header, radius: m.cornerRadius + 4))
        list.commands.append(.text("Export the universe to your patterns", frame: layout.title,
                                   style: TextStyle(size: m.titleFontSize - 3, weight: .semibold), color: c.text, alignment: .leading))
        list.commands.append(.fill(layout.nameField, c.background, radius: m.cornerRadius / 2))
        list.commands.append(.text(name + "|", frame: layout.nameField.insetBy(10, 0), style: TextStyle(size: m.labelFontSize + 3, weight: .regular),
                                   color: c.text, alignment: .leading))
        for (frame, choice) in zip(layout.formats, ExportLayout.formatChoices) {
            let chosen = choice.1 == state.exportFormat
            list.commands.append(.fill(frame.insetBy(2, 0), chosen ? c.buttonPressed : c.controlBar, radius: m.cornerRadius / 2))
            list.commands.append(.text(choice.0, frame: frame, style: TextStyle(size: m.labelFontSize + 1, weight: chosen ? .semibold : .regular),
                                       color: chosen ? c.text : c.mutedText, alignment: .center))
        }
        list.commands.append(.fill(layout.cancel, c.background, radius: layout.cancel.height / 2))
        list.commands.append(.text("Cancel", frame: layout.cancel, style: TextStyle(size: m.labelFontSize + 2, weight: .semibold),
                                   color: c.mutedText, alignment: .center))
        list.commands.append(.fill(layout.export, c.accent, radius: layout.export.height / 2))
        list.commands.append(.text("Export", frame: layout.export, style: TextStyle(size: m.labelFontSize + 2, weight: .semibold),
                                   color: c.onAccent, alignment: .center))
    }

    /// The pattern browser: a card per pattern with a small preview, its name and description.
    private func browser(_ patterns: [Pattern], state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let layout = BrowserLayout(grid: state.layout.grid, count: patterns.count, scroll: state.browserScroll)
        var scrim = c.background
        scrim.a = 170
        list.commands.append(.fill(state.layout.grid, scrim, radius: 0))
        list.commands.append(.fill(layout.panel, c.header, radius: m.cornerRadius + 4))
        let more = layout.maxScroll(count: patterns.count) > 0 ? "  ·  scroll for more" : ""
        list.commands.append(.text("Patterns (\(patterns.count))\(more)", frame: layout.title,
                                   style: TextStyle(size: m.titleFontSize - 2, weight: .semibold), color: c.text, alignment: .leading))
        list.commands.append(.icon(.close, frame: layout.close, color: state.hovered == .patterns ? c.text : c.mutedText))
        for (index, frame) in layout.cards {
            let pattern = patterns[index]
            list.commands.append(.fill(frame, c.background, radius: m.cornerRadius))
            let previewBox = Rect(x: frame.x + 8, y: frame.y + 8, width: frame.height - 16, height: frame.height - 16)
            preview(pattern, in: previewBox, into: &list)
            let textX = previewBox.maxX + 10, textWidth = frame.maxX - textX - 8
            list.commands.append(.text(pattern.name ?? "Untitled", frame: Rect(x: textX, y: frame.y + 10, width: textWidth, height: 22),
                                       style: TextStyle(size: m.labelFontSize + 3, weight: .semibold), color: c.text, alignment: .leading))
            list.commands.append(.text(pattern.comments.first ?? "\(pattern.cells.count) cells",
                                       frame: Rect(x: textX, y: frame.y + 34, width: textWidth, height: 18),
                                       style: TextStyle(size: m.labelFontSize, weight: .regular), color: c.mutedText, alignment: .leading))
        }
    }

    /// A pattern drawn small: each lit block of cells one square.
    private func preview(_ pattern: Pattern, in box: Rect, into list: inout RenderList) {
        guard let b = pattern.bounds else { return }
        let units = 24.0
        let scale = max(1, (Double(max(b.width, b.height)) / units).rounded(.up))
        let unitsX = (Double(b.width) / scale).rounded(.up), unitsY = (Double(b.height) / scale).rounded(.up)
        let size = min(box.width / unitsX, box.height / unitsY)
        let offsetX = box.x + (box.width - size * unitsX) / 2, offsetY = box.y + (box.height - size * unitsY) / 2
        var lit = Set<Int>()
        for cell in pattern.cells {
            let ux = Int(Double(cell.x - b.x) / scale), uy = Int(Double(cell.y - b.y) / scale)
            lit.insert(uy * 1000 + ux)
        }
        let color = theme.colors.cell
        for key in lit.sorted() {
            let ux = Double(key % 1000), uy = Double(key / 1000)
            list.commands.append(.fill(Rect(x: (offsetX + ux * size).rounded(), y: (offsetY + uy * size).rounded(),
                                            width: max(1, size.rounded(.down)), height: max(1, size.rounded(.down))), color, radius: 0))
        }
    }

    /// A small label above a button (its width estimated from the text length).
    private func tooltip(_ text: String, over frame: Rect, bounds: Rect, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let size = m.labelFontSize + 2
        let width = Double(text.count) * size * 0.58 + 24, height = size * 2.2
        let x = min(max(frame.midX - width / 2, bounds.x + 4), bounds.maxX - width - 4)
        let box = Rect(x: x.rounded(), y: (frame.y - height - 8).rounded(), width: width.rounded(), height: height.rounded())
        list.commands.append(.fill(box, c.text, radius: m.cornerRadius / 2))
        list.commands.append(.text(text, frame: box, style: TextStyle(size: size, weight: .regular), color: c.background, alignment: .center))
    }

    /// The first-run overlay on an empty grid, and the dismissible gestures hint.
    private func firstRun(_ state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let layout = FirstRunLayout(grid: state.layout.grid)
        if state.showsFirstRun {
            var panel = c.header
            panel.a = 235
            list.commands.append(.fill(layout.panel, panel, radius: m.cornerRadius + 4))
            list.commands.append(.text("Start with a pattern", frame: layout.title, style: TextStyle(size: m.titleFontSize - 2, weight: .semibold),
                                       color: c.text, alignment: .leading))
            let gestures = "Or click cells to bring them to life. Drag to pan, scroll or pinch to zoom."
            let fits = Double(gestures.count) * (m.labelFontSize + 2) * 0.52 <= layout.gestures.width
            list.commands.append(.text(fits ? gestures : "Or click cells. Drag to pan, scroll to zoom.", frame: layout.gestures,
                                       style: TextStyle(size: m.labelFontSize + 2, weight: .regular), color: c.mutedText, alignment: .leading))
            for (starter, frame) in zip(StarterPattern.allCases, layout.starters) {
                let hot = state.hovered == .starter(starter)
                list.commands.append(.fill(frame, hot ? c.buttonHover : c.background, radius: m.cornerRadius))
                list.commands.append(.text(starter.title, frame: frame, style: TextStyle(size: m.labelFontSize + 2, weight: .semibold),
                                           color: c.accent, alignment: .center))
            }
        }
        if state.showsHint {
            var bar = c.header
            bar.a = 220
            list.commands.append(.fill(layout.hint, bar, radius: layout.hint.height / 2))
            list.commands.append(.text("Click a cell to toggle it · drag to pan · scroll or pinch to zoom",
                                       frame: Rect(x: layout.hint.x, y: layout.hint.y, width: layout.hint.width - 32, height: layout.hint.height),
                                       style: TextStyle(size: m.labelFontSize + 1, weight: .regular), color: c.mutedText, alignment: .center))
            list.commands.append(.icon(.close, frame: layout.hintClose, color: state.hovered == .dismissHint ? c.text : c.mutedText))
        }
    }

    /// The pasted pattern, translucent, with its outline, where it would land.
    private func floatingPaste(_ cells: [Cell], bounds: CellRect, state: SceneState, into list: inout RenderList) {
        var color = theme.colors.accent
        color.a = 150
        let grid = state.layout.grid
        for cell in cells {
            let r = state.camera.screenRect(of: cell)
            guard r.maxX > grid.x, r.x < grid.maxX, r.maxY > grid.y, r.y < grid.maxY else { continue }
            list.commands.append(.fill(Rect(x: r.x.rounded(), y: r.y.rounded(), width: max(1, r.width.rounded()),
                                            height: max(1, r.height.rounded())), color, radius: 0))
        }
        let a = state.camera.screenPoint(at: Point(Double(bounds.x), Double(bounds.y)))
        let b = state.camera.screenPoint(at: Point(Double(bounds.maxX), Double(bounds.maxY)))
        for (from, to) in [(Point(a.x, a.y), Point(b.x, a.y)), (Point(a.x, b.y), Point(b.x, b.y)),
                           (Point(a.x, a.y), Point(a.x, b.y)), (Point(b.x, a.y), Point(b.x, b.y))] {
            list.commands.append(.line(from: from, to: to, theme.colors.accent))
        }
    }

    /// A one-pixel frame just outside the torus board, where it is on screen.
    private func boardBorder(_ board: CellRect, camera: Camera, clip: Rect, into list: inout RenderList) {
        let a = camera.screenPoint(at: Point(Double(board.x), Double(board.y)))
        let b = camera.screenPoint(at: Point(Double(board.maxX), Double(board.maxY)))
        let x0 = a.x.rounded() - 1, y0 = a.y.rounded() - 1, x1 = b.x.rounded(), y1 = b.y.rounded()
        let color = theme.colors.boardBorder
        func clamp(_ p: Point) -> Point {
            Point(min(max(p.x, clip.x), clip.maxX - 1), min(max(p.y, clip.y), clip.maxY - 1))
        }
        if y0 >= clip.y && y0 < clip.maxY { list.commands.append(.line(from: clamp(Point(x0, y0)), to: clamp(Point(x1, y0)), color)) }
        if y1 >= clip.y && y1 < clip.maxY { list.commands.append(.line(from: clamp(Point(x0, y1)), to: clamp(Point(x1, y1)), color)) }
        if x0 >= clip.x && x0 < clip.maxX { list.commands.append(.line(from: clamp(Point(x0, y0)), to: clamp(Point(x0, y1)), color)) }
        if x1 >= clip.x && x1 < clip.maxX { list.commands.append(.line(from: clamp(Point(x1, y0)), to: clamp(Point(x1, y1)), color)) }
    }

    private func header(_ state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let band = state.layout.header
        list.commands.append(.fill(band, c.header, radius: 0))
        list.commands.append(.line(from: Point(band.x, band.maxY - 1), to: Point(band.maxX, band.maxY - 1), c.separator))
        let inner = band.insetBy(m.padding, 0)
        list.commands.append(.text("Life", frame: Rect(x: inner.x, y: band.y, width: 120, height: band.height),
                                   style: TextStyle(size: m.titleFontSize, weight: .semibold), color: c.text,
                                   alignment: .leading))
        let speed = state.hyperspeed ? "hyperspeed 2^\(state.hyperStepLog)"
            : state.generationsPerSecond.isInfinite ? "max speed" : "\(NumberFormat.rate(state.generationsPerSecond)) gen/s"
        let status = state.confirmingEnding ? "Confirming the ending…" : state.isPlaying ? "Running · \(speed)" : "Paused · \(speed)"
        let statusWidth = 200.0
        list.commands.append(.text(status, frame: Rect(x: inner.maxX - statusWidth, y: band.y, width: statusWidth, height: band.height),
                                   style: TextStyle(size: m.labelFontSize + 2, weight: .regular), color: c.mutedText,
                                   alignment: .trailing))
        let start = inner.x + 110
        let end = inner.maxX - statusWidth - m.padding
        guard state.analytics.history.count >= 2 || state.generation > 0 else {
            // Before the first generation: a sentence, not a row of zeros.
            let long = state.population == 0
                ? "Click cells to bring them to life, then press Play. Live figures appear here as it runs."
                : "\(NumberFormat.grouped(Int64(state.population))) cells ready. Press Play (Enter) or Step (Space) to see them evolve."
            let short = state.population == 0 ? "Click cells, then press Play." : "\(NumberFormat.grouped(Int64(state.population))) cells ready: press Play."
            // A narrow window gets the short sentence rather than a cut-off long one (width estimated from the font size).
            let room = end - start, perCharacter = (m.labelFontSize + 3) * 0.52
            guard Double(short.count) * perCharacter <= room else { return }
            let copy = Double(long.count) * perCharacter <= room ? long : short
            list.commands.append(.text(copy, frame: Rect(x: start, y: band.y, width: end - start, height: band.height),
                                       style: TextStyle(size: m.labelFontSize + 3, weight: .regular), color: c.mutedText,
                                       alignment: .leading))
            return
        }
        let a = state.analytics
        let change = a.change.map { ($0 > 0 ? "+" : ($0 < 0 ? "−" : "±")) + NumberFormat.compact($0.magnitude) } ?? "–"
        let growth = a.growthPercent.map { String(format: "%+.1f%%", $0) } ?? "–"
        let measured = a.measuredRate.map { NumberFormat.compact(Int64(clamping: Int64($0.rounded()))) } ?? "–"
        let box = state.bounds.map { "\(NumberFormat.compact($0.width, above: 1_000_000))×\(NumberFormat.compact($0.height, above: 1_000_000))" } ?? "–"
        let bornDied = state.birthsAndDeaths.map { "+\(NumberFormat.short(Int64($0.births))) −\(NumberFormat.short(Int64($0.deaths)))" }
        let stats: [(String, String, Double)] = [
            ("GENERATION", NumberFormat.compact(state.generation), 130), ("POPULATION", NumberFormat.compact(max(state.exactPopulation, UInt128(max(0, state.population)))), 130),
            bornDied.map { ("BORN / DIED", $0, 124) } ?? ("CHANGE", change, 96), ("GROWTH", growth, 84), ("GEN/S", measured, 84), ("BOUNDS", box, 156),
        ]
        var x = start
        let labelHeight = m.labelFontSize * 1.6, valueHeight = m.valueFontSize * 1.5
        let top = band.midY - (labelHeight + valueHeight) / 2
        for (label, value, width) in stats where x + width <= end {
            list.commands.append(.text(label, frame: Rect(x: x, y: top, width: width, height: labelHeight),
                                       style: TextStyle(size: m.labelFontSize, weight: .semibold), color: c.mutedText,
                                       alignment: .leading))
            list.commands.append(.text(value, frame: Rect(x: x, y: top + labelHeight, width: width - 8, height: valueHeight),
                                       style: TextStyle(size: m.valueFontSize, weight: .semibold), color: c.text,
                                       alignment: .leading))
            x += width
        }
        // Sparkline of the recent population in what is left.
        let spark = Rect(x: x + 8, y: top + 4, width: min(220, end - x - 8), height: labelHeight + valueHeight - 8)
        if spark.width >= 60 { sparkline(a.history.map { Double($0) }, in: spark, into: &list) }
    }

    /// The population history as a line scaled to its own range.
    private func sparkline(_ values: [Double], in frame: Rect, into list: inout RenderList) {
        guard values.count >= 2, let lo = values.min(), let hi = values.max() else { return }
        let range = Double(max(1, hi - lo))
        let step = frame.width / Double(Analytics.capacity - 1)
        let x0 = frame.maxX - step * Double(values.count - 1)
        var previous: Point?
        for (i, v) in values.enumerated() {
            let p = Point((x0 + Double(i) * step).rounded(), (frame.maxY - (Double(v - lo) / range) * frame.height).rounded())
            if let previous { list.commands.append(.line(from: previous, to: p, theme.colors.accent)) }
            previous = p
        }
    }

    private func controlBar(_ state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let band = state.layout.controlBar
        list.commands.append(.fill(band, c.controlBar, radius: 0))
        list.commands.append(.line(from: Point(band.x, band.y), to: Point(band.maxX, band.y), c.separator))
        for button in state.layout.buttons {
            let enabled = (button.action != .reset || state.canReset) && (button.action != .clear || state.population > 0)
                && (button.action != .jump || state.population > 0 || state.jumpProgress != nil)
            let icon: Icon
            switch button.action {
            case .playPause: icon = state.isPlaying ? .pause : .play
            case .step: icon = .step
            case .reset: icon = .reset
            case .zoomIn: icon = .zoomIn
            case .zoomOut: icon = .zoomOut
            case .fit: icon = .fit
            case .keepRunning, .starter, .dismissHint: continue
            case .clear: icon = .clear
            case .randomFill: icon = .dice
            case .settings: icon = .settings
            case .patterns: icon = .folder
            case .more: icon = .more
            case .boards, .save: icon = .boards
            case .jump: icon = .jump
            }
            let iconColor = button.action == .fit && state.autoZoomActive ? c.accent : c.icon
            if button.isPrimary {
                var fill = c.accent
                if state.pressed == button.action { fill = fill.blended(toward: c.background, by: 0.25) }
                else if state.hovered == button.action { fill = fill.blended(toward: c.text, by: 0.15) }
                list.commands.append(.fill(button.frame, fill, radius: button.frame.width / 2))
                list.commands.append(.icon(icon, frame: button.frame, color: c.onAccent))
            } else {
                if enabled && state.pressed == button.action {
                    list.commands.append(.fill(button.frame, c.buttonPressed, radius: m.cornerRadius))
                } else if enabled && state.hovered == button.action {
                    list.commands.append(.fill(button.frame, c.buttonHover, radius: m.cornerRadius))
                }
                list.commands.append(.icon(icon, frame: button.frame, color: enabled ? iconColor : c.icon.blended(toward: c.controlBar, by: 0.6)))
            }
        }
    }

    private func banner(_ ending: FinalState, state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let frames = BannerLayout(grid: state.layout.grid, metrics: m)
        list.commands.append(.fill(frames.panel, c.header, radius: m.cornerRadius))
        let text = Rect(x: frames.panel.x + m.padding, y: frames.panel.y, width: frames.button.x - frames.panel.x - m.padding,
                        height: frames.panel.height)
        list.commands.append(.text(ending.summary, frame: text, style: TextStyle(size: m.labelFontSize + 3, weight: .regular),
                                   color: c.text, alignment: .leading))
        let fill = state.pressed == .keepRunning ? c.buttonPressed : (state.hovered == .keepRunning ? c.buttonHover : c.controlBar)
        list.commands.append(.fill(frames.button, fill, radius: frames.button.height / 2))
        list.commands.append(.text("Keep running", frame: frames.button, style: TextStyle(size: m.labelFontSize + 2, weight: .semibold),
                                   color: c.accent, alignment: .center))
    }

    private func settings(_ state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let layout = SettingsLayout(grid: state.layout.grid, themeCount: state.themeNames.count)
        var scrim = c.background
        scrim.a = 170
        list.commands.append(.fill(state.layout.grid, scrim, radius: 0))
        list.commands.append(.fill(layout.panel, c.header, radius: m.cornerRadius + 4))
        list.commands.append(.text("Settings", frame: layout.title, style: TextStyle(size: m.titleFontSize, weight: .semibold),
                                   color: c.text, alignment: .leading))
        if state.hovered == .settings {
            list.commands.append(.fill(layout.close, c.buttonHover, radius: layout.close.width / 2))
        }
        list.commands.append(.icon(.close, frame: layout.close, color: c.mutedText))
        for (name, frame) in layout.sections {
            list.commands.append(.text(name, frame: frame, style: TextStyle(size: m.labelFontSize, weight: .semibold),
                                       color: c.mutedText, alignment: .leading))
        }
        for row in layout.rows {
            let on = state.toggles[row.toggle] ?? false
            let textWidth = row.control.x - row.frame.x - 16
            list.commands.append(.text(row.toggle.title, frame: Rect(x: row.frame.x, y: row.frame.y + 4, width: textWidth, height: 22),
                                       style: TextStyle(size: m.labelFontSize + 3, weight: .semibold), color: c.text, alignment: .leading))
            list.commands.append(.text(row.toggle.explanation,
                                       frame: Rect(x: row.frame.x, y: row.frame.y + 26, width: textWidth, height: 18),
                                       style: TextStyle(size: m.labelFontSize + 1, weight: .regular), color: c.mutedText, alignment: .leading))
            list.commands.append(.fill(row.control, on ? c.accent : c.separator, radius: row.control.height / 2))
            let knob = row.control.height - 6
            let knobX = on ? row.control.maxX - 3 - knob : row.control.x + 3
            list.commands.append(.fill(Rect(x: knobX, y: row.control.y + 3, width: knob, height: knob),
                                       on ? c.onAccent : c.icon, radius: knob / 2))
        }
        colorPicker(layout, state: state, into: &list)
        for (speed, frame) in layout.speeds {
            let chosen = state.hyperspeed ? speed == SettingsLayout.hyperspeedPreset : speed == state.generationsPerSecond
            let segment = frame.insetBy(2, 0)
            let label = SettingsLayout.speedPresets.first { $0.1 == speed }?.0 ?? ""
            list.commands.append(.fill(segment, chosen ? c.buttonPressed : c.controlBar, radius: m.cornerRadius / 2))
            list.commands.append(.text(label, frame: segment, style: TextStyle(size: m.labelFontSize + 1, weight: chosen ? .semibold : .regular),
                                       color: chosen ? c.text : c.mutedText, alignment: .center))
        }
        list.commands.append(.fill(layout.slider, c.separator, radius: layout.slider.height / 2))
        let knobX = layout.sliderX(for: state.generationsPerSecond)
        list.commands.append(.fill(Rect(x: layout.slider.x, y: layout.slider.y, width: knobX - layout.slider.x, height: layout.slider.height),
                                   c.accent, radius: layout.slider.height / 2))
        list.commands.append(.fill(Rect(x: knobX - 8, y: layout.slider.midY - 8, width: 16, height: 16), c.text, radius: 8))
        let speedText = state.hyperspeed ? "2^\(state.hyperStepLog)/frame"
            : state.generationsPerSecond.isInfinite ? "max" : "\(NumberFormat.rate(state.generationsPerSecond)) gen/s"
        list.commands.append(.text(speedText, frame: Rect(x: layout.slider.maxX + 12, y: layout.slider.midY - 12, width: 88, height: 24),
                                   style: TextStyle(size: m.labelFontSize + 2, weight: .semibold), color: c.text, alignment: .trailing))
        list.commands.append(.fill(layout.resetButton, c.background, radius: layout.resetButton.height / 2))
        list.commands.append(.text("Reset to defaults", frame: layout.resetButton, style: TextStyle(size: m.labelFontSize + 2, weight: .semibold),
                                   color: c.danger, alignment: .center))
        for (i, frame) in layout.themes.enumerated() where i < state.themeNames.count {
            let chosen = i == state.themeIndex
            let segment = frame.insetBy(2, 0)
            list.commands.append(.fill(segment, chosen ? c.buttonPressed : c.controlBar, radius: m.cornerRadius / 2))
            list.commands.append(.text(state.themeNames[i], frame: segment,
                                       style: TextStyle(size: m.labelFontSize + 1, weight: chosen ? .semibold : .regular),
                                       color: chosen ? c.text : c.mutedText, alignment: .center))
        }
        for (side, frame) in layout.sizes {
            let chosen = side == state.torusWidth && side == state.torusHeight
            let segment = frame.insetBy(2, 0)
            list.commands.append(.fill(segment, chosen ? c.buttonPressed : c.controlBar, radius: m.cornerRadius / 2))
            list.commands.append(.text("\(side)×\(side)", frame: segment, style: TextStyle(size: m.labelFontSize + 1, weight: chosen ? .semibold : .regular),
                                       color: chosen ? c.text : c.mutedText, alignment: .center))
        }
        for (side, frame) in layout.sideValues {
            let label = Rect(x: frame.x - 30 - SettingsLayout.stepperOffset, y: frame.y, width: SettingsLayout.stepperOffset - 4, height: frame.height)
            list.commands.append(.text(side == .width ? "Width" : "Height", frame: label,
                                       style: TextStyle(size: m.labelFontSize + 1, weight: .regular), color: c.mutedText, alignment: .leading))
            list.commands.append(.text("\(side == .width ? state.torusWidth : state.torusHeight)", frame: frame,
                                       style: TextStyle(size: m.labelFontSize + 2, weight: .semibold), color: c.text, alignment: .center))
        }
        list.commands.append(.text("Rule", frame: Rect(x: layout.ruleField.x - SettingsLayout.stepperOffset, y: layout.ruleField.y,
                                                      width: SettingsLayout.stepperOffset - 4, height: layout.ruleField.height),
                                   style: TextStyle(size: m.labelFontSize + 1, weight: .regular), color: c.mutedText, alignment: .leading))
        list.commands.append(.fill(layout.ruleField, state.editingRule ? c.buttonPressed : c.background, radius: m.cornerRadius / 2))
        list.commands.append(.text(state.rule, frame: layout.ruleField.insetBy(10, 0), style: TextStyle(size: m.labelFontSize + 3, weight: .semibold),
                                   color: c.text, alignment: .leading))
        for stepper in layout.steppers {
            list.commands.append(.fill(stepper.frame, c.controlBar, radius: stepper.frame.width / 2))
            list.commands.append(.icon(stepper.delta < 0 ? .zoomOut : .zoomIn, frame: stepper.frame, color: c.icon))
        }
        if let first = layout.memorySteppers.first {
            let label = Rect(x: layout.memoryValue.x - 30 - 200, y: first.frame.y, width: 196, height: first.frame.height)
            list.commands.append(.text("HashLife memory", frame: Rect(x: layout.rows[0].frame.x, y: label.y, width: label.width, height: label.height),
                                       style: TextStyle(size: m.labelFontSize + 2, weight: .regular), color: c.text, alignment: .leading))
            let mib = state.maxMemoryMiB
            list.commands.append(.text(mib >= 1024 ? "\(mib / 1024) GB" : "\(mib) MB", frame: layout.memoryValue,
                                       style: TextStyle(size: m.labelFontSize + 2, weight: .semibold), color: c.text, alignment: .center))
            for stepper in layout.memorySteppers {
                list.commands.append(.fill(stepper.frame, c.controlBar, radius: stepper.frame.width / 2))
                list.commands.append(.icon(stepper.delta < 0 ? .zoomOut : .zoomIn, frame: stepper.frame, color: c.icon))
            }
        }
    }

    /// Below one pixel a cell, how many cells a pixel spans ("1 px = 1 024 cells across"), for a
    /// discreet note in the grid's corner; nil when zoomed in.
    static func scaleLabel(zoom: Double) -> String? {
        guard zoom < 1, zoom > 0 else { return nil }
        let cells = 1 / zoom
        let shown = cells < 1e15 ? (cells < 10 ? String(format: "%.1f", cells) : NumberFormat.grouped(Int64(cells.rounded())))
            : String(format: "%.2e", cells)
        return "1 px = \(shown) cells across"
    }

}
