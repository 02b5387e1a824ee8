import LifeInterface
import LifeScene
import Foundation

/// The settings that are on/off switches in the settings modal.
public enum SettingToggle: CaseIterable, Equatable, Sendable {
    /// Stop playing when the run's ending is known.
    case autoStop
    /// Follow life with the camera.
    case autoZoom
    /// Let zoom go far below 0.5 pixels a cell.
    case unlimitedZoomOut
    /// Draw lines between cells when they are large enough.
    case gridLines
    /// A bounded board (a torus at first; its shape is chosen under it), instead of the unbounded plane.
    case torus

    /// Section header the toggle sits under.
    public var section: String {
        switch self {
        case .autoStop: return "SIMULATION"
        case .autoZoom, .unlimitedZoomOut, .gridLines: return "VIEW"
        case .torus: return "UNIVERSE"
        }
    }

    /// Short title.
    public var title: String {
        switch self {
        case .autoStop: return "Auto-stop"
        case .autoZoom: return "Auto-zoom"
        case .unlimitedZoomOut: return "Unlimited zoom out"
        case .gridLines: return "Grid lines"
        case .torus: return "Bounded board"
        }
    }

    /// One-line explanation.
    public var explanation: String {
        switch self {
        case .autoStop: return "Pause when life dies out, stops changing or settles."
        case .autoZoom: return "Keep all life in view with a 20% margin as it grows and shrinks."
        case .unlimitedZoomOut: return "Zoom out past 0.5x; a pixel lights if any cell under it lives."
        case .gridLines: return "Lines between cells once they are 10 pixels or larger."
        case .torus: return "A board of fixed size whose edges join as chosen below."
        }
    }
}
