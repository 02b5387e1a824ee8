/// Well-known rules by name, each with a line saying what it does: the app's rule picker and
/// `life rules` list them, and a rule field or RLE header may give the name instead of the rule.
public enum RuleNames {
    /// A named rule.
    public struct Entry: Sendable {
        /// The name people use.
        public let name: String
        /// The rule, as Golly writes it.
        public let rule: String
        /// What it does, in one line.
        public let summary: String
    }

    /// The named rules, two-state ones first, then Generations and Larger than Life.
    public static let all: [Entry] = [
        Entry(name: "Life", rule: "B3/S23", summary: "Conway's Game of Life: gliders, guns and long-lived methuselahs"),
        Entry(name: "HighLife", rule: "B36/S23", summary: "Life with births on 6 too: it has a small replicator"),
        Entry(name: "Day & Night", rule: "B3678/S34678", summary: "Live and dead cells behave alike: patterns work the same inverted"),
        Entry(name: "Seeds", rule: "B2/S", summary: "Every live cell dies each generation; explosive growth from tiny seeds"),
        Entry(name: "Life without Death", rule: "B3/S012345678", summary: "Cells never die: ladders and ever-growing chaos"),
        Entry(name: "Morley", rule: "B368/S245", summary: "Move: many small spaceships and puffers"),
        Entry(name: "2x2", rule: "B36/S125", summary: "Patterns made of 2x2 blocks behave as on a grid twice as coarse"),
        Entry(name: "Replicator", rule: "B1357/S1357", summary: "Every pattern makes copies of itself"),
        Entry(name: "Diamoeba", rule: "B35678/S5678", summary: "Diamond-shaped blobs whose edges wander"),
        Entry(name: "Maze", rule: "B3/S12345", summary: "Grows into maze-like corridors"),
        Entry(name: "Coral", rule: "B3/S45678", summary: "Slow, coral-like growth"),
        Entry(name: "Anneal", rule: "B4678/S35678", summary: "The majority vote with a twist: regions smooth their borders"),
        Entry(name: "Long Life", rule: "B345/S5", summary: "Oscillators of very long periods"),
        Entry(name: "Pedestrian Life", rule: "B38/S23", summary: "Life with a birth on 8: a natural small replicator-like puffer"),
        Entry(name: "Just Friends", rule: "B2-a/S12", summary: "Non-totalistic: many small spaceships and guns"),
        Entry(name: "Tlife", rule: "B3/S2-i34q", summary: "Non-totalistic Life variant with a common small spaceship"),
        Entry(name: "LifeHistory", rule: "B3/S23History", summary: "Life that leaves a trace where cells have been, with marked and boundary states"),
        Entry(name: "Brian's Brain", rule: "/2/3", summary: "Generations: cells fire, then rest one generation; fast-moving sparks"),
        Entry(name: "Star Wars", rule: "345/2/4", summary: "Generations: dense battles of small ships"),
        Entry(name: "Banners", rule: "2367/3457/5", summary: "Generations: exploding banners"),
        Entry(name: "Bloomerang", rule: "234/34678/24", summary: "Generations: expanding, flower-like blooms"),
        Entry(name: "Caterpillars", rule: "124567/378/4", summary: "Generations: chaotic caterpillar-like trails"),
        Entry(name: "Fireworks", rule: "2/13/21", summary: "Generations: bursts with long fading tails"),
        Entry(name: "Frogs", rule: "12/34/3", summary: "Generations: chaotic hopping"),
        Entry(name: "Lava", rule: "12345/45678/8", summary: "Generations: expanding, flowing lava"),
        Entry(name: "Sticks", rule: "3456/2/6", summary: "Generations: explodes into stick-like shapes"),
        Entry(name: "Transers", rule: "345/26/5", summary: "Generations: exploding with many small movers"),
        Entry(name: "Xtasy", rule: "1456/2356/16", summary: "Generations: exploding, colourful"),
        Entry(name: "Bosco's Rule", rule: "R5,C0,M1,S34..58,B34..45,NM", summary: "Larger than Life (range 5): bugs that move and collide"),
        Entry(name: "Bugsmovie", rule: "R10,C0,M1,S123..212,B123..170,NM", summary: "Larger than Life (range 10): chaotic bugs"),
        Entry(name: "Globe", rule: "R8,C0,M0,S163..223,B74..252,NM", summary: "Larger than Life (range 8): expanding globes"),
        Entry(name: "Gnarl", rule: "R1,C0,M1,S1..1,B1..1,NN", summary: "Larger than Life (range 1, von Neumann): explodes into gnarled growth"),
        Entry(name: "Majority", rule: "R4,C0,M1,S41..81,B41..81,NM", summary: "Larger than Life (range 4): a stable majority vote"),
        Entry(name: "Majorly", rule: "R7,C0,M1,S113..225,B113..225,NM", summary: "Larger than Life (range 7): expanding majority"),
        Entry(name: "Modern Art", rule: "R10,C255,M1,S2..3,B3..3,NM", summary: "Larger than Life (range 10, 255 states): chaotic colour"),
        Entry(name: "Waffle", rule: "R7,C0,M1,S100..200,B75..170,NM", summary: "Larger than Life (range 7): expanding waffles"),
    ]

