import LifeInterface
import LifeRun
import Foundation
import LifeEngine
import LifeScene
import LifeStore

/// The settings modal and its colour picker, drawn from `SettingsLayout` (the frames clicks are tested against).
public struct SettingsView {
    let theme: Theme

    /// A view drawn with `theme`.
    public init(theme: Theme) { self.theme = theme }

    /// Draws the sheet showing `state`, scrolled and edited as `editing` says, and returns its regions.
    @discardableResult
    public func settings(_ state: SettingsValues, editing: SettingsEditing, into list: inout RenderList) -> [Region<SettingsControl>] {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let layout = SettingsLayout(grid: state.grid, themeCount: state.themeNames.count, scroll: editing.scroll)
        list.commands.append(.fill(state.grid, Theme.translucent(c.background, Translucency.scrim), radius: 0))
        list.outlined(layout.panel, fill: c.header, border: c.separator, radius: m.cornerRadius + 4)
        list.commands.append(.text("Settings", frame: layout.title, style: type.title,
                                   color: c.text, alignment: .leading))
        if state.closeHot {
            list.commands.append(.fill(layout.close, c.buttonHover, radius: layout.close.width / 2))
        }
        list.commands.append(.icon(.close, frame: layout.close, color: c.mutedText))
        if layout.maxScroll > 0 { scrollBar(layout, into: &list) }
        // The content scrolls under the fixed title: nothing of it is drawn outside its area.
        list.commands.append(.clip(layout.content))
        defer { list.commands.append(.clip(nil)) }
        for (name, frame) in layout.sections {
            list.commands.append(.text(name, frame: frame, style: type.figureLabel,
                                       color: c.mutedText, alignment: .leading))
        }
        for row in layout.rows {
            let on = state.toggles[row.toggle] ?? false
            let textWidth = row.control.x - row.frame.x - 16
            list.commands.append(.text(row.toggle.title, frame: Rect(x: row.frame.x, y: row.frame.y + 4, width: textWidth, height: 22),
                                       style: type.itemTitle, color: c.text, alignment: .leading))
            list.commands.append(.text(row.toggle == .torus ? state.otherBoard ?? state.shape?.explanation ?? row.toggle.explanation : row.toggle.explanation,
                                       frame: Rect(x: row.frame.x, y: row.frame.y + 26, width: textWidth, height: 18),
                                       style: type.secondary, color: c.mutedText, alignment: .leading))
            // Off is an outlined track with a muted knob, on a filled one: the state reads in every theme.
            list.outlined(row.control, fill: on ? c.accent : c.background, border: on ? c.accent : c.mutedText, radius: row.control.height / 2)
            let knob = row.control.height - 6
            let knobX = on ? row.control.maxX - 3 - knob : row.control.x + 3
            list.commands.append(.fill(Rect(x: knobX, y: row.control.y + 3, width: knob, height: knob),
                                       on ? c.onAccent : c.mutedText, radius: knob / 2))
        }
        colorPicker(layout, state: state, editing: editing, into: &list)
        let lit = SettingsLayout.speedPreset(holding: state.generationsPerSecond, hyperspeed: state.hyperspeed)
        for (speed, frame) in layout.speeds {
            let chosen = speed == lit
            let segment = frame.insetBy(2, 0)
            let label = SettingsLayout.speedPresets.first { $0.1 == speed }?.0 ?? ""
            list.commands.append(.fill(segment, chosen ? c.buttonPressed : c.controlBar, radius: m.cornerRadius / 2))
            list.commands.append(.text(label, frame: segment, style: chosen ? type.secondary.semibold : type.secondary,
                                       color: chosen ? c.text : c.mutedText, alignment: .center))
        }
        list.commands.append(.fill(layout.slider, c.separator, radius: layout.slider.height / 2))
        let knobX = layout.sliderX(for: state.generationsPerSecond)
        list.commands.append(.fill(Rect(x: layout.slider.x, y: layout.slider.y, width: knobX - layout.slider.x, height: layout.slider.height),
                                   c.accent, radius: layout.slider.height / 2))
        list.commands.append(.fill(Rect(x: knobX - 8, y: layout.slider.midY - 8, width: 16, height: 16), c.text, radius: 8))
        let speedText = state.hyperspeed ? "2^\(state.hyperStepLog)/frame"
            : state.generationsPerSecond.isInfinite ? "max" : "\(NumberFormat.rate(state.generationsPerSecond)) gen/s"
        list.commands.append(.text(speedText, frame: Rect(x: layout.slider.maxX + 12, y: layout.slider.midY - 12, width: 88, height: 24),
                                   style: type.button, color: c.text, alignment: .trailing))
        list.control(layout.resetButton, fill: editing.resetArmed ? c.danger : c.background, border: c.controlBorder, radius: layout.resetButton.height / 2)
        list.commands.append(.text(editing.resetArmed ? "Click again to reset" : "Reset to defaults", frame: layout.resetButton, style: type.button,
                                   color: editing.resetArmed ? c.onAccent : c.danger, alignment: .center))
        // A segment of a choice row: pressed when chosen; outlined when chosen for later (the board
        // shape and size while Bounded board is off, which switching it on makes).
        func segment(_ label: String, _ frame: Rect, chosen: Bool, forLater: Bool = false, refused: Bool = false) {
            let segment = frame.insetBy(2, 0)
            if chosen && forLater {
                list.outlined(segment, fill: c.controlBar, border: c.mutedText, radius: m.cornerRadius / 2)
            } else {
                list.commands.append(.fill(segment, chosen ? c.buttonPressed : c.controlBar, radius: m.cornerRadius / 2))
            }
            // Chosen for later reads as not in force: its label stays muted, in the regular weight.
            let inForce = chosen && !forLater
            list.commands.append(.text(label, frame: segment, style: inForce ? type.secondary.semibold : type.secondary,
                                       color: refused ? c.mutedText.blended(toward: c.controlBar, by: Translucency.disabledFade) : inForce ? c.text : c.mutedText, alignment: .center))
        }
        for (i, frame) in layout.themes.enumerated() where i < state.themeNames.count {
            segment(state.themeNames[i], frame, chosen: i == state.themeIndex)
        }
        let boardOff = state.toggles[.torus] != true
        for (shape, frame) in layout.shapes {
            segment(shape.label, frame, chosen: shape == state.chosenShape, forLater: boardOff, refused: state.refusedShapes.contains(shape))
        }
        for (side, frame) in layout.sizes {
            segment("\(side)×\(side)", frame, chosen: side == state.torusWidth && side == state.torusHeight, forLater: boardOff)
        }
        for (side, frame) in layout.sideValues {
            let label = Rect(x: frame.x - 30 - SettingsLayout.stepperOffset, y: frame.y, width: SettingsLayout.stepperOffset - 4, height: frame.height)
            list.commands.append(.text(side == .width ? "Width" : "Height", frame: label,
                                       style: type.secondary, color: c.mutedText, alignment: .leading))
            // A field: pressed, it takes a side typed.
            let typed = editing.side?.side == side ? editing.side : nil
            list.outlined(frame.insetBy(2, 0), fill: typed != nil ? c.buttonPressed : c.background, border: typed != nil ? c.accent : c.separator,
                          radius: m.cornerRadius / 2)
            if let typed {
                list.field(typed.field, frame: frame.insetBy(6, 0), style: type.button, theme: theme)
            } else {
                list.commands.append(.text(Self.sideText(side == .width ? state.torusWidth : state.torusHeight), frame: frame,
                                           style: type.button, color: c.text, alignment: .center))
            }
        }
        list.commands.append(.text("Rule", frame: Rect(x: layout.ruleField.x - SettingsLayout.stepperOffset, y: layout.ruleField.y,
                                                      width: SettingsLayout.stepperOffset - 4, height: layout.ruleField.height),
                                   style: type.secondary, color: c.mutedText, alignment: .leading))
        let ruleBorder = editing.ruleError != nil ? c.danger : editing.rule != nil ? c.accent : c.separator
        list.outlined(layout.ruleField, fill: editing.rule != nil ? c.buttonPressed : c.background, border: ruleBorder, radius: m.cornerRadius / 2)
        if let field = editing.rule {
            list.field(field, frame: layout.ruleField.insetBy(10, 0), style: type.itemTitle, theme: theme)
        } else {
            list.commands.append(.text(state.rule, frame: layout.ruleField.insetBy(10, 0), style: type.itemTitle, color: c.text, alignment: .leading))
        }
        for stepper in layout.steppers {
            list.commands.append(.fill(stepper.frame, c.controlBar, radius: stepper.frame.width / 2))
            list.commands.append(.icon(stepper.delta < 0 ? .zoomOut : .zoomIn, frame: stepper.frame, color: c.icon))
        }
        if let first = layout.hyperStepSteppers.first {
            let label = Rect(x: layout.rows[0].frame.x, y: first.frame.y, width: 196, height: first.frame.height)
            list.commands.append(.text("Hyperspeed step", frame: label, style: type.control, color: c.text, alignment: .leading))
            let value = state.hyperStepFixed ? "2^\(state.hyperStepLog)" : "Auto"
            // A fixed step's value is a button back to the automatic one.
            if state.hyperStepFixed {
                list.commands.append(.fill(layout.hyperStepValue.insetBy(2, 0), c.controlBar, radius: m.cornerRadius / 2))
            }
            list.commands.append(.text(value, frame: layout.hyperStepValue, style: type.button, color: c.text, alignment: .center))
            for stepper in layout.hyperStepSteppers {
                let enabled = Self.isEnabled(.hyperStep(stepper.delta), in: state)
                list.commands.append(.fill(stepper.frame, c.controlBar, radius: stepper.frame.width / 2))
                list.commands.append(.icon(stepper.delta < 0 ? .zoomOut : .zoomIn, frame: stepper.frame, color: enabled ? c.icon : c.mutedText))
            }
        }
        if let first = layout.memorySteppers.first {
            let label = Rect(x: layout.memoryValue.x - 30 - 200, y: first.frame.y, width: 196, height: first.frame.height)
            list.commands.append(.text("HashLife memory", frame: Rect(x: layout.rows[0].frame.x, y: label.y, width: label.width, height: label.height),
                                       style: type.control, color: c.text, alignment: .leading))
            let mib = state.maxMemoryMiB
            list.commands.append(.text(Self.size(mib), frame: layout.memoryValue, style: type.button, color: c.text, alignment: .center))
            list.commands.append(.text("History memory", frame: Rect(x: layout.rows[0].frame.x, y: layout.historyValue.y, width: label.width, height: label.height),
                                       style: type.control, color: c.text, alignment: .leading))
            list.commands.append(.text(Self.size(state.historyMemoryMiB), frame: layout.historyValue, style: type.button, color: c.text, alignment: .center))
            // A stepper at the end of its range has nothing to do: its sign is drawn muted.
            let steppers = layout.memorySteppers.map { ($0, Self.isEnabled(.memory($0.delta), in: state)) }
                + layout.historySteppers.map { ($0, Self.isEnabled(.historyMemory($0.delta), in: state)) }
            for (stepper, enabled) in steppers {
                list.commands.append(.fill(stepper.frame, c.controlBar, radius: stepper.frame.width / 2))
                list.commands.append(.icon(stepper.delta < 0 ? .zoomOut : .zoomIn, frame: stepper.frame, color: enabled ? c.icon : c.mutedText))
            }
        }
        // Why the rule typed was refused, under its field and over everything else (in place of
        // the named rules on offer, until the text changes).
        if editing.rule != nil, let error = editing.ruleError {
            let x = layout.ruleField.x - SettingsLayout.stepperOffset
            let width = min(RulePicker.maxWidth, layout.content.maxX - 12 - x)
            let lines = TextWrap.lines(of: error, width: width - 24, size: type.secondary.size)
            let height = Double(lines.count) * 20 + 16
            // Below the field, or above it when the sheet's foot is nearer (as the named rules go).
            let below = layout.content.maxY - layout.ruleField.maxY - 4 >= height
            let box = Rect(x: x, y: below ? layout.ruleField.maxY + 4 : layout.ruleField.y - 4 - height, width: width, height: height)
            list.outlined(box, fill: c.header, border: c.danger, radius: m.cornerRadius / 2)
            for (i, line) in lines.enumerated() {
                list.commands.append(.text(line, frame: Rect(x: box.x + 12, y: box.y + 8 + Double(i) * 20, width: width - 24, height: 20),
                                           style: type.secondary, color: c.danger, alignment: .leading))
            }
            // A click on it is one on the field (it keeps the controls under it from the pointer).
            return [Region(.rule, box, focusable: false)] + Self.ring(layout.regions, in: state)
        }
        // The named rules on offer while the rule field is edited, over everything else.
        if let field = editing.rule {
            let picker = RulePicker(text: field.text, inForce: state.rule, lit: editing.ruleChoice, layout: layout)
            picker.draw(lit: editing.ruleChoice, theme: theme, into: &list)
            return picker.regions + Self.ring(layout.regions, in: state)
        }
        return Self.ring(layout.regions, in: state)
    }

