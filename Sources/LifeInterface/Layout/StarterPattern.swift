import LifeScene
import LifeEngine

/// The one-click starters offered on an empty grid.
public enum StarterPattern: CaseIterable, Equatable, Sendable {
    case glider, blinker, block, rPentomino, acorn, gosperGun

    /// Button label.
    public var title: String {
        switch self {
        case .glider: return "Glider"
        case .blinker: return "Blinker"
        case .block: return "Block"
        case .rPentomino: return "R-pentomino"
        case .acorn: return "Acorn"
        case .gosperGun: return "Glider gun"
        }
    }

    /// The cells, with the pattern's top-left at (0, 0).
    public var cells: [Cell] {
        let rle: String
        switch self {
        case .glider: rle = "bo$2bo$3o!"
        case .blinker: rle = "3o!"
        case .block: rle = "2o$2o!"
        case .rPentomino: rle = "b2o$2o$bo!"
        case .acorn: rle = "bo$3bo$2o2b3o!"
        case .gosperGun:
            rle = "24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4bobo$10bo5bo7bo$11bo3bo$12b2o!"
        }
        return (try? RLEReader().read(rle).cells) ?? []
    }
}
