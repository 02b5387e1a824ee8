/// Why a Golly function refused its arguments or could not do what it was asked: said as a Lua
/// error, "FILE:LINE: message", where the script called it.
struct ScriptError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
