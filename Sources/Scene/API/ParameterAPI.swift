import Animation
import CLuaShim
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScriptRuntime {
    /// `param(name, default, help, { min, max, choices, type })`: declares a parameter and
    /// returns its value, the `--set` override when there is one. The type comes from the
    /// default (a string that reads as a color is a color, one ending in .png/.jpg an
    /// image, a table with x and y a point, a list an array) or from `type`.
    func declareParameter() throws -> Int32 {
        let name = try string(1, "param(name, default, help): name")
        // A word: a letter or _, then letters, digits or _ (ASCII). A Regex would be parsed
        // at every call, which costs `list` a third of its time.
        let isWordCharacter = { (c: UInt8) in c == UInt8(ascii: "_") || (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
        let isDigit = { (c: UInt8) in c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        guard let first = name.utf8.first, isWordCharacter(first), name.utf8.allSatisfy({ isWordCharacter($0) || isDigit($0) }) else {
            throw ScriptError("parameter name \"\(name)\" must be a word (letters, digits, _)")
        }
        guard !parameters.contains(where: { $0.name == name }) else {
            throw ScriptError("parameter \(name) is declared twice")
        }
        guard !isNil(2) else { throw ScriptError("param \(name) needs a default value") }
        let help = isNil(3) ? "" : try string(3, "param \(name): help")
        var declared: ParameterType?
        var minimum: Double?, maximum: Double?, choices: [String]?
        if !isNil(4) {
            try checkTable(4, "param \(name): options")
            try rejectUnknownFields(4, allowed: ["min", "max", "choices", "type"], in: "param \(name) options")
            minimum = try withField(4, "min") { try optionalNumber($0, "param \(name) min") }
            maximum = try withField(4, "max") { try optionalNumber($0, "param \(name) max") }
            choices = try withField(4, "choices") { index in
                guard !isNil(index) else { return nil }
                try checkTable(index, "param \(name) choices")
                return try elements(index) { try string($0, "param \(name) choices[\($1)]") }
            }
            declared = try withField(4, "type") { index in
                guard !isNil(index) else { return nil }
                let text = try string(index, "param \(name) type")
                guard let type = ParameterType(named: text) else {
                    let shown = text.count > 60 ? text.prefix(57) + "..." : text
                    throw ScriptError("param \(name): unknown type \"\(shown)\"; types are number, integer, boolean, "
                        + "string, color, point, image, and \"array of\" any of these (at most \(ParameterType.maxNesting) deep)")
                }
                return type
            }
        }
        let type = try declared ?? inferType(2, name: name, depth: 0)
        let defaultValue = try parameterValue(2, as: type, name: name)
        var parameter = SceneParameter(name: name, type: type, defaultValue: defaultValue, value: defaultValue,
                                       help: help, minimum: minimum, maximum: maximum, choices: choices)
        try parameter.check(defaultValue, as: "param \(name) default")
        if let text = overrides.parameters[name] {
            do {
                parameter.value = try parameter.parse(text, relativeTo: FileManager.default.currentDirectoryPath)
            } catch let error as ScriptError {
                parameterProblems.append(SceneError(file: lua.file, message: error.message, missingFile: error.missingFile))
            }
        }
        parameters.append(parameter)
        push(parameter.value, as: type)
        return 1
    }

    private func inferType(_ index: Int32, name: String, depth: Int) throws -> ParameterType {
        switch lua_type(L, index) {
        case LUA_TNUMBER: return .number
        case LUA_TBOOLEAN: return .boolean
        case LUA_TSTRING:
            let text = String(cString: shim_lua_tostring(L, index))
            let lower = text.lowercased()
            if lower.hasSuffix(".png") || lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") { return .image }
            let looksLikeColor = text.hasPrefix("#") || text.contains("(") || Color.named[lower] != nil
            return looksLikeColor && (try? Color(parsing: text)) != nil ? .color : .string
        case LUA_TTABLE:
            if withField(index, "red", { !isNil($0) }) { return .color }
            if withField(index, "x", { !isNil($0) }) { return .point }
            guard sequenceLength(index) > 0 else { return .array(.number) }
            guard depth < ParameterType.maxNesting else {
                throw ScriptError("param \(name): the default nests arrays more than \(ParameterType.maxNesting) deep (does a table contain itself?)")
            }
            return .array(try withElement(index, 1) { try inferType($0, name: name, depth: depth + 1) })
        default:
            throw ScriptError("param \(name): a default of type \(typeName(index)) is not supported")
        }
    }

    /// The Lua value at `index` as a parameter value of `type`.
    private func parameterValue(_ index: Int32, as type: ParameterType, name: String) throws -> ParameterValue {
        let what = "param \(name) default"
        switch type {
        case .number: return .number(try number(index, what))
        case .integer:
            let value = try number(index, what)
            guard value.rounded() == value else { throw ScriptError("\(what) must be a whole number, not \(value)") }
            return .number(value)
        case .boolean: return .boolean(try boolean(index, what))
        case .string: return .text(try string(index, what))
        case .color:
            return .text(try color(index, what).hexString)
                .replacingText(ifString: lua_type(L, index) == LUA_TSTRING ? String(cString: shim_lua_tostring(L, index)) : nil)
        case .image:
            return .text(resolve(try string(index, what)))
        case .point:
            let p = try point(index, what)
            return .point(p.x, p.y)
        case .array(let element):
            try checkTable(index, what)
            return .array(try elements(index) { try parameterValue($0, as: element, name: "\(name)[\($1)]") })
        }
    }

    /// A path the script wrote (an image), resolved against its directory: made absolute,
    /// so a path resolved once is never resolved again, or put behind a built-in's prefix.
    /// An empty, absolute or already prefixed path stays as it is.
    func resolve(_ path: String) -> String {
        let isPrefix = directory.hasSuffix(":")
        guard !path.isEmpty, !path.hasPrefix("/"), !(isPrefix && path.hasPrefix(directory)) else { return path }
        return isPrefix || directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// The folder `file` is in, as an absolute path.
    static func absoluteFolder(of file: String) -> String {
        URL(fileURLWithPath: file).deletingLastPathComponent().path
    }

    func push(_ value: ParameterValue, as type: ParameterType) {
        switch (value, type) {
        case (.number(let v), .integer): if let i = lua_Integer(exactly: v) { lua_pushinteger(L, i) } else { push(v) }
        case (.number(let v), _): push(v)
        case (.boolean(let v), _): push(v)
        case (.text(let v), _): push(v)
        case (.point(let x, let y), _): pushTable(["x": x, "y": y])
        case (.array(let values), let type):
            let element: ParameterType = if case .array(let e) = type { e } else { type }
            lua_createtable(L, Int32(values.count), 0)
            for (i, v) in values.enumerated() {
                push(v, as: element)
                lua_rawseti(L, -2, lua_Integer(i + 1))
            }
        }
    }
}

private extension ParameterValue {
    /// Keeps a color written as text ("red") as the user wrote it.
    func replacingText(ifString text: String?) -> ParameterValue { text.map { .text($0) } ?? self }
}
