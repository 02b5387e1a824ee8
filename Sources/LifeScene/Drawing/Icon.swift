/// The vector icons drawn on buttons.
public enum Icon: Equatable, Sendable {
    case play, pause, step, reset, zoomIn, zoomOut, fit, settings, close, clear, dice, folder, more, boards, jump, pencil, stepBack, chart, camera, record, script
}
