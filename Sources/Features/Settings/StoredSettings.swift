import LifeEngine
import LifeInterface
import LifeScene
import LifeStore

/// The sheet's choices as the settings file keeps them between runs.
public enum StoredSettings {
    /// The choices as they stand now (what only the app knows, the window and the first run, left at their defaults).
    public static func current(in context: FeatureContext) -> Settings {
        let preferences = context.preferences, simulation = context.simulation
        var s = Settings()
        s.speed = simulation.generationsPerSecond
        s.autoZoom = preferences.autoZoom
        s.autoStop = simulation.autoStopEnabled
        s.cellColor = preferences.cellColor?.description
        s.theme = context.theme.name
        s.torus = SettingsActions.value(of: .torus, in: context)
        s.boardShape = SettingsActions.chosenShape(in: context).rawValue
        // An infinite side (a tube, a strip) is no size to start with: the file keeps the size
        // chosen last, which the next start can take.
        let size = SettingsActions.torusSize(in: context), sides = Topology.boardSides
        (s.torusWidth, s.torusHeight) = sides.contains(size.width) && sides.contains(size.height)
            ? size : (preferences.torusWidth, preferences.torusHeight)
        s.unlimitedZoomOut = preferences.unlimitedZoomOut
        s.gridLines = preferences.gridLines
        s.maxMemoryMiB = preferences.maxMemoryMiB
        s.historyMemoryMiB = preferences.historyMemoryMiB
        return s
    }

    /// The board a universe starts on when there is no session or file to say (the settings keep
    /// whether the last one was bounded, its shape and size); nil for the plane.
    static func startingBoard(_ s: Settings) -> Topology? {
        guard s.torus else { return nil }
        let shape = BoardShape(rawValue: s.boardShape) ?? .torus
        return shape.topology(width: s.torusWidth, height: shape == .sphere ? s.torusWidth : s.torusHeight)
    }

    /// Takes on stored choices (at start-up). An unknown theme name keeps the current theme (a
    /// notice says so); the
    /// universe's topology comes from the board, or, `startingEmpty`, from `startingBoard` when
    /// the rule runs on it (a file edited by hand may ask for a board no engine holds: 1 x 2e9
    /// cells would be a dense grid of 2 GB), else the plane, and a notice says why.
    public static func apply(_ s: Settings, in context: FeatureContext, startingEmpty: Bool = false) {
        if startingEmpty, let board = startingBoard(s) {
            let rule = context.simulation.universe.rule
            do {
                try rule.check(on: board, text: "\(rule)\(board.suffix)")
                context.simulation.switchTopology(to: board)
            } catch {
                context.show("The settings' board, a \(board.description), is not offered: \((error as? RuleError)?.reason ?? "\(error)"); "
                             + "started on the endless plane")
            }
        }
        context.simulation.generationsPerSecond = s.speed
        context.simulation.autoStopEnabled = s.autoStop
        var preferences = Preferences()
        preferences.autoZoom = s.autoZoom
        preferences.cellColor = s.cellColor.flatMap { Color(hex: String($0.dropFirst())) }.map { Color(r: $0.r, g: $0.g, b: $0.b) }
        preferences.boardShape = s.boardShape
        // A sphere is square: its side is the width.
        (preferences.torusWidth, preferences.torusHeight) = (s.torusWidth, s.boardShape == BoardShape.sphere.rawValue ? s.torusWidth : s.torusHeight)
        preferences.unlimitedZoomOut = s.unlimitedZoomOut
        preferences.gridLines = s.gridLines
        preferences.maxMemoryMiB = s.maxMemoryMiB
        preferences.historyMemoryMiB = s.historyMemoryMiB
        context.preferences = preferences
        if let chosen = context.themes.first(where: { $0.name == s.theme }) {
            context.useTheme(chosen)
        } else if s.theme != context.theme.name {
            // A theme file taken away, or a name edited by hand: said, not passed over.
            context.show("The settings' theme \u{201C}\(s.theme.escapedForDisplay(limit: 40))\u{201D} is not installed; \(context.theme.name) is used")
        }
    }
}
