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

    /// The notice once done to `count` cells.
    func notice(_ count: Int) -> String {
        switch self {
        case .rotateClockwise: return "Turned \(count) cells clockwise"
        case .rotateAnticlockwise: return "Turned \(count) cells anticlockwise"
        case .flipHorizontally: return "Flipped \(count) cells left to right"
        case .flipVertically: return "Flipped \(count) cells top to bottom"
        }
    }
}
