import LifeEngine
import LifeInterface
import LifeRun
import LifeScene
import LifeStore

/// What each setting does, on the shared context: the switches, the universe (plane or torus,
/// its size and rule), the cell colour, the speed ladder with hyperspeed, the memory caps and
/// the reset to defaults. The sheet's controls and the keyboard shortcuts both come here.
public enum SettingsActions {
    /// Generations per second at start and after "Reset to defaults".
    public static let defaultSpeed = 10.0
    /// The speeds `[` and `]` step through, in generations per second (infinity: as fast as possible).
    public static let speeds: [Double] = [1, 2, 5, 10, 15, 30, 60, 120, 240, .infinity]

    /// The current value of a switch setting.
    public static func value(of toggle: SettingToggle, in context: FeatureContext) -> Bool {
        switch toggle {
        case .autoStop: return context.simulation.autoStopEnabled
        case .autoZoom: return context.preferences.autoZoom
        case .unlimitedZoomOut: return context.preferences.unlimitedZoomOut
        case .gridLines: return context.preferences.gridLines
        case .torus: return context.simulation.topology != .plane
        }
    }

    /// Flips a switch setting.
    public static func flip(_ toggle: SettingToggle, in context: FeatureContext) {
        switch toggle {
        case .autoStop: context.simulation.autoStopEnabled.toggle()
        case .autoZoom: context.preferences.autoZoom.toggle()
        case .unlimitedZoomOut: context.preferences.unlimitedZoomOut.toggle()
        case .gridLines: context.preferences.gridLines.toggle()
        case .torus:
            if value(of: .torus, in: context) {
                // Switched off: the shape is remembered for the next time it is switched on.
                context.preferences.boardShape = chosenShape(in: context).rawValue
                setTopology(.plane, in: context)
            } else {
                // Switched on: a board large enough to hold the pattern where it is (its cells
                // would be dropped from one smaller), at least the size chosen (which stays the
                // one chosen: this board's size is its own).
                let shape = shapeToSwitchOn(in: context)
                let size = sizeHolding(context.simulation.universe.bounds, chosen: torusSize(in: context), square: shape == .sphere)
                if setTopology(shape.topology(width: size.width, height: size.height), in: context) {
                    context.preferences.boardShape = shape.rawValue
                }
            }
        }
    }

    /// The board size that holds `bounds` on a board centred on (0, 0), in multiples of 8, at
    /// least `chosen`, at most the largest side (cells further out are dropped, and said so).
    static func sizeHolding(_ bounds: CellRect?, chosen: (width: Int64, height: Int64), square: Bool) -> (width: Int64, height: Int64) {
        guard let b = bounds else { return chosen }
        func side(_ low: Int64, _ length: Int64) -> Int64 {
            let reach = max(-low, low + length)
            let largest = Topology.boardSides.upperBound
            return reach >= largest / 2 ? largest : (2 * reach + 7) / 8 * 8
        }
        var (width, height) = (max(chosen.width, side(b.x, b.width)), max(chosen.height, side(b.y, b.height)))
        if square { (width, height) = (max(width, height), max(width, height)) }
        return (width, height)
    }

    /// The shape the settings light: the board's own, or on the plane (or a grid the shapes do
    /// not make) the one chosen last, which switching a bounded board on makes.
    public static func chosenShape(in context: FeatureContext) -> BoardShape {
        BoardShape(context.simulation.topology) ?? BoardShape(rawValue: context.preferences.boardShape) ?? .torus
    }

    /// The shapes the rule in force cannot run on (Larger than Life on a Klein bottle, as in Golly).
    public static func refusedShapes(in context: FeatureContext) -> Set<BoardShape> {
        let rule = context.simulation.universe.rule, size = torusSize(in: context)
        let side = max(size.width, size.height, Topology.minimumSide)
        return Set(BoardShape.allCases.filter { shape in
            (try? rule.check(on: shape.topology(width: side, height: side), text: rule.description)) == nil
        })
    }

    /// The shape switching a bounded board on makes: the one chosen, or when the rule in force
    /// cannot run on it, the first one it can (the choice itself is kept for a rule that can).
    public static func shapeToSwitchOn(in context: FeatureContext) -> BoardShape {
        let chosen = chosenShape(in: context), refused = refusedShapes(in: context)
        guard refused.contains(chosen) else { return chosen }
        return BoardShape.allCases.first { !refused.contains($0) } ?? chosen
    }

