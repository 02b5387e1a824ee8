import LifeEngine
import LifeInterface
import LifeScene

/// The settings sheet's input: it takes the pointer (a switch flips, a swatch or the picker sets
/// the colour, a field starts editing, a preset or the slider sets the speed; the close button or
/// a click outside closes it), its fields' keys, and the wheel and arrows that scroll it. Other
/// keys pass to the shortcuts that work anywhere.
extension SettingsEditing {
    /// The longest rule the field takes (a MAP rule with its padding and any bounded grid fits).
    public static let ruleLimit = 160

    /// Pixels one wheel notch or arrow key scrolls the sheet.
    public static let scrollStep = 48.0

    /// The sheet's layout in the window as it is scrolled now.
    public func layout(in context: FeatureContext) -> SettingsLayout {
        SettingsLayout(grid: context.layout.grid, themeCount: context.themes.count, scroll: scroll)
    }

    /// Handles an event while the sheet is on top; `hit` is its control under the pointer (nil
    /// outside the sheet), from the regions the UI pass listed.
    public mutating func handle(_ event: InputEvent, hit: SettingsControl?, in context: FeatureContext) -> OverlayReply {
        let modal = layout(in: context)
        switch event {
        case .pointerDown(let point, let button, _):
            if button == .left { return press(hit, at: point, modal: modal, in: context) }
        case .pointerMoved(let point):
            switch drag {
            case .speedSlider?:
                context.simulation.generationsPerSecond = modal.speed(atSliderX: point.x)
            case .saturationValue?, .hue?:
                pick(at: point, in: modal, context: context)
            case nil:
                break
            }
        case .pointerUp:
            drag = nil
        case .wheel(_, let dy, _):
            if let field = rule, case .ruleChoice? = hit, dy != 0 {
                // Over the named rules on offer, the wheel goes down their list (the one lit, which the list keeps in view).
                let offered = RulePicker.matches(field.text, inForce: context.simulation.universe.rule.description)
                let steps = Int(dy.magnitude.rounded(.up)) * (dy < 0 ? 1 : -1)
                ruleChoice = min(max((ruleChoice ?? -1) + steps, 0), offered.count - 1)
            } else {
                scroll(by: -dy * Self.scrollStep, in: context)
            }
        case .text(let typed):
            for notice in [rule?.type(typed), hex?.type(typed)] { if let notice { context.show(notice) } }
            if let notice = side?.field.type(typed) { context.show(notice) }
        case .key(let key, _) where hit?.takesArrows == true && (key.isArrow || key == .home || key == .end):
            adjust(hit!, by: key, in: context)
        case .key(let key, let modifiers):
            return self.key(key, modifiers, in: context)
        default:
            break
        }
        return .handled
    }

    /// Scrolls the sheet by `pixels` (down when positive), within its content.
    public mutating func scroll(by pixels: Double, in context: FeatureContext) {
        scroll = min(max(scroll + pixels, 0), layout(in: context).maxScroll)
    }

    /// Whether a field is being edited (it keeps Enter and Space from the focus ring).
    public var isEditingField: Bool { rule != nil || hex != nil || side != nil }

    /// Selects the whole text of the field being edited (opened from the keyboard: typing replaces it).
    public mutating func selectFieldText() {
        rule?.selectAll()
        hex?.selectAll()
        side?.field.selectAll()
    }

