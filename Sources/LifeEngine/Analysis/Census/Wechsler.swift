/// Extended Wechsler format, the body of an apgcode: the pattern in strips of five rows, each
/// column of a strip one character ('0'-'9', 'a'-'v' for its five cells, the top row the lowest
/// bit), runs of empty columns shortened ('w' for two, 'x' for three, 'y0'-'yz' for 4 to 39, and
/// longer runs as 'yz' followed by the rest), empty columns at a strip's end left out, and strips
/// separated by 'z' (a blank strip is empty; blank strips at the end are left out).
enum Wechsler {
    private static let digits = Array("0123456789abcdefghijklmnopqrstuv")
    private static let runDigits = Array("0123456789abcdefghijklmnopqrstuvwxyz")

    /// The code of cells whose top-left is (0, 0) (the bounding box's corner).
    static func encode(_ cells: [Cell]) -> String {
        guard let maxY = cells.map(\.y).max() else { return "" }
        let stripCount = Int(maxY / 5) + 1
        var columns = [[Cell]](repeating: [], count: stripCount)
        for cell in cells { columns[Int(cell.y / 5)].append(cell) }
        var strips: [String] = []
        for strip in columns {
            guard let width = strip.map(\.x).max() else {
                strips.append("")
                continue
            }
            var values = [Int](repeating: 0, count: Int(width) + 1)
            for cell in strip { values[Int(cell.x)] |= 1 << Int(cell.y % 5) }
            var text = "", zeros = 0
            for value in values {
                if value == 0 {
                    zeros += 1
                    continue
                }
                text += run(zeros)
                zeros = 0
                text.append(digits[value])
            }
            strips.append(text)
        }
        while strips.last == "" { strips.removeLast() }
        return strips.joined(separator: "z")
    }

    /// The characters for a run of empty columns between live ones.
    private static func run(_ count: Int) -> String {
        var text = "", left = count
        while left >= 40 {
            text += "yz"
            left -= 39
        }
        switch left {
        case 0: break
        case 1: text += "0"
        case 2: text += "w"
        case 3: text += "x"
        default: text += "y" + String(runDigits[left - 4])
        }
        return text
    }
}
