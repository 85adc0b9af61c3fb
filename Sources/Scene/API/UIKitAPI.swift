import Animation
import CLuaShim
import Layers

/// UIKit-level timing (docs/core-animation.md#uikit-timing): `animate { ... }` (UIView.animate
/// and its spring form), `animateKeyframes { ... }` with `addKeyframe`, `displayLink(fn)`
/// (CADisplayLink) and `every(interval, fn)` (a repeating Timer), each handle with
/// `invalidate()`.
extension ScriptRuntime {
    static let timerType = "loaderanim.Timer"

    /// UIView.AnimationOptions' curves.
    static let curveOptions: [String: TimingFunction] = [
        "curveEaseInOut": .easeInEaseOut, "curveEaseIn": .easeIn, "curveEaseOut": .easeOut, "curveLinear": .linear,
    ]
    /// UIView.KeyframeAnimationOptions' calculation modes.
    static let calculationModeOptions: [String: KeyframeAnimation.CalculationMode] = [
        "calculationModeLinear": .linear, "calculationModeDiscrete": .discrete, "calculationModePaced": .paced,
        "calculationModeCubic": .cubic, "calculationModeCubicPaced": .cubicPaced,
    ]
    /// Options both forms take that change how the animation plays.
    static let timingOptions: Set<String> = ["repeat", "autoreverse", "beginFromCurrentState"]
    /// Options real code passes that concern touches, layout or transitions: accepted, and
    /// they change nothing in a rendered loader.
    static let ignoredOptions: Set<String> = [
        "allowUserInteraction", "layoutSubviews", "allowAnimatedContent", "overrideInheritedDuration",
        "overrideInheritedCurve", "overrideInheritedOptions", "showHideTransitionViews",
        "preferredFramesPerSecondDefault", "preferredFramesPerSecond60", "preferredFramesPerSecond30",
    ]
    static let animateFields: Set<String> = ["duration", "delay", "options", "animations", "completion",
                                             "dampingRatio", "initialVelocity"]
    static let keyframeFields: Set<String> = ["duration", "delay", "options", "animations", "completion"]

    func installUIKitAPI() {
        define("animate") { runtime in try runtime.animate(keyframes: false) }
        define("animateKeyframes") { runtime in try runtime.animate(keyframes: true) }
        define("addKeyframe") { runtime in
            let what = "addKeyframe(relativeStart, relativeDuration, fn)"
            let start = try runtime.number(1, "\(what): relativeStart")
            let duration = try runtime.number(2, "\(what): relativeDuration")
            try runtime.checkFunction(3, "\(what): fn")
            let stage = try runtime.requireStage()
            try runtime.runNested { body in try stage.addKeyframe(start: start, duration: duration, body) } body: {
                lua_pushvalue(runtime.L, 3)
                try runtime.lua.call(arguments: 0, results: 0)
            }
            return 0
        }
        define("displayLink") { runtime in
            try runtime.checkFunction(1, "displayLink(fn)")
            let line = runtime.definedLine(at: 1)
            lua_pushvalue(runtime.L, 1)
            let handle = runtime.lua.reference()
            let id = try runtime.requireStage().addDisplayLink { [runtime] _, timestamp, duration in
                runtime.callbackLine = line
                runtime.lua.pushReference(handle)
                runtime.push(timestamp)
                runtime.push(duration)
                try runtime.lua.call(arguments: 2, results: 0)
            }
            runtime.pushUserdata(id.index, type: Self.timerType)
            return 1
        }
        define("every") { runtime in
            let interval = try runtime.number(1, "every(interval, fn): interval")
            try runtime.checkFunction(2, "every(interval, fn): fn")
            let line = runtime.definedLine(at: 2)
            lua_pushvalue(runtime.L, 2)
            let handle = runtime.lua.reference()
            var timer: TimerID?
            timer = try runtime.requireStage().addTimer(interval: interval) { [runtime] _ in
                runtime.callbackLine = line
                runtime.lua.pushReference(handle)
                runtime.pushUserdata(timer!.index, type: Self.timerType)
                try runtime.lua.call(arguments: 1, results: 0)
            }
            runtime.pushUserdata(timer!.index, type: Self.timerType)
            return 1
        }
        define("tap") { runtime in try runtime.tap() }
        defineClass(Self.timerType, methods: [
            "invalidate": { runtime in
                guard let id = runtime.userdata(1, type: Self.timerType) else {
                    throw ScriptError("call invalidate with a colon: timer:invalidate() or link:invalidate()")
                }
                try runtime.requireStage().invalidate(TimerID(index: id))
                return 0
            },
        ], get: { runtime, key in
            guard key == "isValid", let id = runtime.userdata(1, type: Self.timerType) else {
                throw ScriptError("a display link or timer has no member \"\(key)\"; it has invalidate and isValid")
            }
            runtime.push(try runtime.requireStage().isValid(TimerID(index: id)))
            return 1
        })
    }

