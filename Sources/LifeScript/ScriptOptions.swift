/// Golly's options as a script sees them (`g.getoption`, `g.setoption`) and its cursor mode
/// (`g.getcursor`, `g.setcursor`): kept for the script's run, starting at Golly's defaults, a value
/// outside the range Golly's Help gives brought into it as Golly does (a number clamped, an on/off
/// option on for anything but 0). Life has no such settings behind them.
struct ScriptOptions {
    /// Each option's value and allowed range.
    private var values: [String: (value: Int64, range: ClosedRange<Int64>)] = {
        var table: [String: (value: Int64, range: ClosedRange<Int64>)] = [
            "boldspacing": (10, 2...1000), "drawingstate": (1, 0...255), "maxdelay": (2000, 0...5000),
            "mindelay": (250, 0...5000), "opacity": (80, 1...100), "showbuttons": (1, 0...4),
        ]
        let switchedOn = ["restoreview", "savexrle", "showboldlines", "showeditbar", "showfiles", "showgrid", "showoverlay",
                          "showpopulation", "showprogress", "showscrollbars", "showstatusbar", "showtoolbar", "synccursors"]
        let switchedOff = ["autofit", "fullscreen", "hashing", "hyperspeed", "showallstates", "showexact", "showhashinfo", "showicons",
                           "showlayerbar", "showtimeline", "smartscale", "stacklayers", "swapcolors", "switchlayers", "syncviews",
                           "tilelayers"]
        for name in switchedOn { table[name] = (1, 0...1) }
        for name in switchedOff { table[name] = (0, 0...1) }
        return table
    }()

    /// The names of Golly's Cursor Mode menu.
    static let cursors = ["Draw", "Pick", "Select", "Move", "Zoom In", "Zoom Out"]
    /// The cursor mode now.
    private(set) var cursor = "Draw"

    /// The value of option `name`, or an error naming it.
    func value(of name: String) throws -> Int64 {
        guard let entry = values[name] else { throw ScriptError("getoption error: unknown option \"\(name)\"") }
        return entry.value
    }

    /// Sets option `name` to `value` (brought into its range; the drawing state below `states`)
    /// and returns the old value.
    mutating func set(_ name: String, to value: Int64, states: Int) throws -> Int64 {
        guard let entry = values[name] else { throw ScriptError("setoption error: unknown option \"\(name)\"") }
        let range = name == "drawingstate" ? 0...Int64(max(states - 1, 1)) : entry.range
        let kept = range == 0...1 ? (value == 0 ? 0 : 1) : min(max(value, range.lowerBound), range.upperBound)
        values[name] = (kept, entry.range)
        return entry.value
    }

    /// Sets the cursor mode and returns the old one; a name not in Golly's menu is refused.
    mutating func setCursor(_ name: String) throws -> String {
        guard Self.cursors.contains(name) else {
            throw ScriptError("setcursor error: unknown cursor \"\(name)\" (Golly's are \(Self.cursors.joined(separator: ", ")))")
        }
        defer { cursor = name }
        return cursor
    }
}
