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
        do { try FrameRequest(time: time).check() } catch { throw Failure(error) }
        let loaded = try scene.load()
        do { try OutputFile.write(try output(of: loaded), to: out) } catch { throw Failure(error) }
    }

    /// The PNG, from `loaded` (played from 0, or kept playing by `serve`).
    func output(of loaded: LoadedScene) throws -> [UInt8] {
        try FrameRequest(time: time).png(of: loaded, drawing: drawing.settings)
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
        do { try OutputFile.write(try output(of: loaded), to: out) } catch { throw Failure(error) }
    }

    func output(of loaded: LoadedScene) throws -> [UInt8] {
        try request.png(of: loaded, drawing: drawing.settings)
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
        do { writeToStandardOutput(String(decoding: try output(of: loaded), as: UTF8.self)) } catch { throw Failure(error) }
    }

    func output(of loaded: LoadedScene) throws -> [UInt8] {
        Array((try JSONOutput.text(try loaded.trees(at: [time])[0].inspection(scene: loaded.name)) + "\n").utf8)
    }
}

import Scene
