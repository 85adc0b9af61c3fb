import Animation
import CLuaShim
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Geometry
import Layers

/// One run of a scene script: its Lua state, the stage it builds, and what the API keeps
/// between calls (paths, layer handles, the random generator). A fresh runtime builds a
/// fresh stage, which is how a replay starts from 0.
final class ScriptRuntime {
    let lua: LuaState
    var L: OpaquePointer { lua.L }
    /// The Swift functions the script can call, by the id the trampoline passes.
    var functions: [LuaFunction] = []
    let overrides: SceneOverrides
    /// Where `print` goes (the caller's sink), and the warnings (`noteFont`).
    let printer: ScriptPrinter
    /// The warnings given so far by this script's runs, so that each is given once.
    let warnings: ScriptWarnings
    var settings: SceneSettings?
    var parameters: [SceneParameter] = []
    /// Problems with parameters, collected rather than thrown, so that `validate` reports them all.
    var parameterProblems: [SceneError] = []
    /// The stage, held strongly while the script's body runs and weakly after (the stage's
    /// callbacks hold the runtime; the caller holds the stage).
    var ownedStage: Stage?
    weak var stage: Stage?
    var paths: [Path] = []
    var timingFunctions: [TimingFunction] = []
    var layerHandles: [LayerID: Int32] = [:]
    /// Each layer's `onTap` function (a registry reference), which `tap(layer, time)` runs.
    var tapHandlers: [LayerID: Int32] = [:]
    /// The methods `defineClass` gave the script's handles (layers, paths), for `apiNames`.
    var methodNames: Set<String> = []
    var generator: SeededGenerator?
    /// Ends the run at `scene { ... }`, once the settings are known (`SceneScript.settings`).
    var stopsAtScene = false
    /// Where the callback that ran last is defined, for an error the stage raises between
    /// callbacks (a runaway of them).
    var callbackLine: Int?
    /// Table elements read by the API call in progress (see `elements`).
    var elementsRead = 0
    /// Animations read by the `add` in progress (see `readAnimation`).
    var animationsRead = 0
    /// The draw function running, and a count that tells its context from earlier ones.
    var recording: DrawRecording?
    var drawGeneration = 0

    /// Where the script's relative image paths point: an absolute folder, or a prefix
    /// ending in ":" (see `SceneScript.init(file:source:directory:)`).
    let directory: String

    init(file: String, directory: String? = nil, overrides: SceneOverrides, limits: ScriptLimits,
         printer: @escaping ScriptPrinter, warnings: ScriptWarnings = ScriptWarnings()) throws(SceneError) {
        lua = try LuaState(file: file, limits: limits)
        self.directory = directory ?? Self.absoluteFolder(of: file)
        self.overrides = overrides
        self.printer = printer
        self.warnings = warnings
        lua.context = Unmanaged.passUnretained(self).toOpaque()
        installAPI()
    }

    /// Runs the script's body and returns the stage it built.
    func run(source: String) throws(SceneError) -> Stage {
        // From here on only the caller holds the stage; after a failed run nothing does,
        // which is what breaks the runtime <-> stage cycle (found by fuzzing as a leak).
        defer { ownedStage = nil }
        try lua.runScript(source)
        guard let stage = ownedStage, settings != nil else {
            throw SceneError(file: lua.file, message: "the script never called scene { width = ..., height = ... }")
        }
        if let unknown = overrides.parameters.keys.sorted().first(where: { name in !parameters.contains { $0.name == name } }) {
            let known = parameters.map(\.name).joined(separator: ", ")
            parameterProblems.append(SceneError(
                file: lua.file, message: "--set \(unknown): this scene has no parameter \(unknown); its parameters are: \(known)"))
        }
        if let problem = parameterProblems.first { throw problem }
        return stage
    }

    /// The stage, for API functions that need one.
    func requireStage() throws -> Stage {
        guard let stage else { throw ScriptError("call scene { ... } before making layers or scheduling anything") }
        return stage
    }

    private func installAPI() {
        installSceneAPI()
        installValueAPI()
        installLayerAPI()
        installAnimationAPI()
        installDrawAPI()
        installImageAPI()
        installUIKitAPI()
        installWallClockAPI()
    }

    // MARK: scene, loop, time, random, print

