import CLua
import LifeEngine

/// Reading a Golly function's arguments from the Lua stack and pushing its results, without
/// raising Lua errors from Swift: a wrong argument throws `ScriptError`, which the function turns
/// into a Lua error raised from C.
struct LuaArguments {
    let state: OpaquePointer
    /// The Golly function's name, for messages ("bad argument #1 to 'putcells'").
    let function: String

    /// How many arguments were given.
    var count: Int { Int(lua_gettop(state)) }

    /// Whether argument `index` (1-based) is absent or nil.
    func isAbsent(_ index: Int) -> Bool { lua_type(state, Int32(index)) <= LUA_TNIL }

    /// An integer argument (a number with an integer value), or `fallback` when absent.
    func integer(_ index: Int, or fallback: Int64? = nil) throws -> Int64 {
        if isAbsent(index), let fallback { return fallback }
        var isInteger: Int32 = 0
        let value = lua_tointegerx(state, Int32(index), &isInteger)
        guard isInteger != 0 else {
            let problem = lua_type(state, Int32(index)) == LUA_TNUMBER ? "number has no integer representation" : "number expected, got \(typeName(index))"
            throw bad(index, problem)
        }
        return value
    }

    /// A number argument, or `fallback` when absent.
    func number(_ index: Int, or fallback: Double? = nil) throws -> Double {
        if isAbsent(index), let fallback { return fallback }
        var isNumber: Int32 = 0
        let value = lua_tonumberx(state, Int32(index), &isNumber)
        guard isNumber != 0 else { throw bad(index, "number expected, got \(typeName(index))") }
        return value
    }

    /// A string argument (a number reads as its text), or `fallback` when absent.
    func string(_ index: Int, or fallback: String? = nil) throws -> String {
        if isAbsent(index), let fallback { return fallback }
        let type = lua_type(state, Int32(index))
        guard type == LUA_TSTRING || type == LUA_TNUMBER, let text = life_lua_tostring(state, Int32(index)) else {
            throw bad(index, "string expected, got \(typeName(index))")
        }
        return String(cString: text)
    }

    /// A file or folder path argument, or `fallback` when absent: refused when its bytes are not
    /// UTF-8 (read as text they would name another file).
    func path(_ index: Int, or fallback: String? = nil) throws -> String {
        if isAbsent(index), let fallback { return fallback }
        let text = try string(index)
        guard let raw = life_lua_tostring(state, Int32(index)), String(validatingCString: raw) != nil else {
            throw ScriptError("\(function) error: the path \(text.debugDescription) is not UTF-8; Life reads and writes files named in UTF-8")
        }
        return text
    }

    /// A boolean argument (Golly also takes 0 and 1), or `fallback` when absent.
    func boolean(_ index: Int, or fallback: Bool) -> Bool {
        if isAbsent(index) { return fallback }
        if lua_type(state, Int32(index)) == LUA_TNUMBER { return lua_tonumberx(state, Int32(index), nil) != 0 }
        return lua_toboolean(state, Int32(index)) != 0
    }

    /// The integers of a table argument (a cell array or a rect), read without metamethods.
    func integers(_ index: Int) throws -> [Int64] {
        guard lua_type(state, Int32(index)) == LUA_TTABLE else { throw bad(index, "table expected, got \(typeName(index))") }
        let length = Int(lua_rawlen(state, Int32(index)))
        var values: [Int64] = []
        values.reserveCapacity(length)
        for i in 1...max(1, length) where length > 0 {
            lua_rawgeti(state, Int32(index), lua_Integer(i))
            var isInteger: Int32 = 0
            let value = lua_tointegerx(state, -1, &isInteger)
            life_lua_pop(state, 1)
            guard isInteger != 0 else { throw ScriptError("\(function): item \(i) of the array is not an integer") }
            values.append(value)
        }
        return values
    }

    /// A rect argument: {} (nil) or {x, y, width, height} with positive sides.
    func rect(_ index: Int) throws -> CellRect? {
        let values = try integers(index)
        guard !values.isEmpty else { return nil }
        guard values.count == 4 else { throw ScriptError("\(function) error: arg must be {} or {x,y,wd,ht}") }
        guard values[2] > 0 else { throw ScriptError("\(function) error: width must be > 0") }
        guard values[3] > 0 else { throw ScriptError("\(function) error: height must be > 0") }
        return CellRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// A cell array argument: one-state {x1,y1, x2,y2, ...} or multi-state {x1,y1,s1, ..., [0]}.
    func cellArray(_ index: Int) throws -> CellArray {
        let values = try integers(index)
        guard let array = CellArray(flat: values) else { throw ScriptError("\(function) error: the cell array has an odd length") }
        return array
    }

    private func typeName(_ index: Int) -> String {
        isAbsent(index) && Int32(index) > lua_gettop(state) ? "no value" : String(cString: lua_typename(state, lua_type(state, Int32(index))))
    }

    private func bad(_ index: Int, _ problem: String) -> ScriptError {
        ScriptError("bad argument #\(index) to '\(function)' (\(problem))")
    }

    // MARK: Results

    func push(_ value: Int64) { lua_pushinteger(state, value) }
    func push(_ value: Bool) { lua_pushboolean(state, value ? 1 : 0) }
    func push(_ text: String) { lua_pushstring(state, text) }

    /// Pushes an array of integers as a table.
    func push(_ values: [Int64]) {
        lua_createtable(state, Int32(values.count), 0)
        for (i, value) in values.enumerated() {
            lua_pushinteger(state, value)
            lua_rawseti(state, -2, lua_Integer(i + 1))
        }
    }

    /// Pushes a rect as {x, y, width, height}, or {} for none.
    func push(_ rect: CellRect?) {
        push(rect.map { [$0.x, $0.y, $0.width, $0.height] } ?? [])
    }

    /// Pushes an array of strings as a table.
    func push(strings: [String]) {
        lua_createtable(state, Int32(strings.count), 0)
        for (i, text) in strings.enumerated() {
            lua_pushstring(state, text)
            lua_rawseti(state, -2, lua_Integer(i + 1))
        }
    }
}
