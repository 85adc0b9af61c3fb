import Foundation

/// The mirror's inert members, for the coverage table: declarations in a section that starts
/// with the line `// MARK: Inert` inside a type's or extension's body, up to the next
/// `// MARK:` line or the end of that body. Each such declaration keeps its signature on one
/// line, so a line scan names it as Apple's lists do: `isTranslucent`, `becomeKey()`,
/// `init(style:)`, `setItems(_:animated:)`.
enum InertSections {
    /// "Type member" for each inert member of the files under `folder`.
    static func members(under folder: String) throws -> Set<String> {
        var found: Set<String> = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".swift") {
            found.formUnion(members(in: try String(contentsOfFile: folder + "/" + file, encoding: .utf8)))
        }
        return found
    }

    static func members(in text: String) -> Set<String> {
        var found: Set<String> = []
        var types: [(name: String, depth: Int)] = []
        var depth = 0
        var inert: (type: String, depth: Int)?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// MARK:") {
                inert = trimmed.hasPrefix("// MARK: Inert") ? types.last.map { ($0.name, depth) } : nil
                continue
            }
            let code = strippingStringsAndComments(trimmed)
            if let inert, depth == inert.depth {
                for member in declaredMembers(code) { found.insert("\(inert.type) \(member)") }
            }
            let opens = code.filter { $0 == "{" }.count, closes = code.filter { $0 == "}" }.count
            if opens > 0, let name = typeName(code) {
                let qualified = code.contains("extension ") || types.isEmpty ? name : types[types.count - 1].name + "." + name
                types.append((qualified, depth + 1))
            }
            depth += opens - closes
            while let last = types.last, depth < last.depth { types.removeLast() }
            if let current = inert, depth < current.depth { inert = nil }
        }
        return found
    }

    static let modifiers: Set<String> = ["public", "open", "internal", "private", "fileprivate", "final", "static", "class",
                                         "override", "convenience", "required", "mutating", "nonmutating", "dynamic", "lazy",
                                         "weak", "unowned", "indirect", "nonisolated", "optional", "@objc", "@discardableResult",
                                         "@MainActor", "@NSManaged", "@preconcurrency", "@inlinable"]

    /// The declaration's words after its attributes and modifiers (`private(set)`, `@available(...)` too).
    static func words(_ code: String) -> [Substring] {
        var words = code.split(separator: " ")[...]
        while let first = words.first,
              modifiers.contains(String(first.prefix { $0 != "(" })) || first.hasPrefix("@") || first.hasSuffix("(set)") {
            words = words.dropFirst()
        }
        return Array(words)
    }

    /// The name a `class/struct/enum/protocol/extension/actor X` line declares.
    static func typeName(_ code: String) -> String? {
        let words = words(code)
        guard words.count >= 2, ["class", "struct", "enum", "protocol", "extension", "actor"].contains(words[0]) else { return nil }
        let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        return ["func", "var", "let"].contains(String(name)) || name.isEmpty ? nil : String(name)
    }

    /// The members one line declares, spelt as Apple's lists spell them.
    static func declaredMembers(_ code: String) -> [String] {
        let words = words(code)
        guard let keyword = words.first else { return [] }
        let rest = words.dropFirst().joined(separator: " ")
        switch keyword {
        case "var", "let":
            return [String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })].filter { !$0.isEmpty }
        case "case":
            return rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" } }
                .filter { !$0.isEmpty }.map(String.init)
        case "func":
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? [] : [String(name) + labels(rest.dropFirst(name.count))]
        default:
            guard keyword.hasPrefix("init") else { return [] }
            return ["init" + labels(words.joined(separator: " ").dropFirst(4))]
        }
    }

    /// `(_ x: Int, with y: Int)` (after any `?`, `!` or generic clause) as `(_:with:)`.
    static func labels(_ text: Substring) -> String {
        guard let open = text.firstIndex(of: "(") else { return "()" }
        var parameters: [String] = [], current = "", level = 0, previous: Character = " "
        for character in text[text.index(after: open)...] {
            defer { previous = character }
            if "([<".contains(character) { level += 1 }
            if ")]>".contains(character) && !(character == ">" && previous == "-") {
                if level == 0 { break }
                level -= 1
            }
            if character == ",", level == 0 { parameters.append(current); current = "" } else { current.append(character) }
        }
        parameters.append(current)
        let names = parameters.compactMap { parameter -> String? in
            let head = parameter.split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            return head.isEmpty ? nil : head.split(separator: " ").first.map { "\($0):" }
        }
        return "(" + names.joined() + ")"
    }

    /// The line without its string literals' contents and its trailing `//` comment.
    static func strippingStringsAndComments(_ line: String) -> String {
        var result = "", inString = false, previous: Character = " "
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle(); result.append(character) }
            else if !inString {
                if character == "/" && previous == "/" { result.removeLast(); break }
                result.append(character)
            }
            previous = character
        }
        return result.trimmingCharacters(in: .whitespaces)
    }
}