    /// Keys: a field being edited takes Enter, Escape and its editing keys; otherwise Escape
    /// closes the sheet and the arrows, Page Up and Down, Home and End scroll it.
    private mutating func key(_ key: Key, _ modifiers: KeyModifiers, in context: FeatureContext) -> OverlayReply {
        if var field = rule {
            let offered = RulePicker.matches(field.text, inForce: context.simulation.universe.rule.description)
            switch key {
            case .escape: rule = nil
            case .enter:
                var text = ruleChoice.map { offered[$0].rule } ?? field.text
                // Part of a name ("Brian") with one rule on offer: that rule, when the text is no rule itself.
                if ruleChoice == nil, offered.count == 1, (try? Rule.parseWithTopology(text)) == nil { text = offered[0].rule }
                applyRule(text, in: context)
            case .down where !offered.isEmpty: ruleChoice = min((ruleChoice ?? -1) + 1, offered.count - 1)
            case .up where !offered.isEmpty: ruleChoice = ruleChoice.map { max($0 - 1, 0) }
            default:
                guard Self.edit(&field, key, modifiers, in: context) else { return .passed }
                rule = field
            }
            return .handled
        }
        if var field = hex {
            switch key {
            case .escape: hex = nil
            case .enter:
                // Three digits are CSS's shorthand (F80 is FF8800). A colour refused keeps the
                // field open, the reason beside it (a notice would cover the control bar, far from it).
                let digits = field.text.count == 3 ? field.text.map { "\($0)\($0)" }.joined() : field.text
                guard let color = Color(hex: digits) else {
                    hexError = "Six hex digits (or three), RRGGBB such as 4ADE80: this has \(field.text.count)"
                    return .handled
                }
                SettingsActions.setCellColor(color, in: context)
                hex = nil
            default:
                guard Self.edit(&field, key, modifiers, in: context) else { return .passed }
                hex = field
            }
            return .handled
        }
        if var typed = side {
            switch key {
            case .escape: side = nil
            case .enter: applySide(in: context)
            default:
                guard Self.edit(&typed.field, key, modifiers, in: context) else { return .passed }
                side = typed
            }
            return .handled
        }
        switch key {
        case .escape: return .close
        case .down: scroll(by: Self.scrollStep, in: context)
        case .up: scroll(by: -Self.scrollStep, in: context)
        case .end: scroll(by: .infinity, in: context)
        case .home: scroll(by: -.infinity, in: context)
        case .pageDown, .pageUp:
            // A page: the content's height less a step, so a line of the last page stays in sight.
            let page = max(layout(in: context).content.height - Self.scrollStep, Self.scrollStep)
            scroll(by: key == .pageDown ? page : -page, in: context)
        default: return .passed
        }
        return .handled
    }

    /// A key in a field being edited other than Enter and Escape: Ctrl+V pastes (saying what did
    /// not go in), editing keys edit, and a key that types is the field's (its text follows), not a
    /// shortcut's; false for a key the field does not take.
    private static func edit(_ field: inout TextField, _ key: Key, _ modifiers: KeyModifiers, in context: FeatureContext) -> Bool {
        if key == .letter("v") && modifiers.contains(.control) {
            if let notice = field.paste(context.services.readClipboard()) { context.show(notice) }
            return true
        }
        return field.handle(key, modifiers) || key.types(with: modifiers)
    }

