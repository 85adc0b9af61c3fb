import BuiltInScenes
import Foundation
import Scene
import Testing

/// The EmbedScenes plugin compiles scenes/ into BuiltInScenes on every build: every file
/// (but README.md) byte for byte, and nothing else; the scripts at its top are the scenes.
@Suite struct EmbeddedFilesTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes")

    @Test func everyFileOfScenesIsEmbeddedByteForByte() throws {
        let enumerator = try #require(FileManager.default.enumerator(atPath: Self.scenes.path))
        var onDisk: [String: [UInt8]] = [:]
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = Self.scenes.appendingPathComponent(relative).path
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  relative != "README.md", !relative.hasPrefix(".") else { continue }
            onDisk[relative] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(onDisk["assets/landscape.png"] != nil && onDisk["assets/landscape.lua"] != nil && onDisk["reveal.lua"] != nil)
        #expect(BuiltInScenes.files.keys.sorted() == onDisk.keys.sorted())
        for (path, bytes) in onDisk { #expect(BuiltInScenes.files[path] == bytes, "\(path)") }
        #expect(BuiltInScenes.contents(of: "builtin:assets/landscape.png") == onDisk["assets/landscape.png"])
        #expect(BuiltInScenes.contents(of: "assets/landscape.png") == nil)
    }

    @Test func theScenesAreTheScriptsAtTheTop() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter { $0.hasSuffix(".lua") }
        #expect(BuiltInScenes.all.keys.sorted() == scripts.map { String($0.dropLast(4)) }.sorted())
        let reveal = try #require(BuiltInScenes.all["reveal"])
        #expect(reveal.file == "builtin:reveal.lua")
        #expect(Array(reveal.source.utf8) == BuiltInScenes.files["reveal.lua"])
    }

    /// `list` shows the titles worked out at build time: each is the one the script gives now.
    @Test func everyBuiltInCarriesTheTitleItsScriptGives() throws {
        for (name, scene) in BuiltInScenes.all {
            let title = try SceneScript.settings(file: scene.file, source: scene.source, directory: BuiltInScenes.prefix).title
            #expect(scene.title == title, "\(name)")
            #expect(scene.title?.isEmpty == false, "\(name)")
        }
    }
}
