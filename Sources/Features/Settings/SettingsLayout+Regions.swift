import LifeInterface
import LifeScene

/// The sheet's controls as regions, from the frames it is drawn with.
extension SettingsLayout {
    /// Its focusable controls and their frames in reading order, scrolled but not clipped: down
    /// each column (the left one first), Reset last. Close, which stays in the title, is not listed.
    public var controls: [(SettingsControl, Rect)] {
        var frames: [(SettingsControl, Rect)] = speeds.enumerated().map { (.speed($0.offset), $0.element.1) }
        frames += rows.map { (.toggle($0.toggle), $0.control) }
        frames += [(.hyperStep(-1), hyperStepSteppers[0].frame), (.hyperStep(0), hyperStepValue), (.hyperStep(1), hyperStepSteppers[1].frame)]
        frames += memorySteppers.map { (.memory($0.delta), $0.frame) }
        frames += historySteppers.map { (.historyMemory($0.delta), $0.frame) }
        frames += themes.enumerated().map { (.theme($0.offset), $0.element) }
        frames += swatches.enumerated().map { (.swatch($0.offset), $0.element) }
        frames.append((.hex, hexField))
        frames += shapes.enumerated().map { (.shape($0.offset), $0.element.1) }
        frames += sizes.enumerated().map { (.size($0.offset), $0.element.1) }
        frames += steppers.enumerated().map { (.stepper($0.offset), $0.element.frame) }
        frames += sideValues.map { (.side($0.side), $0.frame) }
        frames.append((.rule, ruleField))
        frames += [(.slider, slider.insetBy(-6, -8)), (.saturationValue, svSquare), (.hue, hueStrip.insetBy(0, -3))]
        let twoColumns = panel.width > Self.maxWidth + 1
        func column(_ r: Rect) -> Int { twoColumns && r.x >= panel.midX ? 1 : 0 }
        frames.sort { a, b in (column(a.1), a.1.y.rounded(), a.1.x) < (column(b.1), b.1.y.rounded(), b.1.x) }
        frames.append((.reset, resetButton))
        return frames
    }

    /// Every region of the sheet, the first under a point being the one it reaches: close, then
    /// the focusable controls (framed only while wholly in view, so the ring never stops on a half
    /// shown one), then what only the pointer uses, clipped to the content: the parts of half shown
    /// controls, whole switch rows, the picker, the slider (with room around its thin track), and
    /// last the sheet itself.
    public var regions: [Region<SettingsControl>] {
        let shown = controls
        var regions = [Region(SettingsControl.close, close)]
        regions += shown.map { control, frame in Region(control, frame.y >= content.y && frame.maxY <= content.maxY ? frame : nil) }
        var pointerOnly = shown
        pointerOnly += rows.map { (.toggle($0.toggle), $0.frame) }
        pointerOnly += [(.hue, hueStrip.insetBy(0, -6)), (.slider, slider.insetBy(-8, -10))]
        regions += pointerOnly.compactMap { control, frame in
            frame.intersection(content).map { Region(control, $0, focusable: false) }
        }
        return regions + [Region(.panel, panel, focusable: false)]
    }
}
