/// What a file declares at its top level that a scene can start from, found without a
/// parser (the same lexical pass as the import rewrite): its `#Preview`s, Xcode's way of
/// showing a view, and its classes, which `--view` and the "what can I show" line name.
///
/// Each carries the `#if` arms it sits in, so that the hand-over line the source pass
/// writes refers to it under the same conditions (a preview in `#if DEBUG`, a class in
/// `#if canImport(UIKit)`), and never to something the compiler does not see.
public struct EntryScan: Sendable, Equatable {
    /// The `#if` blocks around a declaration, outermost first: each block's arm headers up
    /// to the one the declaration is in ("#if DEBUG", "#elseif os(iOS)", "#else").
    public typealias Conditions = [[String]]

    public struct Preview: Sendable, Equatable {
        /// The name given as `#Preview("Name")`, else nil (Xcode then shows the line).
        public let name: String?
        public let line: Int
        /// The byte offset of `#Preview` in its line.
        public let column: Int
        public let conditions: Conditions
    }

    public struct TypeDeclaration: Sendable, Equatable {
        public let name: String
        public let line: Int
        /// The first type it inherits from, as written.
        public let superclass: String
        /// `private` or `fileprivate`: only its own file can name it.
        public let isPrivate: Bool
        public let conditions: Conditions
    }

    public private(set) var previews: [Preview] = []
    public private(set) var classes: [TypeDeclaration] = []
    /// `struct Name: PreviewProvider`: SwiftUI's previews before `#Preview`, shown as one.
    public private(set) var previewProviders: [TypeDeclaration] = []

