// swift-tools-version: 6.0
import PackageDescription

#if arch(x86_64)
let wideKernelSettings: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "haswell"])]
let widestKernelSettings: [SwiftSetting] = [.unsafeFlags(["-target-cpu", "icelake-server"])]
#else
let wideKernelSettings: [SwiftSetting] = []
let widestKernelSettings: [SwiftSetting] = []
#endif

// Debug builds (the tests') optimise the engine and its kernels: the tests step millions of cells
// through them and their reference engines, minutes at -Onone. Coverage is still recorded.
let optimisedInDebug: SwiftSetting = .unsafeFlags(["-O"], .when(configuration: .debug))
// SwiftPM's coverage instruments Swift only: the C kernel asks for it itself, so the tests' report covers it.
let coveredInDebug: CSetting = .unsafeFlags(["-fprofile-instr-generate=/dev/null", "-fcoverage-mapping"], .when(configuration: .debug))

// Release binaries carry the Swift runtime and Foundation (faster start, fewer pages); the
// executables' own module is compiled against the static Foundation so its libraries are linked.
// StaticLibraries/ holds a linker script that makes -lstdc++ take GCC's static archive, and libgcc
// is linked statically too: the loader's work on the C++ runtime was half a millisecond of a start.
let linking = String(#filePath.dropLast("Package.swift".count)) + "Linking"
let staticRuntime: [LinkerSetting] = [.unsafeFlags(["-static-stdlib", "-Xclang-linker", "-no-pie", "-Xclang-linker", "-static-libgcc",
                                                    "-L" + linking, "-Xlinker", "--version-script=" + linking + "/exports.map"], .when(configuration: .release))]
let staticRuntimeModule: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]

