import LifeInterface
import HistoryFeature
import Foundation
import LifeEngine
import LifeScene

/// The grid: the cell layer (density below a pixel a cell), a bounded grid's edges and the scale note.
public struct CanvasView {
    let theme: Theme

    /// A view drawing with `theme`.
    public init(theme: Theme) {
        self.theme = theme
    }

    /// The grid's layers: cells, a bounded grid's edges and the scale note.
    func draw(_ state: SceneState, universe: any LifeAlgorithm, into list: inout RenderList) {
        if var layer = cellLayer(camera: state.camera, frame: state.layout.grid, universe: universe, gridLines: state.gridLines) {
            if let color = state.cellColor { layer.liveColor = color }
            list.commands.append(.cells(layer))
            BoardEdgesView(theme: theme).draw(universe.topology, camera: state.camera, clip: state.layout.grid, into: &list)
            // The scale first: it stays put while the coordinates after it change their length.
            let note = [Self.scaleLabel(zoom: state.camera.zoom), state.pointerCell.map(Self.coordinates)].compactMap { $0 }
            if !note.isEmpty { scaleNote(note.joined(separator: "  ·  "), state: state, into: &list) }
        }
    }

    /// A cell's coordinates as Golly gives them (y grows downward): "x 12, y −7".
    static func coordinates(_ cell: Cell) -> String {
        "x \(NumberFormat.grouped(cell.x)), y \(NumberFormat.grouped(cell.y))"
    }

    /// The pointer's cell and "1 px = N cells across" in the grid's corner, above the gestures hint
    /// where the two would meet.
    private func scaleNote(_ scale: String, state: SceneState, into list: inout RenderList) {
        let grid = state.layout.grid, m = theme.metrics
        // As wide as the text (estimated, a little over), so it steps above the hint only where they
        // would meet, and its backdrop ends with the text.
        let width = min(GlyphWidths.em(of: scale) * theme.type.caption.size + 6, grid.width * 0.7)
        var frame = Rect(x: grid.x + m.padding, y: grid.maxY - m.padding - m.labelFontSize * 1.6, width: width, height: m.labelFontSize * 1.6)
        let hint = state.firstRun.hint
        if state.showsHint && hint.x < frame.maxX { frame.y = hint.y - m.padding / 2 - frame.height }
        // Above the history panel when it is open (it lies over the grid's foot).
        if state.overlays.contains(where: { $0.kind == .history }) {
            let panel = HistoryLayout(grid: grid, metrics: m, range: 0...1).panel
            frame.y = min(frame.y, panel.y - m.padding / 2 - frame.height)
        }
        list.commands.append(.fill(Rect(x: frame.x - 6, y: frame.y, width: frame.width + 6, height: frame.height),
                                   Theme.translucent(theme.colors.background, Translucency.noteBackdrop), radius: frame.height / 2))
        list.commands.append(.text(scale, frame: frame, style: theme.type.caption, color: theme.colors.mutedText, alignment: .leading))
    }

    /// The raster of visible cells and its placement on screen, or nil for an empty grid area.
    public func cellLayer(camera: Camera, frame: Rect, universe: any LifeAlgorithm, gridLines: Bool = true) -> CellLayer? {
        guard frame.width >= 1, frame.height >= 1 else { return nil }
        let zoom = camera.zoom
        // Below one pixel a cell, a unit covers `scale` x `scale` cells: lit if any of them lives.
        // A power of two, so a unit covers whole quadtree nodes (HashLife draws each node once).
        let scale = zoom >= 1 ? Int64(1) : Int64(1) << Int64(min(62, Int(log2(1 / zoom).rounded(.up))))
        // The cells of every visible row (offset rows reach further left or right as they go down).
        let topLeft = camera.viewPoint(at: Point(frame.x, frame.y))
        let bottomRight = camera.viewPoint(at: Point(frame.maxX, frame.maxY))
        let reach = [-camera.shear * topLeft.y.rounded(.down), -camera.shear * bottomRight.y.rounded(.up)]
        let leftmost = topLeft.x + reach.min()!, rightmost = bottomRight.x + reach.max()!
        let firstX = FloorDivision.divide(Camera.clampedInt64(leftmost.rounded(.down)), scale) * scale
        let firstY = FloorDivision.divide(Camera.clampedInt64(topLeft.y.rounded(.down)), scale) * scale
        let unitsX = Int(((rightmost - Double(firstX)) / Double(scale)).rounded(.up)) + 1
        let unitsY = Int(((bottomRight.y - Double(firstY)) / Double(scale)).rounded(.up)) + 1
        var raster = CellRaster(origin: Cell(firstX, firstY), width: max(1, unitsX), height: max(1, unitsY), scale: scale)
        universe.rasterize(into: &raster)
        let origin = camera.screenPoint(at: Point(Double(firstX), Double(firstY)))
        let showGrid = gridLines && zoom >= theme.metrics.gridLineMinZoom
        let board = universe.topology.board
        var layer = CellLayer(frame: frame, raster: raster, originX: origin.x, originY: origin.y,
                              unitSize: zoom * Double(scale), liveColor: theme.colors.cell,
                              deadColor: theme.colors.gridBackground,
                              gridColor: showGrid ? theme.colors.gridLine : nil,
                              majorGridColor: showGrid ? theme.colors.gridLineMajor : nil,
                              board: board, outsideColor: theme.colors.boardOutside)
        let rule = universe.rule
        layer.stateFades = rule.states > 2 ? (0..<rule.states).map { rule.fade(of: UInt8($0)) } : []
        layer.rowShift = camera.shear
        return layer
    }

    /// Below one pixel a cell, how many cells a pixel spans ("1 px = 1 024 cells across"), for a
    /// discreet note in the grid's corner; nil when zoomed in.
    static func scaleLabel(zoom: Double) -> String? {
        guard zoom < 1, zoom > 0 else { return nil }
        let cells = 1 / zoom
        // Written as the header writes its figures: grouped digits, then 8.563e14 from ten digits on.
        let shown = cells < 10 ? String(format: "%.1f", cells)
            : cells < 9e18 ? NumberFormat.compact(Int64(cells.rounded())) : NumberFormat.compact(UInt128(cells))
        return "1 px = \(shown) cells across"
    }
}
