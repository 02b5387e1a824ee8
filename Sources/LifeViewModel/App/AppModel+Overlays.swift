import LifeScene

/// The overlay stack: opening, closing and updating what lies over the grid.
extension AppModel {
    /// Puts an overlay on top (replacing one of its kind already open).
    func open(_ overlay: Overlay) {
        overlays.removeAll { $0.kind == overlay.kind }
        overlays.append(overlay)
        needsRedraw = true
    }

    /// Opens `overlay` or, when one of its kind is open, closes that one.
    func toggle(_ overlay: Overlay) {
        if overlays.contains(where: { $0.kind == overlay.kind }) {
            overlays.removeAll { $0.kind == overlay.kind }
        } else {
            overlays.append(overlay)
        }
        needsRedraw = true
    }

    /// Closes the overlay on top.
    func closeTop() {
        if !overlays.isEmpty { overlays.removeLast() }
        needsRedraw = true
    }

    /// Closes every overlay `matching` says yes to.
    func close(where matching: (Overlay) -> Bool) {
        overlays.removeAll(where: matching)
        needsRedraw = true
    }

    /// Replaces the overlay on top with its new state.
    func replaceTop(with overlay: Overlay) {
        guard !overlays.isEmpty else { return }
        overlays[overlays.count - 1] = overlay
        needsRedraw = true
    }
}
