import Foundation
import LifeScene

/// The parts of the app state an autosave records; equal tokens mean nothing new to save.
struct AutosaveToken: Equatable {
    var revision: Int
    var center: Point
    var zoom: Double
    var boardID: UUID?
    var name: String?
}
