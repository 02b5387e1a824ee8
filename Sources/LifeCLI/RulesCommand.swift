import ArgumentParser
import Foundation
import LifeEngine

/// `life rules [RULE]`: the named rules with what each does, or what a rule is as Golly writes it.
public struct RulesCommand: ParsableCommand {
    /// Command metadata.
    public static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the named rules, or show a rule (and bounded grid) as Golly writes it.",
        discussion: "Any rule Golly runs is accepted: B/S (B3/S23, 23/3), Hensel letters (B2n3/S23-q), H and V suffixes, Generations (345/2/4, B2/S/C3, g3b2s), Larger than Life (R5,C0,M1,S34..58,B34..45,NM) and names, with a bounded-grid suffix (:T30,20 :T30+5,20 :K30*,20 :C30,20 :S30 :P30,20). Exit status: 0, or 1 for a rule that cannot be read.")

    @Argument(help: "A rule to show; without one, the named rules are listed.")
    var rule: String?

    @Flag(name: .long, help: "Print JSON.")
    var json = false

    /// Creates the command (ArgumentParser fills in the options).
    public init() {}

    /// Lists the names or shows the rule.
    public func run() throws {
        guard let rule else {
            let entries = RuleNames.all
            if json {
                let objects = entries.map { ["name": $0.name, "rule": $0.rule, "summary": $0.summary] }
                print(String(decoding: try JSONSerialization.data(withJSONObject: objects, options: [.sortedKeys]), as: UTF8.self))
                return
            }
            let width = entries.map(\.name.count).max() ?? 0
            let ruleWidth = entries.map(\.rule.count).max() ?? 0
            for entry in entries {
                print(entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                      + entry.rule.padding(toLength: ruleWidth + 2, withPad: " ", startingAt: 0) + entry.summary)
            }
            return
        }
        let parsed: (rule: Rule, topology: Topology)
        do { parsed = try Rule.parseWithTopology(rule) } catch { throw CLIError("\(error)") }
        let family = parsed.rule.largerThanLife != nil ? "Larger than Life" : parsed.rule.history ? "History" : parsed.rule.states > 2 ? "Generations"
            : parsed.rule.description.hasPrefix("MAP") ? "MAP" : parsed.rule.isTotalistic ? "B/S" : "isotropic non-totalistic"
        let name = RuleNames.entry(for: parsed.rule)
        if json {
            var object: [String: Any] = ["rule": "\(parsed.rule)\(parsed.topology.suffix)", "family": family, "states": parsed.rule.states,
                                         "topology": parsed.topology.description]
            if let name { object["name"] = name.name; object["summary"] = name.summary }
            print(String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self))
            return
        }
        print("\(parsed.rule)\(parsed.topology.suffix)")
        print("family: \(family), \(parsed.rule.states) states\(parsed.rule.largerThanLife == nil ? ", neighbourhood \(parsed.rule.neighbourhood.rawValue)" : "")")
        print("board: \(parsed.topology.description)")
        if let name { print("name: \(name.name): \(name.summary)") }
    }
}
