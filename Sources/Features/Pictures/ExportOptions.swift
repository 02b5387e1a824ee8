import LifeImage
/// What a picture or movie made in the app is to be: chosen in the export dialog, kept for the
/// next one while the app runs.
public struct ExportOptions: Equatable, Sendable {
    /// A still picture or a movie of the run.
    public enum Kind: Equatable, Sendable, CaseIterable {
        case picture, movie
    }

    /// What a picture shows.
    public enum Area: Equatable, Sendable, CaseIterable {
        /// The cells in view now.
        case view
        /// All life (the whole board when it is bounded).
        case all
        /// The selection.
        case selection
    }

    /// How a movie's frame is placed.
    public enum Framing: Equatable, Sendable, CaseIterable {
        /// Still, over everywhere the run goes (found by a first run).
        case wholeRun
        /// Following life as auto-zoom does: centred on it, zooming out as it grows.
        case following
    }

    /// What a movie is written as.
    public enum Format: String, Equatable, Sendable, CaseIterable {
        case gif, mp4, webm

        /// The file name's ending, with its dot.
        public var fileExtension: String { "." + rawValue }
        /// How the dialog names it.
        public var label: String { self == .webm ? "WebM" : rawValue.uppercased() }
    }

    /// Pixels a cell offered (nil: the largest that fits).
    public static let scales: [Int?] = [nil, 1, 2, 4, 8]
    /// Frame rates offered (a GIF's frame lasts a whole number of hundredths: 50 at most).
    public static let frameRates = [5, 10, 20, 30, 50]
    /// The most generations a movie made in the app spans.
    public static let maxGenerations: Int64 = 1 << 40

    /// Picture or movie.
    public var kind: Kind
    /// What a picture shows.
    public var area = Area.all
    /// How a movie's frame is placed.
    public var framing = Framing.wholeRun
    /// What a movie is written as.
    public var format = Format.gif
    /// Pixels a cell, or nil for the largest that fits.
    public var scale: Int?
    /// The theme whose colours it takes, by name (nil: the colours on screen).
    public var themeName: String?
    /// Whether cells are drawn with grid lines (at 4 pixels a cell or more).
    public var gridLines = false
    /// A movie's frames a second.
    public var fps = 10
    /// Generations from the one shown to a movie's first frame.
    public var skip: Int64 = 0
    /// The generations a movie spans, from its first frame.
    public var generations: Int64 = 100
    /// Generations from one frame to the next.
    public var every: Int64 = 1

    /// Options for a `kind`, the rest as they start.
    public init(kind: Kind) {
        self.kind = kind
    }

    /// The frames a movie has: generations 0, K, 2K, ... up to its span.
    public var frames: Int64 { generations / max(1, every) + 1 }

    /// A GIF's delay between frames, in hundredths of a second (its unit: 3 at 30 fps).
    public var gifDelay: Int { GIFMovie.delay(forFramesPerSecond: fps) }

    /// Frame times the last frame is shown for: a second, so a movie that loops shows where it ends.
    public var lastFrameHold: Int { format == .gif ? GIFMovie.holdForASecond(delay: gifDelay) : max(1, fps) }

    /// How long the movie plays: a frame time for each frame but the last, which holds (a GIF's
    /// frame time is its delay in hundredths).
    public var seconds: Double {
        let frameTimes = Double(frames - 1 + Int64(lastFrameHold))
        return format == .gif ? frameTimes * Double(gifDelay) / 100 : frameTimes / Double(max(1, fps))
    }
}
