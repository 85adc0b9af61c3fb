import ArgumentParser
import RenderPipeline
import Scene

/// How much a script may do: the guards against a runaway loop or table in a scene, with
/// defaults a built-in scene is far below, raisable for a scene that needs more.
struct ScriptLimitOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp("Lua instructions the script's body and each callback may run.", valueName: "count"))
    var maxInstructions = ScriptLimits.default.instructions

    @Option(parsing: .unconditional, help: ArgumentHelp("Megabytes of memory the script may use.", valueName: "MB"))
    var maxMemory = ScriptLimits.default.memory >> 20

    /// The limits, or a usage failure for a count that is not positive.
    func limits() throws -> ScriptLimits {
        do { return try SceneRequest.limits(maxInstructions: maxInstructions, maxMemory: maxMemory) } catch { throw Failure(error) }
    }
}
