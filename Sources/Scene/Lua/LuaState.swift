import CLuaShim
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif

/// How much a script may do. The defaults stop an endless loop in about a second and a
/// runaway table well before the machine notices; both can be raised.
public struct ScriptLimits: Sendable, Equatable {
    /// VM instructions per run of the script's body and per callback.
    public var instructions: Int
    /// Bytes of Lua memory for the whole script.
    public var memory: Int

    public init(instructions: Int = 200_000_000, memory: Int = 256 << 20) {
        self.instructions = instructions
        self.memory = memory
    }

    public static let `default` = ScriptLimits()
}

/// One sandboxed Lua 5.4 state: only the safe standard library, text chunks only,
/// an instruction budget per call and a memory cap (enforced in CLuaShim's C hook).
final class LuaState {
    /// The thread running now: the main one, or a coroutine while it calls into Swift (that
    /// call's arguments and results are on the coroutine's own stack).
    var L: OpaquePointer
    /// The state's main thread, which lives as long as the state.
    private let main: OpaquePointer
    private let sandbox: UnsafeMutablePointer<shim_lua_sandbox>
    let limits: ScriptLimits
    /// The chunk name errors and tracebacks use: the script's path as the user gave it.
    let file: String
    /// Calls in progress: only the outermost one starts a fresh instruction budget, so a
    /// loop around an API call that runs Lua (a transaction's body) cannot renew its own.
    private var depth = 0

    init(file: String, limits: ScriptLimits) throws(SceneError) {
        self.file = file
        self.limits = limits
        sandbox = .allocate(capacity: 1)
        sandbox.initialize(to: shim_lua_sandbox(
            used: 0, soft_memory_limit: limits.memory, hard_memory_limit: limits.memory + (64 << 20),
            instructions_left: Int64(limits.instructions), instruction_budget: Int64(limits.instructions),
            exhausted: 0, context: nil))
        guard let state = shim_lua_newstate(sandbox, 1000) else {
            sandbox.deallocate()
            throw SceneError(file: file, message: "cannot create a Lua state (out of memory)")
        }
        L = state
        main = state
        openSafeLibraries()
    }

    deinit {
        lua_close(main)
        sandbox.deinitialize(count: 1)
        sandbox.deallocate()
    }

    /// The context pointer the trampoline's dispatcher reads.
    var context: UnsafeMutableRawPointer? {
        get { sandbox.pointee.context }
        set { sandbox.pointee.context = newValue }
    }

    /// Only the parts of the standard library that cannot reach outside the script or make
    /// it nondeterministic: no io, os, package/require, debug, dofile, loadfile,
    /// string.dump; `load` takes text only; collectgarbage only reports.
    private func openSafeLibraries() {
        let libraries: [(String, @convention(c) (OpaquePointer?) -> Int32)] = [
            ("_G", luaopen_base), ("table", luaopen_table), ("string", luaopen_string),
            ("math", luaopen_math), ("utf8", luaopen_utf8), ("coroutine", luaopen_coroutine),
        ]
        for (name, open) in libraries {
            luaL_requiref(L, name, open, 1)
            shim_lua_pop(L, 1)
        }
        for name in ["dofile", "loadfile", "require", "collectgarbage", "load"] {
            lua_pushnil(L)
            lua_setglobal(L, name)
        }
        lua_getglobal(L, "string")
        lua_pushnil(L)
        lua_setfield(L, -2, "dump")
        shim_lua_pop(L, 1)
    }

    /// Runs Lua source (the prelude that finishes the sandbox) outside the budget.
    func runTrusted(_ source: String, name: String) {
        let status = source.withCString { shim_lua_call_protected_chunk(L, $0, strlen($0), name) }
        precondition(status == LUA_OK, "trusted Lua failed: \(shim_lua_tostring(L, -1).map { String(cString: $0) } ?? "?")")
    }

    /// Loads and runs the script's text.
    func runScript(_ source: String) throws(SceneError) {
        let status = source.withCString { luaL_loadbufferx(L, $0, strlen($0), "@" + file, "t") }
        guard status == LUA_OK else { throw popError() }
        try call(arguments: 0, results: 0)
    }

    /// Calls the function below `arguments` values on the stack, with a fresh instruction
    /// budget and a traceback on error.
    func call(arguments: Int32, results: Int32) throws(SceneError) {
        let base = lua_gettop(L) - arguments
        shim_lua_pushcfunction(L, shim_traceback)
        shim_lua_insert(L, base)
        if depth == 0 { sandbox.pointee.instructions_left = Int64(limits.instructions) }
        depth += 1
        let status = shim_lua_pcall(L, arguments, results, base)
        depth -= 1
        shim_lua_remove(L, base)
        guard status == LUA_OK else { throw popError() }
    }

    /// Pops the error on top of the stack as a SceneError.
    private func popError() -> SceneError {
        let text = shim_lua_tostring(L, -1).map { String(cString: $0) } ?? "unknown Lua error"
        shim_lua_pop(L, 1)
        return SceneError(luaMessage: text, file: file)
    }

    // MARK: Registry references (callbacks kept by Swift)

    /// Keeps the value on top of the stack (popping it) and returns a handle to it.
    func reference() -> Int32 {
        luaL_ref(L, shim_lua_registryindex())
    }

    func pushReference(_ reference: Int32) {
        lua_rawgeti(L, shim_lua_registryindex(), lua_Integer(reference))
    }
}
