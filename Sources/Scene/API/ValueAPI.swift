import Animation
import CLuaShim
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Geometry
import Layers

/// Values as scripts see them: colors and transforms are plain tables ({ red, green, blue,
/// alpha }, { translationX, translationY, rotation, scaleX, scaleY, skew, ... }); points, sizes
/// and rects are tables with named or positional fields; paths and timing functions are
/// opaque handles made by Path.* and cubicBezier()/steps()/spring().
extension ScriptRuntime {
    static let pathType = "loaderanim.Path"
    static let timingType = "loaderanim.TimingFunction"
    static let colorType = "loaderanim.Color"

    func installValueAPI() {
        for (name, components) in [("rgb", 3), ("rgba", 4), ("hsb", 3), ("hsba", 4)] {
            define(name) { runtime in
                let values = try (1...Int32(components)).map { try runtime.number($0, "\(name) argument \($0)") }
                let arguments = values.map { String($0) }.joined(separator: ", ")
                do throws(ColorParseError) { runtime.push(try Color(parsing: "\(name)(\(arguments))")) } catch { throw ScriptError(error.description) }
                return 1
            }
        }
        define("color") { runtime in
            runtime.push(try runtime.color(1, "color(text)"))
            return 1
        }
        luaL_newmetatable(L, Self.colorType)
        defineField("__tostring") { runtime in
            runtime.push(try runtime.color(1, "color").hexString)
            return 1
        }
        shim_lua_pop(L, 1)
        installTimingFunctionAPI()
        installTransformAPI()
        installPathAPI()
    }

    // MARK: Timing functions

    private func installTimingFunctionAPI() {
        luaL_newmetatable(L, Self.timingType)
        defineField("__tostring") { runtime in
            runtime.push(try runtime.timingFunction(1, "timing function").description)
            return 1
        }
        shim_lua_pop(L, 1)
        define("cubicBezier") { runtime in
            let n = try (1...4).map { try runtime.number(Int32($0), "cubicBezier(x1, y1, x2, y2) argument \($0)") }
            switch CubicBezier.validated(n[0], n[1], n[2], n[3]) {
            case .success(let curve): runtime.pushHandle(.cubicBezier(curve))
            case .failure(let error): throw ScriptError(error.description)
            }
            return 1
        }
        define("steps") { runtime in
            let count = try runtime.number(1, "steps(n, position): n")
            guard count >= 1, count.rounded() == count, count <= 10_000 else {
                throw ScriptError("steps(n, position): n must be a whole number from 1 to 10000, not \(count)")
            }
            let position = runtime.isNil(2) ? "end" : try runtime.string(2, "steps(n, position): position")
            guard let step = TimingFunction.StepPosition(rawValue: position) else {
                throw ScriptError("steps(n, position): position must be \"start\" or \"end\", not \"\(position)\"")
            }
            runtime.pushHandle(.steps(Int(count), step))
            return 1
        }
        define("spring") { runtime in
            runtime.pushHandle(.spring(try runtime.spring(1, "spring { ... }")))
            return 1
        }
    }

    func pushHandle(_ function: TimingFunction) {
        timingFunctions.append(function)
        pushUserdata(timingFunctions.count - 1, type: Self.timingType)
    }

    /// A timing function: a name ("easeInEaseOut") or a cubicBezier()/steps()/spring() handle.
    func timingFunction(_ index: Int32, _ what: String) throws -> TimingFunction {
        if lua_type(L, index) == LUA_TSTRING {
            let name = String(cString: shim_lua_tostring(L, index))
            guard let function = TimingFunction.named[name] else {
                throw ScriptError("\(what): unknown timing function \"\(name)\"; use "
                    + TimingFunction.named.keys.sorted().joined(separator: ", ") + ", cubicBezier(), steps() or spring()")
            }
            return function
        }
        guard let id = userdata(index, type: Self.timingType) else {
            throw ScriptError("\(what) must be a timing function name or cubicBezier()/steps()/spring(), not \(typeName(index))")
        }
        return timingFunctions[id]
    }

    /// { mass, stiffness, damping, initialVelocity }, each optional.
    func spring(_ index: Int32, _ what: String) throws -> Spring {
        guard !isNil(index) else { return Spring() }
        try checkTable(index, what)
        try rejectUnknownFields(index, allowed: ["mass", "stiffness", "damping", "initialVelocity"], in: what)
        return try readSpring(index, what)
    }

    /// The spring fields of the table at `index` (others are left to the caller to check).
    func readSpring(_ index: Int32, _ what: String) throws -> Spring {
        var spring = Spring()
        spring.mass = try withField(index, "mass") { try optionalNumber($0, "\(what) mass") } ?? spring.mass
        spring.stiffness = try withField(index, "stiffness") { try optionalNumber($0, "\(what) stiffness") } ?? spring.stiffness
        spring.damping = try withField(index, "damping") { try optionalNumber($0, "\(what) damping") } ?? spring.damping
        spring.initialVelocity = try withField(index, "initialVelocity") { try optionalNumber($0, "\(what) initialVelocity") }
            ?? spring.initialVelocity
        guard spring.isValid else { throw ScriptError("\(what): mass, stiffness and damping must be greater than 0") }
        return spring
    }

