import LifeInterface
import LifeScene

/// Scrolling the sheet to the control in the focus ring.
extension SettingsEditing {
    /// Scrolls the content so a control shows whole, with a small margin.
    public mutating func reveal(_ control: SettingsControl, in context: FeatureContext) {
        let modal = layout(in: context)
        guard let frame = modal.controls.first(where: { $0.0 == control })?.1 else { return }
        let content = modal.content, margin = 8.0
        if frame.maxY > content.maxY - margin { scroll(by: frame.maxY - content.maxY + margin, in: context) }
        if frame.y < content.y + margin { scroll(by: frame.y - content.y - margin, in: context) }
    }
}
