/// Common names of the objects a census meets most, keyed by apgcode. The codes are not typed
/// in: each name comes with the object's picture, and its code is worked out from the picture.
enum ObjectNames {
    /// Names and pictures (rows of 'O' for live cells), in Conway's Life.
    static let pictures: [(name: String, rows: [String])] = [
        ("block", ["OO", "OO"]),
        ("beehive", [".OO.", "O..O", ".OO."]),
        ("loaf", [".OO.", "O..O", ".O.O", "..O."]),
        ("boat", ["OO.", "O.O", ".O."]),
        ("ship", ["OO.", "O.O", ".OO"]),
        ("tub", [".O.", "O.O", ".O."]),
        ("pond", [".OO.", "O..O", "O..O", ".OO."]),
        ("barge", [".O..", "O.O.", ".O.O", "..O."]),
        ("long boat", [".O..", "O.O.", ".O.O", "..OO"]),
        ("mango", [".OO.", "O..O", ".O..O", "..OO."]),
        ("eater 1", ["OO..", "O.O.", "..O.", "..OO"]),
        ("snake", ["OO.O", "O.OO"]),
        ("aircraft carrier", ["OO..", "O..O", "..OO"]),
        ("blinker", ["OOO"]),
        ("toad", [".OOO", "OOO."]),
        ("beacon", ["OO..", "OO..", "..OO", "..OO"]),
        ("clock", ["..O.", "O.O.", ".O.O", ".O.."]),
        ("pentadecathlon", ["..O....O..", "OO.OOOO.OO", "..O....O.."]),
        ("pulsar", ["..OOO...OOO..", ".............", "O....O.O....O", "O....O.O....O", "O....O.O....O",
                    "..OOO...OOO..", ".............", "..OOO...OOO..", "O....O.O....O", "O....O.O....O",
                    "O....O.O....O", ".............", "..OOO...OOO.."]),
        ("glider", [".O.", "..O", "OOO"]),
        ("lightweight spaceship", [".O..O", "O....", "O...O", "OOOO."]),
        ("middleweight spaceship", ["...O..", ".O...O", "O.....", "O....O", "OOOOO."]),
        ("heavyweight spaceship", ["...OO..", ".O....O", "O......", "O.....O", "OOOOOO."]),
    ]

    /// The cells of a picture.
    static func cells(_ rows: [String]) -> [Cell] {
        rows.enumerated().flatMap { y, row in
            row.enumerated().compactMap { x, c in c == "O" ? Cell(Int64(x), Int64(y)) : nil }
        }
    }

    /// Name by code, worked out once.
    static let byCode: [String: String] = {
        var names: [String: String] = [:]
        for picture in pictures {
            if let object = LifeObject.classify(cells(picture.rows), rule: .conway, maxPeriod: 15) { names[object.code] = picture.name }
        }
        return names
    }()

    /// The common name of an object, or nil.
    static func name(of code: String) -> String? { byCode[code] }

    /// The common name of an object of `rule` (its code worked out under that rule), or nil. A
    /// name belongs to a picture: another two-state rule on Life's grid (the Moore neighbourhood,
    /// totalistic or not, without B0) shares it when the picture is the same object there, that
    /// is when it gets the same code under that rule (a block in HighLife; not a glider in Seeds);
    /// Larger than Life of range 1 as its B/S rule.
    static func name(of code: String, rule given: Rule) -> String? {
        guard let name = byCode[code] else { return nil }
        // Larger than Life of range 1 is the B/S rule it is.
        let rule = given.rangeOneEquivalent ?? given
        if rule == .conway { return name }
        guard rule.states == 2, rule.largerThanLife == nil, rule.neighbourhood == .moore, !rule.bornFromNothing,
              let picture = pictures.first(where: { $0.name == name }) else { return nil }
        return LifeObject.classify(cells(picture.rows), rule: rule, maxPeriod: 15)?.code == code ? name : nil
    }
}
