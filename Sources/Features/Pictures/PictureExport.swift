import LifeEngine
import LifeImage
import LifeInterface

/// A still picture as the export dialog planned it: drawn from the universe and saved as PNG,
/// into the exports folder under a new name or to a path chosen in a save dialog.
public enum PictureExport {
    /// Draws the picture `plan` describes (a hexagonal rule's rows sheared as the view draws them).
    public static func image(_ plan: ExportPlan, of universe: any LifeAlgorithm) -> CellImage {
        let image = plan.byDensity ? CellImage(densityOf: universe, area: plan.area, maxSide: ExportPlan.pictureSide)
            : CellImage(of: universe, area: plan.area, scale: plan.scale, gridLines: plan.options.gridLines)
        return CellImage.shears(universe.rule) ? image.sheared() : image
    }

    /// Draws and saves it (to `path`, else the exports folder) and says where, or why not.
    public static func save(_ plan: ExportPlan, to path: String?, in context: FeatureContext) -> Bool {
        let image = image(plan, of: context.simulation.universe)
        do {
            let bytes = try PNGFile.data(image, colors: plan.colors)
            let written: String
            if let path {
                try context.services.writeBytes(path, bytes)
                written = path
            } else {
                written = try context.services.saveExport(plan.fileName, bytes)
            }
            context.show("Saved a \(image.width)×\(image.height) picture to \(written)", seconds: 8)
            return true
        } catch {
            context.show("Could not save the picture: \(error)")
            return false
        }
    }
}
