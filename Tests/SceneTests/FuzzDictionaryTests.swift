import Foundation
import Testing
@testable import Scene

/// Fuzz/scene.dict, the words libFuzzer splices into scene scripts, against the scene API's
/// own list of names (`ScriptRuntime.apiNames`): every API name is in the dictionary, and
/// every word in it is an API name, one of Lua's names in the sandbox, or a word of
/// `luaWords`.
@Suite struct FuzzDictionaryTests {
    /// Lua's keywords; the globals the sandbox removes (so the fuzzer keeps knocking on
    /// them); numbers at the edges of what the API must refuse (NaN, infinities, huge);
    /// the punctuation of a table constructor.
    static let luaWords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
        "io", "os", "require", "debug", "load", "loadfile", "dofile", "collectgarbage", "package",
        "string.dump", "math.randomseed",
        "0/0", "1/0", "-1/0", "1e308", "-1e308", "{", "}", "=", ",", "\"",
    ]

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Fuzz/scene.dict").standardized.path

    /// The dictionary's words: each line `"word"` unquoted, `\"` and `\\` unescaped;
    /// comments and blank lines skipped.
    static func words() throws -> [String] {
        try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard line.hasPrefix("\""), line.hasSuffix("\""), line.count >= 2 else { return nil }
            return line.dropFirst().dropLast().replacingOccurrences(of: "\\\"", with: "\"")
                .replacingOccurrences(of: "\\\\", with: "\\")
        }
    }

    @Test func theDictionaryHoldsEveryAPINameAndNothingElse() throws {
        let words = try Self.words()
        let names = Set(try ScriptRuntime.apiNames())
        let known = names.union(try ScriptRuntime.luaNames()).union(Self.luaWords)
        let missing = names.subtracting(words).sorted()
        let extra = Set(words).subtracting(known).sorted()
        #expect(missing.isEmpty, "Fuzz/scene.dict lacks these API names: \(missing.joined(separator: " "))")
        #expect(extra.isEmpty, "Fuzz/scene.dict has words that are not API or Lua names: \(extra.joined(separator: " "))")
        #expect(words.count == Set(words).count, "Fuzz/scene.dict lists a word twice")
        // Every dictionary line is a word: a stray line would be skipped silently above.
        let lines = try String(contentsOfFile: Self.file, encoding: .utf8).split(separator: "\n")
        #expect(lines.filter { !$0.hasPrefix("#") }.count == words.count)
    }

    @Test func theNamesAreTheAPIs() throws {
        let names = try ScriptRuntime.apiNames()
        // One of each kind the list is made of.
        for name in ["scene", "root", "ShapeLayer", "Path.oval", "Transform.identity", "addSublayer", "moveTo",
                     "mask", "transform.rotation.z", "frame", "fps", "keyTimes", "onStop"] {
            #expect(names.contains(name), "\(name)")
        }
        // Lua's own names are not the API's.
        for name in ["print", "math", "math.huge", "pairs", "_G"] { #expect(!names.contains(name), "\(name)") }
    }

    /// `layerMembers` is written out by hand beside the switch that reads them: each reads.
    @Test func everyLayerMemberReads() throws {
        let members = ScriptRuntime.layerMembers.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let stage = try scene("""
            scene { width = 10, height = 10 }
            local layer = ShapeLayer { name = "probe" }
            root:addSublayer(layer)
            for _, member in ipairs({ \(members) }) do local _ = layer[member] end
            """).makeStage()
        #expect(stage.layer(named: "probe") != nil)
    }

    /// Every target `make fuzz` runs has its dictionary, and every line of each is a comment,
    /// blank or one libFuzzer entry: `"..."` of printable ASCII, with `\"`, `\\` and `\xNN`
    /// escapes (libFuzzer stops at a line it cannot read, with the run not started).
    @Test(arguments: ["scene", "set-value", "draw", "text", "transform3d", "manifest"])
    func everyTargetsDictionaryReads(target: String) throws {
        let file = URL(fileURLWithPath: Self.file).deletingLastPathComponent().appendingPathComponent("\(target).dict").path
        let entry = try Regex(#"^"([\x20-\x21\x23-\x5b\x5d-\x7e]|\\["\\]|\\x[0-9a-fA-F]{2})+"$"#)
        var entries = 0
        for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            #expect(line.wholeMatch(of: entry) != nil, "Fuzz/\(target).dict: \(line)")
            entries += 1
        }
        #expect(entries >= 10)
    }

    /// The draw target calls the context's methods by the list the API installs.
    @Test func theDrawTargetsMethodsAreTheContexts() throws {
        let methods = SceneScript.drawContextMethods
        #expect(methods.contains("fillRect") && methods.contains("drawText") && methods.contains("setLineDash"))
        #expect(Set(methods).isSubset(of: try ScriptRuntime.apiNames()))
    }
}
