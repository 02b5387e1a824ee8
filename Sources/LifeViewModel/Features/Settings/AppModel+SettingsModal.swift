import LifeInterface
import LifeRun
import LifeEngine
import LifeScene
import LifeStore

/// The settings modal: its clicks, drags, fields and keys, and what each setting does.
extension AppModel {
    /// Pixels one wheel notch or arrow key scrolls the settings sheet.
    static let settingsScrollStep = 48.0

    /// Live cells' colour: the one chosen, or the theme's.
    public var liveCellColor: Color { cellColor ?? theme.colors.cell }

    /// The torus size the settings show: the board's own on a torus, else the one chosen last (24x24 at first).
    public var torusWidth: Int64 {
        if case let .torus(w, _) = simulation.topology { return w }
        return chosenTorusSize.width
    }
    /// See `torusWidth`.
    public var torusHeight: Int64 {
        if case let .torus(_, h) = simulation.topology { return h }
        return chosenTorusSize.height
    }

    /// The modal's editing state, when it is open.
    public var settingsEditing: SettingsEditing? {
        for overlay in overlays.reversed() { if case .settings(let editing) = overlay { return editing } }
        return nil
    }

    /// The modal's layout as it is scrolled now.
    var settingsLayout: SettingsLayout {
        SettingsLayout(grid: layout.grid, themeCount: themes.count, scroll: settingsEditing?.scroll ?? 0)
    }

    /// Scrolls the sheet by `pixels` (down when positive), within its content.
    func scrollSettings(by pixels: Double) {
        let maxScroll = settingsLayout.maxScroll
        editSettings { $0.scroll = min(max($0.scroll + pixels, 0), maxScroll) }
    }

    /// Changes the modal's editing state in place.
    func editSettings(_ change: (inout SettingsEditing) -> Void) {
        guard let index = overlays.lastIndex(where: { $0.kind == .settings }),
              case .settings(var editing) = overlays[index] else { return }
        change(&editing)
        overlays[index] = .settings(editing)
    }

    /// Events while the modal is on top: it takes the pointer and its fields' keys; returns
    /// false for keys it leaves to the shortcuts that work anywhere.
    func handleSettings(_ event: InputEvent, now: Double) -> Bool {
        guard let editing = settingsEditing else { return false }
        let modal = settingsLayout
        switch event {
        case .pointerDown(let point, let button, _):
            if button == .left { settingsPress(at: point, modal: modal, now: now) }
        case .pointerMoved(let point):
            setHovered(action(at: point))
            switch editing.drag {
            case .speedSlider?:
                simulation.generationsPerSecond = modal.speed(atSliderX: point.x)
            case .saturationValue?, .hue?:
                pick(at: point, in: modal, drag: editing.drag)
            case nil:
                break
            }
        case .pointerUp:
            editSettings { $0.drag = nil }
        case .pointerLeft:
            setHovered(nil)
        case .wheel(_, let dy, _):
            scrollSettings(by: -dy * Self.settingsScrollStep)
        case .text(let typed):
            editSettings {
                $0.rule?.type(typed)
                $0.hex?.type(typed)
            }
        case .key(let key, let modifiers):
            return settingsKey(key, modifiers, editing: editing, now: now)
        default:
            break
        }
        return true
    }

    /// Keys in the modal: a field being edited takes Enter, Escape and its editing keys; otherwise
    /// Escape closes the modal.
    private func settingsKey(_ key: Key, _ modifiers: KeyModifiers, editing: SettingsEditing, now: Double) -> Bool {
        if var field = editing.rule {
            switch key {
            case .escape: editSettings { $0.rule = nil }
            case .enter: applyRule(field.text, now: now)
            default:
                guard field.handle(key, modifiers) else { return false }
                editSettings { $0.rule = field }
            }
            return true
        }
        if var field = editing.hex {
            switch key {
            case .escape: editSettings { $0.hex = nil }
            case .enter:
                if let color = Color(hex: field.text) { setCellColor(color) }
                editSettings { $0.hex = nil }
            default:
                guard field.handle(key, modifiers) else { return false }
                editSettings { $0.hex = field }
            }
            return true
        }
        switch key {
        case .escape: close { $0.kind == .settings }
        case .down: scrollSettings(by: Self.settingsScrollStep)
        case .up: scrollSettings(by: -Self.settingsScrollStep)
        case .end: scrollSettings(by: .infinity)
        case .home: scrollSettings(by: -.infinity)
        default: return false
        }
        return true
    }