    /// The board size the settings show: the bounded board's own (0 for an infinite side, as
    /// Golly writes it: a tube, a strip), else on the plane the one chosen last.
    public static func torusSize(in context: FeatureContext) -> (width: Int64, height: Int64) {
        if let size = context.simulation.topology.size { return (size.width ?? 0, size.height ?? 0) }
        return (context.preferences.torusWidth, context.preferences.torusHeight)
    }

    /// Chooses the board size (clamped to the allowed sides); a bounded board follows, keeping its
    /// shape (a sphere stays square, its side the one changed) or its own edges (shifts, twists).
    /// On the plane the size is kept for the shape chosen last (square for a sphere).
    /// An infinite side (0, as `torusSize` gives it) stays infinite; the size kept for later is finite.
    public static func setTorusSize(width: Int64, height: Int64, in context: FeatureContext) {
        let range = Topology.boardSides
        let shape = BoardShape(context.simulation.topology)
        var (width, height) = (width, height)
        if (value(of: .torus, in: context) ? shape : chosenShape(in: context)) == .sphere {
            let side = width != torusSize(in: context).width ? width : height
            (width, height) = (side, side)
        }
        func clamped(_ side: Int64) -> Int64 { side == 0 ? 0 : min(max(side, range.lowerBound), range.upperBound) }
        let (w, h) = (clamped(width), clamped(height))
        if w != 0 { context.preferences.torusWidth = w }
        if h != 0 { context.preferences.torusHeight = h }
        if value(of: .torus, in: context) {
            // A grid the shapes do not make (a shift, the other twist) keeps its edges at the new size.
            if shape == nil, case let .grid(grid) = context.simulation.topology, let resized = grid.resized(width: w, height: h) {
                setTopology(resized, in: context)
            } else {
                setTopology((shape ?? .torus).topology(width: w, height: h), in: context)
            }
        }
    }

    /// Makes the board one of the offered shapes at the size shown (a sphere takes the width for
    /// both sides; an infinite side, which no shape has, takes the one chosen last).
    public static func setShape(_ shape: BoardShape, in context: FeatureContext) {
        let shown = torusSize(in: context)
        var width = shown.width == 0 ? context.preferences.torusWidth : shown.width
        var height = shown.height == 0 ? context.preferences.torusHeight : shown.height
        if context.simulation.topology == .plane {
            // From the plane, a shape switches the board on as the switch does: large enough to
            // hold the pattern (a 563-cell gun was dropped whole onto a 24x24 Klein bottle).
            (width, height) = sizeHolding(context.simulation.universe.bounds, chosen: (width, height), square: shape == .sphere)
        }
        let board = shape.topology(width: width, height: height), rule = context.simulation.universe.rule
        do {
            try rule.check(on: board, text: rule.description)
        } catch {
            // A shape muted for the rule in force, said in plain words (not as a rule with a board suffix).
            let reason = (error as? RuleError)?.reason ?? "\(error)"
            return context.show("\(shape.label) is not offered under the rule \(rule.description.escapedForDisplay(limit: 40)): \(reason)")
        }
        if setTopology(board, in: context) {
            context.preferences.boardShape = shape.rawValue
        }
    }

    /// Moves the board to the plane or a bounded grid, keeping the cells that fit; one undo step.
    /// Returns false (and says why) when the board cannot move: the universe is too large to list,
    /// or the rule (`rule`, which it then runs, or the one in force) does not run on that grid.
    @discardableResult
    public static func setTopology(_ topology: Topology, in context: FeatureContext, rule: Rule? = nil) -> Bool {
        guard topology != context.simulation.topology else { return true }
        guard let switched = switchTopology(topology, in: context, rule: rule) else { return false }
        // Undoable whether or not cells were dropped (the run's history starts again on the new board).
        context.show(switched.sentence + " (Ctrl+Z undoes)")
        return true
    }

