import Foundation

/// Finds a scene: a path to a .lua file, or a name looked up in ./scenes, then each folder
/// of $LOADERANIM_SCENES (colon-separated), then the installed share directory.
struct SceneLocator {
    let folders: [String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        var folders = ["scenes"]
        folders += (environment["LOADERANIM_SCENES"] ?? "").split(separator: ":").map(String.init)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        folders.append(executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/loaderanim/scenes").path)
        self.folders = folders
    }

    /// The script's path for `argument`, or a failure that lists the scenes there are.
    func locate(_ argument: String) throws -> String {
        if argument.hasSuffix(".lua") || argument.contains("/") {
            guard FileManager.default.fileExists(atPath: argument) else {
                throw Failure(.missingInput, "\(argument): no such scene file")
            }
            return argument
        }
        for folder in folders {
            let path = (folder as NSString).appendingPathComponent(argument + ".lua")
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        let known = available().map(\.name)
        throw Failure(.missingInput, "no scene named \"\(argument)\"; "
            + (known.isEmpty ? "no scenes found in \(folders.joined(separator: ", "))" : "scenes: \(known.joined(separator: ", "))"))
    }

    /// Every scene found, by name, the first folder winning when two have the same name.
    func available() -> [(name: String, path: String)] {
        var seen: Set<String> = []
        var result: [(String, String)] = []
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in names.sorted() where file.hasSuffix(".lua") {
                let name = String(file.dropLast(4))
                if seen.insert(name).inserted { result.append((name, (folder as NSString).appendingPathComponent(file))) }
            }
        }
        return result
    }

    /// The name a scene is shown by: its file name without .lua.
    static func name(of path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
