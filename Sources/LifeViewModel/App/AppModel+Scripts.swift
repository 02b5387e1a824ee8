import LifeInterface
import ScriptsFeature

/// Routing for the running Lua script: its question asked with the app's own prompt.
extension AppModel {
    /// Each frame: what the script said and showed, and its ending (`ScriptRunner.poll`); the
    /// question it waits on is asked or, its prompt closed unanswered, the script stopped.
    func followScript() {
        switch scriptQuestions.follow(scripts.poll(in: context), overlays: overlays) {
        case .ask(let prompt)?: open(.prompt(prompt))
        case .stop?: scripts.stop()
        case nil: break
        }
        if let left = scripts.takeSelection() { editing.select(left) }
    }
}