    private func installSceneAPI() {
        define("scene") { runtime in try runtime.declareScene() }
        define("loop") { runtime in
            lua_createtable(runtime.L, 0, 1)
            lua_pushboolean(runtime.L, 1)
            lua_setfield(runtime.L, -2, "__loop")
            return 1
        }
        define("param") { runtime in try runtime.declareParameter() }
        define("now") { runtime in
            runtime.push(try runtime.requireStage().now)
            return 1
        }
        define("at") { runtime in
            let time = try runtime.number(1, "at(time, fn): time")
            try runtime.checkFunction(2, "at(time, fn): fn")
            try runtime.requireStage().at(time, runtime.callback(at: 2))
            return 0
        }
        define("after") { runtime in
            let delay = try runtime.number(1, "after(delay, fn): delay")
            try runtime.checkFunction(2, "after(delay, fn): fn")
            try runtime.requireStage().after(delay, runtime.callback(at: 2))
            return 0
        }
        define("transaction") { runtime in try runtime.runTransaction() }
        define("random") { runtime in try runtime.random() }
        define("print") { runtime in
            runtime.printer(try runtime.string(1, "print"))
            return 0
        }
        // math.random is the scene's seeded generator too. print converts its arguments
        // with tostring in Lua, so that an error in a __tostring stays in Lua.
        lua.runTrusted("""
            math.random = random
            math.randomseed = nil
            local write, tostring, concat, pack = print, tostring, table.concat, table.pack
            print = function(...)
                local values = pack(...)
                for i = 1, values.n do values[i] = tostring(values[i]) end
                write(concat(values, "\\t", 1, values.n))
            end
            """, name: "=prelude")
    }

    /// A callback that runs the Lua function at `index` (kept in the registry) with
    /// `arguments` pushed by the caller.
    func callback(at index: Int32) -> (Stage) throws -> Void {
        let line = definedLine(at: index)
        lua_pushvalue(L, index)
        let handle = lua.reference()
        return { [self] _ in
            callbackLine = line
            lua.pushReference(handle)
            try lua.call(arguments: 0, results: 0)
        }
    }

    /// The line where the Lua function at `index` is defined (nil for a C function).
    func definedLine(at index: Int32) -> Int? {
        var info = lua_Debug()
        lua_pushvalue(L, index)
        guard lua_getinfo(L, ">S", &info) != 0, info.linedefined > 0 else { return nil }
        return Int(info.linedefined)
    }

    /// `transaction({ disableActions = true, duration = 0.5, timingFunction = "linear",
    /// completion = fn }, body)`.
    private func runTransaction() throws -> Int32 {
        try checkTable(1, "transaction(settings, fn): settings")
        try checkFunction(2, "transaction(settings, fn): fn")
        try rejectUnknownFields(1, allowed: ["disableActions", "duration", "timingFunction", "completion"], in: "transaction")
        var settings = Transaction()
        settings.disableActions = try withField(1, "disableActions") { isNil($0) ? nil : try boolean($0, "transaction disableActions") }
        settings.duration = try withField(1, "duration") { try optionalNumber($0, "transaction duration") }
        if let duration = settings.duration, duration < 0 { throw ScriptError("transaction duration must be >= 0, not \(duration)") }
        settings.timingFunction = try withField(1, "timingFunction") { isNil($0) ? nil : try timingFunction($0, "transaction timingFunction") }
        let completion = try withField(1, "completion") { index -> ((Stage) throws -> Void)? in
            guard !isNil(index) else { return nil }
            try checkFunction(index, "transaction completion")
            return callback(at: index)
        }
        let stage = try requireStage()
        // The body runs inside this call; its errors carry their own position.
        var failure: SceneError?
        try stage.transaction(settings, completion: completion) {
            lua_pushvalue(L, 2)
            do throws(SceneError) { try lua.call(arguments: 0, results: 0) } catch { failure = error }
        }
        if let failure { throw ScriptError(nested: failure) }
        return 0
    }

    /// random() in [0, 1), random(n) in 1...n, random(m, n) in m...n: Lua's contract,
    /// from a generator seeded by the `seed` parameter, so every run gives the same numbers.
    private func random() throws -> Int32 {
        if generator == nil {
            let declared = parameters.first { $0.name == "seed" }?.value.number
            generator = SeededGenerator(seed: SeededGenerator.seed(override: overrides.parameters["seed"], parameter: declared))
        }
        let unit = generator!.nextUnit()
        switch argumentCount {
        case 0:
            push(unit)
        case 1, 2:
            let low = argumentCount == 2 ? try number(1, "random(m, n): m") : 1
            let high = try number(argumentCount, "random: n")
            // Lua integers hold them exactly within 2^53, as doubles do.
            guard low <= high, low.rounded() == low, high.rounded() == high, abs(low) <= 0x1p53, abs(high) <= 0x1p53 else {
                throw ScriptError("random(m, n) needs whole numbers m <= n within ±2^53, got \(describe(low)) and \(describe(high))")
            }
            lua_pushinteger(L, lua_Integer(low + (unit * (high - low + 1)).rounded(.down)))
        default:
            throw ScriptError("random takes at most 2 arguments")
        }
        return 1
    }

    /// Errors on a field of the table at `index` that is not in `allowed`, suggesting the
    /// nearest allowed name.
    func rejectUnknownFields(_ index: Int32, allowed: Set<String>, in what: String) throws {
        for key in keys(ofTable: index) where !allowed.contains(key) {
            let hint = nearestName(to: key, in: allowed).map { ": did you mean \($0)?" }
            throw ScriptError("\(what) has no field \"\(key)\"" + (hint ?? "; its fields are \(allowed.sorted().joined(separator: ", "))"))
        }
    }
}
