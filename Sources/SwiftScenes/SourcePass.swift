/// The import pass, the second rewrite a Swift scene's files get before swiftc sees them
/// (after `ObjectiveCPass`), keeping every line where it was (docs/swift-scenes.md, "The clock"):
///
/// - `import Foundation`, `Dispatch`, `CoreFoundation`, `Darwin`, `ObjectiveC` and
///   `CoreGraphics` become `import UIKit`, padded to the same width: loaderanim's UIKit
///   re-exports Foundation and shadows its clock (Timer, DispatchQueue, Date), which only
///   works when every path to Foundation goes through it (the mirror's CoreGraphics
///   re-exports Foundation, whose CGFloat and CGRect are Linux's, so `import UIKit` beside
///   `import CoreGraphics` made `Timer` ambiguous).
/// - Each file starts with `#sourceLocation` naming the user's own file, so that swiftc's
///   diagnostics and a crash's file:line point there and not at the rewritten copy.
/// - The main file gets one line before the user's first (`_LoaderAnimProgram.begin()`,
///   which reads the command line) and one after the last (`_LoaderAnimProgram.run()`, which
///   hands the scene to the renderer), both outside the user's line numbering.
///
/// A pure function of the text: tested on its own (SwiftScenesTests/SourcePassTests).
public enum SourcePass {
    /// Modules whose import becomes `import UIKit`.
    public static let shadowedModules: Set<String> = ["Foundation", "Dispatch", "CoreFoundation", "Darwin", "ObjectiveC", "CoreGraphics"]

    /// The lines before main.swift's first: the scene API, and the hand-over's first call.
    static let mainPrelude = ["import LoaderAnim", "_LoaderAnimProgram.begin()"]

    /// `text` rewritten; `displayPath` is what diagnostics call the file. Every file imports
    /// LoaderAnim (which re-exports UIKit, as an iOS framework's umbrella header gives each
    /// of its files UIKit), each of `previews` becomes a declaration on its own line, and
    /// main.swift ends with `handOver` (see `SwiftSceneSource.handOver`).
    public static func rewrite(_ text: String, displayPath: String, isMain: Bool, fileIndex: Int = 0,
                               previews: [EntryScan.Preview] = [], handOver: [String] = ["_LoaderAnimProgram.run()"]) -> String {
        var lines = isMain ? mainPrelude : ["import LoaderAnim"]
        lines.append("#sourceLocation(file: \(literal(displayPath)), line: 1)")
        var state = LexState()
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let startsInCode = state.isCode
            state.scan(line)
            var rewritten = startsInCode ? rewriteImport(String(line)) : String(line)
            for preview in previews.reversed() where preview.line == index + 1 {
                var bytes = Array(rewritten.utf8)
                bytes.replaceSubrange(preview.column..<(preview.column + previewToken.utf8.count),
                                      with: Array(previewDeclaration(fileIndex: fileIndex, line: preview.line).utf8))
                rewritten = String(decoding: bytes, as: UTF8.self)
            }
            lines.append(rewritten)
        }
        if isMain {
            lines.append("#sourceLocation()")
            lines += handOver
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static let previewToken = "#Preview"

    /// What `#Preview` becomes: a declaration the hand-over refers to, at top level in any file.
    static func previewDeclaration(fileIndex: Int, line: Int) -> String {
        "let \(previewVariable(fileIndex: fileIndex, line: line)) = LoaderAnim.Preview"
    }

    static func previewVariable(fileIndex: Int, line: Int) -> String { "_laPreview\(fileIndex)_\(line)" }

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

        mutating func scan(_ line: Substring) { _ = mask(line) }

        /// The line's bytes with what is not code (comments, and the inside of string
        /// literals) turned into spaces, so that braces, `#if` and keywords found in it are
        /// code; the quotes stay, and every byte keeps its offset.
        mutating func mask(_ line: Substring) -> [UInt8] {
            var s = Array(line.utf8)
            var i = 0
            var inString = false
            func blank(_ range: Range<Int>) { for k in range where k < s.count { s[k] = UInt8(ascii: " ") } }
            while i < s.count {
                let c = s[i], next = i + 1 < s.count ? s[i + 1] : 0
                if inMultilineString {
                    if c == UInt8(ascii: "\\") { blank(i..<i + 2); i += 2; continue }
                    if c == UInt8(ascii: "\""), i + 2 < s.count, s[i + 1] == c, s[i + 2] == c { inMultilineString = false; i += 3; continue }
                    blank(i..<i + 1)
                } else if commentDepth > 0 {
                    if c == UInt8(ascii: "*"), next == UInt8(ascii: "/") { commentDepth -= 1; blank(i..<i + 2); i += 2; continue }
                    if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") { commentDepth += 1; blank(i..<i + 2); i += 2; continue }
                    blank(i..<i + 1)
                } else if inString {
                    if c == UInt8(ascii: "\\") { blank(i..<i + 2); i += 2; continue }
                    if c == UInt8(ascii: "\"") { inString = false } else { blank(i..<i + 1) }
                } else {
                    if c == UInt8(ascii: "/"), next == UInt8(ascii: "/") { blank(i..<s.count); return s }
                    if c == UInt8(ascii: "/"), next == UInt8(ascii: "*") { commentDepth += 1; blank(i..<i + 2); i += 2; continue }
                    if c == UInt8(ascii: "\"") {
                        if i + 2 < s.count, s[i + 1] == c, s[i + 2] == c { inMultilineString = true; i += 3; continue }
                        inString = true
                    }
                }
                i += 1
            }
            return s
        }
    }
}
