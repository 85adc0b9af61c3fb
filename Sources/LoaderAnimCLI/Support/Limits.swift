import ArgumentParser
import RenderPipeline
import Scene
import SwiftScenes

/// How much a script may do: the guards against a runaway loop or table in a scene, with
/// defaults a built-in scene is far below, raisable for a scene that needs more.
struct ScriptLimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Lua instructions the script's body and each callback may run.", valueName: "count"))
    var maxInstructions = ScriptLimits.default.instructions

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "Megabytes of memory the scene may use: a Lua script's own (default 256), a Swift scene's whole program (default 4096).",
        valueName: "MB"))
    var maxMemory: Int?

    /// --max-memory for a Lua script.
    var scriptMemory: Int { maxMemory ?? ScriptLimits.default.memory >> 20 }
    /// --max-memory for a Swift scene's program.
    var programMemory: Int { maxMemory ?? SceneLauncher.defaultMaxMemory }

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds a Swift scene's code may run at a time: its setup, then each callback.", valueName: "seconds"))
    var maxSeconds = 10.0

    func validate() throws {
        guard maxSeconds.isFinite, maxSeconds > 0 else { throw ValidationError("--max-seconds must be a number of seconds > 0, not \(maxSeconds)") }
    }

    /// The limits, or a usage failure for a count that is not positive.
    func limits() throws -> ScriptLimits {
        do { return try SceneRequest.limits(maxInstructions: maxInstructions, maxMemory: scriptMemory) } catch { throw Failure(error) }
    }
}
