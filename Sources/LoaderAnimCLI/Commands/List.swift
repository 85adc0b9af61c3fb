import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Scene

struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the scenes found, with their titles and where each comes from.",
        discussion: """
            A name is looked up in ./scenes, then in each folder of $LOADERANIM_SCENES \
            (colon-separated), then among the scenes built into loaderanim; the first found \
            wins, and the list says which it overrides.
            """)

    @Flag(help: "Print JSON instead of a table.")
    var json = false

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
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            writeToStandardOutput(String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n")
            return
        }
        let rows = entries.map { entry in
            [entry.name, entry.title ?? "(does not load: run loaderanim validate \(entry.source == "built-in" ? entry.name : entry.file))",
             entry.source + (entry.overrides.isEmpty ? "" : " (overrides \(entry.overrides.joined(separator: ", ")))")]
        }
        for line in tableLines([["NAME", "TITLE", "FROM"]] + rows) { writeToStandardOutput(line + "\n") }
    }
}
