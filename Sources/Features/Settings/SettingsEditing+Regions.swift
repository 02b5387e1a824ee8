import LifeInterface
import LifeScene

/// The sheet's controls for the focus ring, from the layout it is drawn with.
extension SettingsEditing {
    /// Its controls in reading order: close first, then down each column (the left one first),
    /// Reset last. With `visibleOnly`, those scrolled out of the content have no frame.
    public func regions(in context: FeatureContext, visibleOnly: Bool = true) -> [Region<SettingsControl>] {
        let modal = layout(in: context)
        var frames: [(SettingsControl, Rect)] = modal.speeds.enumerated().map { (.speed($0.offset), $0.element.1) }
        frames += modal.rows.map { (.toggle($0.toggle), $0.control) }
        frames += [(.hyperStep(-1), modal.hyperStepSteppers[0].frame), (.hyperStep(0), modal.hyperStepValue),
                   (.hyperStep(1), modal.hyperStepSteppers[1].frame)]
        frames += modal.memorySteppers.map { (.memory($0.delta), $0.frame) }
        frames += modal.historySteppers.map { (.historyMemory($0.delta), $0.frame) }
        frames += modal.themes.enumerated().map { (.theme($0.offset), $0.element) }
        frames += modal.swatches.enumerated().map { (.swatch($0.offset), $0.element) }
        frames.append((.hex, modal.hexField))
        frames += modal.sizes.enumerated().map { (.size($0.offset), $0.element.1) }
        frames += modal.steppers.enumerated().map { (.stepper($0.offset), $0.element.frame) }
        frames.append((.rule, modal.ruleField))
        let twoColumns = modal.panel.width > SettingsLayout.maxWidth + 1
        func column(_ r: Rect) -> Int { twoColumns && r.x >= modal.panel.midX ? 1 : 0 }
        frames.sort { a, b in (column(a.1), a.1.y.rounded(), a.1.x) < (column(b.1), b.1.y.rounded(), b.1.x) }
        frames.append((.reset, modal.resetButton))
        let content = modal.content
        return [Region(.close, modal.close)] + frames.map { control, frame in
            Region(control, !visibleOnly || (frame.y >= content.y && frame.maxY <= content.maxY) ? frame : nil)
        }
    }

    /// Scrolls the content so a control shows whole, with a small margin.
    public mutating func reveal(_ control: SettingsControl, in context: FeatureContext) {
        guard control != .close, let frame = regions(in: context, visibleOnly: false).first(where: { $0.control == control })?.frame else { return }
        let content = layout(in: context).content, margin = 8.0
        if frame.maxY > content.maxY - margin { scroll(by: frame.maxY - content.maxY + margin, in: context) }
        if frame.y < content.y + margin { scroll(by: frame.y - content.y - margin, in: context) }
    }
}
