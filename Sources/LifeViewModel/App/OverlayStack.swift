import LifeInterface
import BoardsFeature
import BrowserFeature
import FilesFeature

/// What lies over the grid, bottom to top (the top one takes the input first): at most one
/// overlay of each kind, a new one of a kind taking the old one's place on top.
struct OverlayStack: Equatable {
    /// The overlays, bottom to top.
    private(set) var entries: [Overlay] = []

    /// The state of the topmost overlay whose state is of that type (`topmost(CensusPanel.self)`), if any.
    func topmost<State>(_ type: State.Type) -> State? {
        entries.reversed().lazy.compactMap { $0.state as? State }.first
    }

    /// Whether an overlay that takes typed text is open (a prompt, or the pattern browser, which finds by it).
    var takesTyping: Bool {
        entries.contains { if case .prompt = $0 { true } else if case .browser = $0 { true } else { false } }
    }

    /// Whether something is typed to find a pattern in the browser: Enter then opens what was
    /// found and Space is typed, whatever control the focus ring is on.
    var isFindingByTyping: Bool {
        entries.contains { if case .browser(let browser) = $0 { !browser.query.isEmpty } else { false } }
    }

    /// Saves a file chosen in the app's own browser (or the desktop's dialog): the browser closes
    /// once `save` made it, else stays with the reason at its field.
    mutating func saveFromBrowser(in context: FeatureContext, _ save: () -> Bool) {
        guard var browser = topmost(FolderBrowser.self) else {
            _ = save()
            return
        }
        let (saved, reason) = context.refusal(of: save)
        if saved {
            close(.folder)
        } else if let reason {
            browser.refuse(reason)
            update(.folder(browser))
        }
    }

    /// Where an arrow takes the ring in the pattern browser on top: from a card, the card that
    /// way as they lie in rows (the same at the cards' ends); from no card, the first card in view
    /// (an arrow said "That key works on the board"); nil with no browser on top or no card.
    func card(after focus: FocusTarget?, by key: Key, in context: FeatureContext) -> FocusTarget? {
        guard case .browser(let browser)? = entries.last else { return nil }
        guard let control = focus?.browserControl, browser.card(of: control) != nil else { return browser.firstCardInView(in: context).map(FocusTarget.browser) }
        return .browser(browser.card(from: control, by: key, in: context) ?? control)
    }

    /// Whether an overlay of that kind is open.
    func contains(_ kind: Overlay.Kind) -> Bool {
        entries.contains { $0.kind == kind }
    }

    /// Puts an overlay on top, closing the one of its kind.
    mutating func open(_ overlay: Overlay) {
        close(overlay.kind)
        entries.append(overlay)
    }

    /// Closes the overlay of that kind; returns whether one was open.
    @discardableResult
    mutating func close(_ kind: Overlay.Kind) -> Bool {
        let before = entries.count
        entries.removeAll { $0.kind == kind }
        return entries.count != before
    }

    /// Closes every overlay `matching` says yes to.
    mutating func close(where matching: (Overlay) -> Bool) {
        entries.removeAll(where: matching)
    }

    /// Scrolls the overlay on top so the control in the focus ring shows.
    mutating func reveal(_ target: FocusTarget, in context: FeatureContext, boards: BoardLibrary) {
        guard let top = entries.last else { return }
        var layer = Layer.overlay(top)
        layer.reveal(target, in: context, boards: boards)
        if case .overlay(let revealed) = layer { update(revealed) }
    }

    /// Selects the text of the settings field being edited, when the sheet is on top.
    mutating func selectEditedSettingsText() {
        guard case .settings(var sheet)? = entries.last, sheet.isEditingField else { return }
        sheet.selectFieldText()
        update(.settings(sheet))
    }

    /// Gives the overlay of this one's kind its new state, where it lies (nothing when none is open).
    mutating func update(_ overlay: Overlay) {
        guard let index = entries.lastIndex(where: { $0.kind == overlay.kind }) else { return }
        entries[index] = overlay
    }

    /// Applies an overlay's reply to an event (nil: a layer of the board, whose state its feature
    /// keeps): its new state, or it closes. Returns whether the event was taken, and what the app
    /// is to do once the overlay has closed.
    mutating func take(_ reply: OverlayReply, from overlay: Overlay?) -> (taken: Bool, then: AppRequest?) {
        switch reply {
        case .handled:
            if let overlay { update(overlay) }
            return (true, nil)
        case .updated:
            if let overlay { update(overlay) }
            return (false, nil)
        case .close:
            if let overlay { close(overlay.kind) }
            return (true, nil)
        case .passed:
            return (false, nil)
        case .closeThen(let request):
            if let overlay { close(overlay.kind) }
            return (true, request)
        }
    }
}