    /// `tap(layer, time)`: the Lua twin of a Swift scene's `canvas.tap(view, at:)`. At scene
    /// time `time` the layer's `onTap(layer)` runs, as a control's touchUpInside action runs;
    /// a layer hidden then (itself or an ancestor), or out of the canvas's tree, ignores it,
    /// as a view does. The layer must have an onTap when tap is called.
    private func tap() throws -> Int32 {
        let what = "tap(layer, time)"
        let id = try layer(1, "\(what): layer")
        let time = try number(2, "\(what): time")
        guard time.isFinite, time >= 0 else { throw ScriptError("\(what): the time is seconds >= 0, not \(time)") }
        let stage = try requireStage()
        guard tapHandlers[id] != nil else {
            let name = stage.name(of: id)
            throw ScriptError("\(what): the layer\(name.isEmpty ? "" : " \"\(name)\"") has no onTap to run; "
                + "give it one first: layer.onTap = function(layer) ... end")
        }
        let line = callerLine
        stage.at(time) { [self] stage in
            guard let handler = tapHandlers[id], Self.isShown(id, on: stage) else { return }
            callbackLine = line
            lua.pushReference(handler)
            pushLayer(id)
            try lua.call(arguments: 1, results: 0)
        }
        return 0
    }

    /// Whether a tap reaches `id`: in the canvas's tree, and neither it nor an ancestor hidden.
    private static func isShown(_ id: LayerID, on stage: Stage) -> Bool {
        var current: LayerID? = id
        while let layer = current {
            if (try? stage.value(forKeyPath: "hidden", of: layer))?.bool == true { return false }
            if layer == stage.root { return true }
            current = stage.superlayer(of: layer)
        }
        return false
    }

    /// Runs `body` (Lua code) inside `wrapper` (a stage call that runs it), keeping the
    /// body's own positioned error.
    func runNested(_ wrapper: (() throws -> Void) throws -> Void, body: @escaping () throws -> Void) throws {
        var failure: SceneError?
        do {
            try wrapper {
                do { try body() } catch let error as SceneError {
                    failure = error
                    throw error
                }
            }
        } catch {
            if let failure { throw ScriptError(nested: failure) }
            throw error
        }
    }

    /// `animate { duration, delay, options, animations, completion, dampingRatio,
    /// initialVelocity }` and `animateKeyframes { duration, delay, options, animations,
    /// completion }`.
    private func animate(keyframes: Bool) throws -> Int32 {
        let name = keyframes ? "animateKeyframes" : "animate"
        try checkTable(1, "\(name) { ... }")
        try rejectUnknownFields(1, allowed: keyframes ? Self.keyframeFields : Self.animateFields, in: name)
        func time(_ field: String, required: Bool) throws -> Double {
            let value = try withField(1, field) { try optionalNumber($0, "\(name) \(field)") }
            guard let value else {
                if required { throw ScriptError("\(name) needs a duration, in seconds") }
                return 0
            }
            guard value >= 0 else { throw ScriptError("\(name) \(field) must be >= 0, not \(value)") }
            return value
        }
        var settings = ViewAnimation(duration: try time("duration", required: true), delay: try time("delay", required: false))
        let options = try withField(1, "options") { list -> [String] in
            guard !isNil(list) else { return [] }
            try checkTable(list, "\(name) options")
            return try elements(list) { try string($0, "\(name) options[\($1)]") }
        }
        let modes = keyframes ? Set(Self.calculationModeOptions.keys) : Set(Self.curveOptions.keys)
        let allowed = modes.union(Self.timingOptions).union(Self.ignoredOptions)
        for option in options where !allowed.contains(option) {
            let hint = nearestName(to: option, in: allowed).map { ": did you mean \($0)?" } ?? ""
            throw ScriptError("\(name) options: \"\(option)\" is not an option of "
                + (keyframes ? "UIView.KeyframeAnimationOptions" : "UIView.AnimationOptions") + hint)
        }
        let chosen = options.filter(modes.contains)
        guard Set(chosen).count <= 1 else {
            throw ScriptError("\(name) options name more than one \(keyframes ? "calculation mode" : "curve"): "
                + chosen.joined(separator: ", "))
        }
        settings.repeats = options.contains("repeat")
        settings.autoreverses = options.contains("autoreverse")
        settings.beginsFromCurrentState = options.contains("beginFromCurrentState")
        if keyframes {
            settings.curve = .keyframes(chosen.first.flatMap { Self.calculationModeOptions[$0] } ?? .linear)
        } else {
            settings.curve = .timing(chosen.first.flatMap { Self.curveOptions[$0] } ?? .easeInEaseOut)
            let damping = try withField(1, "dampingRatio") { try optionalNumber($0, "animate dampingRatio") }
            let velocity = try withField(1, "initialVelocity") { try optionalNumber($0, "animate initialVelocity") }
            if let damping {
                guard damping > 0 else { throw ScriptError("animate dampingRatio must be greater than 0, not \(damping)") }
                settings.curve = .spring(.forView(dampingRatio: damping, initialVelocity: velocity ?? 0,
                                                  duration: settings.duration))
            } else if velocity != nil {
                throw ScriptError("animate initialVelocity belongs to the spring form: give a dampingRatio too")
            }
        }
        try withField(1, "animations") { try checkFunction($0, "\(name) animations") }
        let completion = try withField(1, "completion") { try finishedCallback(at: $0, "\(name) completion") }
        let stage = try requireStage()
        try runNested { body in try stage.animate(settings, animations: body, completion: completion) } body: { [self] in
            lua_pushstring(L, "animations")
            lua_rawget(L, 1)
            try lua.call(arguments: 0, results: 0)
        }
        return 0
    }
}
