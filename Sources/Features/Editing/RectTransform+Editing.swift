import LifeScene
import LifeEngine

extension RectTransform {
    /// What the change is called in undo and notices.
    var label: String {
        switch self {
        case .rotateClockwise: return "the turn clockwise"
        case .rotateAnticlockwise: return "the turn anticlockwise"
        case .flipHorizontally: return "the flip left to right"
        case .flipVertically: return "the flip top to bottom"
        }
    }

    /// The notice once done to `count` cells (on hexagons a turn is a sixth of a turn).
    func notice(_ count: Int, hexagonal: Bool = false) -> String {
        let turn = hexagonal ? " a sixth of a turn" : "", count = NumberFormat.grouped(Int64(count))
        switch self {
        case .rotateClockwise: return "Turned \(count) cells\(turn) clockwise"
        case .rotateAnticlockwise: return "Turned \(count) cells\(turn) anticlockwise"
        case .flipHorizontally: return "Flipped \(count) cells left to right"
        case .flipVertically: return "Flipped \(count) cells top to bottom"
        }
    }
}