    /// A click in the sheet on `control` (nil: outside it).
    private mutating func press(_ control: SettingsControl?, at point: Point, modal: SettingsLayout, in context: FeatureContext) -> OverlayReply {
        drag = nil
        let armed = resetArmed
        resetArmed = false
        if hex != nil && control != .hex { hex = nil }
        // A side typed is put in force by a click elsewhere, as the rule is (one refused says why).
        if let typed = side, control != .side(typed.side) { applySide(in: context) }
        if case .ruleChoice(let index)? = control, let field = rule {
            let offered = RulePicker.matches(field.text, inForce: context.simulation.universe.rule.description)
            applyRule(offered[index].rule, in: context)
            return .handled
        }
        if let field = rule, control != .rule {
            // A click elsewhere puts a changed rule in force, as Tab and Enter do, rather than
            // dropping it unseen; a rule refused keeps the field open with the reason, and the click waits.
            if field.text != context.simulation.universe.rule.description {
                applyRule(field.text, in: context)
                if rule != nil { return .handled }
            }
            rule = nil
        }
        let simulation = context.simulation
        switch control {
        case .close?, nil:
            return .close
        case .panel?:
            break  // the title, a heading, the space between controls: nothing to press there
        case .toggle(let toggle)?:
            SettingsActions.flip(toggle, in: context)
        case .swatch(let i)?:
            SettingsActions.setCellColor(SettingsLayout.swatchColors[i], in: context)
        case .saturationValue?:
            drag = .saturationValue
            pick(at: point, in: modal, context: context)
        case .hue?:
            drag = .hue
            pick(at: point, in: modal, context: context)
        case .rule?:
            rule = TextField(simulation.universe.rule.description, characters: .rule, limit: Self.ruleLimit)
        case .hex?:
            // Selected whole: a colour typed or pasted replaces it.
            hex = TextField(String(context.liveCellColor.description.dropFirst()), characters: .hex, limit: 6)
            hex?.selectAll()
        case .speed(let i)?:
            switch modal.speeds[i].0 {
            case .hyperspeed:
                SettingsActions.setHyperspeed(true, in: context)
            case .rate(let speed):
                SettingsActions.setHyperspeed(false, in: context)
                simulation.generationsPerSecond = speed
            }
        case .hyperStep(0)?:
            simulation.hyperStepFixed = nil
        case .hyperStep(let delta)?:
            SettingsActions.changeHyperStep(by: delta, in: context)
        case .memory(let delta)?:
            SettingsActions.changeMemoryCap(by: delta, in: context)
        case .historyMemory(let delta)?:
            SettingsActions.changeHistoryCap(by: delta, in: context)
        case .slider?:
            SettingsActions.setHyperspeed(false, in: context)
            drag = .speedSlider
            simulation.generationsPerSecond = modal.speed(atSliderX: point.x)
        case .reset?:
            // Asked once: the first press turns the button into its confirmation.
            if armed { SettingsActions.reset(in: context) } else { resetArmed = true }
        case .ruleChoice?:
            break  // taken above, while the field is edited
        case .theme(let index)?:
            context.useTheme(context.themes[index])
        case .shape(let i)?:
            SettingsActions.setShape(modal.shapes[i].0, in: context)
        case .size(let i)?:
            let side = modal.sizes[i].0
            SettingsActions.setTorusSize(width: side, height: side, in: context)
        case .side(let which)?:
            if side?.side != which {
                let size = SettingsActions.torusSize(in: context)
                side = SideField(which, value: which == .width ? size.width : size.height)
            }
        case .stepper(let i)?:
            let step = modal.steppers[i], size = SettingsActions.torusSize(in: context)
            guard (step.side == .width ? size.width : size.height) != 0 else {
                context.show("The board's \(step.side == .width ? "width" : "height") is infinite: type a number into its box to give it one")
                return .handled
            }
            // Stepping down stops at 3 (a smaller side, which Golly's grids allow, is typed).
            func stepped(_ side: Int64) -> Int64 {
                step.delta < 0 && side + step.delta < Topology.minimumSide ? min(side, Topology.minimumSide) : side + step.delta
            }
            SettingsActions.setTorusSize(width: step.side == .width ? stepped(size.width) : size.width,
                                         height: step.side == .height ? stepped(size.height) : size.height, in: context)
        }
        return .handled
    }

    /// Sets the colour from a point on the saturation/value square or the hue strip.
    private mutating func pick(at point: Point, in modal: SettingsLayout, context: FeatureContext) {
        var (h, s, v) = hsv(of: context.liveCellColor)
        switch drag {
        case .saturationValue:
            s = min(max((point.x - modal.svSquare.x) / modal.svSquare.width, 0), 1)
            v = 1 - min(max((point.y - modal.svSquare.y) / modal.svSquare.height, 0), 1)
        case .hue:
            h = min(max((point.x - modal.hueStrip.x) / modal.hueStrip.width, 0), 0.999)
            if s == 0 { s = 1 }
            if v == 0 { v = 1 }
        case .speedSlider, nil:
            return
        }
        setPicked(h, s, v, in: context)
    }

    /// Sets the cells' colour to hue `h`, saturation `s` and value `v`, and remembers them.
    private mutating func setPicked(_ h: Double, _ s: Double, _ v: Double, in context: FeatureContext) {
        let color = Color(hue: h, saturation: s, value: v)
        SettingsActions.setCellColor(color, in: context)
        (picked, pickedHSV) = (color, SIMD3(h, s, v))
    }

