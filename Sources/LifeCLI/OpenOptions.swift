import ArgumentParser

/// What `life [open]` takes: the same options reach the desktop app (`life-desktop`), which
/// parses them again from `arguments`.
public struct OpenOptions: ParsableArguments {
    @Argument(help: "Pattern file to open (RLE), or - for standard input.")
    public var file: String?

    @Option(name: .long, help: "Open on a torus of this size, e.g. 24x24 (the pattern's own topology otherwise).")
    public var torus: String?

    @Option(name: .long, help: ArgumentHelp("Write a BMP screenshot after a short delay, then quit.", visibility: .hidden))
    public var screenshot: String?

    @Option(name: .long, help: ArgumentHelp("Seconds to wait before the screenshot.", visibility: .hidden))
    public var screenshotDelay: Double = 0.5

    @Flag(name: .long, help: ArgumentHelp("Print frame statistics to stderr every two seconds.", visibility: .hidden))
    public var frameStats = false

    @Flag(name: .long, help: ArgumentHelp("Start playing at once.", visibility: .hidden))
    public var play = false

    @Option(name: .long, help: ArgumentHelp("Generations per second at start (0 for as fast as possible).", visibility: .hidden))
    public var speed: Double?

    @Flag(name: .long, help: "Start without restoring or saving anything (no boards, no autosave, default settings).")
    public var ephemeral = false

    @Flag(name: .long, help: "Also write the log ($XDG_STATE_HOME/life/life.log) to standard error.")
    public var verbose = false

    /// Creates the options (ArgumentParser fills them in).
    public init() {}

    /// The command-line arguments that parse back to these options.
    public var arguments: [String] {
        var list: [String] = []
        if let torus { list += ["--torus", torus] }
        if let screenshot { list += ["--screenshot", screenshot, "--screenshot-delay", "\(screenshotDelay)"] }
        if frameStats { list.append("--frame-stats") }
        if play { list.append("--play") }
        if let speed { list += ["--speed", "\(speed)"] }
        if ephemeral { list.append("--ephemeral") }
        if verbose { list.append("--verbose") }
        // After "--" a file name that starts with a dash is still a file name.
        if let file { list += ["--", file] }
        return list
    }
}
