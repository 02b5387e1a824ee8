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
