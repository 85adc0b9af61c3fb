import Animation
import CLuaShim
import Layers

/// `BasicAnimation { ... }`, `KeyframeAnimation { ... }`, `AnimationGroup { ... }`,
/// `SpringAnimation { ... }`: tables of Core Animation's fields (`fromValue` or `from`),
/// checked for unknown names when made and when changed, converted to animations when
/// added to a layer (when the key path, and so the kind of every value, is known).
extension ScriptRuntime {
    enum AnimationClass: String, CaseIterable {
        case basic = "BasicAnimation", keyframe = "KeyframeAnimation", group = "AnimationGroup", spring = "SpringAnimation"

        var metatable: String { "loaderanim.\(rawValue)" }

        var fields: Set<String> {
            let timing: Set = ["duration", "beginTime", "speed", "timeOffset", "repeatCount", "repeatDuration",
                               "autoreverses", "fillMode", "removedOnCompletion", "timingFunction", "onStart", "onStop"]
            let property = timing.union(["keyPath", "additive", "cumulative"])
            let basic = property.union(["from", "to", "by", "fromValue", "toValue", "byValue"])
            return switch self {
            case .basic: basic
            case .spring: basic.union(["mass", "stiffness", "damping", "initialVelocity"])
            case .keyframe: property.union(["values", "keyTimes", "timingFunctions", "calculationMode", "path", "rotationMode"])
            case .group: timing.union(["animations"])
            }
        }
    }

    func installAnimationAPI() {
        for type in AnimationClass.allCases {
            luaL_newmetatable(L, type.metatable)
            defineField("__newindex") { runtime in
                let key = try runtime.string(2, "field name")
                try runtime.checkField(key, of: type)
                lua_rawset(runtime.L, 1)
                return 0
            }
            if type == .spring {
                defineField("__index") { runtime in
                    guard try runtime.string(2, "field") == "settlingDuration" else { return 0 }
                    runtime.push(try runtime.readSpring(1, "SpringAnimation").settlingDuration)
                    return 1
                }
            }
            shim_lua_pop(L, 1)
            define(type.rawValue) { runtime in
                if runtime.isNil(1) { lua_createtable(runtime.L, 0, 0) } else { try runtime.checkTable(1, "\(type.rawValue) { ... }") }
                for key in runtime.keys(ofTable: 1) { try runtime.checkField(key, of: type) }
                luaL_setmetatable(runtime.L, type.metatable)
                return 1
            }
        }
    }

    private func checkField(_ key: String, of type: AnimationClass) throws {
        guard !type.fields.contains(key) else { return }
        let hint = nearestName(to: key, in: type.fields).map { ": did you mean \($0)?" }
        throw ScriptError("\(type.rawValue) has no field \"\(key)\"" + (hint ?? "; its fields are \(type.fields.sorted().joined(separator: ", "))"))
    }

    private func animationClass(_ index: Int32) -> AnimationClass? {
        guard lua_type(L, index) == LUA_TTABLE, lua_getmetatable(L, index) != 0 else { return nil }
        defer { shim_lua_pop(L, 1) }
        return AnimationClass.allCases.first { type in
            shim_luaL_getmetatable(L, type.metatable)
            defer { shim_lua_pop(L, 1) }
            return lua_rawequal(L, -1, -2) != 0
        }
    }

    /// layer:add(animation, key): CALayer.add(_:forKey:) with the animation's onStart and
    /// onStop (animationDidStart, animationDidStop(finished)).
    func addAnimation() throws -> Int32 {
        let stage = try requireStage(), id = try layer(1, "self")
        let key = isNil(3) ? nil : try string(3, "add(animation, key): key")
        animationsRead = 0
        let animation = try readAnimation(2, layer: id, what: "add(animation, key): animation")
        let onStart = try withField(2, "onStart") { index -> ((Stage) throws -> Void)? in
            guard !isNil(index) else { return nil }
            try checkFunction(index, "onStart")
            return callback(at: index)
        }
        let onStop = try withField(2, "onStop") { try finishedCallback(at: $0, "onStop") }
        try stage.add(animation, forKey: key, to: id, onStart: onStart, onStop: onStop)
        return 0
    }

