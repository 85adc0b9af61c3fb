import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import BuiltInScenes
import RenderPipeline
import Scene
import SwiftScenes

/// The one scene a Swift scene's program holds, under the argument it answers to. Set
/// once, before the command line is parsed, in that program only.
enum InProcessScene {
    nonisolated(unsafe) static var current: (argument: String, program: any SceneProgram)?
}

/// How programs start the command line: loaderanim itself, and a Swift scene's program
/// (whose own scene is the one the parent compiled it from).
public enum CommandLineEntry {
    public static func run() -> Never {
        LoaderAnim.main()
        exit(0)
    }

    public static func run(program: any SceneProgram) -> Never {
        let argument = ProcessInfo.processInfo.environment[SceneLauncher.sceneVariable] ?? program.file
        InProcessScene.current = (argument, program)
        LoaderAnim.main()
        exit(0)
    }

    /// What a scene's own code needs from the command line before it runs.
    public struct SceneCommandOptions: Sendable {
        public var parameters: [String: String] = [:]
        public var width: Double?
        public var height: Double?
        public var fps: Double?
        public var scale: Double?
        public var epoch: Double?
        /// --display-hz: the refresh rate display links fire at.
        public var displayRate: Double?
        /// --preview: which #Preview to show.
        public var preview: String?
        public var maxSeconds = 10.0
        /// Megabytes the program may use (--max-memory, else 4096).
        public var maxMemory = SceneLauncher.defaultMaxMemory
        public init() {}
    }

    /// In a Swift scene's program, before the scene's own code: its `print` goes to
    /// standard error, the command line's output to standard output (see StandardOutput),
    /// and it reads /dev/null, `serve` its requests (see StandardInput).
    public static func separateSceneOutput() {
        StandardOutput.separateFromScene()
        StandardInput.separateFromScene()
    }

    /// Those options, from `arguments` (CommandLine.arguments: the program, then
    /// loaderanim's own arguments, which the parent has already checked).
    public static func sceneCommandOptions(_ arguments: [String]) -> SceneCommandOptions {
        var options = SceneCommandOptions()
        guard let command = try? LoaderAnim.parseAsRoot(Array(arguments.dropFirst())) else { return options }
        let scene: SceneOptions?
        switch command {
        case let c as Render: scene = c.scene; options.fps = c.fps; options.scale = c.drawing.scale
        case let c as FrameCommand: scene = c.scene; options.scale = c.drawing.scale
        case let c as Strip: scene = c.scene; options.scale = c.drawing.scale
        case let c as Inspect: scene = c.scene
        case let c as TimelineCommand: scene = c.scene
        case let c as Params: scene = c.scene
        case let c as Serve: scene = c.scene; options.scale = c.drawing.scale
        case let c as Validate:
            options.parameters = (try? SceneRequest.overrides(c.parameters)) ?? [:]
            options.maxSeconds = c.limits.maxSeconds
            options.maxMemory = c.limits.programMemory
            scene = nil
        default: scene = nil
        }
        if let scene {
            options.parameters = (try? SceneRequest.overrides(scene.parameters)) ?? [:]
            options.width = scene.width
            options.height = scene.height
            options.epoch = try? scene.epochSeconds
            options.preview = scene.preview
            options.displayRate = scene.displayHz
            options.maxSeconds = scene.limits.maxSeconds
            options.maxMemory = scene.limits.programMemory
        }
        return options
    }
}

/// loaderanim's side of a Swift scene: a command whose scene is a .swift file or a folder
/// compiles it and runs its program with the same arguments (see SceneLauncher).
enum SwiftSceneHandOff {
    /// The exit code of the scene's program when `command` runs a Swift scene; nil otherwise.
    static func launchIfSwift(_ command: any ParsableCommand) throws -> Int32? {
        guard InProcessScene.current == nil else { return nil }
        let scene: SceneOptions, outputs: [String]
        switch command {
        case let c as Render: (scene, outputs) = (c.scene, [c.out])
        case let c as FrameCommand: (scene, outputs) = (c.scene, [c.out])
        case let c as Strip: (scene, outputs) = (c.scene, [c.out])
        case let c as Inspect: (scene, outputs) = (c.scene, [])
        case let c as TimelineCommand: (scene, outputs) = (c.scene, [])
        case let c as Params: (scene, outputs) = (c.scene, [])
        default: return nil
        }
        guard SwiftSceneSource.isSwiftScene(scene.scene) else { return nil }
        // The options the program reads before its scene runs are checked here, once.
        _ = try scene.epochSeconds
        if let problem = SceneRequest.displayRateProblem(scene.displayHz) { throw Failure(.usage, problem) }
        _ = try scene.limits.limits()
        return launcher.run(scene: scene.scene, view: scene.view, arguments: Array(CommandLine.arguments.dropFirst()), outputs: outputs,
                            maxMemory: scene.limits.programMemory)
    }

    /// `validate` of one Swift scene among its arguments.
    static func validate(_ scene: String, parameters: [String], limits: ScriptLimitOptions) -> Int32 {
        launcher.run(scene: scene, arguments: ["validate", scene] + parameters.flatMap { ["--set", $0] }
            + ["--max-seconds", String(limits.maxSeconds)] + (limits.maxMemory.map { ["--max-memory", String($0)] } ?? []),
                        outputs: [], maxMemory: limits.programMemory)
    }

    static var launcher: SceneLauncher { launcher { line in writeToStandardError("loaderanim: \(line)\n") } }

    /// A launcher whose own lines go to `report` (batch keeps them for its entry).
    static func launcher(report: @escaping (String) -> Void) -> SceneLauncher {
        SceneLauncher(executable: executablePath(), version: "\(LoaderAnim.version) \(BuildInfo.commit)", report: report)
    }

    /// This program's path, from /proc/self/exe.
    static func executablePath() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
    }
}
