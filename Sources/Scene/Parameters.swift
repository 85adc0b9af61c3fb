import Animation
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A parameter's type, taken from its default (or `type = "..."` in its options).
///
/// Only `array` is indirect, and ParameterValue not at all (an array holds its values):
/// an enum whose every case is boxed keeps its case in the box pointer's spare bits, which
/// LeakSanitizer cannot follow, so `make test-sanitize` reported every live box as lost.
public enum ParameterType: Sendable, Equatable, CustomStringConvertible {
    case number, integer, boolean, string, color, point, image
    indirect case array(ParameterType)

    public var description: String {
        switch self {
        case .number: "number"
        case .integer: "integer"
        case .boolean: "boolean"
        case .string: "string"
        case .color: "color"
        case .point: "point"
        case .image: "image"
        case .array(let element): "array of \(element)"
        }
    }

    /// How deep arrays of arrays may nest (the parsers recurse once a level).
    public static let maxNesting = 8

    /// "number", "array of color", ... as `type = ...` in param's options says it; nil for
    /// an unknown name or arrays nested more than `maxNesting` deep.
    init?(named text: String) {
        var words = text.trimmingWhitespace()
        var arrays = 0
        while words.hasPrefix("array of ") {
            arrays += 1
            guard arrays <= Self.maxNesting else { return nil }
            words = String(words.dropFirst("array of ".count))
        }
        let scalars: [String: ParameterType] = ["number": .number, "integer": .integer, "boolean": .boolean,
                                                "string": .string, "color": .color, "point": .point, "image": .image]
        guard var type = scalars[words] else { return nil }
        for _ in 0..<arrays { type = .array(type) }
        self = type
    }
}

/// A parameter's value.
public enum ParameterValue: Sendable, Equatable, CustomStringConvertible {
    case number(Double)
    case boolean(Bool)
    /// Strings, colors (as written) and image paths.
    case text(String)
    case point(Double, Double)
    case array([ParameterValue])

    public var number: Double? { if case .number(let v) = self { v } else { nil } }

    /// The value as `--set` would write it.
    public var description: String {
        switch self {
        case .number(let v): v.rounded() == v && abs(v) < 1e15 ? String(Int(v)) : String(v)
        case .boolean(let v): String(v)
        case .text(let v): v
        case .point(let x, let y): "\(ParameterValue.number(x)),\(ParameterValue.number(y))"
        case .array(let values): "[" + values.map { value in
            if case .point = value { "[\(value)]" } else { value.description }
        }.joined(separator: ",") + "]"
        }
    }
}

/// A parameter a scene declares with `param(name, default, help, options)`.
public struct SceneParameter: Sendable, Equatable {
    public var name: String
    public var type: ParameterType
    public var defaultValue: ParameterValue
    /// The default, or the `--set` override.
    public var value: ParameterValue
    public var help: String
    public var minimum: Double?
    public var maximum: Double?
    public var choices: [String]?

    /// Parses `--set` text by the parameter's type and checks range and choices; the error
    /// names the parameter and says what it takes.
    func parse(_ text: String, relativeTo directory: String) throws -> ParameterValue {
        let value: ParameterValue
        do {
            value = try ParameterValueParser(text: text).parse(as: type, directory: directory)
        } catch let error as ScriptError {
            let article = type.description.first.map { "aeiou".contains($0) } == true ? "an" : "a"
            var wrapped = ScriptError("--set \(name)=\(text): \(name) is \(article) \(type); \(error.message)")
            wrapped.missingFile = error.missingFile
            throw wrapped
        }
        try check(value, as: "--set \(name)=\(text)")
        return value
    }

    /// Checks range and choices; `source` names where the value came from in the message
    /// ("--set radius=0", "param radius default").
    func check(_ value: ParameterValue, as source: String) throws {
        func numbers(_ value: ParameterValue) -> [Double] {
            switch value {
            case .number(let v): [v]
            case .array(let values): values.flatMap(numbers)
            default: []
            }
        }
        func texts(_ value: ParameterValue) -> [String] {
            switch value {
            case .text(let v): [v]
            case .array(let values): values.flatMap(texts)
            default: []
            }
        }
        for number in numbers(value) {
            if let minimum, number < minimum { throw ScriptError("\(source): \(number) is below the minimum \(ParameterValue.number(minimum))") }
            if let maximum, number > maximum { throw ScriptError("\(source): \(number) is above the maximum \(ParameterValue.number(maximum))") }
        }
        if let choices {
            for choice in texts(value) where !choices.contains(choice) {
                throw ScriptError("\(source): \"\(choice)\" is not one of \(choices.joined(separator: ", "))")
            }
        }
    }
}

