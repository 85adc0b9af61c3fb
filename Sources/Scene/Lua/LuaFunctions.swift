import CLuaShim
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// An error an API function reports to the script; the trampoline puts the caller's
/// file:line in front of it.
struct ScriptError: Error {
    let message: String
    /// A missing input file this error is about (see SceneError.missingFile).
    var missingFile: String?
    /// The message already names its file and line (an error from Lua code run inside
    /// the API call, like a transaction's body), so it is raised as it is.
    var isPositioned = false
    init(_ message: String) { self.message = message }

    init(nested error: SceneError) {
        message = error.description
        isPositioned = error.line != nil
    }
}

/// A Swift function callable from Lua: it reads its arguments from the stack, pushes its
/// results and returns how many.
typealias LuaFunction = (ScriptRuntime) throws -> Int32

/// Serves every call from Lua into Swift: finds the runtime through the sandbox's context
/// pointer and runs function `id`. Errors become a message on the stack and -1, so that
/// the C trampoline raises the Lua error after this Swift frame has returned.
let swiftDispatch: shim_swift_function = { state, id in
    guard let state, let context = shim_lua_sandbox_of(state)?.pointee.context else { return -1 }
    let runtime = Unmanaged<ScriptRuntime>.fromOpaque(context).takeUnretainedValue()
    // Called from a coroutine, the arguments are on its stack, and the results go there.
    let caller = runtime.lua.L, elementsRead = runtime.elementsRead
    runtime.lua.L = state
    runtime.elementsRead = 0
    defer {
        runtime.lua.L = caller
        runtime.elementsRead = elementsRead
    }
    do {
        return try runtime.functions[Int(id)](runtime)
    } catch let error as ScriptError {
        lua_pushstring(state, error.message)
        if error.isPositioned { return -2 }
    } catch let error as CustomStringConvertible {
        lua_pushstring(state, error.description)
    } catch {
        lua_pushstring(state, "\(error)")
    }
    return -1
}

extension ScriptRuntime {
    /// Pushes a Lua function that runs `body`.
    func pushFunction(_ body: @escaping LuaFunction) {
        functions.append(body)
        shim_push_swift_function(L, swiftDispatch, lua_Integer(functions.count - 1))
    }

    /// Sets global `name` to a function running `body`.
    func define(_ name: String, _ body: @escaping LuaFunction) {
        pushFunction(body)
        lua_setglobal(L, name)
    }

    /// Sets field `name` of the table on top of the stack to a function running `body`.
    func defineField(_ name: String, _ body: @escaping LuaFunction) {
        pushFunction(body)
        lua_setfield(L, -2, name)
    }

    // MARK: Reading arguments

    var argumentCount: Int32 { lua_gettop(L) }

    func typeName(_ index: Int32) -> String { String(cString: shim_luaL_typename(L, index)) }

    func number(_ index: Int32, _ what: String) throws -> Double {
        guard lua_type(L, index) == LUA_TNUMBER else { throw ScriptError("\(what) must be a number, not \(typeName(index))") }
        let value = shim_lua_tonumber(L, index)
        guard value.isFinite else { throw ScriptError("\(what) must be a finite number, not \(describe(value))") }
        return value
    }

    /// A number as messages show it: "nan" for every NaN (0/0 is -nan on some machines).
    func describe(_ value: Double) -> String { value.isNaN ? "nan" : "\(value)" }

    func optionalNumber(_ index: Int32, _ what: String) throws -> Double? {
        shim_lua_isnoneornil(L, index) != 0 ? nil : try number(index, what)
    }