    /// Steps by an arrow key (the focus ring on it) the speed slider, a twenty-fourth of its
    /// length; the square's saturation (left, right) or value (up, down), a twentieth; or the hue, a
    /// thirty-sixth, round the circle.
    private mutating func adjust(_ control: SettingsControl, by key: Key, in context: FeatureContext) {
        if key == .home || key == .end {
            // Home and End: the slider's slowest and fastest speeds (the colour's controls have no ends to go to).
            guard control == .slider else { return }
            SettingsActions.setHyperspeed(false, in: context)
            context.simulation.generationsPerSecond = key == .home ? SettingsLayout.sliderRange.lowerBound : SettingsLayout.sliderRange.upperBound
            return
        }
        let sign: Double = key == .left || key == .down ? -1 : 1
        var (h, s, v) = hsv(of: context.liveCellColor)
        switch control {
        case .slider:
            let modal = layout(in: context), simulation = context.simulation
            // At Max or hyperspeed, past the slider's end: faster stays there, slower comes onto it.
            if simulation.hyperspeed || !simulation.generationsPerSecond.isFinite, sign > 0 { return }
            let now = simulation.hyperspeed ? SettingsLayout.sliderRange.upperBound : simulation.generationsPerSecond
            var next = modal.speed(atSliderX: modal.sliderX(for: now) + sign * modal.slider.width / 24)
            // Rounded to whole generations a second, a small step could stay where it was.
            if next == now.rounded() { next = now.rounded() + sign }
            SettingsActions.setHyperspeed(false, in: context)
            simulation.generationsPerSecond = min(max(next, SettingsLayout.sliderRange.lowerBound), SettingsLayout.sliderRange.upperBound)
            return
        case .saturationValue where key == .left || key == .right:
            s = min(max(s + sign / 20, 0), 1)
        case .saturationValue:
            v = min(max(v + sign / 20, 0), 1)
        case .hue:
            h = (h + sign / 36 + 1).truncatingRemainder(dividingBy: 1)
            if s == 0 { s = 1 }
            if v == 0 { v = 1 }
        default:
            return
        }
        setPicked(h, s, v, in: context)
    }

    /// Sizes the board by the side typed and stops editing; a text that is no side in range is
    /// refused with a notice, the size kept.
    private mutating func applySide(in context: FeatureContext) {
        guard let typed = side else { return }
        side = nil
        let size = SettingsActions.torusSize(in: context)
        let shown = typed.side == .width ? size.width : size.height
        guard typed.field.text != typed.initial else { return }
        let name = typed.side == .width ? "width" : "height"
        guard let value = typed.value, value == 0 || Topology.boardSides.contains(value) else {
            let range = "\(Topology.boardSides.lowerBound) to \(NumberFormat.grouped(Topology.boardSides.upperBound))"
            context.show("A board's \(name) is a whole number of cells, \(range) (0 or ∞: endless); '\(typed.field.text)' is not: it stays \(SettingsView.sideText(shown))")
            return
        }
        if value == 0, let refusal = Self.endlessSideRefusal(name, other: typed.side == .width ? size.height : size.width, in: context) {
            context.show("\(refusal) (the \(name) stays \(SettingsView.sideText(shown)))")
            return
        }
        // A side taken: what was said of one refused before goes (the switch says its own).
        context.clearNotice()
        guard value != shown else { return }
        SettingsActions.setTorusSize(width: typed.side == .width ? value : size.width,
                                     height: typed.side == .height ? value : size.height, in: context)
    }

    /// Why a side cannot be made endless (a tube, a strip), or nil when it can: only on a bounded
    /// board in use (the size kept for later is finite), a torus or a walled one (Golly's T and P),
    /// the other side finite (both endless is the plane).
    private static func endlessSideRefusal(_ name: String, other: Int64, in context: FeatureContext) -> String? {
        guard SettingsActions.value(of: .torus, in: context) else { return "An endless \(name) is for a bounded board: switch Bounded board on first" }
        let shape = BoardShape(context.simulation.topology)
        guard let shape, shape.takesEndlessSide else {
            return "Only a torus or a walled board may have an endless side (a tube or a strip), not this \(context.simulation.topology.description)"
        }
        guard other != 0 else { return "Both sides endless is the unbounded plane: switch Bounded board off for it" }
        return nil
    }

    /// Runs the board under the rule typed and stops editing; when it is refused, the field stays
    /// open with the reason at it (not in a notice).
    private mutating func applyRule(_ text: String, in context: FeatureContext) {
        let (taken, reason) = context.refusal { SettingsActions.applyRule(text, in: context) }
        if taken { rule = nil } else if let reason { ruleError = reason }
    }
}
