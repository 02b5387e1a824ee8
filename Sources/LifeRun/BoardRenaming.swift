/// What an edit that put another pattern in the board's place did to the board's name: the name
/// before and after it (nil: unnamed), so that undoing the edit brings the old name back and
/// redoing it the new one.
public struct BoardRenaming: Sendable, Equatable {
    public let before: String?
    public let after: String?

    /// A change of name from `before` to `after`.
    public init(from before: String?, to after: String?) {
        self.before = before
        self.after = after
    }
}