    /// A board's side as its value box shows it: exact up to five digits, then in three figures
    /// (a 2-billion-cell side reads "2.00G", where its ten digits were cut to "20000…"); ∞ for an infinite one.
    static func sideText(_ side: Int64) -> String {
        side == 0 ? "∞" : side < 100_000 ? String(side) : NumberFormat.short(side)
    }

    /// A swatch's border: the separator, or the muted text colour where the swatch is near the
    /// panel's own colour (the white swatch on the Light theme's white), so every swatch shows.
    static func swatchBorder(_ color: Color, on panel: Color, theme: Theme) -> Color {
        nearlyAlike(color, panel) ? theme.colors.mutedText : theme.colors.separator
    }

    /// Whether two colours are too close to tell apart at a glance (their channels differ by under 60 in all).
    static func nearlyAlike(_ a: Color, _ b: Color) -> Bool {
        abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) < 60
    }

    /// Whether a halving (delta < 0) or doubling stepper can still move `value` within `range`.
    static func canStep(_ value: Int, by delta: Int, within range: ClosedRange<Int>) -> Bool {
        delta < 0 ? value > range.lowerBound : value < range.upperBound
    }

    /// Whether a control has something to do: a stepper at the end of its range has not (its sign
    /// is drawn muted, and the focus ring passes it by).
    static func isEnabled(_ control: SettingsControl, in state: SettingsValues) -> Bool {
        switch control {
        case .hyperStep(let delta) where delta != 0: canStep(state.hyperStepLog, by: delta, within: 0...Simulation.hyperStepLogLimit)
        case .memory(let delta): canStep(state.maxMemoryMiB, by: delta, within: state.memoryRange)
        case .historyMemory(let delta): canStep(state.historyMemoryMiB, by: delta, within: state.historyRange)
        default: true
        }
    }

    /// The sheet's regions, those of controls with nothing to do left out of the focus ring.
    private static func ring(_ regions: [Region<SettingsControl>], in state: SettingsValues) -> [Region<SettingsControl>] {
        regions.map { isEnabled($0.control, in: state) ? $0 : Region($0.control, $0.frame, focusable: false) }
    }

    /// A memory size in MiB as "256 MB" or "2 GB".
    static func size(_ mib: Int) -> String { mib >= 1024 ? "\(mib / 1024) GB" : "\(mib) MB" }

    /// A thin bar at the right edge: where the shown part lies in the whole sheet.
    func scrollBar(_ layout: SettingsLayout, into list: inout RenderList) {
        let track = Rect(x: layout.panel.maxX - 8, y: layout.content.y + 4, width: 4, height: layout.content.height - 8)
        let whole = layout.content.height + layout.maxScroll
        let length = max(24, track.height * layout.content.height / whole)
        let y = track.y + (track.height - length) * layout.scroll / layout.maxScroll
        list.commands.append(.fill(Rect(x: track.x, y: y, width: track.width, height: length), theme.colors.separator, radius: 2))
    }

    /// Swatches, the saturation/value square, the hue strip, a preview and the hex field (with why
    /// a colour typed was refused beside it).
    func colorPicker(_ layout: SettingsLayout, state: SettingsValues, editing sheet: SettingsEditing, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors, type = theme.type
        let current = state.cellColor ?? c.cell, field = sheet.hex, hexError = sheet.hexError
        for (frame, color) in zip(layout.swatches, SettingsLayout.swatchColors) {
            if color == current { list.commands.append(.fill(frame.insetBy(-3, -3), c.text, radius: m.cornerRadius / 2 + 2)) }
            list.outlined(frame, fill: color, border: Self.swatchBorder(color, on: c.header, theme: theme), radius: m.cornerRadius / 2)
        }
        let hsv = sheet.hsv(of: current)
        let sq = layout.svSquare
        // Smooth: cells shaded between exact colours at their corners (the square is bilinear in
        // saturation and value, so the cells meet without a step).
        let cells = 8
        func point(_ i: Int, _ n: Int) -> Double { Double(i) / Double(n) }
        for row in 0..<cells {
            for col in 0..<cells {
                let x0 = sq.x + sq.width * point(col, cells), x1 = sq.x + sq.width * point(col + 1, cells)
                let y0 = sq.y + sq.height * point(row, cells), y1 = sq.y + sq.height * point(row + 1, cells)
                func color(_ c: Int, _ r: Int) -> Color { Color(hue: hsv.h, saturation: point(c, cells), value: 1 - point(r, cells)) }
                list.commands.append(.gradient(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0),
                                               topLeft: color(col, row), topRight: color(col + 1, row),
                                               bottomLeft: color(col, row + 1), bottomRight: color(col + 1, row + 1)))
            }
        }
        let marker = Point(sq.x + hsv.s * sq.width, sq.y + (1 - hsv.v) * sq.height)
        list.commands.append(.fill(Rect.centered(at: marker, size: Size(12, 12)), c.text, radius: 6))
        list.commands.append(.fill(Rect.centered(at: marker, size: Size(8, 8)), current, radius: 4))
        let strip = layout.hueStrip
        // Hue runs linearly in RGB between the six primaries and secondaries: six exact gradients.
        for i in 0..<6 {
            let x0 = strip.x + strip.width * Double(i) / 6, x1 = strip.x + strip.width * Double(i + 1) / 6
            let from = Color(hue: Double(i) / 6, saturation: 1, value: 1), to = Color(hue: Double(i + 1) / 6, saturation: 1, value: 1)
            list.commands.append(.gradient(Rect(x: x0, y: strip.y, width: x1 - x0, height: strip.height),
                                           topLeft: from, topRight: to, bottomLeft: from, bottomRight: to))
        }
        let hueX = strip.x + hsv.h * strip.width
        list.commands.append(.fill(Rect(x: hueX - 2, y: strip.y - 3, width: 4, height: strip.height + 6), c.text, radius: 2))
        list.outlined(layout.colorPreview, fill: current, border: Self.swatchBorder(current, on: c.header, theme: theme), radius: m.cornerRadius / 2)
        // Beside the field: why a colour typed was refused, or that cells of nearly the grid's own
        // colour (white on the Light theme) would not show.
        let x = layout.hexField.maxX + 12, width = max(0, layout.hueStrip.maxX - x)
        let aside = hexError ?? (Self.nearlyAlike(current, c.gridBackground) ? "Hard to see on this theme's grid" : nil)
        if let aside {
            let lines = TextWrap.lines(of: aside, width: width, size: type.caption.size, maxLines: 2)
            let lineHeight = layout.hexField.height / 2
            let top = layout.hexField.y + (lines.count == 1 ? lineHeight / 2 : 0)
            for (i, line) in lines.enumerated() {
                list.commands.append(.text(line, frame: Rect(x: x, y: top + Double(i) * lineHeight, width: width, height: lineHeight),
                                           style: type.caption, color: c.danger, alignment: .leading))
            }
        }
        let editing = field != nil
        let border = hexError != nil ? c.danger : editing ? c.accent : c.separator
        list.outlined(layout.hexField, fill: editing ? c.buttonPressed : c.background, border: border, radius: m.cornerRadius / 2)
        if let field {
            list.field(field, prefix: "#", frame: layout.hexField.insetBy(10, 0), style: type.itemTitle, theme: theme)
        } else {
            list.commands.append(.text(current.description, frame: layout.hexField.insetBy(10, 0), style: type.itemTitle,
                                       color: c.text, alignment: .leading))
        }
    }

    /// The export prompt.
}
