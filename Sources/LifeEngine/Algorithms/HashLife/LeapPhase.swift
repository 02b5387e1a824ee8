/// How far a node's step in a HashLife jump has got (see `HashLife.leap`), named by what its last
/// turn did; each turn ends with loads asked for (or parts' steps started) that the next one uses.
enum LeapPhase: UInt8 {
    /// Nothing yet.
    case start
    /// The children's records asked for.
    case childrenAsked
    /// The hash buckets of the five squares straddling the children asked for.
    case straddleBucketsAsked
    /// Their first records asked for.
    case straddleRecordsAsked
    /// The 3x3 grid of parts looked up, results known taken, the other parts' steps started.
    case partsLookedUp
    /// The buckets of the second half's four quarters asked for.
    case quarterBucketsAsked
    /// Their first records asked for.
    case quarterRecordsAsked
    /// The quarters looked up, results known taken, the others' steps started.
    case quartersLookedUp
    /// The answer's bucket asked for.
    case answerBucketAsked
    /// Its first record asked for.
    case answerRecordAsked
    /// A level-5 node's sixteen leaves asked for (its children's records read).
    case leavesAsked
    /// Its result's four leaves worked out and their buckets asked for.
    case leafBucketsAsked
    /// Their first records asked for.
    case leafRecordsAsked

    /// Whether a task in this phase holds its 3x3 grid of parts (or their results), when
    /// above level 5.
    var holdsParts: Bool { (Self.partsLookedUp.rawValue...Self.answerRecordAsked.rawValue).contains(rawValue) }
    /// Whether it holds the four quarters of its answer (or their results).
    var holdsQuarters: Bool { (Self.quartersLookedUp.rawValue...Self.answerRecordAsked.rawValue).contains(rawValue) }
}