    /// A click in the modal: a switch flips, a swatch or the picker sets the colour, a field
    /// starts editing, a preset or the slider sets the speed; the close button or outside closes.
    private func settingsPress(at point: Point, modal: SettingsLayout, now: Double) {
        editSettings { editing in
            editing.drag = nil
            if editing.hex != nil && !modal.hexField.contains(point) { editing.hex = nil }
            if editing.rule != nil && !modal.ruleField.contains(point) { editing.rule = nil }
        }
        if modal.close.contains(point) || !modal.panel.contains(point) {
            close { $0.kind == .settings }
        } else if !modal.content.contains(point) {
            // The title bar: nothing to press there.
        } else if let toggle = modal.toggle(at: point) {
            flip(toggle)
        } else if let i = modal.swatches.firstIndex(where: { $0.contains(point) }) {
            setCellColor(SettingsLayout.swatchColors[i])
        } else if modal.svSquare.contains(point) {
            editSettings { $0.drag = .saturationValue }
            pick(at: point, in: modal, drag: .saturationValue)
        } else if modal.hueStrip.insetBy(0, -6).contains(point) {
            editSettings { $0.drag = .hue }
            pick(at: point, in: modal, drag: .hue)
        } else if modal.ruleField.contains(point) {
            let rule = simulation.universe.rule.description
            editSettings { $0.rule = TextField(rule, characters: .rule, limit: 40) }
        } else if modal.hexField.contains(point) {
            let hex = String(liveCellColor.description.dropFirst())
            editSettings { $0.hex = TextField(hex, characters: .hex, limit: 6) }
        } else if let preset = modal.speedPreset(at: point) {
            switch preset {
            case .hyperspeed:
                setHyperspeed(true)
            case .rate(let speed):
                setHyperspeed(false)
                simulation.generationsPerSecond = speed
            }
        } else if let delta = modal.hyperStepControl(at: point) {
            if delta == 0 {
                simulation.hyperStepFixed = nil
            } else {
                changeHyperStep(by: delta)
            }
        } else if let delta = modal.memoryStepper(at: point) {
            changeMemoryCap(by: delta)
        } else if let delta = modal.historyStepper(at: point) {
            changeHistoryCap(by: delta)
        } else if modal.isOnSlider(point) {
            setHyperspeed(false)
            editSettings { $0.drag = .speedSlider }
            simulation.generationsPerSecond = modal.speed(atSliderX: point.x)
        } else if modal.resetButton.contains(point) {
            resetSettings(now: now)
        } else if let index = modal.theme(at: point) {
            useTheme(themes[index])
        } else if let side = modal.size(at: point) {
            setTorusSize(width: side, height: side)
        } else if let step = modal.stepper(at: point) {
            setTorusSize(width: torusWidth + (step.side == .width ? step.delta : 0),
                         height: torusHeight + (step.side == .height ? step.delta : 0))
        }
    }

    /// Chooses the cell colour (solid: any transparency is dropped); nil returns to the theme's.
    public func setCellColor(_ color: Color?) {
        cellColor = color.map { Color(r: $0.r, g: $0.g, b: $0.b) }
    }

    /// The current value of a switch setting.
    public func value(of toggle: SettingToggle) -> Bool {
        switch toggle {
        case .autoStop: return simulation.autoStopEnabled
        case .autoZoom: return autoZoomEnabled
        case .unlimitedZoomOut: return unlimitedZoomOut
        case .gridLines: return gridLinesEnabled
        case .torus: if case .torus = simulation.topology { return true } else { return false }
        }
    }