/// Reads `--set` text: numbers, booleans (true/false/yes/no/on/off/1/0), colors, "x,y"
/// points, and arrays as `[a,b,...]` (nested for arrays of points or arrays; the brackets
/// may be left off a flat array). Words need no quotes; commas inside parentheses, as in
/// rgb(1,2,3), do not split.
struct ParameterValueParser {
    let text: String

    func parse(as type: ParameterType, directory: String) throws -> ParameterValue {
        let text = text.trimmingWhitespace()
        var depth = 0
        for character in text where character == "[" || character == "]" {
            depth += character == "[" ? 1 : -1
            if depth < 0 { throw ScriptError("\"\(text)\" closes a ] it did not open") }
        }
        if depth > 0 { throw ScriptError("\"\(text)\" opens a [ it does not close") }
        return try parse(text, as: type, directory: directory)
    }

    private func parse(_ text: String, as type: ParameterType, directory: String) throws -> ParameterValue {
        switch type {
        case .number, .integer:
            guard let value = Double(text), value.isFinite else { throw ScriptError("\"\(text)\" is not a finite number") }
            if type == .integer, value.rounded() != value { throw ScriptError("\"\(text)\" is not a whole number") }
            return .number(value)
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "on", "1": return .boolean(true)
            case "false", "no", "off", "0": return .boolean(false)
            default: throw ScriptError("\"\(text)\" is not true or false")
            }
        case .string:
            return .text(unquoted(text))
        case .color:
            let word = unquoted(text)
            do { _ = try Color(parsing: word) } catch { throw ScriptError(error.reason) }
            return .text(word)
        case .image:
            let path = unquoted(text)
            let resolved = path.hasPrefix("/") ? path : directory + (directory.hasSuffix("/") ? "" : "/") + path
            guard FileManager.default.fileExists(atPath: resolved) else {
                var error = ScriptError("no file at \(path)")
                error.missingFile = resolved
                throw error
            }
            return .text(resolved)
        case .point:
            let parts = try split(stripBrackets(text))
            guard parts.count == 2 else { throw ScriptError("a point is written x,y") }
            guard case .number(let x) = try parse(parts[0], as: .number, directory: directory),
                  case .number(let y) = try parse(parts[1], as: .number, directory: directory) else { return .point(0, 0) }
            return .point(x, y)
        case .array(let element):
            let inner = text.hasPrefix("[") ? try stripBrackets(text) : text
            if inner.trimmingWhitespace().isEmpty { return .array([]) }
            return .array(try split(inner).map { try parse($0, as: element, directory: directory) })
        }
    }

    private func unquoted(_ text: String) -> String {
        text.count >= 2 && (text.hasPrefix("\"") && text.hasSuffix("\"") || text.hasPrefix("'") && text.hasSuffix("'"))
            ? String(text.dropFirst().dropLast()) : text
    }

    private func stripBrackets(_ text: String) throws -> String {
        guard text.hasPrefix("[") else { return text }
        guard text.hasSuffix("]") else { throw ScriptError("\"\(text)\" opens a [ it does not close") }
        return String(text.dropFirst().dropLast())
    }

    /// Splits at top-level commas (not inside [] or () or quotes).
    private func split(_ text: String) throws -> [String] {
        var parts: [String] = [], current = "", depth = 0, quote: Character?
        for character in text {
            if let q = quote {
                if character == q { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "[" || character == "(" {
                depth += 1
            } else if character == "]" || character == ")" {
                depth -= 1
                if depth < 0 { throw ScriptError("\"\(text)\" closes a bracket it did not open") }
            } else if character == ",", depth == 0 {
                parts.append(current.trimmingWhitespace())
                current = ""
                continue
            }
            current.append(character)
        }
        guard depth == 0, quote == nil else { throw ScriptError("\"\(text)\" has an unclosed bracket or quote") }
        parts.append(current.trimmingWhitespace())
        return parts
    }
}

extension StringProtocol {
    /// Without the spaces and tabs at either end: Foundation's trimming of `.whitespaces`,
    /// which FoundationEssentials lacks.
    func trimmingWhitespace() -> String {
        let isBlank = { (c: Character) in c.isWhitespace && !c.isNewline }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
