import Foundation
import LifeEngine

/// A seeded corpus of hostile pattern files, one class of trouble per group: extreme coordinates
/// and generation counters in every format, run-count and row bombs, deep or broken macrocell
/// trees, broken encodings, odd rules and torus sizes, hostile names. Every entry is something a
/// reader must either read or refuse with a message that says where; none may crash, hang or
/// take unbounded memory.
public enum HostileCorpus {
    /// One file of the corpus.
    public struct Entry {
        /// File name (the extension matters: some entries lie about their format).
        public let name: String
        /// The bytes of the file.
        public let bytes: Data
        /// A fragment the refusal message must contain (nil: reading it is allowed too).
        public let refusal: String?
    }

    private static let bound = "4611686018427387904" // 2^62
    private static let edge = "4611686018427387903" // 2^62 - 1, the last coordinate inside

    /// The corpus (deterministic for a seed).
    public static func entries(seed: UInt64 = 0x5EED_F00D) -> [Entry] {
        var list: [Entry] = []
        func add(_ name: String, _ text: String, refusal: String? = nil) {
            list.append(Entry(name: name, bytes: Data(text.utf8), refusal: refusal))
        }
        func addBytes(_ name: String, _ bytes: [UInt8], refusal: String? = nil) {
            list.append(Entry(name: name, bytes: Data(bytes), refusal: refusal))
        }
        let int64Values = ["9223372036854775807", "-9223372036854775808", "9223372036854775806", bound, "-" + bound]
        // Extreme positions, every format.
        for (i, v) in int64Values.enumerated() {
            add("pos-105-\(i).lif", "#Life 1.05\n#P \(v) 0\n***\n", refusal: "within 2^62")
            add("pos-106-\(i).lif", "#Life 1.06\n\(v) 0\n0 \(v)\n", refusal: "within 2^62")
            add("pos-cxrle-\(i).rle", "#CXRLE Pos=\(v),0\nx = 3, y = 1\n3o!\n", refusal: "within 2^62")
            add("pos-p-\(i).rle", "#P 0 \(v)\nx = 3, y = 1\n3o!\n", refusal: "within 2^62")
            // 2^62 itself is the last generation counter allowed.
            add("gen-cxrle-\(i).rle", "#CXRLE Gen=\(v)\nx = 3, y = 1\n3o!\n", refusal: v == bound ? nil : v.hasPrefix("-") ? "Gen" : "2^62")
            add("gen-mc-\(i).mc", "[M2] (life)\n#R B3/S23\n#G \(v)\n$$..*$...*$.***$\n", refusal: v == bound ? nil : v.hasPrefix("-") ? "#G" : "2^62")
        }
        add("both-ends.lif", "#Life 1.06\n9223372036854775807 0\n-9223372036854775808 0\n", refusal: "within 2^62")
        add("edge-blinker.lif", "#Life 1.06\n\(edge) 0\n\(edge) 1\n\(edge) 2\n") // the last column inside: allowed
        add("edge-run.rle", "#CXRLE Pos=\(Int64(1) << 62 - 3),0\nx = 5, y = 1\n5o!\n", refusal: "within 2^62") // the run crosses the edge
        add("glider-corner.rle", "#CXRLE Pos=-\(Int64(1) << 62 - 10),-\(Int64(1) << 62 - 10)\nx = 3, y = 3\n3o$o$bo!\n")
        add("pos-garbage.rle", "#CXRLE Pos=12,abc\nx = 1, y = 1\no!\n", refusal: "Pos")
        add("gen-huge-text.rle", "#CXRLE Gen=99999999999999999999999\nx = 1, y = 1\no!\n", refusal: "Gen")
        // Run counts and rows that would cost without bound.
        add("run-50M.rle", "50000000o!", refusal: "live cells")
        add("run-int64.rle", "x = 0, y = 0\n999999999999999999999o!\n", refusal: "run count")
        add("run-dead-huge.rle", "x = 0, y = 0\n2147483647b2147483647b2147483647b2147483647b2o!\n")
        add("rows-many.rle", "x = 0, y = 0\n999999999$o!\n")
        add("rows-dollar-bomb.rle", String(repeating: "2147483647$", count: 80) + "o!") // 1.7e11 empty rows cost nothing
        add("rows-beyond.rle", "4611686018427387904$o!", refusal: "within 2^62")
        add("corners.lif", "#Life 1.06\n\(edge) \(edge)\n-\(edge) -\(edge)\n\(edge) -\(edge)\n") // spans the whole plane
        add("o-dollar-lines.rle", String(repeating: "o$\n", count: 300_000) + "!") // a tall line that explodes
        add("spread.lif", "#Life 1.06\n" + (0..<300_000).map { "\($0 * 100) \(($0 * 7919) % 1_000_003 * 100)" }.joined(separator: "\n") + "\n",
            refusal: "areas of 64x64")
        // The same spread as RLE, whose runs the tiles take straight from the reader.
        add("spread.rle", String(repeating: "o64$", count: 300_000) + "o!", refusal: "areas of 64x64")
        // Macrocell trees.
        func chain(_ top: Int, corner: Int = 0) -> String {
            var lines = ["[M2] (life)", "#R B3/S23", "$$..*$...*$.***$"]
            for level in 4...top {
                var kids = ["0", "0", "0", "0"]
                kids[corner] = "\(level - 3)"
                lines.append("\(level) " + kids.joined(separator: " "))
            }
            return lines.joined(separator: "\n") + "\n"
        }
        add("mc-level62-nw.mc", chain(62))
        add("mc-level62-se.mc", chain(62, corner: 3))
        add("mc-level63.mc", chain(63))
        add("mc-level64.mc", chain(64), refusal: "level")
        add("mc-level1000.mc", "[M2]\n$$..*$...*$.***$\n1000 1 0 0 0\n", refusal: "level")
        add("mc-level-huge.mc", "[M2]\n$$..*$...*$.***$\n100000000000000000000000000000 1 0 0 0\n", refusal: "node is too large")
        add("rule-escape.rle", "x = 1, y = 1, rule = \u{1B}[31m23/3\no!\n", refusal: "\\u{1B}")
        add("mc-level-negative.mc", "[M2]\n$$..*$...*$.***$\n-4 1 0 0 0\n", refusal: "level")
        add("mc-forward-ref.mc", "[M2]\n4 2 0 0 0\n$$..*$...*$.***$\n", refusal: "child 1")
        add("mc-self-ref.mc", "[M2]\n$$..*$...*$.***$\n4 2 0 0 0\n", refusal: "child 1")
        add("mc-bad-level-child.mc", "[M2]\n$$..*$...*$.***$\n5 1 0 0 0\n", refusal: "level")
        add("mc-doubling.mc", "[M2]\n********$********$********$********$********$********$********$********$\n"
            + (4...60).map { "\($0) \($0 - 3) \($0 - 3) \($0 - 3) \($0 - 3)" }.joined(separator: "\n") + "\n") // HashLife runs it unexpanded
        add("mc-leaf-wide.mc", "[M2]\n*********$\n", refusal: "8 cells wide")
        add("mc-no-header.mc", "4 0 0 0 0\n", refusal: "[M2]")
        // Broken encodings and special content.
        add("empty.rle", "")
        add("only-comments.rle", "#C nothing here\n#N Empty\n")
        addBytes("binary.rle", (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }, refusal: "")
        addBytes("nul-body.rle", Array("x = 3, y = 1\no".utf8) + [0] + Array("o!\n".utf8), refusal: "U+0")
        addBytes("invalid-utf8.cells", [0x4F, 0x2E, 0xC3, 0x28, 0x4F, 0x0A], refusal: "UTF-8")
        addBytes("utf16-bom.rle", [0xFF, 0xFE] + Array("x = 3, y = 1\n3o!\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        add("crlf.rle", "#N CRLF\r\nx = 3, y = 1\r\n3o!\r\n")
        add("long-line.rle", "x = 0, y = 0\n" + String(repeating: "bo", count: 200_000) + "!\n")
        add("cells-named-rle.rle", "!Name: really plaintext\n.O.\n..O\nOOO\n")
        add("rle-named-cells.cells", "x = 3, y = 3\nbo$2bo$3o!\n")
        add("garbage-header.rle", "x = banana, y = 1\no!\n", refusal: "whole number")
        // Rules and torus sizes.
        add("rule-b9.rle", "x = 1, y = 1, rule = B9/S\no!\n", refusal: "rule")
        add("rule-b0.rle", "x = 1, y = 1, rule = B0/S\no!\n")
        add("rule-b0-generations.rle", "x = 1, y = 1, rule = B0/S/3\nA!\n", refusal: "B0")
        add("rule-map.rle", "x = 1, y = 1, rule = MAPARYXfhZofugWaH7oaIDogBZofuhogOiAaIDogIAAgAAWaH7oaIDogGiA6ICAAIAAaIDogIAAgACAAIAAAAAAAA\no!\n")
        add("rule-map-short.rle", "x = 1, y = 1, rule = MAPARYXfhZofugWaH7oaIDog\no!\n", refusal: "a MAP rule has 86 base64 characters")
        add("rule-map-not-base64.rle", "x = 1, y = 1, rule = MAP" + String(repeating: "A", count: 85) + "\u{7}\no!\n", refusal: "not a base64 character")
        add("rule-ltl-range.rle", "x = 1, y = 1, rule = R900,C0,M1,S1..2,B1..2,NM\no!\n", refusal: "range")
        add("rule-extra-field.rle", "x = 1, y = 1, rule = B3/S23, extra = 5\no!\n", refusal: "unknown header field 'extra'")
        add("rule-leading-space.lif", "#Life 1.06\n#R   B3/S23x\n0 0\n", refusal: "'B3/S23x'")
        add("torus-0.rle", "x = 1, y = 1, rule = B3/S23:T0,0\no!\n")
        add("tube-shifted.rle", "x = 1, y = 1, rule = B3/S23:T0,5+1\no!\n", refusal: "infinite")
        // No side marked: Golly reads it as twisted on the vertical edges (K10,10*).
        add("klein-unmarked.rle", "x = 1, y = 1, rule = B3/S23:K10,10\no!\n")
        add("klein-twice-twisted.rle", "x = 1, y = 1, rule = B3/S23:K10*,10*\no!\n", refusal: "twisted")
        add("torus-huge.rle", "x = 5, y = 1, rule = B3/S23:T67108864,67108864\n5o!\n")
        add("torus-over.rle", "x = 1, y = 1, rule = B3/S23:T99999999999999999999,3\no!\n", refusal: "torus")
        add("torus-negative.rle", "x = 1, y = 1, rule = B3/S23:T-5,5\no!\n", refusal: "torus")
        // Larger than its torus: what lies off the board is dropped, as Golly drops it.
        add("torus-too-small.rle", "x = 5, y = 5, rule = B3/S23:T3,3\n5o$5o$5o$5o$5o!\n")
        add("multistate-pA.rle", "x = 2, y = 1, rule = B3/S23\npA!\n", refusal: "multi-state")
        add("multistate-B.rle", "x = 2, y = 1\n2B!\n", refusal: "multi-state")
        // Other rule families, their states and bounded grids.
        // Boards only the grid engine runs (B0 beyond two states, a side under three cells), too large for it.
        add("ltl-board-huge.rle", "x = 1, y = 1, rule = R5,C0,M1,S34..58,B0..45,NM:T100000,100000\no!\n", refusal: "at most 100000000 cells")
        add("int-board-huge.rle", "x = 1, y = 1, rule = B2n3/S23:T2,67108864\no!\n", refusal: "at most 100000000 cells")
        add("generations-states.rle", "x = 1, y = 1, rule = /2/257\nA!\n", refusal: "2 to 256 states")
        add("generations-state-beyond.rle", "x = 1, y = 1, rule = /2/3\nyX!\n", refusal: "beyond the 3 states")
        add("hensel-wrong-letter.rle", "x = 1, y = 1, rule = B1a/S\no!\n", refusal: "Hensel letter")
        add("sphere-uneven.rle", "x = 1, y = 1, rule = B3/S23:S10,20\no!\n", refusal: "equal")
        add("mcell-board-huge.mcl", "#MCell 4.20\n#GAME Generations\n#RULE 345/2/4\n#BOARD 2x999999999\n#WRAP 1\n#L A\n", refusal: "at most 100000000 cells")
        add("mcell-count.mcl", "#MCell 4.20\n#GAME Generations\n#RULE 345/2/4\n#L 99999999999999999999A\n", refusal: "run count")
        add("mcell-far.mcl", "#MCell 4.20\n#GAME Generations\n#RULE 345/2/4\n#P 9223372036854775807 0\n#L A\n", refusal: "within 2^62")
        add("mcell-game.mcl", "#MCell 4.20\n#GAME WireWorld\n#L A\n", refusal: "WireWorld")
        add("mcell-board-text.mcl", "#MCell 4.20\n#BOARD wide\n#L A\n", refusal: "#BOARD")
        // Names.
        add("name-escape.rle", "#N \u{1B}[31mred\u{1B}[0m\nx = 1, y = 1\no!\n")
        addBytes("name-nul.rle", Array("#N a".utf8) + [0] + Array("b/../c\nx = 1, y = 1\no!\n".utf8))
        add("name-long.rle", "#N " + String(repeating: "n", count: 500) + "\nx = 1, y = 1\no!\n")
        // Seeded mutations of a valid gun, in every format's syntax.
        var rng = SplitMix64(seed: seed)
        let gun = "x = 36, y = 9\n24bo$22bobo$12b2o6b2o12b2o$11bo3bo4b2o12b2o$2o8bo5bo3b2o$2o8bo3bob2o4bobo$10bo5bo7bo$11bo3bo$12b2o!\n"
        let star = "#MCell 4.20\n#GAME Generations\n#RULE 345/2/4\n#BOARD 40x30\n#WRAP 1\n#L 2.A$B2AC$.3A\n#P -5 3\n#L aB.X\n"
        for (base, alphabet, ext) in [(gun, "0123456789bo$!.*O#xy=,-RPNDCG[]M2 \n\u{0}\u{1B}é9999999999", "rle"),
                                      (star, "0123456789.$ABCXaj#LPGRW \n\u{0}\u{1B}é-/,99999999999", "mcl")] {
            let letters = Array(alphabet)
            for i in 0..<24 {
                var chars = Array(base)
                for _ in 0..<(1 + Int(rng.next() % 6)) {
                    chars[Int(rng.next() % UInt64(chars.count))] = letters[Int(rng.next() % UInt64(letters.count))]
                }
                add("mutant-\(i).\(ext)", String(chars))
            }
        }
        return list
    }
}