    public init(_ text: String) {
        var lex = SourcePass.LexState()
        var depth = 0
        var conditions: Conditions = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let original = Array(line.utf8)
            let code = lex.mask(line)
            let trimmed = String(decoding: code, as: UTF8.self).trimmed()
            if let directive = Self.directive(trimmed) {
                switch directive {
                case "#if": conditions.append([trimmed])
                case "#elseif", "#else": if !conditions.isEmpty { conditions[conditions.count - 1].append(trimmed) }
                default: if !conditions.isEmpty { conditions.removeLast() }
                }
                continue
            }
            var i = 0
            while i < code.count {
                let c = code[i]
                if c == UInt8(ascii: "{") { depth += 1 } else if c == UInt8(ascii: "}") { depth = max(0, depth - 1) }
                if depth == 0, c == UInt8(ascii: "#"), Self.word(in: code, at: i + 1) == "Preview" {
                    previews.append(Preview(name: Self.previewName(original, code, after: i + 8), line: index + 1, column: i,
                                            conditions: conditions))
                }
                if depth == 0, Self.word(in: code, at: i) == "class", i == 0 || !Self.isWordByte(code[i - 1]),
                   let declaration = Self.classDeclaration(code, keyword: i, line: index + 1, conditions: conditions) {
                    classes.append(declaration)
                }
                if depth == 0, Self.word(in: code, at: i) == "struct", i == 0 || !Self.isWordByte(code[i - 1]),
                   let declaration = Self.previewProvider(code, keyword: i, line: index + 1, conditions: conditions) {
                    previewProviders.append(declaration)
                }
                i += 1
            }
        }
    }

    /// "#if", "#elseif", "#else" or "#endif" when the line is that directive.
    static func directive(_ line: String) -> String? {
        for keyword in ["#elseif", "#else", "#endif", "#if"] where line.hasPrefix(keyword) {
            let rest = line.dropFirst(keyword.count)
            if rest.isEmpty || rest.first == " " || rest.first == "\t" || rest.first == "(" || rest.first == "!" { return keyword }
        }
        return nil
    }

    static func isWordByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c >= 0x80
    }

    /// The identifier starting at `start`, if a whole one does.
    static func word(in bytes: [UInt8], at start: Int) -> String? {
        guard start < bytes.count, isWordByte(bytes[start]) else { return nil }
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The string literal that is the first argument of `#Preview(...)`, if it is one.
    static func previewName(_ original: [UInt8], _ code: [UInt8], after start: Int) -> String? {
        var i = start
        while i < code.count, code[i] == UInt8(ascii: " ") { i += 1 }
        guard i < code.count, code[i] == UInt8(ascii: "(") else { return nil }
        i += 1
        while i < code.count, code[i] == UInt8(ascii: " ") { i += 1 }
        guard i < code.count, code[i] == UInt8(ascii: "\"") else { return nil }
        var end = i + 1
        while end < code.count, code[end] != UInt8(ascii: "\"") { end += 1 }
        guard end < code.count else { return nil }
        let literal = String(decoding: original[(i + 1)..<end], as: UTF8.self)
        return literal.contains("\\") ? nil : literal  // an interpolated name is known only when it runs
    }

    /// `[modifiers] class Name: Superclass`, with `keyword` at `class`; nil for `class func`,
    /// `class var` and generic classes (a hand-over cannot name `Name<T>`).
    static func classDeclaration(_ code: [UInt8], keyword: Int, line: Int, conditions: Conditions) -> TypeDeclaration? {
        let before = String(decoding: code[..<keyword], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        let modifiers: Set<Substring> = ["public", "open", "final", "internal", "private", "fileprivate", "package", "nonisolated"]
        guard before.allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { return nil }
        var i = keyword + 5
        while i < code.count, code[i] == UInt8(ascii: " ") { i += 1 }
        guard let name = word(in: code, at: i), !["func", "var", "let", "subscript", "init", "override"].contains(name) else { return nil }
        i += name.utf8.count
        while i < code.count, code[i] == UInt8(ascii: " ") { i += 1 }
        guard i < code.count, code[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        while i < code.count, code[i] == UInt8(ascii: " ") { i += 1 }
        var end = i
        while end < code.count, isWordByte(code[end]) || code[end] == UInt8(ascii: ".") { end += 1 }
        guard end > i else { return nil }
        return TypeDeclaration(name: name, line: line, superclass: String(decoding: code[i..<end], as: UTF8.self),
                               isPrivate: before.contains("private") || before.contains("fileprivate"), conditions: conditions)
    }

    /// `[modifiers] struct Name: ..., PreviewProvider, ...` on one line, with `keyword` at
    /// `struct`; nil for any other struct.
    static func previewProvider(_ code: [UInt8], keyword: Int, line: Int, conditions: Conditions) -> TypeDeclaration? {
        let before = String(decoding: code[..<keyword], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        let modifiers: Set<Substring> = ["public", "internal", "private", "fileprivate", "package"]
        guard before.allSatisfy({ modifiers.contains($0) || $0.hasPrefix("@") }) else { return nil }
        var i = keyword + 6
        while i < code.count, code[i] == UInt8(ascii: " ") { i += 1 }
        guard let name = word(in: code, at: i) else { return nil }
        i += name.utf8.count
        while i < code.count, code[i] == UInt8(ascii: " ") { i += 1 }
        guard i < code.count, code[i] == UInt8(ascii: ":") else { return nil }
        var end = i
        while end < code.count, code[end] != UInt8(ascii: "{") { end += 1 }
        let inherited = String(decoding: code[(i + 1)..<end], as: UTF8.self).split(separator: ",").map { $0.trimmingPrefix(" ").split(separator: " ").first ?? "" }
        guard inherited.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) else { return nil }
        return TypeDeclaration(name: name, line: line, superclass: "PreviewProvider",
                               isPrivate: before.contains("private") || before.contains("fileprivate"), conditions: conditions)
    }

    /// `body` under `conditions`: each `#if` block written again with its earlier arms
    /// empty, so the lines count only where the declaration itself is compiled.
    static func guarded(_ body: [String], by conditions: Conditions) -> [String] {
        var lines: [String] = []
        for arms in conditions { lines += arms }
        lines += body
        return lines + Array(repeating: "#endif", count: conditions.count)
    }
}