    func string(_ index: Int32, _ what: String) throws -> String {
        guard lua_type(L, index) == LUA_TSTRING else { throw ScriptError("\(what) must be a string, not \(typeName(index))") }
        // Lua strings are bytes: refuse what is not UTF-8 text rather than repair it unseen
        // (a NUL would end the text early in every C library it reaches).
        var length = 0
        let bytes = UnsafeRawBufferPointer(start: lua_tolstring(L, index, &length), count: length)
        guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
            throw ScriptError("\(what) must be UTF-8 text without NUL bytes")
        }
        return text
    }

    func boolean(_ index: Int32, _ what: String) throws -> Bool {
        guard lua_type(L, index) == LUA_TBOOLEAN else { throw ScriptError("\(what) must be true or false, not \(typeName(index))") }
        return lua_toboolean(L, index) != 0
    }

    func checkTable(_ index: Int32, _ what: String) throws {
        guard lua_type(L, index) == LUA_TTABLE else { throw ScriptError("\(what) must be a table, not \(typeName(index))") }
    }

    func checkFunction(_ index: Int32, _ what: String) throws {
        guard lua_type(L, index) == LUA_TFUNCTION else { throw ScriptError("\(what) must be a function, not \(typeName(index))") }
    }

    /// The string keys of the table at `index`, sorted, so that work done per key runs in
    /// the same order every time (Lua's own order is not fixed).
    func keys(ofTable index: Int32) -> [String] {
        let table = lua_absindex(L, index)
        var keys: [String] = []
        lua_checkstack(L, 3)
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            if lua_type(L, -2) == LUA_TSTRING { keys.append(String(cString: shim_lua_tostring(L, -2))) }
            shim_lua_pop(L, 1)
        }
        return keys.sorted()
    }

    /// The length of the sequence at `index` (the # operator without metamethods).
    func sequenceLength(_ index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    /// Runs `body` with field `key` of the table at `index` pushed (nil if it is not a
    /// table), then pops it. The field is read raw, as `keys(ofTable:)` lists them: no
    /// metamethod runs, so no Lua error can unwind through Swift's frames. Readers recurse
    /// into nested tables (groups, arrays), so each push makes room for itself: Lua only
    /// promises 20 free slots to a C function.
    func withField<T>(_ index: Int32, _ key: String, _ body: (Int32) throws -> T) rethrows -> T {
        lua_checkstack(L, 2)
        if lua_type(L, index) == LUA_TTABLE {
            let table = lua_absindex(L, index)
            lua_pushstring(L, key)
            lua_rawget(L, table)
        } else {
            lua_pushnil(L)
        }
        defer { shim_lua_pop(L, 1) }
        return try body(lua_gettop(L))
    }

    /// Runs `body` with element `i` (1-based) of the sequence at `index` pushed, then pops it.
    func withElement<T>(_ index: Int32, _ i: Int, _ body: (Int32) throws -> T) rethrows -> T {
        lua_checkstack(L, 2)
        lua_rawgeti(L, index, lua_Integer(i))
        defer { shim_lua_pop(L, 1) }
        return try body(lua_gettop(L))
    }

    /// Maps `body` over the sequence at `index`, with each element pushed and its 1-based index.
    /// One call from the script reads at most `maxElementsPerCall` elements in all: a table
    /// listed many times inside another (groups of groups, arrays of one shared array) would
    /// otherwise make far more Swift values than the script's memory limit allows Lua ones.
    func elements<T>(_ index: Int32, _ body: (Int32, Int) throws -> T) throws -> [T] {
        let count = sequenceLength(index)
        elementsRead += count
        guard elementsRead <= Self.maxElementsPerCall else {
            throw ScriptError("more than \(Self.maxElementsPerCall) table elements in one call "
                + "(is one table listed many times inside another?)")
        }
        return try (0..<count).map { i in try withElement(index, i + 1) { try body($0, i + 1) } }
    }

    static let maxElementsPerCall = 1_000_000

    func isNil(_ index: Int32) -> Bool { shim_lua_isnoneornil(L, index) != 0 }

    // MARK: Pushing results

    func push(_ value: Double) { lua_pushnumber(L, value) }
    func push(_ value: Bool) { lua_pushboolean(L, value ? 1 : 0) }
    func push(_ value: String) { lua_pushstring(L, value) }

    /// Pushes a table with these number fields.
    func pushTable(_ fields: KeyValuePairs<String, Double>) {
        lua_createtable(L, 0, Int32(fields.count))
        for (key, value) in fields {
            lua_pushnumber(L, value)
            lua_setfield(L, -2, key)
        }
    }
}

extension ScriptRuntime {
    /// Makes the metatable `type` for handles (userdata) of one class: indexing a handle
    /// finds `methods` first (each made once), then asks `get` for a property; assigning
    /// calls `set` (or is an error when there is none).
    func defineClass(_ type: String, methods: [String: LuaFunction],
                     get: @escaping (ScriptRuntime, String) throws -> Int32,
                     set: ((ScriptRuntime, String) throws -> Void)? = nil,
                     toString: ((ScriptRuntime) throws -> String)? = nil) {
        lua_createtable(L, 0, Int32(methods.count))
        for (name, body) in methods.sorted(by: { $0.key < $1.key }) { defineField(name, body) }
        methodNames.formUnion(methods.keys)
        let methodTable = lua.reference()
        luaL_newmetatable(L, type)
        defineField("__index") { runtime in
            let key = try runtime.string(2, "member name")
            runtime.lua.pushReference(methodTable)
            if lua_getfield(runtime.L, -1, key) != LUA_TNIL { return 1 }
            shim_lua_pop(runtime.L, 2)
            return try get(runtime, key)
        }
        defineField("__newindex") { runtime in
            let key = try runtime.string(2, "member name")
            guard let set else { throw ScriptError("\(type.replacing("loaderanim.", with: "")) values are read-only") }
            try set(runtime, key)
            return 0
        }
        if let toString {
            defineField("__tostring") { runtime in
                runtime.push(try toString(runtime))
                return 1
            }
        }
        shim_lua_pop(L, 1)
    }
}
