import LifeEngine
import LifeImage
import LifeInterface
import LifeScene
import LifeStore

/// What the export dialog's options make of the board as it is: the area, the pixels a cell (or
/// drawing by density), the size, the colours and a suggested name, said in one line before it
/// starts; or why it cannot be made.
public struct ExportPlan: Sendable {
    /// Why a plan cannot be made, said to the user.
    public struct Refusal: Error, Equatable {
        public let message: String
        init(_ message: String) { self.message = message }
    }

    /// The longest side of a picture, in pixels, when the cell size is left to fit.
    public static let pictureSide: Int64 = 2048
    /// The longest side of a movie's frame, in pixels.
    public static let movieSide: Int64 = 1024

    /// The options it follows.
    public let options: ExportOptions
    /// The cells drawn: a picture's area; a movie's frame now (the run may widen it).
    public let area: CellRect
    /// Pixels a cell (1 when drawn by density).
    public let scale: Int
    /// Whether cells are drawn by density, more than one a pixel.
    public let byDensity: Bool
    /// Whether grid lines, when asked for, show: cells are drawn large enough (a following movie's may grow, so it may).
    public var drawsGridLines: Bool { followFrame != nil || (!byDensity && scale >= CellImage.gridLinesLeastScale) }
    /// The picture's size, or the movie frame's (now, for a frame over the whole run).
    public let width: Int, height: Int
    /// A following movie's fixed frame size; nil for a picture or a still frame.
    public let followFrame: (width: Int, height: Int)?
    /// Whether a movie's frame is a bounded board, which the run never widens.
    public let wholeBoard: Bool
    /// The colours drawn in.
    public let colors: ImageColors
    /// The file name offered.
    public let fileName: String

    /// The plan for `options` on the board of `context` (with `selection`), or why there is none.
    public static func make(_ options: ExportOptions, selection: CellRect?, in context: FeatureContext) -> Result<ExportPlan, Refusal> {
        let simulation = context.simulation
        let colors = colors(options.themeName, in: context)
        let first = simulation.generation + (options.kind == .movie ? options.skip : 0)
        // The generation after the name, unless the name ends with it already (a board named "Gun at gen 180").
        let title = PatternFileName.stem(context.title ?? "Life"), generation = "gen \(first)"
        let stem = title.lowercased().hasSuffix(generation) ? title : title + " " + generation
        switch options.kind {
        case .picture:
            let area: CellRect?
            switch options.area {
            case .view: area = Self.clip(context.camera.visibleCells, to: context.finiteBoard)
            case .all: area = context.finiteBoard ?? CellImage.framing(simulation.universe.bounds, on: simulation.topology)
            case .selection: area = selection
            }
            guard let area, area.width > 0, area.height > 0 else {
                return .failure(Refusal(options.area == .selection ? "Nothing is selected: select an area first (S), or choose View or All life"
                    : "Nothing to draw: the board is empty"))
            }
            let sheared = CellImage.shears(simulation.universe.rule)
            let (scale, byDensity, width, height) = sizing(area, scale: options.scale, side: pictureSide, sheared: sheared)
            if let scale = options.scale, CellImage.refusal(area: sheared ? CellImage.shearedExtent(area) : area, scale: scale) != nil {
                // Sizes in pixels in plain digits: "1 312" grouped beside "680×" read as two numbers.
                return .failure(Refusal("At \(scale) px a cell the picture would be \(area.width * Int64(scale))×"
                    + "\(area.height * Int64(scale)) px, too large: choose \(scale > 1 ? "Fit or a smaller cell size" : "Fit (past a pixel a cell, cells are drawn by density)")"))
            }
            return .success(ExportPlan(options: options, area: area, scale: scale, byDensity: byDensity, width: width, height: height,
                                       followFrame: nil, wholeBoard: false, colors: colors, fileName: stem + ".png"))
        case .movie:
            guard simulation.population > 0, let bounds = simulation.universe.bounds else {
                return .failure(Refusal("Nothing to record: the board is empty"))
            }
            // A universe of billions of cells is drawn by density, from frames far apart (HashLife's leaps).
            guard !simulation.isHuge || options.every >= RecordingWork.leapFrom else {
                return .failure(Refusal("This universe is too large to record a frame every few generations: "
                    + "record a frame every \(NumberFormat.grouped(RecordingWork.leapFrom)) generations or more"))
            }
            guard options.frames <= MovieLimits.maxFrames else {
                return .failure(Refusal("That is \(NumberFormat.grouped(options.frames)) frames, more than "
                    + "\(NumberFormat.grouped(MovieLimits.maxFrames)): record fewer generations or a frame every more"))
            }
            if options.format != .gif && context.services.ffmpeg == nil {
                return .failure(Refusal("\(options.format.label) is made by the ffmpeg program, which is not installed "
                    + "(sudo apt install ffmpeg): choose GIF"))
            }
            let area = context.finiteBoard ?? CellImage.framing(bounds, on: simulation.topology) ?? bounds
            var (scale, byDensity, width, height) = movieSizing(area, scale: options.scale, sheared: CellImage.shears(simulation.universe.rule))
            var follow: (Int, Int)?
            if options.framing == .following && context.finiteBoard == nil {
                let frame = followingFrame(grid: context.layout.grid)
                follow = frame
                (width, height) = frame
                (scale, byDensity) = (options.scale ?? 8, false)
            }
            return .success(ExportPlan(options: options, area: area, scale: scale, byDensity: byDensity, width: width, height: height,
                                       followFrame: follow, wholeBoard: context.finiteBoard != nil, colors: colors,
                                       fileName: stem + options.format.fileExtension))
        }
    }

