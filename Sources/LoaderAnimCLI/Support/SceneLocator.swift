import BuiltInScenes
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Scene

/// Finds a scene: a path to a .lua file, or a name looked up in ./scenes, then each folder
/// of $LOADERANIM_SCENES (colon-separated), then the scenes built into the program.
struct SceneLocator {
    /// The folders searched by name, in order, before the built-ins.
    let folders: [String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        folders = ["scenes"] + (environment["LOADERANIM_SCENES"] ?? "").split(separator: ":").map(String.init)
    }

    /// A scene found: a script file, or one built into the program.
    struct Scene: Sendable {
        enum Origin: Sendable {
            case file(String)
            case builtIn(BuiltInScene)
            /// A Swift scene's program, in its own process (see SwiftSceneHandOff).
            case program(any SceneProgram)
        }
        let name: String
        let origin: Origin

        /// What errors call it: its path, or "builtin:NAME.lua".
        var file: String {
            switch origin {
            case .file(let path): path
            case .builtIn(let scene): scene.file
            case .program(let program): program.file
            }
        }

        /// The script's text when it is built in (a file is read when it loads).
        var text: String? {
            if case .builtIn(let scene) = origin { scene.source } else { nil }
        }

        /// Where a built-in's relative image paths point (nil: beside the file).
        var directory: String? {
            if case .builtIn = origin { BuiltInScenes.prefix } else { nil }
        }

        /// Where it comes from, as `list` shows it: its file's folder, or "built-in".
        var source: String {
            switch origin {
            case .file(let path):
                path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            case .builtIn: "built-in"
            case .program: "swift"
            }
        }

        /// Its settings, from a run that stops at its `scene { ... }` (see `SceneScript.settings`).
        func settings() throws(SceneError) -> SceneSettings {
            switch origin {
            case .file(let path): try SceneScript.settings(file: path)
            case .builtIn(let scene): try SceneScript.settings(file: scene.file, source: scene.source, directory: BuiltInScenes.prefix)
            case .program(let program): program.settings
            }
        }

        /// `SceneScript.validate` for this scene.
        func validate(overrides: SceneOverrides, limits: ScriptLimits) -> [SceneError] {
            switch origin {
            case .file(let path):
                SceneScript.validate(file: path, overrides: overrides, limits: limits)
            case .builtIn(let scene):
                SceneScript.validate(file: scene.file, source: scene.source, directory: BuiltInScenes.prefix,
                                     overrides: overrides, limits: limits)
            case .program(let program):
                Self.validate(program)
            }
        }

        /// A program's problems, else a run of its timeline to its end, drawing at 0 and at the end.
        static func validate(_ program: any SceneProgram) -> [SceneError] {
            guard program.problems.isEmpty else { return program.problems }
            do {
                let end = try program.length()
                var playback = try program.playback()
                for time in [0, end] { _ = try playback.presentation(at: time) }
                return []
            } catch let error as SceneError {
                return [error]
            } catch {
                return [SceneError(file: program.file, message: "\(error)")]
            }
        }
    }

    /// The scene `argument` names, or a failure that lists the scenes there are.
    func locate(_ argument: String) throws -> Scene {
        if let (answersTo, program) = InProcessScene.current, answersTo == argument {
            return Scene(name: Self.name(ofFile: argument.hasSuffix("/") ? String(argument.dropLast()) : argument),
                         origin: .program(program))
        }
        if argument.hasSuffix(".lua") || argument.contains("/") {
            guard FileManager.default.fileExists(atPath: argument) else {
                throw Failure(.missingInput, "\(argument): no such scene file")
            }
            return Scene(name: Self.name(ofFile: argument), origin: .file(argument))
        }
        for folder in folders {
            let path = folder + "/" + argument + ".lua"
            if FileManager.default.fileExists(atPath: path) { return Scene(name: argument, origin: .file(path)) }
        }
        if let scene = BuiltInScenes.all[argument] { return Scene(name: argument, origin: .builtIn(scene)) }
        throw Failure(.missingInput, "no scene named \"\(argument)\"; scenes: \(available().map(\.scene.name).joined(separator: ", "))")
    }

    /// Every scene found, by name: the first folder wins when two have the same name (then
    /// the built-ins), and `overrides` says where the scenes it hides come from.
    func available() -> [(scene: Scene, overrides: [String])] {
        var found: [(scene: Scene, overrides: [String])] = []
        var index: [String: Int] = [:]
        func add(_ scene: Scene) {
            if let existing = index[scene.name] {
                found[existing].overrides.append(scene.source)
            } else {
                index[scene.name] = found.count
                found.append((scene, []))
            }
        }
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in names.sorted() where file.hasSuffix(".lua") {
                add(Scene(name: String(file.dropLast(4)), origin: .file(folder + "/" + file)))
            }
        }
        for name in BuiltInScenes.all.keys.sorted() { add(Scene(name: name, origin: .builtIn(BuiltInScenes.all[name]!))) }
        return found.sorted { $0.scene.name < $1.scene.name }
    }

    /// The name a scene file is shown by: its file name without its extension.
    static func name(ofFile path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
        return String(file[..<dot])
    }
}