    /// `setTopology`'s work without its notice: what it did ("Switched to a torus 40x30", and
    /// the cells dropped) and how many cells it dropped, or nil when it could not (the reason shown).
    private static func switchTopology(_ topology: Topology, in context: FeatureContext, rule: Rule?) -> (sentence: String, dropped: Int)? {
        let simulation = context.simulation
        guard !simulation.isHuge else {
            context.show("The universe is too large (\(NumberFormat.grouped(exact: simulation.universe.exactPopulation)) cells) to move onto \(topology == .plane ? "the plane" : "a bounded board")")
            return nil
        }
        let ruleInForce = rule ?? simulation.universe.rule
        do {
            try ruleInForce.check(on: topology, text: "\(ruleInForce)\(topology.suffix)")
        } catch {
            // In plain words, not as a rule with a board suffix.
            let reason = (error as? RuleError)?.reason ?? "\(error)"
            context.show("A \(topology.description) is not offered under the rule \(ruleInForce.description.escapedForDisplay(limit: 40)): \(reason)")
            return nil
        }
        var dropped = 0
        simulation.edit("the switch to \(topology)") { dropped = simulation.switchTopology(to: topology, rule: rule) }
        context.request(.fit)
        let place = topology == .plane ? "the endless plane" : "a \(topology.description)"
        return (dropped == 0 ? "Switched to \(place)"
                    : "Switched to \(place): \(dropped) cell\(dropped == 1 ? "" : "s") outside it \(dropped == 1 ? "was" : "were") dropped", dropped)
    }

    /// Runs the board under another rule (B/S notation or a name; Golly's bounded-grid suffix
    /// ":T40,25" also sets the torus); one undo step. False, with the reason shown, when the
    /// text is not a rule.
    @discardableResult
    public static func applyRule(_ text: String, in context: FeatureContext) -> Bool {
        let simulation = context.simulation
        do {
            let (rule, topology) = try Rule.parseWithTopology(text)
            // A rule without a suffix runs on the board as it is, if it can.
            try rule.check(on: text.contains(":") ? topology : simulation.topology, text: text)
            let changesRule = rule != simulation.universe.rule
            if changesRule && simulation.isHuge {
                context.show("The universe is too large to change its rule; reset or clear it first")
                return true
            }
            // Cells in states the rule lacks take its last state (as in Golly), and are told.
            let beyond = changesRule ? simulation.universe.snapshot().decaying.values.filter { Int($0) >= rule.states }.count : 0
            var switched: String?
            if text.contains(":"), topology != simulation.topology {
                // The rule and the board change together (the old rule may not run on the new board).
                guard let done = switchTopology(topology, in: context, rule: rule) else { return false }
                switched = done.sentence
            } else if changesRule {
                var pattern = simulation.universe.snapshot()
                pattern.rule = rule
                // Refused before the board changes (it became the few cells the engine kept).
                if let refusal = simulation.refusal(of: pattern) {
                    context.show("The rule \(rule.description.escapedForDisplay(limit: 40)) cannot run this board: \(refusal.description); the rule is unchanged")
                    return false
                }
                simulation.edit("the rule change to \(rule)") { simulation.load(pattern) }
            }
            guard changesRule else {
                if let switched { context.show(switched + " (Ctrl+Z undoes)") }
                return true
            }
            // Both changes are told when the text moved the board too.
            let changed = beyond == 0 ? nil : "\(NumberFormat.grouped(Int64(beyond))) cell\(beyond == 1 ? "" : "s") in states it lacks became "
                + (rule.states == 2 ? "live" : "state \(rule.states - 1)") + " (it has \(rule.states))"
            // Named as the header names it, with the rule as written ("Brian's Brain (/2/3)": "/2/3" alone said little).
            let named = RuleNames.shortName(of: rule), said = named == rule.description ? named : "\(named) (\(rule))"
            context.show("Rule \(said)" + ([changed, switched].compactMap { $0 }.map { "; " + $0 }.joined()) + " (Ctrl+Z undoes)")
            return true
        } catch {
            context.show("\(error)")
            return false
        }
    }

    /// Chooses the cell colour (solid: any transparency is dropped); nil returns to the theme's.
    public static func setCellColor(_ color: Color?, in context: FeatureContext) {
        context.preferences.cellColor = color.map { Color(r: $0.r, g: $0.g, b: $0.b) }
    }

    /// Puts every setting back to its default (the board is kept; a universe switch is undoable).
    public static func reset(in context: FeatureContext) {
        let simulation = context.simulation
        context.preferences = Preferences()
        context.autoZoomSuspended = false
        simulation.autoStopEnabled = true
        simulation.generationsPerSecond = defaultSpeed
        setHyperspeed(false, in: context)
        simulation.hyperStepFixed = nil
        context.useTheme(context.themes[0])
        setTopology(.plane, in: context)
        // The rule is the board's (saved with it), not a setting: said, so its staying is no surprise.
        let rule = simulation.universe.rule
        context.show(rule == .conway ? "Settings are back to their defaults"
            : "Settings are back to their defaults; the rule \(RuleNames.shortName(of: rule)) is the board's and stays (Settings › Rule changes it)")
    }

