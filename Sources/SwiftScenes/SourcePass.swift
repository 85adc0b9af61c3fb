/// The import pass, the second rewrite a Swift scene's files get before swiftc sees them
/// (after `ObjectiveCPass`), keeping every line where it was (docs/swift-scenes.md, "The clock"):
///
/// - `import Foundation`, `Dispatch`, `CoreFoundation`, `Darwin` and `ObjectiveC` become
///   `import UIKit`, padded to the same width: loaderanim's UIKit re-exports Foundation and
///   shadows its clock (Timer, DispatchQueue, Date), which only works when every path to
///   Foundation goes through it.
/// - Each file starts with `#sourceLocation` naming the user's own file, so that swiftc's
///   diagnostics and a crash's file:line point there and not at the rewritten copy.
/// - The main file gets one line before the user's first (`_LoaderAnimProgram.begin()`,
///   which reads the command line) and one after the last (`_LoaderAnimProgram.run()`, which
///   hands the scene to the renderer), both outside the user's line numbering.
///
/// A pure function of the text: tested on its own (SwiftScenesTests/SourcePassTests).
public enum SourcePass {
    /// Modules whose import becomes `import UIKit`.
    public static let shadowedModules: Set<String> = ["Foundation", "Dispatch", "CoreFoundation", "Darwin", "ObjectiveC"]

    /// `text` rewritten; `displayPath` is what diagnostics call the file.
    public static func rewrite(_ text: String, displayPath: String, isMain: Bool) -> String {
        var lines: [String] = []
        if isMain {
            lines.append("import LoaderAnim")
            lines.append("_LoaderAnimProgram.begin()")
        }
        lines.append("#sourceLocation(file: \(literal(displayPath)), line: 1)")
        var state = LexState()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let startsInCode = state.isCode
            state.scan(line)
            lines.append(startsInCode ? rewriteImport(String(line)) : String(line))
        }
        if isMain {
            lines.append("#sourceLocation()")
            lines.append("_LoaderAnimProgram.run()")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// An import of a shadowed module with UIKit in its place; any other line unchanged.
    static func rewriteImport(_ line: String) -> String {
        let scalars = Array(line.unicodeScalars)
        var i = 0
        func skipSpaces() { while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 } }
        func word() -> String {
            let start = i
            while i < scalars.count, scalars[i].properties.isAlphabetic || scalars[i] == "_"
                || ("0"..."9").contains(scalars[i]) { i += 1 }
            return String(String.UnicodeScalarView(scalars[start..<i]))
        }
        skipSpaces()
        var keyword = word()
        // Attributes first: @testable, @preconcurrency, @_exported ...
        while keyword.isEmpty, i < scalars.count, scalars[i] == "@" {
            i += 1
            _ = word()
            skipSpaces()
            keyword = word()
        }
        if ["public", "internal", "private", "fileprivate", "package"].contains(keyword) {
            skipSpaces()
            keyword = word()
        }
        guard keyword == "import" else { return line }
        skipSpaces()
        // From the kind (`import class Foundation.Timer`) or the module to the end of the
        // dotted path: all of it becomes UIKit, padded so nothing after it moves.
        let start = i
        var module = word()
        if ["class", "struct", "enum", "protocol", "typealias", "func", "var", "let"].contains(module) {
            skipSpaces()
            module = word()
        }
        guard shadowedModules.contains(module) else { return line }
        while i < scalars.count, scalars[i] == "." {
            i += 1
            _ = word()
        }
        let end = i
        guard i == scalars.count || [" ", "\t", ";", "/"].contains(scalars[i]) else { return line }
        let replacement = "UIKit" + String(repeating: " ", count: max(0, (end - start) - 5))
        return String(String.UnicodeScalarView(scalars[..<start])) + replacement
            + String(String.UnicodeScalarView(scalars[end...]))
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// Enough of Swift's lexical structure to tell code from comments and multi-line
    /// strings at the start of a line: an import inside `/* ... */` or `"""` stays as written.
    struct LexState {
        var commentDepth = 0
        var inMultilineString = false
        var isCode: Bool { commentDepth == 0 && !inMultilineString }

        mutating func scan(_ line: Substring) {
            let s = Array(line.utf8)
            var i = 0
            var inString = false
            while i < s.count {
                let c = s[i], next = i + 1 < s.count ? s[i + 1] : 0
                if inMultilineString {
                    if c == UInt8(ascii: "\\") { i += 2; continue }
                    if c == UInt8(ascii: "\""), i + 2 < s.count, s[i + 1] == c, s[i + 2] == c { inMultilineString = false; i += 3; continue }
                } else if commentDepth > 0 {
                    if c == UInt8(ascii: "*"), next == UInt8(ascii: "/") { commentDepth -= 1; i += 2; continue }
                    if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") { commentDepth += 1; i += 2; continue }
                } else if inString {
                    if c == UInt8(ascii: "\\") { i += 2; continue }
                    if c == UInt8(ascii: "\"") { inString = false }
                } else {
                    if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") { return }
                    if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") { commentDepth += 1; i += 2; continue }
                    if c == UInt8(ascii: "\"") {
                        if i + 2 < s.count, s[i + 1] == c, s[i + 2] == c { inMultilineString = true; i += 3; continue }
                        inString = true
                    }
                }
                i += 1
            }
        }
    }
}
