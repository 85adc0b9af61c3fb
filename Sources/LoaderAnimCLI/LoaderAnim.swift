import ArgumentParser
import BuiltInScenes
import CMalloc
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Glibc
import RenderPipeline
import Scene
import SwiftScenes

/// The command line: a thin layer over the library. Every error ends here as one line on
/// stderr, "loaderanim: ...", with a sysexits(3) code (see `Failure`).
struct LoaderAnim: ParsableCommand {
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "loaderanim",
        abstract: "Render Core Animation loaders to animated GIFs.",
        discussion: """
            A scene script builds a layer tree and animates it with Core Animation's timing \
            model; loaderanim samples it at every frame and writes a GIF. A SCENE is a name \
            (see `loaderanim list`), a path to a .lua file, or a Swift scene: a .swift file or \
            a folder with main.swift, compiled with swiftc against loaderanim's UIKit.

            Trust: a Lua scene runs sandboxed, so scenes from strangers are safe to render. A \
            Swift scene is native code that runs with your rights, like `swift run`: render \
            only Swift scenes you would run (see docs/swift-scenes.md).
            """,
        version: "loaderanim \(version) (\(BuildInfo.commit))",
        subcommands: [Render.self, FrameCommand.self, Strip.self, Batch.self, Compare.self, Inspect.self, TimelineCommand.self, List.self, Params.self,
                      Validate.self, Curve.self, PreviewCommand.self, PrepareSwiftKit.self, Serve.self])

    static func main() {
        // Frames are large and short-lived, and glibc gives each worker thread a malloc arena
        // of its own that keeps what the thread freed: with one arena, peak memory stays that
        // of the frames in flight (about 48 MB instead of 65 MB at 480 x 480).
        mallopt(M_ARENA_MAX, 1)
        do {
            var command = try parseAsRoot()
            if let code = try SwiftSceneHandOff.launchIfSwift(command) { Glibc.exit(code) }
            // For the test of exit code 70: nothing in normal use reaches it on purpose.
            if ProcessInfo.processInfo.environment["LOADERANIM_TEST_INTERNAL_ERROR"] != nil {
                throw Failure(.internalError, "an internal error, as LOADERANIM_TEST_INTERNAL_ERROR asks")
            }
            try command.run()
        } catch let failure as Failure {
            failure.report()
            Glibc.exit(failure.code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                writeToStandardOutput(fullMessage(for: error) + "\n")  // --help, --version
                Glibc.exit(0)
            }
            if error is ExitCode { Glibc.exit(code.rawValue) }
            // A usage error: one line, then where to read more.
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "usage error"
            Failure(.usage, message.replacing("Error: ", with: "") + " (see loaderanim --help)").report()
            Glibc.exit(Failure.Code.usage.rawValue)
        }
    }
}

/// What every command that runs a scene takes.
struct SceneOptions: ParsableArguments {
    @Argument(help: "A scene name (see `loaderanim list`), a path to a .lua file, or a Swift scene (a .swift file or a folder with main.swift).")
    var scene: String

    @Option(name: .customLong("set"), help: ArgumentHelp("Override a parameter (repeatable).", valueName: "name=value"))
    var parameters: [String] = []

    @Option(parsing: .unconditional, help: "Override the canvas width, in points.")
    var width: Double?

    @Option(parsing: .unconditional, help: "Override the canvas height, in points.")
    var height: Double?

    @Option(help: ArgumentHelp("The wall clock at scene time 0, for Date() and os.time(): seconds since 1970, or a UTC date like 2024-05-01T12:00:00Z (default 2001-01-01T00:00:00Z).", valueName: "date"))
    var epoch: String?

    @Option(name: .customLong("display-hz"), help: ArgumentHelp("The display's refresh rate, on which display links fire (default 60; 120 for ProMotion), whatever --fps is.", valueName: "hz"))
    var displayHz: Double?

    @Option(help: ArgumentHelp("A Swift scene's #Preview to show, by its name or line (default: the first).", valueName: "name"))
    var preview: String?

    @Option(help: ArgumentHelp("A Swift file's UIView subclass to show, made with init(frame:) at --width x --height (default 200 x 200), for a file with no scene(...) and no #Preview.", valueName: "class"))
    var view: String?

    @OptionGroup var limits: ScriptLimitOptions

    /// `--preview` and `--view` belong to Swift scenes: a usage error for a Lua one.
    func checkSwiftOnlyOptions() throws {
        for (option, value) in [("--preview", preview), ("--view", view)] where value != nil {
            throw Failure(.usage, "\(option): \(scene) is a Lua scene; \(option) picks what a Swift scene (.swift file or folder) shows")
        }
    }

    /// `--epoch` in seconds since 1970, or a usage error naming the value.
    var epochSeconds: Double? {
        get throws {
            guard let epoch else { return nil }
            guard let seconds = WallClock.parse(epoch) else {
                throw Failure(.usage, "--epoch \"\(epoch)\" is neither seconds since 1970 nor a UTC date like 2024-05-01T12:00:00Z")
            }
            return seconds
        }
    }

    /// The scene located, with the overrides, not loaded yet.
    func request() throws -> SceneRequest {
        try checkSwiftOnlyOptions()
        let found = try SceneLocator().locate(scene)
        var request = SceneRequest(name: found.name, file: found.file, source: found.text, directory: found.directory,
                                   parameters: parameters, width: width, height: height, epoch: try epochSeconds,
                                   maxInstructions: limits.maxInstructions, maxMemory: limits.scriptMemory)
        request.displayRate = displayHz
        return request
    }

    /// The scene, located and loaded with the overrides; the script prints on stderr.
    func load() throws -> LoadedScene {
        let found = try SceneLocator().locate(scene)
        if case .program(let program) = found.origin {
            if let problem = program.problems.first { throw Failure(problem) }
            return LoadedScene(name: found.name, program: program)
        }
        do { return try request().load() } catch { throw Failure(error) }
    }
}
