import Animation
import CLuaShim
import Layers

/// What `scene { ... }` declares: the canvas in points and the defaults the command line
/// can override.
public struct SceneSettings: Sendable, Equatable {
    public enum Length: Sendable, Equatable {
        /// A fixed length in seconds.
        case seconds(Double)
        /// Until the last finite animation and callback are done, plus `hold`.
        case untilDone
        /// The seamless period: the least common multiple of what repeats forever.
        case loop
    }

    public var title: String = ""
    public var summary: String = ""
    public var width: Double
    public var height: Double
    /// nil: transparent.
    public var background: Color? = .white
    public var scale: Double = 1
    public var length: Length = .untilDone
    /// nil: the command line's default.
    public var fps: Double?
    /// Seconds shown after the scene is done (with `.untilDone`).
    public var hold: Double = 0

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// What the command line changes before a script runs: `--set name=value` (as text, parsed
/// by each parameter's type) and the canvas size.
public struct SceneOverrides: Sendable, Equatable {
    public var parameters: [String: String]
    public var width: Double?
    public var height: Double?
    /// The wall clock at scene time 0, seconds since 1970 (`--epoch`); nil: `Stage.referenceEpoch`.
    public var epoch: Double?
    /// The display's refresh rate display links fire at (`--display-hz`); nil: 60.
    public var displayRate: Double?

    public init(parameters: [String: String] = [:], width: Double? = nil, height: Double? = nil, epoch: Double? = nil,
                displayRate: Double? = nil) {
        self.parameters = parameters
        self.width = width
        self.height = height
        self.epoch = epoch
        self.displayRate = displayRate
    }
}

extension ScriptRuntime {
    /// The fields `scene { ... }` accepts.
    static let sceneFields: Set<String> = ["title", "summary", "width", "height", "background", "scale",
                                           "duration", "fps", "hold"]

    /// `scene { title, summary, width, height, background, scale, duration, fps, hold }`:
    /// makes the stage and sets the global `root`; returns the canvas as { width, height }.
    func declareScene() throws -> Int32 {
        guard settings == nil else { throw ScriptError("scene { ... } can only be called once") }
        try checkTable(1, "scene { ... }")
        try rejectUnknownFields(1, allowed: Self.sceneFields, in: "scene")
        func positive(_ key: String) throws -> Double? {
            try withField(1, key) { index in
                guard let value = try optionalNumber(index, "scene \(key)") else { return nil }
                guard value > 0 else { throw ScriptError("scene \(key) must be greater than 0, not \(value)") }
                return value
            }
        }
        guard let width = try overrides.width ?? positive("width"), let height = try overrides.height ?? positive("height") else {
            throw ScriptError("scene { ... } needs a width and a height, in points")
        }
        var settings = SceneSettings(width: width, height: height)
        settings.title = try withField(1, "title") { isNil($0) ? "" : try string($0, "scene title") }
        settings.summary = try withField(1, "summary") { isNil($0) ? "" : try string($0, "scene summary") }
        settings.scale = try positive("scale") ?? 1
        settings.fps = try positive("fps")
        if let fps = settings.fps, fps > 50 {
            throw ScriptError("scene fps \(fps) is above 50: GIF delays are whole centiseconds, and browsers play delays under 2 cs as 10 cs")
        }
        settings.hold = try withField(1, "hold") { try optionalNumber($0, "scene hold") } ?? 0
        guard settings.hold >= 0 else { throw ScriptError("scene hold must be >= 0, not \(settings.hold)") }
        settings.background = try withField(1, "background") { index in
            if isNil(index) { return .white }
            if lua_type(L, index) == LUA_TSTRING, String(cString: shim_lua_tostring(L, index)) == "transparent" { return nil }
            return try color(index, "scene background")
        }
        settings.length = try withField(1, "duration") { index in
            if isNil(index) { return .untilDone }
            if lua_type(L, index) == LUA_TTABLE, withField(index, "__loop", { lua_toboolean(L, $0) != 0 }) { return .loop }
            let seconds = try number(index, "scene duration (seconds, or loop())")
            guard seconds > 0 else { throw ScriptError("scene duration must be greater than 0, not \(seconds)") }
            return .seconds(seconds)
        }
        self.settings = settings
        if stopsAtScene { throw ScriptError("stopped at scene { ... }: only its settings were asked for") }
        let stage = Stage(width: width, height: height)
        stage.displayRate = overrides.displayRate ?? Stage.defaultDisplayRate
        stage.epoch = overrides.epoch ?? Stage.referenceEpoch
        stage.describeError = { [weak self, file = lua.file] error in
            SceneError(file: file, line: self?.callbackLine, message: error.description)
        }
        ownedStage = stage
        self.stage = stage
        pushLayer(stage.root)
        lua_setglobal(L, "root")
        pushTable(["width": width, "height": height])
        return 1
    }
}
