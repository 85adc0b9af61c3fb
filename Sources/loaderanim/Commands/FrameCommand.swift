import ArgumentParser
import Raster

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
        let time = try checkedTime(self.time, "time")
        let loaded = try scene.load()
        let renderer = try drawing.renderer(for: loaded)
        let tree = try loaded.trees(at: [time])[0]
        do {
            try OutputFile.write(try PNG.encode(try renderer.render(tree)), to: out)
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

    func validate() throws {
        if frames != nil && every != nil { throw ValidationError("give --frames or --every, not both") }
        if let frames, !(1...400).contains(frames) { throw ValidationError("--frames must be 1 to 400") }
        if let every, !(every.isFinite && every > 0) { throw ValidationError("--every must be a positive number of seconds") }
        if let columns, columns < 1 { throw ValidationError("--columns must be at least 1") }
    }

    func run() throws {
        let loaded = try scene.load()
        let renderer = try drawing.renderer(for: loaded)
        let length = try loaded.length(override: duration)
        let times: [Double]
        if let every {
            let count = Int((length / every).rounded(.down)) + 1
            guard count <= 400 else { throw Failure(.usage, "--every \(every) over \(length) s makes \(count) frames; at most 400") }
            times = (0..<count).map { Double($0) * every }
        } else {
            let count = frames ?? 12
            // Evenly spaced, the last one just before the end (where a loop meets its start).
            times = (0..<count).map { Double($0) * length / Double(count) }
        }
        do {
            let frames = try zip(times, loaded.trees(at: times)).map { (time: $0, frame: try renderer.render($1)) }
            try OutputFile.write(try PNG.encode(try ContactSheet.render(frames, columns: columns)), to: out)
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
        let time = try checkedTime(self.time, "time")
        let loaded = try scene.load()
        print(try loaded.trees(at: [time])[0].inspectionJSON(scene: loaded.name))
    }
}

import Scene
