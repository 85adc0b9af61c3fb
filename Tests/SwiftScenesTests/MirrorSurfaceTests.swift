import Foundation
import ReferenceImageSupport
import Testing

/// docs/swift-scenes.md lists every public and open name of the mirror, generated from its
/// sources, so the page cannot drift from what a scene can call. The regeneration switch
/// (LOADERANIM_REGENERATE_REFERENCES=1) rewrites the section.
@Suite struct MirrorSurfaceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modules = [("CoreGraphics", "LACoreGraphics"), ("QuartzCore", "LAQuartzCore"), ("UIKit", "LAUIKit"), ("Combine", "LACombine"),
                          ("LoaderAnim", "LoaderAnim")]

    /// One Swift declaration's name as Apple's docs write it: `frame`, `add(_:forKey:)`, `init(frame:)`.
    static func name(of declaration: String) -> String? {
        let words = declaration.split(separator: " ", omittingEmptySubsequences: true)
        // `class func` and `class var` are a func and a var.
        if let index = words.firstIndex(where: { $0 == "func" || $0 == "var" }), words.contains("class") {
            let rest = words[(index + 1)...].joined(separator: " ")
            let identifier = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return words[index] == "func" ? identifier + "(" + labels(Substring(rest.dropFirst(identifier.count))) + ")" : identifier
        }
        guard let index = words.firstIndex(where: { ["var", "let", "func", "init", "init?", "class", "struct", "enum", "protocol",
                                                     "typealias", "case"].contains(String($0)) || $0.hasPrefix("init(") || $0.hasPrefix("init?(") })
        else { return nil }
        let keyword = String(words[index])
        if keyword.hasPrefix("init") {
            return "init(" + labels(declaration[declaration.firstRange(of: "init")!.upperBound...]) + ")"
        }
        guard index + 1 < words.count else { return nil }
        let rest = words[(index + 1)...].joined(separator: " ")
        let identifier = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "`" }).replacing("`", with: "")
        guard !identifier.isEmpty, !identifier.hasPrefix("_") else { return nil }
        if keyword == "func" { return identifier + "(" + labels(Substring(rest.dropFirst(identifier.count))) + ")" }
        return identifier
    }

    /// `(_ a: Int, forKey key: String)` -> `_:forKey:`.
    static func labels(_ text: Substring) -> String {
        guard let open = text.firstIndex(of: "(") else { return "" }
        var depth = 0, current = "", parts: [String] = []
        var previous: Character = " "
        for c in text[open...] {
            defer { previous = c }
            if c == "(" || c == "[" || c == "<" { depth += 1; if depth == 1 { continue } }
            if c == ")" || c == "]" || c == ">" && previous != "-" { depth -= 1; if depth == 0 { parts.append(current); break } }
            if depth == 1 && c == "," { parts.append(current); current = ""; continue }
            current.append(c)
        }
        let names = parts.compactMap { part -> String? in
            let head = part.split(separator: ":").first?.split(separator: " ").first.map(String.init)
            return head.map { $0 + ":" }
        }.joined()
        // `file: StaticString = #fileID, line: UInt = #line` carry the caller's line
        // (CallSites.swift): a call never writes them.
        return names.hasSuffix("file:line:") && text.contains("#fileID") ? String(names.dropLast(10)) : names
    }

    /// The file's lines, a declaration whose parentheses span lines joined into one.
    static func declarations(in text: String) -> [String] {
        var result: [String] = [], pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            pending += pending.isEmpty ? String(line) : " " + line.trimmingCharacters(in: .whitespaces)
            let open = pending.filter { $0 == "(" }.count, close = pending.filter { $0 == ")" }.count
            if open <= close || pending.count > 2000 { result.append(pending); pending = "" }
        }
        return result + (pending.isEmpty ? [] : [pending])
    }

    /// The other names of `var a, b, c: T`, `var m11: T, m12: T` and `case a, b(Int), c`.
    static func moreNames(in declaration: String) -> [String] {
        guard let keyword = ["var ", "case "].compactMap({ declaration.firstRange(of: $0) }).first,
              !declaration.contains("{") || declaration.hasPrefix("case"), !declaration.contains(" = ") else { return [] }
        var depth = 0, parts: [String] = [], current = ""
        for c in declaration[keyword.upperBound...] {
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if c == ",", depth == 0 { parts.append(current); current = "" } else { current.append(c) }
        }
        parts.append(current)
        return parts.dropFirst().map { part in
            String(part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }.filter { !$0.isEmpty }
    }

    /// The module's declarations: each public or open type with its members, then the free names.
    static func surface(of folder: String) throws -> [(type: String, members: [String])] {
        let path = root.appendingPathComponent("Sources/SwiftMirror/" + folder).path
        var types: [String: [String]] = [:], order: [String] = []
        var free: [String] = []
        for file in try FileManager.default.subpathsOfDirectory(atPath: path).sorted() where file.hasSuffix(".swift") {
            var current: String?
            /// A type declared inside `current` (`UIView.AnimationOptions`), whose members
            /// are one level deeper.
            var nested: String?
            var spi = false
            for text in try Self.declarations(in: String(contentsOfFile: path + "/" + file, encoding: .utf8)) {
                if text.hasPrefix("}") { current = nil; continue }
                let isTop = !text.hasPrefix(" ")
                // `@_disfavoredOverload open func add(_:forKey:)` is Apple's signature (CallSites.swift).
                let trimmed = text.trimmingCharacters(in: .whitespaces).replacing("@_disfavoredOverload ", with: "")
                if trimmed.hasPrefix("@_spi") { spi = true }
                let isPublic = trimmed.hasPrefix("public ") || trimmed.hasPrefix("open ") || trimmed.contains(" public ") && trimmed.hasPrefix("@")
                    || trimmed.hasPrefix("@discardableResult")
                if isTop {
                    if trimmed.hasPrefix("extension ") {
                        var name = String(trimmed.dropFirst(10).prefix { $0.isLetter || $0.isNumber || $0 == "." })
                        // `extension _CAValueBoxing where Self: NSValue`: the members are NSValue's.
                        if trimmed.dropFirst(10).hasPrefix("_"), let constraint = trimmed.firstRange(of: "Self: ") {
                            name = String(trimmed[constraint.upperBound...].prefix { $0.isLetter || $0.isNumber })
                        }
                        current = name
                        spi = false
                        continue
                    }
                    guard isPublic, !spi, !trimmed.contains("@_spi"), let name = name(of: trimmed) else { spi = false; continue }
                    spi = false
                    if ["class", "struct", "enum", "protocol"].contains(where: { trimmed.contains(" \($0) ") || trimmed.hasPrefix("\($0) ") }),
                       !trimmed.contains(" func ") {
                        current = name
                        if types[name] == nil { types[name] = []; order.append(name) }
                        // Cases on the type's own line: `public enum CGLineCap: Int32 { case butt, round, square }`.
                        if let cases = trimmed.firstRange(of: "{ case ") {
                            let list = trimmed[cases.upperBound...].prefix { $0 != "}" }
                            types[name]! += list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                            current = trimmed.hasSuffix("}") ? nil : name
                        }
                    } else {
                        free.append(name)
                    }
                } else if let inner = nested, text.hasPrefix("        "), !text.hasPrefix("         ") {
                    guard isPublic || trimmed.hasPrefix("case "), !trimmed.contains("@_spi"), let name = name(of: trimmed) else { continue }
                    for name in [name] + Self.moreNames(in: trimmed) where !types[inner]!.contains(name) { types[inner]!.append(name) }
                    if trimmed.contains("static let"), trimmed.contains("), ") {
                        for part in trimmed.split(separator: ",").dropFirst() {
                            let word = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "`" }
                            let clean = String(word).replacing("`", with: "")
                            if !clean.isEmpty, part.contains("="), !types[inner]!.contains(clean) { types[inner]!.append(clean) }
                        }
                    }
                } else if let type = current, text.hasPrefix("    "), !text.hasPrefix("     ") {
                    defer { if !trimmed.hasPrefix("@_spi") && !trimmed.isEmpty { spi = false } }
                    if trimmed.hasPrefix("}") { nested = nil; continue }
                    if isPublic, !trimmed.contains("@_spi"), !trimmed.contains(" func "), !trimmed.contains(" var "),
                       ["struct", "enum", "class"].contains(where: { trimmed.contains(" \($0) ") }), let name = name(of: trimmed) {
                        let inner = "\(type).\(name)"
                        if types[inner] == nil { types[inner] = []; order.append(inner) }
                        nested = trimmed.hasSuffix("}") ? nil : inner
                        if let cases = trimmed.firstRange(of: "{ case ") {
                            let list = trimmed[cases.upperBound...].prefix { $0 != "}" }
                            for name in list.split(separator: ",").map({ String($0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber }) })
                            where !types[inner]!.contains(name) { types[inner]!.append(name) }
                        }
                        continue
                    }
                    guard isPublic || trimmed.hasPrefix("case "), !spi, !trimmed.contains("@_spi"), !trimmed.hasPrefix("public struct"),
                          !trimmed.hasPrefix("public enum") || trimmed.contains("case"), let name = name(of: trimmed) else { continue }
                    if types[type] == nil { types[type] = []; order.append(type) }
                    for name in [name] + Self.moreNames(in: trimmed) where !types[type]!.contains(name) { types[type]!.append(name) }
                    // Several stored names on one line: `public static let center = Self(...), top = Self(...)`.
                    if trimmed.contains("static let"), trimmed.contains("), ") {
                        for part in trimmed.split(separator: ",").dropFirst() {
                            let word = part.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "`" }
                            let clean = String(word).replacing("`", with: "")
                            if !clean.isEmpty, part.contains("="), !types[type]!.contains(clean) { types[type]!.append(clean) }
                        }
                    }
                }
            }
        }
        return order.map { ($0, types[$0]!) } + (free.isEmpty ? [] : [("(functions and constants)", free)])
    }

    static func table() throws -> String {
        var lines = ["| import | type | members |", "|---|---|---|"]
        for (apple, target) in modules {
            for (type, members) in try surface(of: apple) {
                lines.append("| \(apple == "LoaderAnim" ? "LoaderAnim" : apple) (\(target)) | `\(type)` | "
                    + members.map { "`\($0)`" }.joined(separator: ", ") + " |")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The section of docs/swift-scenes.md from the line starting with `marker` to `end`
    /// must be `table` under that line; the regeneration switch rewrites it (in a fresh read
    /// of the page, whose other generated section another test may be rewriting). The
    /// section as it was.
    static func checkGeneratedSection(_ marker: String, _ end: String, _ what: String, table: String) throws -> String {
        let page = root.appendingPathComponent("docs/swift-scenes.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.firstRange(of: marker))
        let finish = try #require(text.firstRange(of: end))
        let header = text[start.lowerBound...].prefix { $0 != "\n" }
        let expected = String(header) + "\n" + table + "\n"
        let current = String(text[start.lowerBound..<finish.lowerBound])
        if current != expected, let failure = try Regeneration.rewrite("docs/swift-scenes.md's \(what)", {
            let fresh = try String(contentsOf: page, encoding: .utf8)
            let range = try #require(fresh.firstRange(of: marker)).lowerBound..<(try #require(fresh.firstRange(of: end)).lowerBound)
            try fresh.replacingCharacters(in: range, with: expected).write(to: page, atomically: true, encoding: .utf8)
        }) {
            Issue.record(Comment(rawValue: failure))
            return expected
        }
        #expect(current == expected, "docs/swift-scenes.md's \(what) is out of date: run the tests with \(Regeneration.variable)=1")
        return current
    }

    @Test func theDocsListEveryNameTheMirrorHas() throws {
        let current = try Self.checkGeneratedSection("<!-- generated:", "<!-- end of generated -->", "list of names", table: try Self.table())
        for name in ["`CAShapeLayer`", "`strokeEnd`", "`add(_:forKey:)`", "`UIView`", "`init(frame:)`", "`CATransform3DMakeRotation(_:_:_:_:)`",
                     "`scene(title:summary:width:height:background:scale:duration:fps:hold:)`", "`animate(withDuration:delay:options:animations:completion:)`"] {
            #expect(current.contains(name), "\(name)")
        }
    }
}