    // MARK: Transforms

    private func installTransformAPI() {
        lua_createtable(L, 0, 7)
        push(.transform(.identity))
        lua_setfield(L, -2, "identity")
        defineField("rotation") { runtime in
            let what = "Transform.rotation(angle, x, y, z)"
            let angle = try runtime.number(1, "\(what): angle")
            guard !runtime.isNil(2) else {
                runtime.push(.transform(.rotation(angle)))
                return 1
            }
            let axis = try (2...4).map { try runtime.number(Int32($0), "\(what): \(["x", "y", "z"][$0 - 2])") }
            runtime.push(.transform(.rotation(angle, x: axis[0], y: axis[1], z: axis[2])))
            return 1
        }
        defineField("scale") { runtime in
            let x = try runtime.number(1, "Transform.scale(x, y, z): x")
            let y = try runtime.optionalNumber(2, "Transform.scale(x, y, z): y") ?? x
            runtime.push(.transform(.scale(x: x, y: y, z: try runtime.optionalNumber(3, "Transform.scale(x, y, z): z") ?? 1)))
            return 1
        }
        defineField("translation") { runtime in
            runtime.push(.transform(.translation(x: try runtime.number(1, "Transform.translation(x, y, z): x"),
                                                 y: try runtime.number(2, "Transform.translation(x, y, z): y"),
                                                 z: try runtime.optionalNumber(3, "Transform.translation(x, y, z): z") ?? 0)))
            return 1
        }
        defineField("perspective") { runtime in
            let d = try runtime.number(1, "Transform.perspective(d)")
            guard d.isFinite, d != 0 else {
                throw ScriptError("Transform.perspective(d): d is the eye's distance and must be a finite number other than 0, not \(d)")
            }
            runtime.push(.transform(.perspective(d)))
            return 1
        }
        defineField("matrix") { runtime in
            runtime.push(.transform(try runtime.matrix(1, "Transform.matrix { m11, ..., m44 }")))
            return 1
        }
        defineField("concat") { runtime in
            let a = try runtime.transform(1, "Transform.concat(a, b): a"), b = try runtime.transform(2, "Transform.concat(a, b): b")
            runtime.push(.transform(a.concatenating(b)))
            return 1
        }
        lua_setglobal(L, "Transform")
    }

    /// A CATransform3D given entry by entry (m11 ... m44, the identity's for those left out),
    /// decomposed into the components a transform holds.
    private func matrix(_ index: Int32, _ what: String) throws -> LayerTransform {
        try checkTable(index, what)
        try rejectUnknownFields(index, allowed: Set(Transform3D.entryNames), in: what)
        var entries = Transform3D.identity.entries
        for (k, name) in Transform3D.entryNames.enumerated() {
            guard let value = try withField(index, name, { try optionalNumber($0, "\(what) \(name)") }) else { continue }
            guard value.isFinite else { throw ScriptError("\(what): \(name) is \(value); every entry must be a finite number") }
            entries[k] = value
        }
        guard let transform = LayerTransform(matrix: Transform3D(entries)) else {
            throw ScriptError("\(what): this matrix cannot be taken apart into translation, rotation, scale, skew and "
                + "perspective (m44 is 0, or it is singular with a shear), so loaderanim can neither animate nor draw it")
        }
        return transform
    }

    static var transformFields: [(String, WritableKeyPath<LayerTransform, Double>)] { [
        ("translationX", \.translationX), ("translationY", \.translationY), ("rotation", \.rotationZ),
        ("scaleX", \.scaleX), ("scaleY", \.scaleY), ("skew", \.skew), ("scaleZ", \.scaleZ),
        ("translationZ", \.translationZ), ("rotationX", \.rotationX), ("rotationY", \.rotationY),
        ("skewXZ", \.skewXZ), ("skewYZ", \.skewYZ), ("perspectiveX", \.perspectiveX), ("perspectiveY", \.perspectiveY),
        ("perspectiveZ", \.perspectiveZ), ("perspectiveW", \.perspectiveW),
    ] }

    func transform(_ index: Int32, _ what: String) throws -> LayerTransform {
        try checkTable(index, what)
        try rejectUnknownFields(index, allowed: Set(Self.transformFields.map(\.0)), in: what)
        var transform = LayerTransform.identity
        for (name, keyPath) in Self.transformFields {
            if let value = try withField(index, name, { try optionalNumber($0, "\(what) \(name)") }) {
                transform[keyPath: keyPath] = value
            }
        }
        return transform
    }

    // MARK: Handles

    /// Pushes a full userdata holding `id`, with the metatable `type`.
    func pushUserdata(_ id: Int, type: String) {
        let memory = lua_newuserdatauv(L, MemoryLayout<Int>.size, 0)!
        memory.storeBytes(of: id, as: Int.self)
        luaL_setmetatable(L, type)
    }

    /// The id in the userdata at `index` if it has the metatable `type`.
    func userdata(_ index: Int32, type: String) -> Int? {
        luaL_testudata(L, index, type).map { $0.load(as: Int.self) }
    }
}
