import LifeInterface
import Foundation
import Logging
import LifeCLI
import LifeEngine
import LifeImage
import LifeRun
import LifeScene
import LifeSDL
import LifeStore
import LifeViewModel

/// The app's wiring in one place: fonts, themes, the pattern library and folders, the store and
/// the services the view-model uses, put together for `DesktopApp`.
enum Composition {
    /// The options the desktop app starts with; `persistent` opens the board database and
    /// settings (off for --ephemeral and screenshots).
    static func desktopOptions(pattern: Pattern?, persistent: Bool, log: Logger? = nil) -> DesktopApp.Options {
        let fonts = FontFiles(regular: locateFont("Inter-Regular.otf") ?? systemFont(), semibold: locateFont("Inter-SemiBold.otf"))
        if fonts.regular == nil {
            FileHandle.standardError.write(Data("life: no UI font found; text will not be shown (set LIFE_DATA_DIR to the folder holding Assets/)\n".utf8))
        }
        var options = DesktopApp.Options(pattern: pattern, fonts: fonts)
        let assets = missingAssets(ResourceFolders.locator())
        if let assets { FileHandle.standardError.write(Data("life: \(assets.log)\n".utf8)) }
        let (themes, problems) = ThemeLibrary.themes(from: ResourceFolders.themeFiles())
        for problem in problems { FileHandle.standardError.write(Data("life: \(problem)\n".utf8)) }
        options.themes = themes
        options.theme = themes[0]
        options.randomSeed = UInt64(truncatingIfNeeded: DispatchTime.now().uptimeNanoseconds)
        var services = AppServices(openFile: { try PatternFileLoader.load($0) }, listPatterns: { patternLibrary() },
                                   savePattern: { try savePattern(named: $0, text: $1) },
                                   openMacrocell: { try PatternInput.macrocellTree($0) }, workClock: MonotonicClock.seconds)
        // LIFE_FILE_DIALOG=builtin asks for the app's own browser even where a desktop dialog exists.
        let environment = ProcessInfo.processInfo.environment
        let dialogPath = environment["LIFE_FILE_DIALOG"] == "builtin" ? nil : environment["PATH"]
        services.chooseFile = { title in
            DesktopFileDialog.opening(title: title, path: dialogPath)?.run()
        }
        services.chooseSaveFile = { title, name in
            DesktopFileDialog.saving(title: title, name: name, path: dialogPath)?.run()
        }
        let exportFolder = desktopPaths(environment).exportDirectory
        services.saveExport = { try saveNew(Data($1), named: $0, in: exportFolder) }
        services.newExportFile = { try saveNew(Data(), named: $0, in: exportFolder) }
        services.listFolder = { try FolderListing.read($0) }
        services.readPattern = { try PatternFileLoader.load($0, budget: $1) }
        services.homeFolder = FilePath(environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? FileManager.default.homeDirectoryForCurrentUser.path)
        // Atomic, and failures said in plain words ("permission denied"), never a raw Foundation error.
        services.writeFile = { path, text in try PatternFileWriter.write(text, to: path) }
        services.writeBytes = { path, bytes in try AtomicFileWriter.write(Data(bytes), to: path) }
        services.checkWritable = { _ = try AtomicFileWriter.target(of: $0) }
        services.exportFolder = FilePath(exportFolder)
        services.ffmpeg = VideoEncoder.locate(searchPath: environment["PATH"])
        services.dataFolder = AppPaths(environment: environment).dataDirectory
        services.appFolder = ResourceFolders.locator().resourceRoot() ?? services.dataFolder
        if persistent {
            // Movies a killed app left half written (and the names they reserved) go.
            UnfinishedRecordings.sweep(exportFolder)
            let persistence = Persistence.open(environment: ProcessInfo.processInfo.environment, window: true)
            heldInstanceLock = persistence.instanceLock
            services.store = persistence.store
            services.anotherWindowOpen = persistence.anotherWindowOpen
            options.settings = persistence.settings
            options.session = persistence.session
            options.startupNotice = persistence.notices.isEmpty ? nil : persistence.notices.joined(separator: " · ")
            for notice in persistence.notices { FileHandle.standardError.write(Data("life: \(notice)\n".utf8)) }
            if let frame = persistence.settings.window {
                options.windowSize = (frame.width, frame.height)
                options.windowPosition = (frame.x, frame.y)
            }
        } else {
            services.storeAbsence = "Boards are off in this mode (--ephemeral): nothing is saved, and saved boards are not shown"
        }
        if let log { services.log = log }
        if let assets { options.startupNotice = ([assets.notice] + [options.startupNotice].compactMap { $0 }).joined(separator: " · ") }
        options.services = services
        return options
    }

