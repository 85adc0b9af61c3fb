import CLuaShim
import Layers

extension ScriptRuntime {
    /// Every name the scene API defines, sorted, read from the API as installed rather than
    /// written out again: the globals a one-line scene has beyond Lua's sandboxed library
    /// (constructors, functions, `root`, and the tables `Path` and `Transform`, whose fields
    /// appear as `Path.oval`), the methods of its handles (`addSublayer`, `moveTo`), a
    /// layer's other members and every key path, the fields `scene { ... }`, the animation
    /// constructors and `animate { ... }` accept, and animate's option names. Fuzz/scene.dict is checked against it (SceneTests),
    /// so a name added to the API cannot be missing from the fuzzer's dictionary.
    static func apiNames() throws -> [String] {
        let runtime = try ScriptRuntime(file: "names.lua", overrides: SceneOverrides(), limits: .default, printer: { _ in })
        let stage = try runtime.run(source: "scene { width = 1, height = 1 }")
        var names = globalNames(runtime.L).subtracting(try luaNames())
        names.formUnion(runtime.methodNames)
        names.formUnion(layerMembers)
        names.formUnion(PropertyKeyPath.names + ["frame"])
        names.formUnion(sceneFields)
        for type in AnimationClass.allCases { names.formUnion(type.fields) }
        names.formUnion(animateFields.union(curveOptions.keys).union(calculationModeOptions.keys).union(timingOptions)
            .union(ignoredOptions))
        withExtendedLifetime(stage) {}
        return names.sorted()
    }

    /// Lua's own names in the sandbox a script runs in: its globals and the fields of its
    /// libraries (`math.huge`).
    static func luaNames() throws -> Set<String> {
        let state = try LuaState(file: "names.lua", limits: .default)
        return withExtendedLifetime(state) { globalNames(state.L) }
    }

    /// The string keys of a state's global table, and `table.field` for each field of a
    /// global table (but `_G`, the global table itself).
    private static func globalNames(_ L: OpaquePointer) -> Set<String> {
        func keys(_ visit: (String, Bool) -> Void) {
            lua_pushnil(L)
            while lua_next(L, -2) != 0 {
                if lua_type(L, -2) == LUA_TSTRING {
                    visit(String(cString: shim_lua_tostring(L, -2)), lua_type(L, -1) == LUA_TTABLE)
                }
                shim_lua_pop(L, 1)
            }
        }
        var names = Set<String>()
        lua_rawgeti(L, shim_lua_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        keys { name, isTable in
            names.insert(name)
            guard isTable, name != "_G" else { return }
            keys { field, _ in names.insert("\(name).\(field)") }
        }
        shim_lua_pop(L, 1)
        return names
    }
}
