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

    /// What it does under Life's rule, said when it is placed (the header already asks for Play):
    /// the counts of generations hold on the unbounded plane, where a bounded board may cut them short.
    public func behaviour(onThePlane: Bool) -> String {
        let settles = onThePlane ? "" : " on the unbounded plane"
        switch self {
        case .glider: return "it flies one cell diagonally every 4 generations"
        case .blinker: return "it turns from a row to a column and back, every generation"
        case .block: return "a still life, it never changes"
        case .rPentomino: return "5 cells that grow for 1,103 generations before they settle\(settles)"
        case .acorn: return "7 cells that grow for 5,206 generations before they settle\(settles)"
        case .gosperGun: return "it fires a glider every 30 generations"
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
