import LifeEngine

/// What a run had gathered when an edit began: its reset point and, when the edit started the
/// timeline afresh (an opening, a clear), the timeline. Undoing the edit gives them back, so Reset
/// and Back work as they did before it.
public struct RunRecord: @unchecked Sendable {
    /// The reset point then (never stepped: undo gives a duplicate).
    let resetPoint: (any LifeAlgorithm)?
    /// The timeline then, when the edit started it afresh; nil when it kept the past before the edit.
    let timeline: TimelineRecord?
    /// How many times the timeline had started afresh then (`Timeline.restarts`).
    let restarts: Int
    /// Whether the edit started the timeline afresh (so the timeline after it is not this run's,
    /// even once `timeline` is let go).
    var afresh = false

    /// About how many bytes it keeps beyond what the run still holds.
    var bytes: Int { (resetPoint?.storageBytes ?? 0) + (timeline?.bytes ?? 0) }

    /// This record without its timeline (the edit kept the timeline's past, or the timelines kept
    /// for undo were past their share).
    var withoutTimeline: RunRecord { RunRecord(resetPoint: resetPoint, timeline: nil, restarts: restarts, afresh: afresh) }
}
