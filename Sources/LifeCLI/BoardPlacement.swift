import Foundation
import LifeEngine

/// Puts a pattern on the board a command line option names, as `Pattern.placed(on:positioned:)`
/// does, and says on standard error when cells lie off that board: Golly leaves them out without
/// a word, and a run of a pattern placed far away would otherwise end empty with no reason given.
enum BoardPlacement {
    /// The pattern on `topology`; `option` names what asked for it ("--torus") in the warning.
    static func place(_ pattern: Pattern, on topology: Topology, positioned: Bool = false, option: String) -> Pattern {
        let placed = pattern.placed(on: topology, positioned: positioned)
        if let warning = warning(before: pattern.cells.count, after: placed.cells.count, on: topology, option: option) {
            FileHandle.standardError.write(Data("life: \(warning)\n".utf8))
        }
        return placed
    }

    /// Refuses a board the rule does not run on, as the file's own header and `--rule` would
    /// (a 2000000000x1 torus took the dense grid's 4 GB before a budget said no).
    static func check(_ rule: Rule, on topology: Topology, option: String) throws {
        do {
            try rule.check(on: topology, text: "\(rule)\(topology.suffix)")
        } catch let error as RuleError {
            throw CLIError("\(option): a \(topology.description) is not offered under the rule \(rule.description.escapedForDisplay(limit: 40)): \(error.reason)")
        }
    }

    /// What to say when `after` of `before` cells are left on the board, or nil when none went.
    static func warning(before: Int, after: Int, on topology: Topology, option: String) -> String? {
        guard after < before else { return nil }
        let lost = before - after
        let which = after == 0 ? (before == 1 ? "the pattern's only cell lies" : "all \(before) cells of the pattern lie")
                               : "\(lost) of the pattern's \(before) cells \(lost == 1 ? "lies" : "lie")"
        return "\(option): \(which) off the \(topology.description) and \(lost == 1 ? "is" : "are") left out, as Golly leaves such cells out"
    }
}
