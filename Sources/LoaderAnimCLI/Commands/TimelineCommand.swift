import ArgumentParser
import RenderPipeline

struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Print every animation the scene adds over its length as JSON.",
        discussion: """
            {"scene": NAME, "length": L, "animations": [ANIMATION...]}, where an ANIMATION is \
            {"layer", "key", "addedAt", "begin", "timing", "removedOnCompletion", "tracks": [TRACK...]} \
            and a TRACK {"keyPath", "kind", "timing", "function", "curve", "values"}: what the \
            preview's timeline panel shows, for a Lua scene and a Swift scene alike.
            """)

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: "The length to run over, in seconds (default: the scene's own).")
    var duration: Double?

    func run() throws {
        let loaded = try scene.load()
        do {
            let timeline = try Timeline(scene: loaded, length: try loaded.length(override: duration))
            writeToStandardOutput(try JSONOutput.text(timeline) + "\n")
        } catch { throw Failure(error) }
    }
}
