import LifeScene
/// The jump prompt and the panel shown while a jump runs.
extension SceneBuilder {
    /// "Jump to generation" with a number field, a hint and Cancel / Jump.
    func jumpPrompt(_ text: String, state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let layout = ExportLayout(grid: state.layout.grid, withFormats: false)
        var scrim = c.background
        scrim.a = 170
        list.commands.append(.fill(state.layout.grid, scrim, radius: 0))
        list.commands.append(.fill(layout.panel, c.header, radius: m.cornerRadius + 4))
        list.commands.append(.text("Jump to generation", frame: layout.title,
                                   style: TextStyle(size: m.titleFontSize - 3, weight: .semibold), color: c.text, alignment: .leading))
        list.commands.append(.fill(layout.nameField, c.background, radius: m.cornerRadius / 2))
        list.commands.append(.text(text + "|", frame: layout.nameField.insetBy(10, 0),
                                   style: TextStyle(size: m.labelFontSize + 3, weight: .regular), color: c.text, alignment: .leading))
        let hint = Rect(x: layout.nameField.x, y: layout.nameField.maxY + 4, width: layout.nameField.width, height: 18)
        list.commands.append(.text("Now at \(NumberFormat.grouped(state.generation)) · e.g. 1000000, 1e9 or 2^40", frame: hint,
                                   style: TextStyle(size: m.labelFontSize, weight: .regular), color: c.mutedText, alignment: .leading))
        list.commands.append(.fill(layout.cancel, c.background, radius: layout.cancel.height / 2))
        list.commands.append(.text("Cancel", frame: layout.cancel, style: TextStyle(size: m.labelFontSize + 2, weight: .semibold),
                                   color: c.mutedText, alignment: .center))
        list.commands.append(.fill(layout.export, c.accent, radius: layout.export.height / 2))
        list.commands.append(.text("Jump", frame: layout.export, style: TextStyle(size: m.labelFontSize + 2, weight: .semibold),
                                   color: c.onAccent, alignment: .center))
    }

    /// Where the jump is going, how far it got, and Cancel (Esc).
    func jumpProgress(_ progress: (fraction: Double, target: Int64), state: SceneState, into list: inout RenderList) {
        let m = theme.metrics, c = theme.colors
        let layout = JumpProgressLayout(grid: state.layout.grid)
        list.commands.append(.fill(layout.panel, c.header, radius: m.cornerRadius + 4))
        let percent = Int((progress.fraction * 100).rounded(.down))
        list.commands.append(.text("Jumping to generation \(NumberFormat.grouped(progress.target))…  \(percent)%", frame: layout.title,
                                   style: TextStyle(size: m.labelFontSize + 3, weight: .semibold), color: c.text, alignment: .leading))
        list.commands.append(.fill(layout.bar, c.separator, radius: layout.bar.height / 2))
        let done = max(layout.bar.height, layout.bar.width * min(max(progress.fraction, 0), 1))
        list.commands.append(.fill(Rect(x: layout.bar.x, y: layout.bar.y, width: done.rounded(), height: layout.bar.height),
                                   c.accent, radius: layout.bar.height / 2))
        let hot = state.hovered == .jump
        list.commands.append(.fill(layout.cancel, hot ? c.buttonHover : c.background, radius: layout.cancel.height / 2))
        list.commands.append(.text("Cancel", frame: layout.cancel, style: TextStyle(size: m.labelFontSize + 2, weight: .semibold),
                                   color: c.text, alignment: .center))
    }
}
