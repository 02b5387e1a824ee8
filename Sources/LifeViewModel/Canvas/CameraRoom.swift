import CensusFeature
import HistoryFeature
import LifeEngine
import LifeInterface
import LifeScene

/// Where the camera keeps life: clear of the panels about it (the history along the foot, Details
/// at the right), and on an ending's debris once it is framed. It remembers what it last framed,
/// so opening or closing such a panel moves life into the room left (or back), and the generation
/// it last followed life at, so going back in time is followed as steps are.
struct CameraRoom {
    /// The generation of the last ending whose debris the camera framed.
    private var framedEnding: Int64?
    /// Where the camera went to frame that debris (nil when it did not, or has moved since).
    private var debrisView: Camera?
    /// The room life was last kept in.
    private var framedRoom: Rect?
    /// The generation auto-zoom last followed life to.
    private var followedGeneration: Int64?

    /// The least room, either way, worth moving life into beside a panel (at 160, a window 500
    /// tall left life under the history panel, which covers most of the grid there).
    static let smallestRoom = 96.0

    /// Where life is kept in view: the grid, less the side covered by a panel that describes it
    /// (and for a bounded board, by the ending's banner along its top), when what is left is room enough.
    static func room(under overlays: [Overlay], in context: FeatureContext) -> Rect {
        var room = context.layout.grid
        if context.simulation.ending != nil, context.finiteBoard != nil {
            // A board framed whole went on under the banner, its top rows hidden (the plane's
            // debris is framed with auto-zoom's margin, which the banner lies over).
            let banner = BannerLayout(grid: room, metrics: context.theme.metrics).panel
            if room.maxY - banner.maxY - 8 >= smallestRoom {
                room = Rect(x: room.x, y: banner.maxY + 8, width: room.width, height: room.maxY - banner.maxY - 8)
            }
        }
        for overlay in overlays {
            switch overlay {
            case .history:
                let panel = HistoryPanel.layout(in: context).panel
                if panel.y - 8 - room.y >= smallestRoom { room = Rect(x: room.x, y: room.y, width: room.width, height: panel.y - 8 - room.y) }
            case .census(let details):
                let panel = details.layout(in: context).panel
                if panel.x - 8 - room.x >= smallestRoom { room = Rect(x: room.x, y: room.y, width: panel.x - 8 - room.x, height: room.height) }
            default:
                break
            }
        }
        return room
    }

    /// Where the camera goes: a torus board in `boardViewport` clear of the room's panels too, life in `room`.
    static func framing(boardViewport board: Rect, room: Rect) -> Framing {
        let top = max(board.y, room.y), bottom = min(board.maxY, room.maxY), right = min(board.maxX, room.maxX)
        let clear = Rect(x: board.x, y: top, width: right - board.x, height: bottom - top)
        return Framing(boardViewport: clear.width >= smallestRoom && clear.height >= smallestRoom ? clear : board, room: room)
    }

    /// After a frame: frames a new ending's debris; when the room changed (a panel opened or
    /// closed), moves life into it, while auto-zoom follows it or the camera still frames the debris.
    mutating func follow(_ framing: Framing, in context: FeatureContext) {
        let ending = context.simulation.ending
        // Without an ending (the run went on, or began again) the next one is framed, even at the
        // same generation (a replayed run kept auto-zoom's view of its gliders).
        if ending == nil { (framedEnding, debrisView) = (nil, nil) }
        if let ending, framedEnding != ending.generation {
            framedEnding = ending.generation
            debrisView = framing.frameDebris(of: ending, in: context) ? context.cameraController.target : nil
            // Any other ending: life as auto-stop left it (taken back to the ending's generation,
            // which may be the generation shown before the run began) kept in view.
            if debrisView == nil { framing.follow(in: context) }
        }
        guard framing.room != framedRoom else { return }
        let first = framedRoom == nil
        framedRoom = framing.room
        guard !first else { return }
        if let ending, debrisView != nil, debrisView == context.cameraController.target {
            debrisView = framing.frameDebris(of: ending, in: context, always: true) ? context.cameraController.target : nil
        } else if context.isAutoZoomActive {
            framing.fit(context)
        }
    }

    /// After a frame in which the generation shown changed either way since the frame before
    /// (steps, going back, a jump's landing), or while a bounded board shows (a torus's frame changes when the
    /// starter card comes or goes; a tube's finite side is kept in view after a change of rule): keeps life in
    /// view as auto-zoom does.
    mutating func followLife(_ framing: Framing, in context: FeatureContext) {
        let generation = context.simulation.generation
        let moved = followedGeneration.map { $0 != generation } ?? false
        followedGeneration = generation
        guard moved || context.board != nil else { return }
        framing.follow(in: context)
    }
}
