/// Golly's canonical spelling of a rule's birth or survival part.
enum RuleText {
    /// The counts of one part: digits for a totalistic rule ("23"); for a non-totalistic one each
    /// count with its letters in alphabetical order, or a minus and the letters left out when that
    /// is shorter ("2-a", "4aceikny"), and a count whose letters are all there as the bare digit.
    static func counts(_ configurations: NeighbourConfigurations, totalistic: UInt16?, neighbourhood: Neighbourhood) -> String {
        if let totalistic { return (0...neighbourhood.size).reduce(into: "") { text, n in if totalistic >> n & 1 != 0 { text += String(n) } } }
        var text = ""
        let hexagonal = neighbourhood == .hexagonal
        for n in 0...neighbourhood.size {
            let all = hexagonal ? HexLetters.all(count: n) : HenselLetters.all(count: n)
            let inside = all.intersection(configurations)
            if inside.isEmpty { continue }
            if inside == all {
                text += "\(n)"
                continue
            }
            let letters = hexagonal ? HexLetters.letters[n] : HenselLetters.letters[n]
            func letterSet(_ letter: Character) -> NeighbourConfigurations? {
                hexagonal ? HexLetters.configurations(count: n, letter: letter) : HenselLetters.configurations(count: n, letter: letter)
            }
            let present = letters.filter { letterSet($0)?.isSubset(of: inside) == true }.sorted()
            let absent = letters.filter { !present.contains($0) }.sorted()
            text += present.count <= absent.count + 1 ? "\(n)\(String(present))" : "\(n)-\(String(absent))"
        }
        return text
    }
}
