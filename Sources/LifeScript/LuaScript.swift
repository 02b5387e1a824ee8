import CLua
import Foundation
import LifeEngine

/// A Lua 5.4 script run as Golly runs it: Lua's standard libraries, `golly()` returning Golly's
/// API over a `ScriptSession`, and the script's folder (and `?/init.lua` there) on the module path,
/// so `require "gplus"` finds Golly's gplus beside the script.
public enum LuaScript {
    /// The most memory a script's Lua values take by default: 2 GiB, HashLife's default cap.
    public static let defaultMemoryLimit = HashLife.defaultMaxMemory

    /// Runs the file at `path` on `session`; setting `stop`'s value to non-zero (from any thread)
    /// stops the script at its next thousand instructions with the error "aborted".
    /// With `keepsProcess` (the app), `os.exit` ends the script as `g.exit` does instead of the process.
    /// Lua's memory is capped at `memoryLimit` bytes: past it the script stops with an error
    /// saying so (a script filling an endless table ran until the machine's memory ended).
    public static func run(_ path: String, on session: ScriptSession, stop: UnsafeMutablePointer<Int32>? = nil, keepsProcess: Bool = false,
                           memoryLimit: Int = defaultMemoryLimit) -> ScriptOutcome {
        let limit = max(1 << 20, memoryLimit)
        guard let state = life_lua_newstate(limit) else { return .failed("\(path): Lua could not start (out of memory)") }
        defer {
            life_lua_close(state)
            ScriptFolders.removeTemporary()
        }
        luaL_openlibs(state)
        if let stop { life_lua_watch(state, stop) }
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        setModulePath(state, folder: folder)
        let context = Unmanaged.passUnretained(session).toOpaque()
        // golly(): a table of the API, made afresh at each call.
        lua_pushlightuserdata(state, context)
        lua_pushcclosure(state, { state in
            guard let state else { return 0 }
            let context = lua_touserdata(state, life_lua_upvalueindex(1))
            lua_createtable(state, 0, Int32(GollyAPI.functions.count + GollyAPI.unsupported.count))
            for (name, body) in GollyAPI.functions {
                life_lua_push_function(state, body, context)
                lua_setfield(state, -2, name)
            }
            for name in GollyAPI.unsupported {
                lua_pushstring(state, name)
                lua_pushcclosure(state, { state in
                    // Raised from Lua's own C: "FILE:LINE: g.overlay is not supported by Life".
                    guard let state else { return 0 }
                    luaL_where(state, 1)
                    lua_pushstring(state, "g.\(String(cString: life_lua_tostring(state, life_lua_upvalueindex(1))))"
                                   + " is not supported by Life (it needs Golly's window)")
                    lua_concat(state, 2)
                    return lua_error(state)
                }, 1)
                lua_setfield(state, -2, name)
            }
            return 1
        }, 1)
        lua_setglobal(state, "golly")
        if keepsProcess, luaL_loadstring(state, "os.exit = function() golly().exit() end") == LUA_OK {
            _ = life_lua_pcall(state, 0, 0, 0)
        }
        life_lua_push_message_handler(state)
        guard life_lua_loadfile(state, path) == LUA_OK else {
            return .failed(life_lua_tostring(state, -1).map { withWholePath(String(cString: $0), path) } ?? "\(path): cannot be read")
        }
        let status = life_lua_pcall(state, 0, 0, -2)
        guard status == LUA_OK else {
            if let message = session.exitMessage { return .exited(message) }
            if status == LUA_ERRMEM {
                return .failed("\(path): the script used more than the \(limit >> 20) MiB of memory a script may (Lua: not enough memory)")
            }
            return .failed(life_lua_tostring(state, -1).map { withHint(withWholePath(String(cString: $0), path)) } ?? "\(path): the script failed")
        }
        // An error it caught and went on from (`g.continue`) is how it ended.
        if let caught = session.continuedError { return .failed(caught) }
        return .finished
    }

    /// `message` with where to find Golly's gplus package when the script wanted it and it is not
    /// there: Life runs Golly's scripts but does not carry Golly's own library.
    static func withHint(_ message: String) -> String {
        guard message.contains("module 'gplus' not found") else { return message }
        let first = message.prefix { $0 != "\n" }
        return first + "\n(gplus is Golly's own Lua package: install Debian's golly package, which puts it in "
            + gollyScripts + ", or copy Golly's Scripts/Lua/gplus folder beside the script)" + message.dropFirst(first.count)
    }

    /// `message` with a whole path where Lua cut a long one down to "..." and its end (Lua names
    /// a file in 60 characters: "...in/.build/golly/.../envelope.lua:10: ..."): the script's
    /// `path`, or a file it required from its folder or Golly's ("...Lua/gplus/NewCA.lua:830:").
    static func withWholePath(_ message: String, _ path: String) -> String {
        guard message.contains("...") else { return message }
        for length in stride(from: min(path.count - 1, 80), through: 8, by: -1) {
            let cut = "..." + path.suffix(length) + ":"
            if message.contains(cut) { return message.replacingOccurrences(of: cut, with: path + ":") }
        }
        // Another file: the cut end is a path within one of the folders modules are found in.
        guard let start = message.range(of: "..."), let colon = message[start.upperBound...].firstIndex(of: ":") else { return message }
        let end = String(message[start.upperBound..<colon])
        let folders = [(path as NSString).deletingLastPathComponent, gollyScripts]
        var rest = Substring(end)
        while let slash = rest.firstIndex(of: "/") {
            rest = rest[rest.index(after: slash)...]
            for folder in folders where !rest.isEmpty {
                let whole = folder + "/" + rest
                if whole.hasSuffix(end), FileManager.default.fileExists(atPath: whole) {
                    return message.replacingCharacters(in: start.lowerBound..<colon, with: whole)
                }
            }
        }
        return message
    }

    /// Makes standard output go out a line at a time, into a pipe or file too (`life script`: a
    /// line said is out at once, in order with what the script prints).
    public static func lineBufferedOutput() { life_lua_line_buffered_output() }

    /// Puts the script's folder first on `package.path`: `folder/?.lua` and `folder/?/init.lua`.
    /// Where Debian's golly package installs Golly's Lua scripts and their gplus library.
    static let gollyScripts = "/usr/share/golly/Scripts/Lua"

    private static func setModulePath(_ state: OpaquePointer, folder: String) {
        lua_getglobal(state, "package")
        lua_getfield(state, -1, "path")
        let old = life_lua_tostring(state, -1).map { String(cString: $0) } ?? ""
        life_lua_pop(state, 1)
        // Golly's own Scripts/Lua folder last, where Debian's golly package puts it: a Golly script
        // copied elsewhere still finds gplus, as it does in Golly.
        let golly = FileManager.default.fileExists(atPath: gollyScripts) ? ";\(gollyScripts)/?.lua;\(gollyScripts)/?/init.lua" : ""
        lua_pushstring(state, "\(folder)/?.lua;\(folder)/?/init.lua;" + old + golly)
        lua_setfield(state, -2, "path")
        life_lua_pop(state, 1)
    }
}
