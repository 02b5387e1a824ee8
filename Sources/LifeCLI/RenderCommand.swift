import ArgumentParser
import Foundation
import LifeEngine
import LifeImage
import LifeScene
import LifeStore

/// `life render FILE --output OUT.png --generation N` or `--output OUT.gif --generations N`:
/// a picture of a pattern at a generation, or an animated GIF of its run.
public struct RenderCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Draw a pattern as a PNG picture at a generation, or its run as an animated GIF.")

    @Argument(help: "Pattern file (.rle, .cells, .lif/.life, .mc, .mcl), or - for standard input.")
    var file: String

    @Option(name: .long, help: "The picture (.png) or movie (.gif, or .mp4/.webm through ffmpeg) to write; an existing file is replaced.")
    var output: String

    @Option(name: .long, parsing: .unconditional, help: "PNG: the generation drawn, 0 to 2^62 (1000000, 1e9 or 2^40), as the file counts (default: the file's own).",
            transform: GenerationArgument.read)
    var generation: Int64?

    @Option(name: .long, parsing: .unconditional, help: "Movie: the last generation, 0 to \(RunCommand.steppingLimit), counted from the file's; frames are 0, K, 2K, ... up to it.",
            transform: GenerationArgument.read)
    var generations: Int64?

    @Option(name: .long, parsing: .unconditional, help: "Movie: generations between frames (K, 1 or more, as 10000, 1e4 or 2^14; default 1).",
            transform: GenerationArgument.read)
    var every: Int64 = 1

    @Option(name: .long, parsing: .unconditional, help: "Pixels a cell (1 to 64; default 1: each live cell exactly one pixel).")
    var scale: Int = 1

    @Option(name: .long, parsing: .unconditional, help: "Movie: frames a second (1 to 100, a GIF at most 50; default 10).")
    var fps: Int = 10

    @Option(name: .long, help: "Live and dead colours as LIVE,DEAD hex, e.g. 4ADE80,121418 (default: Life's dark theme).")
    var colors: String?

    @Option(name: .long, help: "A theme's colours for cells, background and grid lines: Dark, Light or High contrast (--colors wins).")
    var theme: String?

    @Flag(name: .long, help: "Grid lines between cells (from 4 pixels a cell).")
    var grid = false

    @Flag(name: .long, help: "Print progress to standard error once a second on long movies, even when it is not a terminal.")
    var progress = false

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Longest run stepped for a picture or a movie (HashLife jumps a plane pattern further for a picture).
    static let steppingLimit: Int64 = RunCommand.steppingLimit
    /// Generations ahead from which a picture's generation is reached by HashLife's leaps.
    static let leapFrom: Int64 = 10_000

    /// What the output's ending asks for.
    enum Kind { case png, gif, video }

    var kind: Kind? {
        let lower = output.lowercased()
        return lower.hasSuffix(".png") ? .png : lower.hasSuffix(".gif") ? .gif : lower.hasSuffix(".mp4") || lower.hasSuffix(".webm") ? .video : nil
    }

    /// Checks the options before any work starts (exit 64 on a bad one).
    public func validate() throws {
        guard let kind else {
            throw ValidationError("--output must end in .png, .gif, .mp4 or .webm, got '\(output.escapedForDisplay())'")
        }
        guard (1...64).contains(scale) else { throw ValidationError("--scale must be 1 to 64 pixels a cell, got \(scale)") }
        guard (1...100).contains(fps) else { throw ValidationError("--fps must be 1 to 100, got \(fps)") }
        if kind == .gif && fps > 50 { throw ValidationError("--fps must be at most 50 for a GIF (players show no more), got \(fps)") }
        if let theme, let problem = Self.themeProblem(theme) { throw ValidationError(problem) }
        guard every >= 1 else { throw ValidationError("--every must be 1 or more, got \(every)") }
        if let colors, palette(colors) == nil {
            throw ValidationError("--colors must be LIVE,DEAD as two 6-digit hex colours, e.g. 4ADE80,121418; got '\(colors.escapedForDisplay())'")
        }
        switch kind {
        case .png:
            if generations != nil { throw ValidationError("--generations is for a .gif; a .png takes --generation N") }
            if every != 1 || fps != 10 { throw ValidationError("--every and --fps are for a movie; a .png is one picture") }
            if let generation, !(0...PlaneLimits.maxGeneration).contains(generation) {
                throw ValidationError("--generation must be 0 to 2^62 (\(PlaneLimits.maxGeneration)), got \(generation)")
            }
        case .gif, .video:
            if generation != nil { throw ValidationError("--generation is for a .png; a movie takes --generations N") }
            guard let generations else { throw ValidationError("a movie needs --generations N (its last generation)") }
            guard (0...Self.steppingLimit).contains(generations) else {
                throw ValidationError("--generations must be 0 to \(Self.steppingLimit), got \(generations)")
            }
            guard every <= max(generations, 1) else {
                throw ValidationError("--every \(every) is more than the \(generations) generations of the movie: it would be one frame")
            }
            guard generations / every + 1 <= MovieLimits.maxFrames else {
                throw ValidationError("\(generations / every + 1) frames are more than the \(MovieLimits.maxFrames) a movie takes; raise --every")
            }
        }
    }

    /// Why `--theme name` cannot be used, or nil: no theme of that name (naming those there are),
    /// or Life's theme files not found beside the program (a copy taken away from them offered
    /// only the built-in Dark, its message saying nothing of why).
    static func themeProblem(_ name: String, locator: ResourceLocator = ResourceFolders.locator()) -> String? {
        let files = ResourceFolders.themeFiles(locator)
        let themes = ThemeLibrary.themes(from: files).themes
        if themes.contains(where: { $0.name.lowercased() == name.lowercased() }) { return nil }
        guard !files.isEmpty else {
            return "--theme \(name.escapedForDisplay()): Life's theme files were not found (looked for Themes/ in "
                + "\(locator.candidates().joined(separator: ", "))); set LIFE_DATA_DIR to the folder holding Assets/ and Themes/"
        }
        return "--theme \(name.escapedForDisplay()): no such theme; the themes are \(themes.map(\.name).joined(separator: ", "))"
    }

    /// A theme's cell, grid background and grid line colours, by its name (any case).
    static func colors(ofTheme name: String) throws -> ImageColors {
        let themes = ThemeLibrary.themes(from: ResourceFolders.themeFiles()).themes
        guard let theme = themes.first(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw CLIError(themeProblem(name) ?? "--theme \(name.escapedForDisplay()): no such theme")
        }
        let c = theme.colors
        return ImageColors(live: (c.cell.r, c.cell.g, c.cell.b), dead: (c.gridBackground.r, c.gridBackground.g, c.gridBackground.b),
                           grid: (c.gridLineMajor.r, c.gridLineMajor.g, c.gridLineMajor.b))
    }

    /// The colours asked for.
    func palette(_ text: String) -> ImageColors? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let live = ImageColors.rgb(parts[0]), let dead = ImageColors.rgb(parts[1]) else { return nil }
        return ImageColors(live: live, dead: dead)
    }

    /// Draws the picture or the movie.
    public func run() throws {
        try PatternOutput.checkWritable(output)
        let colors = try colors.flatMap(palette) ?? theme.map(Self.colors(ofTheme:)) ?? .standard
        // A macrocell file goes straight from its tree into HashLife, for a picture or a movie
        // (listed cell by cell, one that `life run` wrote of a breeder was refused as too many cells).
        if file != "-", PatternFormat(patternFileName: file) == .macrocell {
            let input = try RunInput.load(file)
            if let tree = input.tree, input.pattern.topology == .plane, Engines.hashLifeRuns(input.pattern.rule, on: .plane) {
                let load = { () throws -> any LifeAlgorithm in
                    do { return try EngineSwitch.universe(from: tree, maxMemory: HashLife.defaultMaxMemory) } catch let error as EngineError {
                        throw CLIError("\(file): \(error)")
                    }
                }
                do {
                    switch kind {
                    case .png?: try picture(of: try load(), pattern: input.pattern, colors: colors)
                    case .gif?: try movie(of: input.pattern, loading: load, colors: colors)
                    case .video?: try video(of: input.pattern, loading: load, colors: colors)
                    case nil: break
                    }
                } catch let error as ImageError {
                    throw CLIError(error.description)
                }
                return
            }
        }
        let pattern = try PatternInput.load(file)
        do {
            switch kind {
            case .png?: try picture(of: nil, pattern: pattern, colors: colors)
            case .gif?: try movie(of: pattern, loading: nil, colors: colors)
            case .video?: try video(of: pattern, loading: nil, colors: colors)
            case nil: break
            }
        } catch let error as ImageError {
            throw CLIError(error.description)
        }
    }

    /// The pattern at `--generation`, framed to its live cells (a torus's whole board).
    private func picture(of loaded: (any LifeAlgorithm)?, pattern: Pattern, colors: ImageColors) throws {
        if let generation, generation < pattern.generation {
            throw CLIError("--generation \(generation) is before the file's own generation, \(pattern.generation): a picture is of that "
                           + "generation or a later one (--generation counts as the file does; a movie's --generations counts from it)")
        }
        let target = generation ?? 0
        // Far ahead HashLife leaps, saying how far it got (a breeder stepped 100,000 generations
        // one by one took minutes without a word).
        let leaps = loaded?.leaps == true
            || target - pattern.generation > Self.leapFrom && pattern.topology == .plane && Engines.hashLifeRuns(pattern.rule, on: .plane)
        if !leaps && target > Self.steppingLimit {
            throw CLIError("--generation \(target) is too many to step on a bounded board; at most \(Self.steppingLimit)")
        }
        let universe: any LifeAlgorithm
        if let loaded {
            universe = loaded
        } else {
            universe = leaps ? AlgorithmChoice.hashlife.make(rule: pattern.rule, topology: pattern.topology)
                : Engines.stepping(rule: pattern.rule, topology: pattern.topology)
            universe.load(pattern)
            universe.generation = pattern.generation
        }
        if target > pattern.generation {
            if leaps {
                let reporter = ProgressReporter(enabled: !CommandLine.isQuietOutput), distance = target - pattern.generation
                try universe.advance(by: distance, progress: { reporter.report($0, Int64($0 * Double(distance))) })
            } else {
                universe.step(by: target - pattern.generation)
            }
        }
        // All life with a margin (`CellImage.framing`): a bounded board whole, a tube's finite side whole.
        let area = CellImage.framing(universe.bounds, on: pattern.topology) ?? CellRect(x: 0, y: 0, width: 1, height: 1)
        // Too large for its pixels a cell: drawn by density, as the view draws it zoomed out.
        // A hexagonal rule's rows are sheared as the app draws them.
        let sheared = CellImage.shears(pattern.rule)
        let fitting = fittingScale(for: sheared ? CellImage.shearedExtent(area) : area)
        let upright = fitting.map { CellImage(of: universe, area: area, scale: $0, gridLines: grid) }
            ?? CellImage(densityOf: universe, area: area, maxSide: Self.densitySide)
        let image = sheared ? upright.sheared() : upright
        if fitting == nil { Self.sayDrawnByDensity(area, maxSide: Self.densitySide) }
        try Self.replacing(output) { try PNGFile.write(image, colors: colors, to: $0) }
    }

    /// Writes a file through a temporary one beside it, renamed over `path` once whole: a run
    /// stopped part way (Ctrl+C, a full disk) leaves neither a broken file nor loses an old one.
    /// A symbolic link is written through (the file it names is replaced; the link stays).
    static func replacing(_ given: String, _ write: (String) throws -> Void) throws {
        let path = try PatternOutput.checkWritable(given)
        // The ending stays last ("gun.part-123.mp4"): ffmpeg picks the container by it.
        let name = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let dot = path[name...].lastIndex(of: ".") ?? path.endIndex
        let temporary = String(path[..<dot]) + ".part-\(getpid())" + String(path[dot...])
        let mode = AtomicFileWriter.permissions(of: path)
        do {
            try write(temporary)
            // A file written over keeps its permissions.
            if let mode { chmod(temporary, mode) }
        } catch {
            unlink(temporary)
            // Said of the file asked for, not of the one written beside it.
            let said = "\(error)"
            throw said.contains(temporary) ? CLIError(said.replacingOccurrences(of: temporary, with: given)) : error
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw CLIError("\(given): \(reason)")
        }
    }

    /// The longest side of a picture drawn by density.
    static let densitySide: Int64 = 4096

    /// The GIF: frames of generations 0, K, 2K, ... up to `--generations`; the last holds a second.
    private func movie(of pattern: Pattern, loading: (() throws -> any LifeAlgorithm)?, colors: ImageColors) throws {
        let count = (generations ?? 0) / every + 1, delay = GIFMovie.delay(forFramesPerSecond: fps)
        try Self.replacing(output) { path in
            var movie: GIFMovie?
            var written: Int64 = 0
            try frames(of: pattern, loading: loading) { image in
                if movie == nil {
                    movie = try GIFMovie(path: path, width: image.width, height: image.height, colors: colors, delay: delay)
                }
                written += 1
                try movie?.add(image, hold: written == count ? GIFMovie.holdForASecond(delay: delay) : 1)
            }
            try movie?.finish()
        }
    }

    /// The video through ffmpeg (which must be installed): the same frames as the GIF's, the last
    /// held a second too.
    private func video(of pattern: Pattern, loading: (() throws -> any LifeAlgorithm)?, colors: ImageColors) throws {
        let count = (generations ?? 0) / every + 1
        guard let program = VideoEncoder.locate(searchPath: ProcessInfo.processInfo.environment["PATH"]) else {
            throw CLIError("\(output): making a video needs the ffmpeg program, which is not installed (on Debian: sudo apt install ffmpeg); "
                           + "write a .gif instead")
        }
        try Self.replacing(output) { path in
            var encoder: VideoEncoder?
            var written: Int64 = 0
            try frames(of: pattern, loading: loading) { image in
                if encoder == nil {
                    encoder = try VideoEncoder(program: program, path: path, width: image.width, height: image.height, fps: fps, colors: colors)
                }
                written += 1
                try encoder?.add(image, hold: written == count ? max(1, fps) : 1)
            }
            try encoder?.finish()
        }
    }

    /// Draws generations 0, K, 2K, ... up to `--generations`, each in the same frame: the run's
    /// extent (found by a first run), so the view stays still; a run spread wider than a frame at
    /// a pixel a cell is drawn by density. Ctrl+C stops it (the file is not left half written).
    /// `loading`, when given, makes the universe at the start (a macrocell's tree in HashLife).
    private func frames(of pattern: Pattern, loading: (() throws -> any LifeAlgorithm)?, _ take: (CellImage) throws -> Void) throws {
        let last = generations ?? 0
        let interrupt = InterruptFlag()
        // A movie is two runs on the plane (its extent, then its frames): each half of the progress.
        let reporter = ProgressReporter(enabled: progress || !CommandLine.isQuietOutput)
        var pass = (first: 0.0, share: pattern.topology.finiteBoard == nil ? 0.5 : 1.0)
        // Far apart frames of a plane pattern are HashLife's jumps, not one generation at a time.
        let leaps = loading != nil || every >= 1024 && pattern.topology == .plane
        func run(_ frame: (any LifeAlgorithm) throws -> Void) throws {
            let universe: any LifeAlgorithm
            if let loading {
                universe = try loading()
            } else {
                universe = leaps ? AlgorithmChoice.hashlife.make(rule: pattern.rule, topology: pattern.topology)
                    : Engines.stepping(rule: pattern.rule, topology: pattern.topology)
                universe.load(pattern)
            }
            var done: Int64 = 0
            try frame(universe)
            while done < last {
                if interrupt.isSet() { throw CLIError("\(output): interrupted at generation \(universe.generation); nothing was written") }
                let step = min(every, last - done)
                if leaps { try universe.advance(by: step) } else { universe.step(by: step) }
                done += step
                if step == every { try frame(universe) }
                reporter.report(pass.first + pass.share * Double(done) / Double(last), universe.generation - pattern.generation)
            }
            pass.first += pass.share
        }
        var extent = pattern.topology.finiteBoard
        if extent == nil {
            try run { universe in
                guard let b = universe.bounds else { return }
                extent = extent?.union(b) ?? b
                // Wider than a density frame can take: said at once, not after the whole run.
                if let e = extent, max(e.width, e.height) > Self.movieSide * Self.maxCellsPerPixel {
                    throw CLIError("\(output): the run spreads over \(e.width)x\(e.height) cells by generation \(universe.generation), "
                                   + "more than a movie's frame shows; record fewer generations")
                }
            }
        }
        let area = CellImage.framing(extent, on: pattern.topology) ?? CellRect(x: 0, y: 0, width: 1, height: 1)
        let sheared = CellImage.shears(pattern.rule)
        let fitting = fittingScale(for: sheared ? CellImage.shearedExtent(area) : area, side: Self.movieSide)
        if fitting == nil { Self.sayDrawnByDensity(area, maxSide: Self.movieSide) }
        try run { universe in
            let upright = fitting.map { CellImage(of: universe, area: area, scale: $0, gridLines: grid) }
                ?? CellImage(densityOf: universe, area: area, maxSide: Self.movieSide)
            try take(sheared ? upright.sheared() : upright)
        }
    }

    /// The largest pixels a cell up to `--scale` at which `area` makes a picture (at most `side`
    /// pixels a side for a movie's frame), said on standard error when less than asked; nil when
    /// even one pixel a cell is too large (then it is drawn by density).
    private func fittingScale(for area: CellRect, side: Int64? = nil) -> Int? {
        func fits(_ s: Int) -> Bool {
            CellImage.refusal(area: area, scale: s) == nil && side.map { max(area.width, area.height) * Int64(s) <= $0 } != false
        }
        guard fits(1) else { return nil }
        var fitting = scale
        while !fits(fitting) { fitting -= 1 }
        if fitting < scale {
            FileHandle.standardError.write(Data("life: \(area.width)x\(area.height) cells at \(scale) px a cell would be too large; drawn at \(fitting)\n".utf8))
        }
        return fitting
    }

    /// Says on standard error that `area` is too large for a pixel a cell and is drawn by density
    /// within `maxSide` pixels a side (a pixel shaded by how many of its cells live), so no one
    /// takes its pixels for cells.
    static func sayDrawnByDensity(_ area: CellRect, maxSide: Int64) {
        let square = CellImage.densitySquare(area: area, maxSide: maxSide)
        let (width, height) = ((area.width + square - 1) / square, (area.height + square - 1) / square)
        FileHandle.standardError.write(Data(("life: \(area.width)x\(area.height) cells are more than one pixel a cell makes room for; drawn by density, "
                                            + "\(square)x\(square) cells a pixel (\(width)x\(height) pixels, shaded by how many live)\n").utf8))
    }

    /// The longest side of a movie frame drawn by density, and the most cells a pixel there.
    static let movieSide: Int64 = 1024, maxCellsPerPixel: Int64 = 1 << 20
}
