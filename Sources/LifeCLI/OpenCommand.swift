import ArgumentParser
import Foundation
import LifeEngine
import LifeSDL
import LifeStore
import LifeViewModel

/// `life [FILE]`: opens the desktop app, optionally with a pattern.
public struct OpenCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the Life window (the default command).")

    @Argument(help: "Pattern file to open (RLE), or - for standard input.")
    var file: String?

    @Option(name: .long, help: ArgumentHelp("Write a BMP screenshot after a short delay, then quit.", visibility: .hidden))
    var screenshot: String?

    @Option(name: .long, help: ArgumentHelp("Seconds to wait before the screenshot.", visibility: .hidden))
    var screenshotDelay: Double = 0.5

    /// Creates the command.
    public init() {}

    /// Opens the window and runs until the user quits.
    public func run() throws {
        let pattern = try file.map { try PatternInput.load($0) }
        let environment = ProcessInfo.processInfo.environment
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let locator = ResourceLocator(environment: environment, executablePath: executable,
                                      fileExists: { FileManager.default.fileExists(atPath: $0) })
        let fonts = FontFiles(
            regular: locator.path(for: "Assets/Fonts/Inter-Regular.otf") ?? Self.systemFont(),
            semibold: locator.path(for: "Assets/Fonts/Inter-SemiBold.otf"))
        if fonts.regular == nil {
            FileHandle.standardError.write(Data("life: no UI font found; text will not be shown (set LIFE_DATA_DIR to the folder holding Assets/)\n".utf8))
        }
        var options = DesktopApp.Options(pattern: pattern, fonts: fonts)
        options.screenshotPath = screenshot
        options.screenshotDelay = screenshotDelay
        let clock = ContinuousClock()
        let start = clock.now
        do {
            let app = try DesktopApp(options: options, clock: {
                let d = clock.now - start
                return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
            })
            try app.run()
        } catch let error as SDLError {
            throw CLIError("cannot open the window: \(error)")
        }
    }

    static func systemFont() -> String? {
        ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"]
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
