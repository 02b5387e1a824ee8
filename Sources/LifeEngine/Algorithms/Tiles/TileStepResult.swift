/// What computing one tile found in a step, applied after every tile of the step has been computed.
struct TileStepResult {
    /// Rows that differ from two generations ago, and those whose westmost / eastmost cell does.
    var rows: UInt64 = 0
    var west: UInt64 = 0
    var east: UInt64 = 0
    /// Whether the new buffer has live edge cells beside a missing neighbour.
    var grows = false
    /// Blocks of eight rows computed.
    var blocks: UInt8 = 0
    /// When counting: cells born and died.
    var births: Int32 = 0
    var deaths: Int32 = 0
}