    /// Moves the board to the plane or a torus, keeping the cells that fit; undoable with Ctrl+Z.
    public func setTopology(_ topology: Topology, now: Double) {
        guard topology != simulation.topology else { return }
        guard !simulation.isHuge else {
            show("The universe is too large (\(NumberFormat.grouped(exact: simulation.universe.exactPopulation)) cells) to move onto a torus", now: now)
            return
        }
        var dropped = 0
        simulation.edit("the switch to \(topology)") { dropped = simulation.switchTopology(to: topology) }
        let place = topology == .plane ? "the endless plane" : "a \(topology.description)"
        show(dropped == 0 ? "Switched to \(place)" :
                "Switched to \(place): \(dropped) cell\(dropped == 1 ? "" : "s") outside it \(dropped == 1 ? "was" : "were") dropped (Ctrl+Z undoes)",
             now: now)
        fit(now: now)
    }

    /// Flips a switch setting.
    public func flip(_ toggle: SettingToggle) {
        switch toggle {
        case .autoStop: simulation.autoStopEnabled.toggle()
        case .autoZoom: autoZoomEnabled.toggle()
        case .unlimitedZoomOut: unlimitedZoomOut.toggle()
        case .gridLines: gridLinesEnabled.toggle()
        case .torus:
            setTopology(value(of: .torus) ? .plane : .torus(width: torusWidth, height: torusHeight), now: lastNow)
        }
    }

    /// Runs the board under another rule (B/S notation or a name); undoable. A rule that cannot be
    /// read is explained and the field stays open.
    public func applyRule(_ text: String, now: Double) {
        do {
            // Golly's bounded-grid suffix (":T40,25") also sets the torus.
            let (rule, topology) = try Rule.parseWithTopology(text)
            editSettings { $0.rule = nil }
            if text.contains(":"), topology != simulation.topology { setTopology(topology, now: now) }
            guard rule != simulation.universe.rule else { return }
            guard !simulation.isHuge else {
                show("The universe is too large to change its rule; reset or clear it first", now: now)
                return
            }
            var pattern = simulation.universe.snapshot()
            pattern.rule = rule
            replaceBoard("the rule change to \(rule)") { simulation.load(pattern) }
            show("Rule \(rule) (Ctrl+Z undoes)", now: now)
        } catch {
            show("\(error)", now: now)
        }
    }

    /// Sets the colour from a point on the saturation/value square or the hue strip.
    private func pick(at point: Point, in modal: SettingsLayout, drag: SettingsEditing.Drag?) {
        var (h, s, v) = liveCellColor.hsv
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
        setCellColor(Color(hue: h, saturation: s, value: v))
    }

    /// Puts every setting back to its default (the board is kept; a universe switch is undoable).
    public func resetSettings(now: Double) {
        cellColor = nil
        simulation.autoStopEnabled = true
        autoZoomEnabled = true
        autoZoomSuspended = false
        unlimitedZoomOut = false
        gridLinesEnabled = true
        simulation.generationsPerSecond = Self.defaultSpeed
        setHyperspeed(false)
        simulation.hyperStepFixed = nil
        maxMemoryMiB = Settings().maxMemoryMiB
        simulation.hashLifeMemory = maxMemoryMiB << 20
        historyMemoryMiB = Settings().historyMemoryMiB
        simulation.historyMemory = historyMemoryMiB << 20
        useTheme(themes[0])
        chosenTorusSize = (Settings().torusWidth, Settings().torusHeight)
        setTopology(.plane, now: now)
        show("Settings are back to their defaults", now: now)
    }

    /// Switches the look at once.
    public func useTheme(_ newTheme: Theme) {
        theme = newTheme
        layout = Layout(size: Size(layout.bounds.width, layout.bounds.height), metrics: theme.metrics)
        cameraController.setViewport(layout.grid)
    }

    /// Chooses the torus size (clamped to the allowed sides); the board follows when it is a torus.
    public func setTorusSize(width: Int64, height: Int64) {
        let range = Topology.minimumSide...Topology.maximumSide
        chosenTorusSize = (min(max(width, range.lowerBound), range.upperBound), min(max(height, range.lowerBound), range.upperBound))
        if value(of: .torus) {
            setTopology(.torus(width: chosenTorusSize.width, height: chosenTorusSize.height), now: lastNow)
        }
    }
}
