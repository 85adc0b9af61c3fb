import Animation
import CLuaShim
#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
import Layers

/// `Layer { ... }`, `ShapeLayer { ... }`, `GradientLayer { ... }`, `ReplicatorLayer { ... }`, `TextLayer { ... }`
/// and the methods and properties of a layer, by Core Animation's names and key paths.
extension ScriptRuntime {
    static let layerType = "loaderanim.Layer"
    static let presentationType = "loaderanim.Presentation"
    /// What a layer answers to besides its key paths (`layerProperty` reads them; only
    /// `mask` can be set).
    static let layerMembers: Set<String> = ["mask", "superlayer", "sublayers", "presentation", "backsView",
                                            "className", "properties", "draw", "onTap"]

    func installLayerAPI() {
        for kind in LayerKind.allCases {
            define(kind.rawValue) { runtime in try runtime.makeLayer(kind) }
        }
        let methods: [String: LuaFunction] = [
            "addSublayer": { r in
                try r.requireStage().addSublayer(try r.layer(2, "addSublayer(layer)"), to: try r.layer(1, "self"))
                return 0
            },
            "insertSublayer": { r in
                // The stage clamps the index to the sublayers; clamp it first to what an Int holds.
                let index = min(max(try r.number(3, "insertSublayer(layer, index)"), -1e9), 1e9)
                try r.requireStage().insertSublayer(try r.layer(2, "insertSublayer(layer, index)"), into: try r.layer(1, "self"),
                                                    at: Int(index))
                return 0
            },
            "removeFromSuperlayer": { r in
                try r.requireStage().removeFromSuperlayer(try r.layer(1, "self"))
                return 0
            },
            "add": { r in try r.addAnimation() },
            "removeAnimation": { r in
                try r.requireStage().removeAnimation(forKey: try r.string(2, "removeAnimation(key)"), from: try r.layer(1, "self"))
                return 0
            },
            "removeAllAnimations": { r in
                try r.requireStage().removeAllAnimations(from: try r.layer(1, "self"))
                return 0
            },
            "animationKeys": { r in
                let keys = try r.requireStage().animationKeys(of: try r.layer(1, "self"))
                lua_createtable(r.L, Int32(keys.count), 0)
                for (i, key) in keys.enumerated() {
                    r.push(key)
                    lua_rawseti(r.L, -2, lua_Integer(i + 1))
                }
                return 1
            },
            "setNeedsDisplay": { r in
                try r.requireStage().setNeedsDisplay(try r.layer(1, "self"))
                return 0
            },
            "localTime": { r in
                r.push(try r.requireStage().localTime(of: try r.layer(1, "self")))
                return 1
            },
        ]
        defineClass(Self.layerType, methods: methods, get: { runtime, key in try runtime.layerProperty(key) },
                    set: { runtime, key in try runtime.setLayerProperty(try runtime.layer(1, "self"), key, valueAt: 3) },
                    toString: { runtime in
                        let stage = try runtime.requireStage(), id = try runtime.layer(1, "layer")
                        let name = stage.name(of: id)
                        return stage.kind(of: id).rawValue + (name.isEmpty ? "" : " \"\(name)\"")
                    })
        defineClass(Self.presentationType, methods: [:], get: { runtime, key in
            guard let id = runtime.userdata(1, type: Self.presentationType) else { throw ScriptError("not a presentation") }
            runtime.push(try runtime.requireStage().presentationValue(forKeyPath: key, of: LayerID(index: id)))
            return 1
        })
    }

    /// The layer's handle: one Lua object per layer, so layers compare equal and can key tables.
    func pushLayer(_ id: LayerID) {
        if let handle = layerHandles[id] {
            lua.pushReference(handle)
            return
        }
        pushUserdata(id.index, type: Self.layerType)
        lua_pushvalue(L, -1)
        layerHandles[id] = lua.reference()
    }

    func layer(_ index: Int32, _ what: String) throws -> LayerID {
        guard let id = userdata(index, type: Self.layerType) else {
            throw ScriptError("\(what) must be a layer, not \(typeName(index))")
        }
        return LayerID(index: id)
    }

    /// `Layer { name = ..., backsView = ..., <any property or key path> = ... }`. Properties
    /// are set in a fixed order (anchorPoint, then frame, then the rest by name), so the
    /// result does not depend on Lua's table order.
    private func makeLayer(_ kind: LayerKind) throws -> Int32 {
        let stage = try requireStage()
        let hasTable = !isNil(1)
        if hasTable { try checkTable(1, "\(kind.rawValue) { ... }") }
        let name = hasTable ? try withField(1, "name") { isNil($0) ? nil : try string($0, "name") } : nil
        let backsView = hasTable ? try withField(1, "backsView") { isNil($0) ? false : try boolean($0, "backsView") } : false
        let id = stage.makeLayer(kind, name: name, backsView: backsView)
        if hasTable {
            let keys = keys(ofTable: 1).filter { $0 != "name" && $0 != "backsView" }
            // Custom properties first, so that the table may set them too.
            let first = ["properties", "anchorPoint", "frame"].filter(keys.contains)
            for key in first + keys.filter({ !first.contains($0) }) {
                try withField(1, key) { try setLayerProperty(id, key, valueAt: $0) }
            }
        }
        pushLayer(id)
        return 1
    }