    /// The optional function at `index` as a callback taking `finished` (animationDidStop,
    /// a completion block).
    func finishedCallback(at index: Int32, _ what: String) throws -> ((Stage, Bool) throws -> Void)? {
        guard !isNil(index) else { return nil }
        try checkFunction(index, what)
        let line = definedLine(at: index)
        lua_pushvalue(L, index)
        let handle = lua.reference()
        return { [self] _, finished in
            callbackLine = line
            lua.pushReference(handle)
            push(finished)
            try lua.call(arguments: 1, results: 0)
        }
    }

    /// How deep groups may nest: a limit on the recursion that reads them (a group that
    /// contains itself would otherwise never end).
    static let maxGroupNesting = 32
    /// How many animations one add may hold in all (one group listed many times in another
    /// would otherwise multiply them).
    static let maxAnimationsPerAdd = 10_000

    /// The animation table at `index` as an animation for `layer`; `depth`
    /// counts the groups around it.
    private func readAnimation(_ index: Int32, layer: LayerID, what: String, depth: Int = 0) throws -> any LayerAnimation {
        animationsRead += 1
        guard animationsRead <= Self.maxAnimationsPerAdd else {
            throw ScriptError("an animation may hold at most \(Self.maxAnimationsPerAdd) animations in its groups "
                + "(is one listed many times?)")
        }
        guard let type = animationClass(index) else {
            throw ScriptError("\(what) must be made by BasicAnimation, KeyframeAnimation, AnimationGroup or SpringAnimation, not \(typeName(index))")
        }
        let timing = try readTiming(index, what: type.rawValue)
        let function = try withField(index, "timingFunction") { isNil($0) ? nil : try timingFunction($0, "\(type.rawValue) timingFunction") }
        let removed = try withField(index, "removedOnCompletion") { isNil($0) ? true : try boolean($0, "removedOnCompletion") }
        var animation: any LayerAnimation
        switch type {
        case .group:
            guard depth < Self.maxGroupNesting else {
                throw ScriptError("AnimationGroups nest more than \(Self.maxGroupNesting) deep (does a group contain itself?)")
            }
            let children = try withField(index, "animations") { list in
                try checkTable(list, "AnimationGroup animations")
                return try elements(list) {
                    try readAnimation($0, layer: layer, what: "AnimationGroup animations[\($1)]", depth: depth + 1)
                }
            }
            animation = AnimationGroup(animations: children, timing: timing, timingFunction: function)
        case .basic, .spring:
            let (keyPath, kind) = try readKeyPath(index, layer: layer, type: type)
            func value(_ names: [String]) throws -> AnimationValue? {
                for name in names {
                    if let v = try withField(index, name, { isNil($0) ? nil : try animationValue($0, kind: kind, "\(keyPath) \(name)") }) {
                        return v
                    }
                }
                return nil
            }
            var basic = BasicAnimation(keyPath: keyPath, from: try value(["fromValue", "from"]), to: try value(["toValue", "to"]),
                                       by: try value(["byValue", "by"]), timing: timing, timingFunction: function)
            basic.isAdditive = try flag(index, "additive")
            basic.isCumulative = try flag(index, "cumulative")
            animation = type == .spring ? SpringAnimation(basic, spring: try readSpring(index, "SpringAnimation")) : basic
        case .keyframe:
            let (keyPath, kind) = try readKeyPath(index, layer: layer, type: type)
            var keyframes = KeyframeAnimation(keyPath: keyPath, timing: timing, timingFunction: function)
            keyframes.path = try withField(index, "path") { isNil($0) ? nil : try path($0, "\(keyPath) path") }
            keyframes.values = try withField(index, "values") { list in
                guard !isNil(list) else { return [] }
                try checkTable(list, "\(keyPath) values")
                return try elements(list) { try animationValue($0, kind: kind, "\(keyPath) values[\($1)]") }
            }
            keyframes.keyTimes = try withField(index, "keyTimes") { list in
                guard !isNil(list) else { return nil }
                try checkTable(list, "keyTimes")
                return try elements(list) { try number($0, "keyTimes[\($1)]") }
            }
            keyframes.timingFunctions = try withField(index, "timingFunctions") { list in
                guard !isNil(list) else { return nil }
                try checkTable(list, "timingFunctions")
                return try elements(list) { try timingFunction($0, "timingFunctions[\($1)]") }
            }
            keyframes.calculationMode = try choice(index, "calculationMode", default: .linear)
            keyframes.rotationMode = try withField(index, "rotationMode") { isNil($0) ? nil : try choice(index, "rotationMode", default: .auto) }
            keyframes.isAdditive = try flag(index, "additive")
            keyframes.isCumulative = try flag(index, "cumulative")
            animation = keyframes
        }
        animation.isRemovedOnCompletion = removed
        return animation
    }