    /// Moves the speed `steps` places along `speeds` (from the nearest one); past the fastest,
    /// hyperspeed. In hyperspeed, faster hands a fixed step back to the automatic one, and slower
    /// leaves hyperspeed.
    public static func changeSpeed(by steps: Int, in context: FeatureContext) {
        let simulation = context.simulation
        if simulation.hyperspeed {
            if steps < 0 {
                setHyperspeed(false, in: context)
            } else if simulation.hyperStepFixed != nil {
                simulation.hyperStepFixed = nil
                context.show("Hyperspeed step: automatic")
            }
            return
        }
        if steps > 0 && simulation.generationsPerSecond.isInfinite {
            setHyperspeed(true, in: context)
            return
        }
        let current = simulation.generationsPerSecond
        let nearest = speeds.indices.min { abs(speeds[$0] - current) < abs(speeds[$1] - current) } ?? 0
        let index = current.isInfinite ? speeds.count - 1 : nearest
        simulation.generationsPerSecond = speeds[min(max(index + steps, 0), speeds.count - 1)]
    }

    /// Turns hyperspeed on or off (on: play advances 2^k generations a frame with HashLife).
    public static func setHyperspeed(_ on: Bool, in context: FeatureContext) {
        let simulation = context.simulation
        if on && simulation.topology != .plane {
            context.show("Hyperspeed runs on the endless plane; a torus plays at max speed")
            simulation.hyperspeed = false
            simulation.generationsPerSecond = .infinity
        } else {
            simulation.hyperspeed = on
            if on { simulation.generationsPerSecond = .infinity }
        }
    }

    /// Doubles (+1) or halves (-1) hyperspeed's step and fixes it there, as Golly's step exponent
    /// does (`{` and `}`); hyperspeed comes on if it is off. `]` gives the step back to the pacer.
    public static func changeHyperStep(by steps: Int, in context: FeatureContext) {
        let simulation = context.simulation
        if !simulation.hyperspeed {
            setHyperspeed(true, in: context)
            guard simulation.hyperspeed else { return }
        }
        let next = min(max(simulation.hyperStepLog + steps, 0), Simulation.hyperStepLogLimit)
        simulation.hyperStepFixed = next
        context.show("Hyperspeed step fixed at 2^\(next) generations; press ] for automatic")
    }

    /// Halves (-1) or doubles (+1) HashLife's memory cap, within 64 MiB ... 64 GiB and the machine's memory.
    public static func changeMemoryCap(by delta: Int, in context: FeatureContext) {
        let mib = context.preferences.maxMemoryMiB
        guard let next = doubled(mib, by: delta, within: Settings.hashLifeMemoryRange, named: "HashLife memory", in: context) else { return }
        context.preferences.maxMemoryMiB = next
    }

    /// Halves (-1) or doubles (+1) the run history's memory cap, within 16 MiB ... 16 GiB and the machine's memory.
    public static func changeHistoryCap(by delta: Int, in context: FeatureContext) {
        let mib = context.preferences.historyMemoryMiB
        guard let next = doubled(mib, by: delta, within: Settings.historyMemoryRange, named: "History memory", in: context) else { return }
        context.preferences.historyMemoryMiB = next
    }

    /// `range` up to the largest power of two within the machine's memory (a cap of 64 GB on a
    /// machine of 24 was offered without a word).
    static func memoryRange(_ range: ClosedRange<Int>, in context: FeatureContext) -> ClosedRange<Int> {
        let machine = max(1, context.services.machineMemoryMiB)
        let ceiling = 1 << (Int.bitWidth - 1 - machine.leadingZeroBitCount)
        return range.lowerBound...max(range.lowerBound, min(range.upperBound, ceiling))
    }

    /// `mib` halved or doubled within `setting` and the machine's memory; nil (said, when it is
    /// the machine's memory that stops it) when it cannot go that way.
    private static func doubled(_ mib: Int, by delta: Int, within setting: ClosedRange<Int>, named name: String, in context: FeatureContext) -> Int? {
        let range = memoryRange(setting, in: context)
        let next = clamp(delta < 0 ? mib / 2 : mib * 2, range)
        guard delta < 0 || next > mib else {
            if mib * 2 <= setting.upperBound {
                context.show("\(name) stays at \(SettingsView.size(mib)): this machine has \(SettingsView.size(context.services.machineMemoryMiB))")
            }
            return nil
        }
        return next
    }

    private static func clamp(_ value: Int, _ range: ClosedRange<Int>) -> Int {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
