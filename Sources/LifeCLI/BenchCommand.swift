import ArgumentParser
import Foundation
import LifeEngine
import LifeStore

/// `life bench`: engine benchmarks on fixed, seeded workloads (use a release build).
public struct BenchCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Benchmark the engine on fixed, seeded workloads (build with -c release).")

    @Option(name: .long, help: "Workloads to run (\(BenchWorkload.all.map(\.name).joined(separator: ", "))); all when omitted.")
    var workload: [String] = []

    @Option(name: .long, help: "Algorithm: \(AlgorithmChoice.allCases.map(\.rawValue).joined(separator: ", ")).")
    var algorithm: AlgorithmChoice = .tiles

    @Option(name: .long, help: "Run this pattern file instead of the built-in workloads.")
    var file: String?

    @Option(name: .long, parsing: .unconditional, help: "Generations for --file, or to override the workloads' own counts (10000, 1e4 or 2^14).",
            transform: GenerationArgument.read)
    var generations: Int64?

    @Option(name: .long, help: "Write the workloads as RLE files into this folder (to run a peer such as bgolly on them) and stop.")
    var export: String?

    @Option(name: .customLong("repeat"), parsing: .unconditional, help: "Run each workload this many times and report the fastest run.")
    var repetitions: Int = 3

    @Flag(name: .long, help: "Measure frame parts (step, scene, software paint) while a 1M-cell soup runs, headless.")
    var render = false

    @Flag(name: .long, help: "Step the tiled engine on this thread alone (by default it shares big steps with helper threads).")
    var singleThread = false

    @Flag(name: .long, help: "Print one JSON object per workload.")
    var json = false

    @Option(name: .long, parsing: .unconditional, help: "Rows the tiled engine's kernel steps at once: 2 (any processor), 4 (AVX2) or 8 (AVX-512); the widest this processor runs when omitted.")
    var vectorWidth: Int?

    /// Creates the command.
    public init() {}

    /// Checks the numbers before any work starts.
    public func validate() throws {
        if let generations, !PlaneLimits.isValidGeneration(generations) {
            throw ValidationError("--generations must be 0 to 2^62, got \(generations)")
        }
        guard (1...1000).contains(repetitions) else { throw ValidationError("--repeat must be 1 to 1000, got \(repetitions)") }
        if let vectorWidth {
            guard let width = TileVectorWidth(rawValue: vectorWidth) else { throw ValidationError("--vector-width must be 2, 4 or 8, got \(vectorWidth)") }
            guard width.isAvailable else {
                throw ValidationError("--vector-width \(vectorWidth) needs instructions this processor lacks; it runs up to \(TileVectorWidth.widestAvailable.rawValue)")
            }
        }
    }

    /// Runs the benchmarks.
    public func run() throws {
        if render {
            // Painting needs SDL, which lives in the desktop program.
            try DesktopLauncher.replaceProcess(arguments: ["--render-benchmark"])
        }
        // The folder first: a path that cannot be one is said before the workloads are built.
        if let export {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: export, isDirectory: &isFolder), !isFolder.boolValue {
                throw CLIError("--export \(export): it is not a folder")
            }
            do { try FileManager.default.createDirectory(atPath: export, withIntermediateDirectories: true) } catch {
                throw CLIError("--export \(export): the folder cannot be made")
            }
        }
        var runs: [(String, Pattern, Int64, AlgorithmChoice)] = []
        if let file {
            let pattern = try PatternInput.load(file)
            guard algorithm.runs(pattern.rule, on: pattern.topology) else {
                throw CLIError("--algorithm \(algorithm.rawValue) does not run \(pattern.rule)\(pattern.topology.suffix); "
                               + "choose another (or auto)")
            }
            runs.append((file, pattern, generations ?? 1000, algorithm))
        } else {
            for name in workload where BenchWorkload.named(name) == nil {
                throw CLIError("unknown workload '\(name)'; choose from \(BenchWorkload.all.map(\.name).joined(separator: ", "))")
            }
            for w in BenchWorkload.all where workload.isEmpty || workload.contains(w.name) {
                runs.append((w.name, try w.make(), generations ?? w.generations, w.algorithm ?? algorithm))
            }
        }
        if let export {
            for (name, pattern, gens, _) in runs {
                let path = export + "/" + name + ".rle"
                do { try AtomicFileWriter.write(RLEWriter().write(pattern), to: path) } catch { throw CLIError("\(error)") }
                print("\(path)  (\(gens) generations)")
            }
            return
        }
        for (name, pattern, gens, chosen) in runs {
            let result = (0..<max(1, repetitions)).map { _ in Self.measure(pattern: pattern, generations: gens, algorithm: chosen,
                                                                                     singleThread: singleThread,
                                                                                     vectorWidth: vectorWidth.flatMap(TileVectorWidth.init)) }
                .min { $0.seconds < $1.seconds }!
            if json {
                print("{\"workload\": \"\(name)\", \"algorithm\": \"\(result.algorithm)\", \"generations\": \(gens), "
                      + "\"seconds\": \(String(format: "%.4f", result.seconds)), \"generationsPerSecond\": \(String(format: "%.1f", result.generationsPerSecond)), "
                      + "\"cellUpdatesPerSecond\": \(String(format: "%.0f", result.cellUpdatesPerSecond)), \"finalPopulation\": \(result.finalPopulation), "
                      + "\"peakResidentMegabytes\": \(String(format: "%.0f", Self.peakResidentMegabytes()))}")
            } else {
                print(String(format: "%-18@ %-8@ %13lld gens %9.3f s %11.4g gen/s %10.3e cell updates/s  final population %@  peak RSS %.0f MB%@",
                             name as NSString, result.algorithm as NSString, gens, result.seconds,
                             result.generationsPerSecond, result.cellUpdatesPerSecond, "\(result.finalPopulation)" as NSString,
                             Self.peakResidentMegabytes(), result.nodes.map { "  nodes \($0)" as NSString } ?? ""))
            }
        }
    }

    /// The process's peak resident memory so far, in megabytes.
    static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024 // Linux reports kilobytes
    }

    /// What one run measured.
    public struct Measurement: Equatable {
        /// Algorithm name.
        public var algorithm: String
        /// Wall-clock seconds for the stepping alone.
        public var seconds: Double
        /// Generations divided by seconds.
        public var generationsPerSecond: Double
        /// Initial bounding-box area times generations, divided by seconds.
        public var cellUpdatesPerSecond: Double
        /// Population at the end.
        public var finalPopulation: UInt128
        /// HashLife's node count at the end (nil for other algorithms).
        public var nodes: Int?
    }

    /// Loads the pattern, times `generations` steps, and reports the rates; `singleThread` keeps the
    /// tiled engine off its helper threads, `vectorWidth` sets its kernel's width.
    public static func measure(pattern: Pattern, generations: Int64, algorithm: AlgorithmChoice,
                               singleThread: Bool = false, vectorWidth: TileVectorWidth? = nil) -> Measurement {
        // `auto` starts on tiles (where they run the rule) and races HashLife, as `life run` does.
        let chosen = algorithm != .auto ? algorithm : AlgorithmChoice.tiles.runs(pattern.rule, on: pattern.topology) ? .tiles : .grid
        let workers: StepWorkers = singleThread ? .none : .shared
        let makeTiles = { (rule: Rule, topology: Topology) -> TiledLife in
            let tiles = TiledLife(rule: rule, topology: topology, workers: workers)
            if let vectorWidth { tiles.vectorWidth = vectorWidth }
            return tiles
        }
        let loaded = chosen == .tiles ? makeTiles(pattern.rule, pattern.topology)
            : chosen.make(rule: pattern.rule, topology: pattern.topology, workers: workers)
        loaded.load(pattern.cells)
        let area = pattern.bounds.map { Double($0.width) * Double($0.height) } ?? 0
        let clock = ContinuousClock()
        let start = clock.now
        let race = EngineRace(loaded, maxMemory: HashLife.defaultMaxMemory,
                              makeStepping: makeTiles, clock: { (clock.now - start).seconds })
        if algorithm == .auto { try? race.advance(by: generations) } else { loaded.step(by: generations) }
        let universe = race.universe
        let d = clock.now - start
        let seconds = max(1e-9, d.seconds)
        return Measurement(algorithm: universe.name, seconds: seconds,
                           generationsPerSecond: Double(generations) / seconds,
                           cellUpdatesPerSecond: area * Double(generations) / seconds,
                           finalPopulation: universe.exactPopulation, nodes: universe.memoizedNodes)
    }
}