    private func readKeyPath(_ index: Int32, layer: LayerID, type: AnimationClass) throws -> (String, AnimationValue.Kind) {
        let keyPath = try withField(index, "keyPath") { keyPath in
            guard !isNil(keyPath) else { throw ScriptError("\(type.rawValue) needs a keyPath") }
            return try string(keyPath, "\(type.rawValue) keyPath")
        }
        let resolved = try requireStage().keyPath(keyPath, of: layer)
        guard resolved.property.isAnimatable else { throw LayerError.notAnimatable(keyPath: keyPath) }
        return (keyPath, resolved.kind)
    }

    private func readTiming(_ index: Int32, what: String) throws -> MediaTiming {
        func field(_ name: String, infinite: Bool = false) throws -> Double? {
            try withField(index, name) { value in
                guard !isNil(value) else { return nil }
                guard lua_type(L, value) == LUA_TNUMBER else { throw ScriptError("\(what) \(name) must be a number, not \(typeName(value))") }
                let number = shim_lua_tonumber(L, value)
                guard number.isFinite || (infinite && number == .infinity) else {
                    throw ScriptError("\(what) \(name) must be a finite number" + (infinite ? " or math.huge" : "") + ", not \(describe(number))")
                }
                return number
            }
        }
        var timing = MediaTiming()
        timing.duration = try field("duration") ?? 0
        timing.beginTime = try field("beginTime") ?? 0
        timing.speed = try field("speed") ?? 1
        timing.timeOffset = try field("timeOffset") ?? 0
        timing.repeatCount = try field("repeatCount", infinite: true) ?? 0
        timing.repeatDuration = try field("repeatDuration", infinite: true) ?? 0
        timing.autoreverses = try flag(index, "autoreverses")
        timing.fillMode = try choice(index, "fillMode", default: .removed)
        do { try timing.validate() } catch { throw ScriptError("\(what): \(error.description)") }
        return timing
    }

    private func flag(_ index: Int32, _ name: String) throws -> Bool {
        try withField(index, name) { isNil($0) ? false : try boolean($0, name) }
    }

    /// A named choice (fillMode, calculationMode, rotationMode) read into its enum.
    private func choice<T: RawRepresentable & CaseIterable>(_ index: Int32, _ name: String, default value: T) throws -> T
    where T.RawValue == String {
        try withField(index, name) { field in
            guard !isNil(field) else { return value }
            let text = try string(field, name)
            guard let result = T(rawValue: text) else {
                throw ScriptError("\(name) must be one of \(T.allCases.map(\.rawValue).joined(separator: ", ")), not \"\(text)\"")
            }
            return result
        }
    }
}