    /// The rule text of a name (any case; '&' or 'and'; spaces, apostrophes, '-', '_' and '/'
    /// optional; no other punctuation), or nil.
    public static func rule(named name: String) -> String? {
        guard let key = simplified(name) else { return nil }
        return byName.first { $0.name == key }?.rule
    }

    /// The name of the entry `text` spells once its punctuation is taken out ("Life!!!": Life), or nil.
    static func name(punctuatedAs text: String) -> String? {
        let key = text.lowercased().reduce(into: "") { kept, character in
            if character == "&" { kept += "and" } else if character.isLetter || character.isNumber { kept.append(character) }
        }
        return all.first { simplified($0.name) == key }?.name
    }

    /// The rules by their names as `simplified` gives them (and two other spellings), in order, so
    /// the first entry of a name wins; worked out once. (A list, not a dictionary: every rule read
    /// looks here first, and a short run's start would pay for the dictionary's generic type.)
    private static let byName: [(name: String, rule: String)] =
        all.map { (simplified($0.name)!, $0.rule) } + [("conway", "B3/S23"), ("daynight", "B3678/S34678")]

    /// The entry whose rule is `rule`, if it has a name.
    public static func entry(for rule: Rule) -> Entry? {
        parsed.first { $0.rule == rule }?.entry
    }

    /// How the app names a rule in a line of figures: its name when it has one (other than Life's,
    /// which is the app's own), a MAP rule by the start of its table, else the rule as Golly writes it.
    public static func shortName(of rule: Rule) -> String {
        if rule.description.hasPrefix("MAP") { return String(rule.description.prefix(9)) + "…" }
        return entry(for: rule).map { $0.name == "Life" ? rule.description : $0.name } ?? rule.description
    }

    /// Every entry with its rule, read once.
    private static let parsed: [(rule: Rule, entry: Entry)] = all.compactMap { entry in
        (try? Rule(parsing: entry.rule)).map { ($0, entry) }
    }

    /// Lower case, '&' as "and", letters and digits only. ASCII is sorted out by its bytes (asking
    /// a character whether it is a letter looks up Unicode's tables, a cost every rule read paid).
    private static func simplified(_ text: String) -> String? {
        var kept = ""
        for character in text.lowercased() {
            if let ascii = character.asciiValue {
                switch ascii {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): kept.append(character)
                case UInt8(ascii: "&"): kept += "and"
                case UInt8(ascii: " "), UInt8(ascii: "'"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "/"): break
                default: return nil // "Life!!!" is no name.
                }
            } else if character.isLetter || character.isNumber {
                kept.append(character)
            } else if character != "\u{2019}" {
                return nil
            }
        }
        return kept
    }
}
