import ArgumentParser
import RenderPipeline

struct FrameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame", abstract: "Write one frame of a scene as a PNG.")

    @OptionGroup var scene: SceneOptions
    @OptionGroup var drawing: DrawingOptions

    @Option(parsing: .unconditional, help: "The time of the frame, in seconds.")
    var time: Double = 0

    @Option(name: [.short, .long], help: ArgumentHelp("The PNG to write (- for standard output).", valueName: "file.png"))
    var out: String

    func run() throws {
        let request = FrameRequest(time: time)
        do { try request.check() } catch { throw Failure(error) }
        let loaded = try scene.load()
        do {
            try OutputFile.write(try request.png(of: loaded, drawing: drawing.settings), to: out)
        } catch { throw Failure(error) }
    }
}

struct Strip: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a contact sheet of a scene's frames, each labeled with its time.")

    @OptionGroup var scene: SceneOptions
    @OptionGroup var drawing: DrawingOptions

    @Option(parsing: .unconditional, help: "How many frames, evenly spaced from 0 over the scene's length (default 12).")
    var frames: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Seconds between frames, from 0 (instead of --frames).", valueName: "seconds"))
    var every: Double?

    @Option(parsing: .unconditional, help: "Seconds to cover (default: the scene's length).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Frames a row (default: a near-square grid).")
    var columns: Int?

    @Option(name: [.short, .long], help: ArgumentHelp("The PNG to write (- for standard output).", valueName: "file.png"))
    var out: String

    var request: StripRequest { StripRequest(frames: frames, every: every, duration: duration, columns: columns) }

    func validate() throws {
        do { try request.check() } catch { throw ValidationError(error.description) }
    }

    func run() throws {
        let loaded = try scene.load()
        do {
            try OutputFile.write(try request.png(of: loaded, drawing: drawing.settings), to: out)
        } catch { throw Failure(error) }
    }
}

struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the presentation tree at a time as JSON.",
        discussion: """
            {"scene": NAME, "time": T, "layers": [LAYER...]}, where a LAYER is {"name", "type", \
            "properties": {KEYPATH: VALUE}, "sublayers": [LAYER...], "mask": LAYER|null}.
            """)

    @OptionGroup var scene: SceneOptions

    @Option(parsing: .unconditional, help: "The time, in seconds.")
    var time: Double = 0

    func run() throws {
        do { try FrameRequest(time: time).check() } catch { throw Failure(error) }
        let loaded = try scene.load()
        do {
            writeToStandardOutput(try JSONOutput.text(try loaded.trees(at: [time])[0].inspection(scene: loaded.name)) + "\n")
        } catch { throw Failure(error) }
    }
}

import Scene