    /// What to say when none of the places `locator` looks in holds Life's own files (the
    /// program copied away from them): a notice for the window and a line for the log naming
    /// the places; nil when they are found.
    static func missingAssets(_ locator: ResourceLocator) -> (notice: String, log: String)? {
        guard locator.resourceRoot() == nil else { return nil }
        let advice = "set LIFE_DATA_DIR to the folder holding Assets/ and Themes/"
        return ("Life's own files (themes, fonts, starter patterns) were not found beside the program: \(advice)",
                "Life's own files were not found in \(locator.candidates().joined(separator: ", ")); running without its themes, fonts "
                    + "and starter patterns (\(advice))")
    }

    /// The starter library (Assets/Patterns), then the user's patterns ($XDG_DATA_HOME/life/patterns);
    /// files that cannot be read are left out.
    static func patternLibrary() -> [Pattern] {
        patternLibrary(folders: [ResourceFolders.locator().path(for: "Assets/Patterns"),
                                 AppPaths(environment: ProcessInfo.processInfo.environment).patternDirectory].compactMap { $0 })
    }

    /// What the pattern browser may cost per file: it lists every file at start, so a file over
    /// 4 MiB, a million cells or 16,384 areas is left out (it still opens with O or a drop).
    static let browserBudget = PatternBudget(maxBytes: 4 << 20, maxCells: 1 << 20, maxAreas: 1 << 14)

    /// The readable patterns in these folders, within `browserBudget`.
    static func patternLibrary(folders: [String]) -> [Pattern] {
        var patterns: [Pattern] = []
        for folder in folders {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where PatternFormat(fileName: name) != nil {
                if var pattern = try? PatternFileLoader.load(folder + "/" + name, budget: browserBudget) {
                    if pattern.name == nil { pattern.name = String(name.split(separator: ".").first ?? Substring(name)) }
                    patterns.append(pattern)
                }
            }
        }
        return patterns
    }

    /// Writes an exported pattern into $XDG_DATA_HOME/life/patterns, never over an existing file
    /// ("Name 2.rle" and so on; created exclusively); returns the path written.
    static func savePattern(named fileName: String, text: String,
                            environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        try saveNew(Data(text.utf8), named: fileName, in: AppPaths(environment: environment).patternDirectory)
    }

    /// The instance lock the window holds for as long as the process runs.
    nonisolated(unsafe) private static var heldInstanceLock: InstanceLock?

    /// The XDG folders of `environment` with the desktop's named folders read from its
    /// `user-dirs.dirs` (so pictures and movies go to ~/Pictures/Life where the desktop has one).
    static func desktopPaths(_ environment: [String: String]) -> AppPaths {
        let userDirs = try? String(contentsOfFile: AppPaths.userDirsFile(environment: environment), encoding: .utf8)
        return AppPaths(environment: environment, userDirs: userDirs)
    }

    /// Writes `data` into `folder` as a new file (never over an existing one: "Name 2.png" and so
    /// on; created exclusively, the folder made first); returns the path written.
    private static func saveNew(_ data: Data, named fileName: String, in folder: String) throws -> String {
        let dot = fileName.lastIndex(of: ".") ?? fileName.endIndex
        do {
            return try NewFileWriter.write(data, folder: folder, stem: String(fileName[..<dot]), ext: String(fileName[dot...]))
        } catch let failure as FileProblem {
            throw CLIError(failure.description)
        }
    }

    /// The bundled font file with this name, found through the resource locator.
    static func locateFont(_ name: String) -> String? {
        ResourceFolders.locator().path(for: "Assets/Fonts/" + name)
    }

    static func systemFont() -> String? {
        ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf"]
            .first { FileManager.default.fileExists(atPath: $0) }
    }
}