    /// What the dialog says it will make: "1024×512 px, 2 px a cell"; "101 frames, 11 s · 240×160 px now…";
    /// a long movie's length in minutes ("20 001 frames, 33 min 21 s").
    public var summary: String {
        let size = "\(width)×\(height) px"
        let cells = byDensity ? "by density" : "\(scale) px a cell"
        switch options.kind {
        case .picture:
            return "\(size), \(cells)"
        case .movie:
            let seconds = options.seconds
            let length = "\(NumberFormat.grouped(options.frames)) frame\(options.frames == 1 ? "" : "s"), "
                + (seconds < 10 ? "\(String(format1: seconds)) s" : NumberFormat.duration(Int(seconds.rounded())))
            if followFrame != nil { return "\(length) · \(size), following life" }
            return wholeBoard ? "\(length) · \(size), \(cells), the whole board" : "\(length) · \(size) now, \(cells); sized to the whole run as it starts"
        }
    }

    /// Pixels a cell and the size for `area` at `scale` (nil: the largest that fits `side`); wider
    /// than `side` cells, by density in squares of a power of two cells.
    static func sizing(_ area: CellRect, scale: Int?, side: Int64, sheared: Bool = false) -> (scale: Int, byDensity: Bool, width: Int, height: Int) {
        guard !sheared else {
            // The scale that fits the upright picture as wide as the sheared one; the size, the
            // sheared picture's own (by density: of the squares `CellImage(densityOf:)` takes).
            let upright = sizing(CellImage.shearedExtent(area), scale: scale, side: side)
            let (across, down, cellSide): (Int, Int, Int)
            if upright.byDensity {
                let square = CellImage.densitySquare(area: area, maxSide: side)
                (across, down, cellSide) = (Int((area.width + square - 1) / square), Int((area.height + square - 1) / square), 1)
            } else {
                (across, down, cellSide) = (Int(area.width) * upright.scale, Int(area.height) * upright.scale, upright.scale)
            }
            return (upright.scale, upright.byDensity, CellImage.shearedWidth(across, height: down, scale: cellSide), down)
        }
        let longest = max(area.width, area.height)
        if let scale { return (scale, false, Int(area.width) * scale, Int(area.height) * scale) }
        guard longest > side else {
            let fit = Int(min(8, max(1, side / longest)))
            return (fit, false, Int(area.width) * fit, Int(area.height) * fit)
        }
        var perPixel: Int64 = 2
        while (longest + perPixel - 1) / perPixel > side { perPixel *= 2 }
        return (1, true, Int((area.width + perPixel - 1) / perPixel), Int((area.height + perPixel - 1) / perPixel))
    }

    /// `area` within `board` (all of it on a plane).
    static func clip(_ area: CellRect, to board: CellRect?) -> CellRect? {
        guard let board else { return area }
        guard area.intersects(board) else { return nil }
        let x = max(area.x, board.x), y = max(area.y, board.y)
        return CellRect(x: x, y: y, width: min(area.maxX, board.maxX) - x, height: min(area.maxY, board.maxY) - y)
    }

    /// A still movie frame's sizing over `area`: `scale` pixels a cell at most, the frame at most
    /// `movieSide` a side (by density past a pixel a cell).
    static func movieSizing(_ area: CellRect, scale: Int?, sheared: Bool = false) -> (scale: Int, byDensity: Bool, width: Int, height: Int) {
        let extent = sheared ? CellImage.shearedExtent(area) : area
        let longest = max(extent.width, extent.height)
        let fitting = longest > movieSide ? nil : scale.map { min($0, Int(max(1, movieSide / longest))) }
        return sizing(area, scale: fitting, side: movieSide, sheared: sheared)
    }

    /// A following movie's frame: the grid's shape at most `movieSide` a side, in multiples of 8 pixels.
    static func followingFrame(grid: Rect) -> (width: Int, height: Int) {
        let longest = max(1, max(grid.width, grid.height))
        let factor = min(1, Double(movieSide) / longest)
        func side(_ length: Double) -> Int { max(64, Int(length * factor / 8) * 8) }
        return (side(grid.width), side(grid.height))
    }

    /// The colours of the theme named (the live colour chosen in Settings for the theme on screen).
    static func colors(_ themeName: String?, in context: FeatureContext) -> ImageColors {
        let theme = themeName.flatMap { name in context.themes.first { $0.name == name } } ?? context.theme
        let live = theme.name == context.theme.name ? context.liveCellColor : theme.colors.cell
        func rgb(_ color: Color) -> ImageColors.RGB { (color.r, color.g, color.b) }
        return ImageColors(live: rgb(live), dead: rgb(theme.colors.gridBackground), grid: rgb(theme.colors.gridLine))
    }
}

private extension String {
    /// One decimal: "10.1".
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(tenths % 10)"
    }
}
