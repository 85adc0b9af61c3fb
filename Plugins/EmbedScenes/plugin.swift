import Foundation
import PackagePlugin

/// Compiles the package's scenes/ folder (every scene script and its assets) into the
/// BuiltInScenes module on every build, so a copied or installed binary carries them and
/// they can never be older than the folder; and records the commit the build comes from.
/// Applied to another target, it compiles that target's folder named in `embeddedFolders`
/// in the same way, as an enum's `encodedFiles`: Preview's page, SwiftScenes' syntax pass.
@main
struct EmbedScenes: BuildToolPlugin {
    /// The folder each other target embeds, and the enum that holds it.
    static let embeddedFolders = ["Preview": (folder: "Page", type: "PageFiles"),
                                  "SwiftScenes": (folder: "SyntaxPass", type: "SyntaxPassFiles")]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tool = try context.tool(named: "EmbedScenesTool").url
        guard target.name == "BuiltInScenes" else {
            guard let embedded = Self.embeddedFolders[target.name] else { return [] }
            let root = target.directoryURL.appending(path: embedded.folder)
            let files = Self.files(under: root)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(embedded.type)+Files.swift")
            return [.buildCommand(displayName: "Embedding \(files.count) files of \(target.name)/\(embedded.folder)", executable: tool,
                                  arguments: ["files", output.path, embedded.type, root.path] + files.map(\.relative),
                                  inputFiles: files.map(\.url), outputFiles: [output])]
        }
        let root = context.package.directoryURL.appending(path: "scenes")
        let files = Self.files(under: root)
        let output = context.pluginWorkDirectoryURL
        let scenesFile = output.appending(path: "BuiltInScenes+Files.swift")
        let commitFile = output.appending(path: "BuildInfo+Commit.swift")
        return [
            .buildCommand(displayName: "Embedding \(files.count) files of scenes/", executable: tool,
                          arguments: ["files", scenesFile.path, "BuiltInScenes", root.path] + files.map(\.relative),
                          inputFiles: files.map(\.url), outputFiles: [scenesFile]),
            // The commit is an argument: when it changes, the command runs again.
            .buildCommand(displayName: "Recording the commit", executable: tool,
                          arguments: ["commit", commitFile.path, Self.commit(of: context.package.directoryURL)],
                          inputFiles: [], outputFiles: [commitFile]),
        ]
    }

    /// Every file under `root` but README.md and hidden ones, sorted by path.
    static func files(under root: URL) -> [(url: URL, relative: String)] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var found: [(URL, String)] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            if relative != "README.md" { found.append((url, relative)) }
        }
        return found.sorted { $0.1 < $1.1 }
    }

    /// The short hash of HEAD, or "unknown" outside a git checkout (or without git).
    static func commit(of directory: URL) -> String {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", directory.path, "rev-parse", "--short", "HEAD"]
        let pipe = Pipe()
        git.standardOutput = pipe
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return "unknown" }
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        let hash = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return git.terminationStatus == 0 && !hash.isEmpty ? hash : "unknown"
    }
}
