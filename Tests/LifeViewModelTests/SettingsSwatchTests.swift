import XCTest
import LifeTestSupport
import LifeScene
@testable import SettingsFeature

/// The colour swatches: each one shows on the panel of every theme.
final class SettingsSwatchTests: XCTestCase {
    /// The white swatch on the Light theme's white panel gets a border that shows; the others keep the separator.
    func testAWhiteSwatchShowsOnTheLightTheme() throws {
        let json = try String(contentsOfFile: RepositoryPaths.path("Themes/light.json"), encoding: .utf8)
        let light = try ThemeLoader().load(json: json, file: "light.json")
        let white = Color(r: 0xFF, g: 0xFF, b: 0xFF), red = Color(r: 0xEF, g: 0x44, b: 0x44)
        XCTAssertTrue(SettingsLayout.swatchColors.contains(white))
        XCTAssertEqual(SettingsView.swatchBorder(white, on: light.colors.header, theme: light), light.colors.mutedText)
        XCTAssertEqual(SettingsView.swatchBorder(red, on: light.colors.header, theme: light), light.colors.separator)
        let dark = Theme.builtIn
        XCTAssertEqual(SettingsView.swatchBorder(white, on: dark.colors.header, theme: dark), dark.colors.separator, "white shows on dark")
    }

    /// A cell colour of nearly the grid's own (white on the Light theme) is said to be hard to see.
    func testACellColourLikeTheGridIsFlagged() throws {
        let json = try String(contentsOfFile: RepositoryPaths.path("Themes/light.json"), encoding: .utf8)
        let light = try ThemeLoader().load(json: json, file: "light.json")
        XCTAssertTrue(SettingsView.nearlyAlike(Color(r: 0xFF, g: 0xFF, b: 0xFF), light.colors.gridBackground))
        XCTAssertFalse(SettingsView.nearlyAlike(light.colors.cell, light.colors.gridBackground))
        XCTAssertFalse(SettingsView.nearlyAlike(Color(r: 0xFF, g: 0xFF, b: 0xFF), Theme.builtIn.colors.gridBackground))
    }
}
