import Foundation
import Testing

/// The scenes built into the binary, run from a folder that has none, as a new user would.
@Suite struct BuiltInSceneLookupTests {
    static let repositoryScenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes").path
    /// The scripts at the top of scenes/, sorted by name.
    static let builtIns = ((try? FileManager.default.contentsOfDirectory(atPath: repositoryScenes)) ?? [])
        .filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()

    @Test func listShowsEveryBuiltInFromAnEmptyFolder() throws {
        #expect(Self.builtIns.count >= 6 && Self.builtIns.contains("reveal"))
        let result = try loaderanim(["list"], environment: ["LOADERANIM_SCENES": ""], in: temporaryDirectory())
        #expect(result.status == 0 && result.err.isEmpty)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines.count == Self.builtIns.count + 1)  // the header and the scenes
        #expect(lines.first?.hasPrefix("NAME") == true)
        #expect(lines.dropFirst().map { String($0.prefix { $0 != " " }) } == Self.builtIns)
        #expect(lines.dropFirst().allSatisfy { $0.hasSuffix("  built-in") })
        #expect(lines.contains { $0.contains("reveal") && $0.contains("Circular image reveal") })
    }

    @Test func renderRevealFromAnEmptyFolderIsTheRepositoryFileByteForByte() throws {
        let directory = temporaryDirectory()
        let builtIn = try loaderanim(["render", "reveal", "--out", "a.gif", "--quiet"], in: directory)
        #expect(builtIn.status == 0 && builtIn.err.isEmpty, "\(builtIn.err)")
        let file = try loaderanim(["render", Self.repositoryScenes + "/reveal.lua", "--out", "b.gif", "--quiet"], in: directory)
        #expect(file.status == 0)
        let a = try Data(contentsOf: URL(fileURLWithPath: directory + "/a.gif"))
        let b = try Data(contentsOf: URL(fileURLWithPath: directory + "/b.gif"))
        #expect(a.count > 10_000 && a == b)
    }

    @Test func aLocalSceneOverridesTheBuiltInAndListSaysSo() throws {
        let directory = temporaryDirectory()
        try FileManager.default.createDirectory(atPath: directory + "/scenes", withIntermediateDirectories: true)
        try "scene { title = \"My reveal\", width = 20, height = 10, duration = 0.1 }\n"
            .write(toFile: directory + "/scenes/reveal.lua", atomically: true, encoding: .utf8)
        let list = try loaderanim(["list"], in: directory)
        let line = list.out.split(separator: "\n").first { $0.hasPrefix("reveal ") }.map(String.init) ?? ""
        #expect(line.contains("My reveal") && line.hasSuffix("scenes (overrides built-in)"), "\(line)")
        let render = try loaderanim(["render", "reveal", "--out", "a.gif", "--json"], in: directory)
        #expect(render.status == 0)
        #expect(render.out.contains("\"duration\":0.1,"), "\(render.out)")  // the local scene, not the built-in

        let json = try loaderanim(["list", "--json"], in: directory)
        struct Entry: Decodable { let name: String; let title: String?; let source: String; let file: String; let overrides: [String] }
        let entries = try JSONDecoder().decode([Entry].self, from: Data(json.out.utf8))
        let reveal = try #require(entries.first { $0.name == "reveal" })
        #expect(reveal.title == "My reveal" && reveal.source == "scenes" && reveal.file == "scenes/reveal.lua")
        #expect(reveal.overrides == ["built-in"])
        #expect(entries.filter { $0.source == "built-in" }.map(\.file) == Self.builtIns.filter { $0 != "reveal" }.map { "builtin:\($0).lua" })
    }

    /// Errors name the script "builtin:NAME.lua", and the image default is not a path on disk.
    @Test func builtInsAreNamedBuiltinInErrorsAndParameters() throws {
        let directory = temporaryDirectory()
        let bad = try loaderanim(["render", "reveal", "--set", "radius=abc", "--out", "a.gif"], in: directory)
        #expect(bad.status == 65)
        #expect(bad.err.hasPrefix("loaderanim: builtin:reveal.lua: --set radius=abc:"), "\(bad.err)")
        let params = try loaderanim(["params", "reveal", "--json"], in: directory)
        #expect(params.out.contains("\"default\":\"builtin:assets/landscape.png\""), "\(params.out)")
        let validate = try loaderanim(["validate", "reveal", "spinner"], in: directory)
        #expect(validate.status == 0 && validate.err.isEmpty)
        let missing = try loaderanim(["render", "no-such-scene", "--out", "a.gif"], in: directory)
        #expect(missing.status == 66)
        #expect(missing.err.contains("scenes: " + Self.builtIns.joined(separator: ", ")), "\(missing.err)")
    }
}
