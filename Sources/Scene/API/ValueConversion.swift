import Animation
import CLuaShim
import Geometry
import Layers

extension ScriptRuntime {
    /// A number at field `name` or position `position` of the table at `index`.
    private func component(_ index: Int32, _ name: String, _ position: Int, _ what: String) throws -> Double {
        let named = try withField(index, name) { try optionalNumber($0, "\(what) \(name)") }
        if let named { return named }
        guard let positional = try withElement(index, position, { try optionalNumber($0, "\(what)[\(position)]") }) else {
            throw ScriptError("\(what) needs \(name) (or element \(position))")
        }
        return positional
    }

    func point(_ index: Int32, _ what: String) throws -> Point {
        try checkTable(index, "\(what) (a point { x, y })")
        return Point(x: try component(index, "x", 1, what), y: try component(index, "y", 2, what))
    }

    func size(_ index: Int32, _ what: String) throws -> Size {
        try checkTable(index, "\(what) (a size { width, height })")
        return Size(width: try component(index, "width", 1, what), height: try component(index, "height", 2, what))
    }

    func rect(_ index: Int32, _ what: String) throws -> Rect {
        try checkTable(index, "\(what) (a rect { x, y, width, height })")
        return Rect(x: try component(index, "x", 1, what), y: try component(index, "y", 2, what),
                    width: try component(index, "width", 3, what), height: try component(index, "height", 4, what))
    }

    /// A color: a name, "#hex", "rgb(...)" or "hsb(...)" text, or a color table.
    func color(_ index: Int32, _ what: String) throws -> Color {
        if lua_type(L, index) == LUA_TSTRING {
            do { return try Color(parsing: String(cString: shim_lua_tostring(L, index))) } catch {
                throw ScriptError("\(what): \(error.description)")
            }
        }
        guard lua_type(L, index) == LUA_TTABLE, withField(index, "red", { !isNil($0) }) else {
            throw ScriptError("\(what) must be a color (a name, \"#RRGGBB\", rgb(), hsb()), not \(typeName(index))")
        }
        let c = try ["red", "green", "blue", "alpha"].map { key in
            try withField(index, key) { try optionalNumber($0, "\(what) \(key)") } ?? 1
        }
        return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    func path(_ index: Int32, _ what: String) throws -> Path {
        guard let id = userdata(index, type: Self.pathType) else {
            throw ScriptError("\(what) must be a Path (Path.oval, Path.arc, Path.new(), ...), not \(typeName(index))")
        }
        return paths[id]
    }

    /// The Lua value at `index` as a value of `kind` (the kind its key path takes).
    func animationValue(_ index: Int32, kind: AnimationValue.Kind, _ what: String) throws -> AnimationValue {
        switch kind {
        case .number: return .number(try number(index, what))
        case .point: return .point(try point(index, what))
        case .size: return .size(try size(index, what))
        case .rect: return .rect(try rect(index, what))
        case .color: return .color(try color(index, what))
        case .colors:
            try checkTable(index, "\(what) (a list of colors)")
            return .colors(try elements(index) { try color($0, "\(what)[\($1)]") })
        case .numbers:
            try checkTable(index, "\(what) (a list of numbers)")
            return .numbers(try elements(index) { try number($0, "\(what)[\($1)]") })
        case .transform: return .transform(try transform(index, what))
        case .path: return .path(try path(index, what))
        case .bool: return .bool(try boolean(index, what))
        case .string: return .string(try string(index, what))
        }
    }

    func push(_ color: Color) {
        lua_createtable(L, 0, 4)
        for (key, value) in [("red", color.red), ("green", color.green), ("blue", color.blue), ("alpha", color.alpha)] {
            push(value)
            lua_setfield(L, -2, key)
        }
        luaL_setmetatable(L, Self.colorType)
    }

    func push(_ value: AnimationValue) {
        switch value {
        case .number(let v): push(v)
        case .point(let p): pushTable(["x": p.x, "y": p.y])
        case .size(let s): pushTable(["width": s.width, "height": s.height])
        case .rect(let r): pushTable(["x": r.origin.x, "y": r.origin.y, "width": r.width, "height": r.height])
        case .color(let c): push(c)
        case .colors(let list):
            lua_createtable(L, Int32(list.count), 0)
            for (i, c) in list.enumerated() {
                push(c)
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        case .numbers(let list):
            lua_createtable(L, Int32(list.count), 0)
            for (i, v) in list.enumerated() {
                push(v)
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        case .transform(let t):
            lua_createtable(L, 0, Int32(Self.transformFields.count))
            for (name, keyPath) in Self.transformFields {
                push(t[keyPath: keyPath])
                lua_setfield(L, -2, name)
            }
        case .path(let p):
            paths.append(p)
            pushUserdata(paths.count - 1, type: Self.pathType)
        case .bool(let v): push(v)
        case .string(let v): push(v)
        }
    }
}