let package = Package(
    name: "Life",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "life", targets: ["life"]),
        .executable(name: "life-desktop", targets: ["life-desktop"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(name: "CSDL2", path: "Sources/CSDL2", pkgConfig: "SDL2_ttf",
                       providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev"])]),
        // PNG files for the pixel snapshots; the tests use it, the app does not.
        .systemLibrary(name: "CSDL2Image", path: "Tests/CSDL2Image", pkgConfig: "SDL2_image",
                       providers: [.apt(["libsdl2-image-dev"])]),
        // Pictures and movies: PNG through libpng's simplified API, GIF through giflib.
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CFontconfig", path: "Sources/CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CGIF", path: "Sources/CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CLua", path: "Sources/CLua", providers: [.apt(["liblua5.4-dev"])]),
        .target(name: "CPUFeatures"),
        // Any two-state rule of range 1 by table lookup, with AVX-512 byte and bit shuffles (C: Swift has no way to ask for them).
        .target(name: "RuleLookup", cSettings: [coveredInDebug]),
        .target(name: "MemoryHints"),
        .target(name: "LaneBits", swiftSettings: [optimisedInDebug]),
        .target(name: "TileKernels", dependencies: ["LaneBits"], swiftSettings: [optimisedInDebug]),
        // The same kernel for processors with AVX2; LifeEngine calls it only after asking CPUFeatures.
        .target(name: "TileKernelsWide", dependencies: ["TileKernels", "CPUFeatures"], swiftSettings: wideKernelSettings + [optimisedInDebug]),
        // And for processors with AVX-512, eight rows at a time.
        .target(name: "TileKernelsWidest", dependencies: ["TileKernels", "CPUFeatures", "RuleLookup"], swiftSettings: widestKernelSettings + [optimisedInDebug]),
        .target(name: "LifeEngine", dependencies: ["TileKernels", "TileKernelsWide", "TileKernelsWidest", "MemoryHints"], swiftSettings: [
            // The engine's hot loops touch class-owned arrays; dynamic exclusivity checks cost ~20% there.
            .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
            optimisedInDebug,
        ]),
        .target(name: "LifeStore", dependencies: ["LifeEngine", "CZlib", .product(name: "GRDB", package: "GRDB.swift"),
                                                 .product(name: "Logging", package: "swift-log")]),
        // What a frame is made of: geometry, design tokens, draw commands and the cell layer.
        .target(name: "LifeScene", dependencies: ["LifeEngine"]),
        // The headless run: the universe over time (play, batches, jumps, hyperspeed, endings, timeline, undo).
        .target(name: "LifeRun", dependencies: ["LifeEngine"]),
        // What every screen feature shares: input, the window's layout, the camera, and the
        // context features act on (the run, services, notices). Features depend on it, not on each other.
        .target(name: "LifeInterface", dependencies: ["LifeEngine", "LifeRun", "LifeStore", "LifeScene",
                                                     .product(name: "Logging", package: "swift-log")]),
        // Screen features, each its state, input, layout and drawing in a folder of its own.
        .target(name: "BoardsFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene", "LifeStore"], path: "Sources/Features/Boards"),
        .target(name: "CensusFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene"], path: "Sources/Features/Census"),
        .target(name: "BrowserFeature", dependencies: ["LifeEngine", "LifeInterface", "LifeScene", "LifeStore"], path: "Sources/Features/Browser"),
        .target(name: "PromptFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene", "LifeStore"], path: "Sources/Features/Prompt"),
        .target(name: "SettingsFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene", "LifeStore"], path: "Sources/Features/Settings"),
        .target(name: "JumpFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene"], path: "Sources/Features/Jump"),
        .target(name: "TimelineFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene"], path: "Sources/Features/Timeline"),
        .target(name: "ControlBarFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene"], path: "Sources/Features/ControlBar"),
        .target(name: "EditingFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene"], path: "Sources/Features/Editing"),
        .target(name: "FirstRunFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene"], path: "Sources/Features/FirstRun"),
        .target(name: "HeaderFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene"], path: "Sources/Features/Header"),
        .target(name: "HistoryFeature", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "LifeScene"], path: "Sources/Features/History"),
        .target(name: "FilesFeature", dependencies: ["LifeEngine", "LifeInterface", "LifeScene", "LifeStore"], path: "Sources/Features/Files"),
        .target(name: "PicturesFeature", dependencies: ["LifeEngine", "LifeImage", "LifeInterface", "LifeScene", "LifeStore"], path: "Sources/Features/Pictures"),
        .target(name: "ScriptsFeature", dependencies: ["LifeEngine", "LifeInterface", "LifeRun", "LifeScript"], path: "Sources/Features/Scripts"),
        .target(name: "ShortcutsFeature", dependencies: ["LifeInterface", "LifeScene"], path: "Sources/Features/Shortcuts"),
        .target(name: "LifeViewModel", dependencies: ["LifeEngine", "LifeRun", "LifeInterface", "BoardsFeature", "BrowserFeature", "CensusFeature", "ControlBarFeature", "EditingFeature", "FilesFeature", "FirstRunFeature", "HeaderFeature", "HistoryFeature", "JumpFeature", "PicturesFeature", "PromptFeature", "ScriptsFeature", "SettingsFeature", "ShortcutsFeature", "TimelineFeature", "LifeStore", "LifeScene", .product(name: "Logging", package: "swift-log")]),
        .target(name: "LifeSDL", dependencies: ["LifeScene", "LifeRun", "LifeInterface", "LifeViewModel", "LifeStore", "CSDL2", "CFontconfig"]),
        // The headless commands; no SDL, so `life run` starts in milliseconds.
        .target(name: "LifeImage", dependencies: ["LifeEngine", "CPNG", "CGIF"]),
        // Golly's Lua API over the engine, for `life script` (and the app's scripts).
        .target(name: "LifeScript", dependencies: ["LifeEngine", "LifeStore", "CLua"]),
        .target(name: "LifeCLI", dependencies: [
            "LifeEngine", "LifeStore", "LifeImage", "LifeScene", "LifeScript",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The window's program: `life` (and `life open`) hand over to it.
        .target(name: "LifeDesktop", dependencies: [
            "LifeCLI", "LifeEngine", "LifeImage", "LifeRun", "LifeInterface", "LifeStore", "LifeScene", "LifeViewModel", "LifeSDL",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .executableTarget(name: "life", dependencies: ["LifeCLI"], swiftSettings: staticRuntimeModule, linkerSettings: staticRuntime),
        .executableTarget(name: "life-desktop", dependencies: ["LifeDesktop"], swiftSettings: staticRuntimeModule, linkerSettings: staticRuntime),
        .target(name: "LifeTestSupport", dependencies: ["LifeEngine", "LifeScene"], path: "Tests/LifeTestSupport"),
        // The app model as tests make it (a steady work clock, inline work).
        .target(name: "AppTestSupport", dependencies: ["LifeViewModel", "LifeRun", "LifeInterface", "LifeTestSupport"], path: "Tests/AppTestSupport"),
        .testTarget(name: "LifeEngineTests", dependencies: ["LifeEngine", "LifeTestSupport"]),
        .testTarget(name: "LifeStoreTests", dependencies: ["LifeStore", "LifeTestSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "LifeSceneTests", dependencies: ["LifeScene", "LifeTestSupport"]),
        .testTarget(name: "LifeViewModelTests", dependencies: ["LifeViewModel", "LifeRun", "LifeInterface", "BoardsFeature", "BrowserFeature", "CensusFeature", "ControlBarFeature", "EditingFeature", "FilesFeature", "FirstRunFeature", "HeaderFeature", "HistoryFeature", "JumpFeature", "PicturesFeature", "PromptFeature", "ScriptsFeature", "SettingsFeature", "ShortcutsFeature", "TimelineFeature", "AppTestSupport", "LifeScene", "LifeStore", "LifeTestSupport", "LifeImage", "CPNG", "CGIF",
                                                         .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "LifeSDLTests", dependencies: ["LifeSDL", "LifeRun", "LifeInterface", "BoardsFeature", "BrowserFeature", "CensusFeature", "ControlBarFeature", "EditingFeature", "FilesFeature", "FirstRunFeature", "HeaderFeature", "HistoryFeature", "JumpFeature", "PicturesFeature", "PromptFeature", "SettingsFeature", "ShortcutsFeature", "TimelineFeature", "AppTestSupport", "LifeScene", "LifeViewModel", "LifeStore", "CSDL2", "CSDL2Image", "LifeTestSupport"]),
        .testTarget(name: "LifeCLITests", dependencies: ["LifeCLI", "LifeDesktop", "LifeImage", "LifeScript", "LifeTestSupport", "CPNG", "CGIF"]),
    ]
)
