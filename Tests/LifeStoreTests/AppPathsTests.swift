import XCTest
import LifeStore

final class AppPathsTests: XCTestCase {
    func testDefaultsUnderHome() {
        let paths = AppPaths(environment: ["HOME": "/home/ada"])
        XCTAssertEqual(paths.configDirectory, "/home/ada/.config/life")
        XCTAssertEqual(paths.dataDirectory, "/home/ada/.local/share/life")
        XCTAssertEqual(paths.stateDirectory, "/home/ada/.local/state/life")
    }

    func testXDGVariablesWinAndRelativeOnesAreIgnored() {
        let paths = AppPaths(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/cfg", "XDG_DATA_HOME": "relative",
                                           "XDG_STATE_HOME": "/st"])
        XCTAssertEqual(paths.configDirectory, "/cfg/life")
        XCTAssertEqual(paths.dataDirectory, "/h/.local/share/life")
        XCTAssertEqual(paths.stateDirectory, "/st/life")
    }

    /// Pictures and movies go to a Life folder in the pictures folder the desktop names in
    /// user-dirs.dirs (as xdg-user-dirs writes it: `$HOME/...` or an absolute path, quoted, the
    /// last line winning); where it names none, names the home folder (the desktop's way of
    /// turning it off) or the line is malformed, they stay in Life's data folder.
    func testExportsGoToTheDesktopsPicturesFolder() {
        let home = ["HOME": "/home/ada"]
        let written = """
        # This file is written by xdg-user-dirs-update
        XDG_DESKTOP_DIR="$HOME/Desktop"
        XDG_PICTURES_DIR="$HOME/Bilder"
        XDG_VIDEOS_DIR="$HOME/Videos"
        """
        XCTAssertEqual(AppPaths(environment: home, userDirs: written).exportDirectory, "/home/ada/Bilder/Life")
        XCTAssertEqual(AppPaths(environment: home, userDirs: "XDG_PICTURES_DIR=\"/srv/pics/\"").exportDirectory, "/srv/pics/Life")
        XCTAssertEqual(AppPaths(environment: home, userDirs: "XDG_PICTURES_DIR=\"$HOME/My \\\"Pics\\\"\"").exportDirectory,
                       "/home/ada/My \"Pics\"/Life", "escaped quotes")
        XCTAssertEqual(AppPaths(environment: home, userDirs: "XDG_PICTURES_DIR=\"$HOME/a\"\nXDG_PICTURES_DIR=\"$HOME/b\"").exportDirectory,
                       "/home/ada/b/Life", "the last line wins")
        let dataExports = "/home/ada/.local/share/life/exports"
        XCTAssertEqual(AppPaths(environment: home).exportDirectory, dataExports, "no user-dirs.dirs")
        XCTAssertEqual(AppPaths(environment: home, userDirs: "XDG_DESKTOP_DIR=\"$HOME/Desktop\"").exportDirectory, dataExports)
        XCTAssertEqual(AppPaths(environment: home, userDirs: "XDG_PICTURES_DIR=\"$HOME/\"").exportDirectory, dataExports, "turned off")
        for malformed in ["XDG_PICTURES_DIR=$HOME/Pictures", "XDG_PICTURES_DIR=\"Pictures\"", "XDG_PICTURES_DIR=\"$HOMEPictures\"",
                          "# XDG_PICTURES_DIR=\"$HOME/Pictures\"", "XDG_PICTURES_DIR=\""] {
            XCTAssertEqual(AppPaths(environment: home, userDirs: malformed).exportDirectory, dataExports, malformed)
        }
        XCTAssertEqual(AppPaths.userDirsFile(environment: home), "/home/ada/.config/user-dirs.dirs")
        XCTAssertEqual(AppPaths.userDirsFile(environment: ["HOME": "/h", "XDG_CONFIG_HOME": "/cfg"]), "/cfg/user-dirs.dirs")
    }

    /// Paths in a notice from the home folder are written "~/...", only where a path starts with
    /// it and only for a home the environment names (a folder whose path holds the home's further
    /// on, or /tmp standing in for none, are written whole).
    func testPathsFromTheHomeFolderAreShownFromTilde() {
        let paths = AppPaths(environment: ["HOME": "/home/ann"])
        XCTAssertEqual(paths.shown("set aside as /home/ann/.config/life/settings.json.broken-1, defaults used"),
                       "set aside as ~/.config/life/settings.json.broken-1, defaults used")
        XCTAssertEqual(paths.shown("/home/ann/a and (/home/ann/b): /home/ann/c"), "~/a and (~/b): ~/c")
        XCTAssertEqual(paths.shown("/mnt/home/ann/x and /home/anna/y"), "/mnt/home/ann/x and /home/anna/y", "not a path from home")
        XCTAssertEqual(AppPaths(environment: [:]).shown("/tmp/x"), "/tmp/x", "no home named: no ~")
        XCTAssertEqual(AppPaths(environment: ["HOME": "/"]).shown("/etc/x"), "/etc/x")
        XCTAssertEqual(AppPaths(environment: ["HOME": "/home/ann/"]).shown("at /home/ann/x"), "at ~/x")
    }
}

final class ResourceLocatorTests: XCTestCase {
    func testEnvironmentOverrideComesFirst() {
        let existing: Set<String> = ["/data/Assets", "/src/Package.swift", "/src/Assets"]
        let locator = ResourceLocator(environment: ["LIFE_DATA_DIR": "/data"], executablePath: "/src/.build/release/life",
                                      fileExists: { existing.contains($0) })
        XCTAssertEqual(locator.resourceRoot(), "/data")
    }

    func testFindsCheckoutAboveTheBuildFolder() {
        let existing: Set<String> = ["/src/Package.swift", "/src/Assets", "/src/Assets/Fonts/Inter-Regular.otf"]
        let locator = ResourceLocator(environment: [:], executablePath: "/src/.build/x86_64/release/life",
                                      fileExists: { existing.contains($0) })
        XCTAssertEqual(locator.resourceRoot(), "/src")
        XCTAssertEqual(locator.path(for: "Assets/Fonts/Inter-Regular.otf"), "/src/Assets/Fonts/Inter-Regular.otf")
        XCTAssertNil(locator.path(for: "Assets/Fonts/Missing.otf"))
    }

    func testInstalledLayout() {
        let existing: Set<String> = ["/usr/local/share/life/Themes"]
        let locator = ResourceLocator(environment: [:], executablePath: "/usr/local/bin/life",
                                      fileExists: { existing.contains($0) })
        XCTAssertEqual(locator.resourceRoot(), "/usr/local/share/life")
    }

    func testNothingFound() {
        let locator = ResourceLocator(environment: [:], executablePath: "life", fileExists: { _ in false })
        XCTAssertNil(locator.resourceRoot())
        XCTAssertNil(locator.path(for: "x"))
    }
}