    private func layerProperty(_ key: String) throws -> Int32 {
        let stage = try requireStage(), id = try layer(1, "self")
        switch key {
        case "mask": if let mask = stage.mask(of: id) { pushLayer(mask) } else { lua_pushnil(L) }
        case "superlayer": if let parent = stage.superlayer(of: id) { pushLayer(parent) } else { lua_pushnil(L) }
        case "sublayers":
            let sublayers = stage.sublayers(of: id)
            lua_createtable(L, Int32(sublayers.count), 0)
            for (i, sublayer) in sublayers.enumerated() {
                pushLayer(sublayer)
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        case "presentation": pushUserdata(id.index, type: Self.presentationType)
        case "backsView": push(stage.backsView(id))
        case "className": push(stage.kind(of: id).rawValue)
        case "properties":
            let properties = stage.customProperties(of: id)
            lua_createtable(L, 0, Int32(properties.count))
            for property in properties {
                push(try stage.value(forKeyPath: property.name, of: id))
                lua_setfield(L, -2, property.name)
            }
        case "draw": push(stage.hasDrawer(id))
        case "onTap": push(tapHandlers[id] != nil)
        default: push(try stage.value(forKeyPath: key, of: id))
        }
        return 1
    }

    /// Sets a property from the Lua value at `index`, converted to the kind its key path takes.
    func setLayerProperty(_ id: LayerID, _ key: String, valueAt index: Int32) throws {
        let stage = try requireStage()
        switch key {
        case "mask":
            try stage.setMask(isNil(index) ? nil : try layer(index, "mask"), of: id)
        case "properties":
            try declareProperties(of: id, tableAt: index)
        case "draw":
            if isNil(index) { return stage.setDrawer(nil, of: id) }
            try checkFunction(index, "draw (a function(ctx, layer))")
            stage.setDrawer(drawer(at: index), of: id)
        case "onTap":
            if let old = tapHandlers.removeValue(forKey: id) { luaL_unref(L, shim_lua_registryindex(), old) }
            if isNil(index) { return }
            try checkFunction(index, "onTap (a function(layer))")
            lua_pushvalue(L, index)
            tapHandlers[id] = lua.reference()
        case "sublayers":
            // `sublayers = nil`, `= {}` or `= { a, b }`, as CALayer's settable sublayers.
            var list: [LayerID] = []
            if !isNil(index) {
                try checkTable(index, "sublayers (a list of layers, or nil)")
                let table = lua_absindex(L, index)
                for i in stride(from: 1, through: sequenceLength(table), by: 1) {
                    lua_rawgeti(L, table, lua_Integer(i))
                    defer { shim_lua_pop(L, 1) }
                    list.append(try layer(-1, "sublayers[\(i)]"))
                }
            }
            try stage.setSublayers(list, of: id)
        case "backsView", "superlayer", "presentation", "className":
            throw ScriptError("\(key) cannot be set" + (key == "backsView" ? " after the layer is made" : ""))
        case "frame":
            try stage.setValue(.rect(try rect(index, "frame")), forKeyPath: "frame", of: id)
        case "contents" where lua_type(L, index) == LUA_TSTRING:
            // An image path in a script is relative to the script; an imageContext's name is no path.
            let name = String(cString: shim_lua_tostring(L, index))
            try stage.setValue(.string(stage.drawnImage(named: name) == nil ? resolve(name) : name), forKeyPath: key, of: id)
        default:
            let keyPath = try stage.keyPath(key, of: id)
            if isNil(index), keyPath.component == nil, let none = keyPath.property.nilValue {
                try stage.setValue(none, forKeyPath: key, of: id)
            } else if keyPath.property.allowsInfinity, lua_type(L, index) == LUA_TNUMBER, shim_lua_tonumber(L, index) == .infinity {
                try stage.setValue(.number(.infinity), forKeyPath: key, of: id)   // repeatCount = math.huge
            } else {
                let value = try animationValue(index, kind: keyPath.kind, key)
                try stage.setValue(value, forKeyPath: key, of: id)
                if keyPath.property == .font, let name = value.string { noteFont(TextFont(name: name)) }
            }
        }
    }

    /// `properties = { progress = 0, trackColor = "lightGray", center = { 40, 40 } }`:
    /// declares custom properties, each typed by its default (see `customDefault`).
    private func declareProperties(of id: LayerID, tableAt index: Int32) throws {
        try checkTable(index, "properties (a table of names and default values)")
        let stage = try requireStage()
        for name in keys(ofTable: index) {
            let value = try withField(index, name) { try customDefault($0, "properties.\(name)") }
            try stage.declareProperty(name, defaultValue: value, on: id)
        }
    }

    /// A custom property's default, its kind read from its shape: a number; a color (a
    /// name or "#hex" text, or a color table); a transform (a table with a transform field
    /// such as rotation or scaleX); a rect (x, y, width, height, or four numbers); a size
    /// (width, height); a point (x, y, or two numbers).
    private func customDefault(_ index: Int32, _ what: String) throws -> AnimationValue {
        switch lua_type(L, index) {
        case LUA_TNUMBER: return .number(try number(index, what))
        case LUA_TSTRING: return .color(try color(index, what))
        case LUA_TTABLE:
            let keys = Set(keys(ofTable: index)), count = sequenceLength(index)
            if keys.contains("red") { return .color(try color(index, what)) }
            if !keys.isDisjoint(with: Self.transformFields.map(\.0)) { return .transform(try transform(index, what)) }
            if keys.contains("width") && keys.contains("x") || count == 4 { return .rect(try rect(index, what)) }
            if keys.contains("width") { return .size(try size(index, what)) }
            if keys.contains("x") || count == 2 { return .point(try point(index, what)) }
        default: break
        }
        throw ScriptError("\(what): a custom property's default is a number, a color, a point { x, y }, a size "
            + "{ width, height }, a rect { x, y, width, height } or a transform, not \(typeName(index))")
    }
}
