import LifeEngine
import LifeInterface
import LifeScene

/// The settings sheet's input: it takes the pointer (a switch flips, a swatch or the picker sets
/// the colour, a field starts editing, a preset or the slider sets the speed; the close button or
/// a click outside closes it), its fields' keys, and the wheel and arrows that scroll it. Other
/// keys pass to the shortcuts that work anywhere.
extension SettingsEditing {
    /// Pixels one wheel notch or arrow key scrolls the sheet.
    public static let scrollStep = 48.0

    /// The sheet's layout in the window as it is scrolled now.
    public func layout(in context: FeatureContext) -> SettingsLayout {
        SettingsLayout(grid: context.layout.grid, themeCount: context.themes.count, scroll: scroll)
    }

    /// Handles an event while the sheet is on top.
    public mutating func handle(_ event: InputEvent, in context: FeatureContext) -> OverlayReply {
        let modal = layout(in: context)
        switch event {
        case .pointerDown(let point, let button, _):
            if button == .left { return press(at: point, modal: modal, in: context) }
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
            scroll(by: -dy * Self.scrollStep, in: context)
        case .text(let typed):
            rule?.type(typed)
            hex?.type(typed)
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
    public var isEditingField: Bool { rule != nil || hex != nil }

    /// Keys: a field being edited takes Enter, Escape and its editing keys; otherwise Escape
    /// closes the sheet and the arrows, Home and End scroll it.
    private mutating func key(_ key: Key, _ modifiers: KeyModifiers, in context: FeatureContext) -> OverlayReply {
        if var field = rule {
            switch key {
            case .escape: rule = nil
            case .enter: if SettingsActions.applyRule(field.text, in: context) { rule = nil }
            default:
                guard field.handle(key, modifiers) else { return .passed }
                rule = field
            }
            return .handled
        }
        if var field = hex {
            switch key {
            case .escape: hex = nil
            case .enter:
                if let color = Color(hex: field.text) { SettingsActions.setCellColor(color, in: context) }
                hex = nil
            default:
                guard field.handle(key, modifiers) else { return .passed }
                hex = field
            }
            return .handled
        }
        switch key {
        case .escape: return .close
        case .down: scroll(by: Self.scrollStep, in: context)
        case .up: scroll(by: -Self.scrollStep, in: context)
        case .end: scroll(by: .infinity, in: context)
        case .home: scroll(by: -.infinity, in: context)
        default: return .passed
        }
        return .handled
    }

    /// A click in the sheet.
    private mutating func press(at point: Point, modal: SettingsLayout, in context: FeatureContext) -> OverlayReply {
        drag = nil
        if hex != nil && !modal.hexField.contains(point) { hex = nil }
        if rule != nil && !modal.ruleField.contains(point) { rule = nil }
        let simulation = context.simulation
        if modal.close.contains(point) || !modal.panel.contains(point) {
            return .close
        } else if !modal.content.contains(point) {
            // The title bar: nothing to press there.
        } else if let toggle = modal.toggle(at: point) {
            SettingsActions.flip(toggle, in: context)
        } else if let i = modal.swatches.firstIndex(where: { $0.contains(point) }) {
            SettingsActions.setCellColor(SettingsLayout.swatchColors[i], in: context)
        } else if modal.svSquare.contains(point) {
            drag = .saturationValue
            pick(at: point, in: modal, context: context)
        } else if modal.hueStrip.insetBy(0, -6).contains(point) {
            drag = .hue
            pick(at: point, in: modal, context: context)
        } else if modal.ruleField.contains(point) {
            rule = TextField(simulation.universe.rule.description, characters: .rule, limit: 40)
        } else if modal.hexField.contains(point) {
            hex = TextField(String(context.liveCellColor.description.dropFirst()), characters: .hex, limit: 6)
        } else if let preset = modal.speedPreset(at: point) {
            switch preset {
            case .hyperspeed:
                SettingsActions.setHyperspeed(true, in: context)
            case .rate(let speed):
                SettingsActions.setHyperspeed(false, in: context)
                simulation.generationsPerSecond = speed
            }
        } else if let delta = modal.hyperStepControl(at: point) {
            if delta == 0 {
                simulation.hyperStepFixed = nil
            } else {
                SettingsActions.changeHyperStep(by: delta, in: context)
            }
        } else if let delta = modal.memoryStepper(at: point) {
            SettingsActions.changeMemoryCap(by: delta, in: context)
        } else if let delta = modal.historyStepper(at: point) {
            SettingsActions.changeHistoryCap(by: delta, in: context)
        } else if modal.isOnSlider(point) {
            SettingsActions.setHyperspeed(false, in: context)
            drag = .speedSlider
            simulation.generationsPerSecond = modal.speed(atSliderX: point.x)
        } else if modal.resetButton.contains(point) {
            SettingsActions.reset(in: context)
        } else if let index = modal.theme(at: point) {
            context.useTheme(context.themes[index])
        } else if let side = modal.size(at: point) {
            SettingsActions.setTorusSize(width: side, height: side, in: context)
        } else if let step = modal.stepper(at: point) {
            let size = SettingsActions.torusSize(in: context)
            SettingsActions.setTorusSize(width: size.width + (step.side == .width ? step.delta : 0),
                                         height: size.height + (step.side == .height ? step.delta : 0), in: context)
        }
        return .handled
    }

    /// Sets the colour from a point on the saturation/value square or the hue strip.
    private func pick(at point: Point, in modal: SettingsLayout, context: FeatureContext) {
        var (h, s, v) = context.liveCellColor.hsv
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
        SettingsActions.setCellColor(Color(hue: h, saturation: s, value: v), in: context)
    }
}
