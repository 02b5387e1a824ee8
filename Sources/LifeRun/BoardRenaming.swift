/// What an edit that put another pattern in the board's place did to the board's name: the name
/// before and after it (nil: unnamed), and the serials that tell those patterns apart (see
/// `FeatureContext.patternSerial`), so that undoing the edit brings the old name back and redoing
/// it the new one, each with the saved board it was bound to.
public struct BoardRenaming: Sendable, Equatable {
    public let before: String?
    public let beforeSerial: Int
    public let after: String?
    public let afterSerial: Int

    /// A change of name from `before` (pattern serial `beforeSerial`) to `after` (`afterSerial`).
    public init(from before: String?, serial beforeSerial: Int, to after: String?, serial afterSerial: Int) {
        (self.before, self.beforeSerial, self.after, self.afterSerial) = (before, beforeSerial, after, afterSerial)
    }
}
