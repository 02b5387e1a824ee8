import LifeEngine

/// The colours of the states as a script sees them (`g.getcolors`, `g.setcolors`): Life's own
/// (the theme's live and dead colours, a dying state fading from live toward dead as the board
/// draws it, a live cell set apart moving away from dead), changed for the run by `g.setcolors`
/// and back to Life's own when a pattern is made or opened or the rule changes, as in Golly.
public struct ScriptColours: Sendable {
    /// A colour: red, green and blue, 0 to 255.
    public struct RGB: Equatable, Sendable {
        public let red: Int64, green: Int64, blue: Int64

        /// A colour from its three parts.
        public init(_ red: Int64, _ green: Int64, _ blue: Int64) {
            (self.red, self.green, self.blue) = (red, green, blue)
        }

        /// This colour moved toward `other` by `amount` (0: this, 1: other).
        func blended(toward other: RGB, by amount: Double) -> RGB {
            func mix(_ a: Int64, _ b: Int64) -> Int64 { Int64((Double(a) + (Double(b) - Double(a)) * amount).rounded()) }
            return RGB(mix(red, other.red), mix(green, other.green), mix(blue, other.blue))
        }
    }

    /// Life's live and dead colours.
    public let live: RGB, dead: RGB
    /// The colours a script set, by state.
    private var chosen: [Int64: RGB] = [:]

    /// Life's colours: `live` and `dead` (the app's theme; the dark theme's headless).
    public init(live: RGB = RGB(0x4A, 0xDE, 0x80), dead: RGB = RGB(0x12, 0x14, 0x18)) {
        (self.live, self.dead) = (live, dead)
    }

    /// The colour of `state` in `rule`.
    func colour(of state: Int64, in rule: Rule) -> RGB {
        if let colour = chosen[state] { return colour }
        guard state > 0 else { return dead }
        let fade = rule.fade(of: UInt8(clamping: state))
        if fade >= 0 { return live.blended(toward: dead, by: Rule.decayReach * fade) }
        // Set apart as the board draws it: away from the dead colour (white on a dark board, black on a light one).
        let brightness = (dead.red * 299 + dead.green * 587 + dead.blue * 114) / 1000
        return live.blended(toward: brightness < 128 ? RGB(255, 255, 255) : RGB(0, 0, 0), by: -fade)
    }

    /// Golly's `setcolors` array: state, red, green, blue in fours (state -1: every live state),
    /// six numbers a gradient over the live states, none Life's own colours again.
    mutating func set(_ values: [Int64], states: Int) throws {
        if values.isEmpty { return reset() }
        // Colours are 0 to 255; only a state may be -1 (every live state).
        let colourParts = values.count == 6 ? Array(values.indices) : values.indices.filter { $0 % 4 != 0 }
        guard colourParts.allSatisfy({ (0...255).contains(values[$0]) }) else {
            throw ScriptError("setcolors error: a red, green or blue value is outside 0 to 255")
        }
        if values.count == 6 {
            let from = RGB(values[0], values[1], values[2]), to = RGB(values[3], values[4], values[5])
            for state in 1..<max(states, 2) {
                chosen[Int64(state)] = from.blended(toward: to, by: states > 2 ? Double(state - 1) / Double(states - 2) : 0)
            }
            return
        }
        guard values.count % 4 == 0 else { throw ScriptError("setcolors error: array length is not a multiple of 4 (or 6)") }
        for i in stride(from: 0, to: values.count, by: 4) {
            let colour = RGB(values[i + 1], values[i + 2], values[i + 3])
            guard values[i] >= 0 else {
                guard values[i] == -1 else { throw ScriptError("setcolors error: state \(values[i]) is out of range") }
                for state in 1..<max(states, 2) { chosen[Int64(state)] = colour }
                continue
            }
            guard values[i] < states else { throw ScriptError("setcolors error: state \(values[i]) is out of range") }
            chosen[values[i]] = colour
        }
    }

    /// Life's own colours again.
    mutating func reset() { chosen = [:] }
}
