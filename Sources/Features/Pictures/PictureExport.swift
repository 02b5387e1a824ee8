import LifeEngine
import LifeImage
import LifeInterface
import LifeScene
import LifeStore

/// A picture of the board as a PNG file (Ctrl+Shift+P): the selection, else the bounded board,
/// else all life, in the colours on screen, into the exports folder under a new name.
public enum PictureExport {
    /// The longest side of a picture, in pixels.
    public static let maxSide: Int64 = 2048
    /// The most pixels a cell takes.
    public static let maxScale: Int64 = 8

    /// Draws the picture and saves it, saying where (or why not).
    public static func export(selection: CellRect?, in context: FeatureContext) {
        let universe = context.simulation.universe
        guard let area = selection ?? context.finiteBoard ?? universe.bounds else {
            return context.show("Nothing to draw: the board is empty")
        }
        let theme = context.theme.colors
        let colors = ImageColors(live: rgb(context.liveCellColor), dead: rgb(theme.gridBackground), grid: rgb(theme.gridLine))
        let longest = max(area.width, area.height)
        let image: CellImage
        if longest > maxSide {
            // More cells than pixels: by density, as the view draws it zoomed out.
            image = CellImage(densityOf: universe, area: area, maxSide: maxSide)
        } else {
            image = CellImage(of: universe, area: area, scale: Int(min(maxScale, max(1, maxSide / longest))),
                              gridLines: context.preferences.gridLines)
        }
        let name = PatternFileName.stem(context.patternName ?? "Life") + " gen \(context.simulation.generation).png"
        do {
            let path = try context.services.saveExport(name, try PNGFile.data(image, colors: colors))
            context.show("Saved a \(image.width)×\(image.height) picture to \(path)")
        } catch {
            context.show("Could not save the picture: \(error)")
        }
    }

    private static func rgb(_ color: Color) -> ImageColors.RGB { (color.r, color.g, color.b) }
}
