/// What quitting now would lose, as a first request to quit says it (`QuitGuard`).
struct QuitRisk: Equatable {
    /// What is under way or held ("A recording is under way").
    let what: String
    /// What a second request does ("stop it and quit").
    let cost: String

    /// The risk of quitting with a recording or a script under way, with work the board
    /// database cannot keep (`BoardLibrary.losesWorkAtQuit`), or with the board unsaved since an
    /// autosave failed (the failure was said then); nil when nothing would be lost.
    static func of(recording: Bool, script: Bool, unsavableWork: Bool, autosaveFailed: Bool = false) -> QuitRisk? {
        if recording { return QuitRisk(what: "A recording is under way", cost: "stop it and quit") }
        if script { return QuitRisk(what: "A script is running", cost: "stop it and quit") }
        if unsavableWork {
            return QuitRisk(what: "Nothing is saved this run (the board database cannot be used)",
                            cost: "quit and lose the board and boards kept; export what you want first (Ctrl+Shift+E)")
        }
        if autosaveFailed {
            return QuitRisk(what: "Your board is not saved: the last autosave failed",
                            cost: "quit and lose what changed since; export it first (Ctrl+Shift+E)")
        }
        return nil
    }
}
