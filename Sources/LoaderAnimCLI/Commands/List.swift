import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Scene
import SwiftScenes

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the scenes found, with their titles and where each comes from; or a Swift scene's previews.",
        discussion: """
            A name is looked up in ./scenes, then in each folder of $LOADERANIM_SCENES \
            (colon-separated), then among the scenes built into loaderanim; the first found \
            wins, and the list says which it overrides. Given Swift scenes (.swift files or \
            folders), it lists their #Previews instead, in the order --preview takes them, \
            without compiling them.
            """)

    @Argument(help: "Swift scenes whose #Previews to list.")
    var swiftScenes: [String] = []

    @Flag(help: "Print JSON instead of a table.")
    var json = false

    /// One `#Preview`, as `--json` writes it.
    struct PreviewEntry: Encodable {
        let scene: String
        /// Nil for a preview without a name (Xcode labels it by its line).
        let name: String?
        let file: String
        let line: Int
    }

    /// One scene, as `--json` writes it.
    struct Entry: Encodable {
        let name: String
        /// Nil when the script does not load (`error` says why).
        let title: String?
        /// "built-in", or the folder the script is in.
        let source: String
        /// What errors call the script: its path, or "builtin:NAME.lua".
        let file: String
        /// Where the scenes of the same name it hides come from.
        let overrides: [String]
        let error: String?
    }

    func run() throws {
        if !swiftScenes.isEmpty { return try listPreviews() }
        let entries = SceneLocator().available().map { scene, overrides in
            let file = scene.file
            // A built-in's title was worked out when it was compiled in: `list` runs no script of its own.
            if case .builtIn(let builtIn) = scene.origin, let title = builtIn.title {
                return Entry(name: scene.name, title: title, source: scene.source, file: file, overrides: overrides, error: nil)
            }
            do {
                let title = try scene.settings().title
                return Entry(name: scene.name, title: title, source: scene.source, file: file, overrides: overrides, error: nil)
            } catch {
                return Entry(name: scene.name, title: nil, source: scene.source, file: file, overrides: overrides,
                             error: "\(error)")
            }
        }
        if json { return try writeJSON(entries) }
        let rows = entries.map { entry in
            [entry.name, entry.title ?? "(does not load: run loaderanim validate \(entry.source == "built-in" ? entry.name : entry.file))",
             entry.source + (entry.overrides.isEmpty ? "" : " (overrides \(entry.overrides.joined(separator: ", ")))")]
        }
        for line in tableLines([["NAME", "TITLE", "FROM"]] + rows) { writeToStandardOutput(line + "\n") }
    }

    /// `--json`'s output: pretty-printed, keys sorted.
    private func writeJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        writeToStandardOutput(String(decoding: try encoder.encode(value), as: UTF8.self) + "\n")
    }

    private func listPreviews() throws {
        var previews: [PreviewEntry] = []
        for argument in swiftScenes {
            guard SwiftSceneSource.isSwiftScene(argument) else {
                throw Failure(.usage, "\(argument): not a Swift scene (a .swift file or a folder); `loaderanim list` with no "
                    + "argument lists the scenes")
            }
            let source: SwiftSceneSource
            do { source = try SwiftSceneSource(argument: argument) } catch { throw Failure(.missingInput, error.description) }
            for file in source.files {
                let scan = EntryScan(file.text)
                previews += scan.previews.map { PreviewEntry(scene: argument, name: $0.name, file: file.displayPath, line: $0.line) }
                // A SwiftUI PreviewProvider shows as a preview named after its type.
                previews += scan.previewProviders.map {
                    PreviewEntry(scene: argument, name: $0.name, file: file.displayPath, line: $0.line)
                }
            }
        }
        if json { return try writeJSON(previews) }
        let rows = previews.map { [$0.name ?? "(line \($0.line))", "\($0.file):\($0.line)"] }
        for line in tableLines([["PREVIEW", "WHERE"]] + rows) { writeToStandardOutput(line + "\n") }
    }
}
