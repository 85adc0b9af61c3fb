import Foundation
import GIF
import RenderPipeline
import Scene
import Testing

/// A ring that fills in a second at 25 fps (as Tests/CLITests/Scenes/ring.lua), printing
/// a line as its body runs.
let ringSource = """
    scene { width = 40, height = 40, fps = 25, duration = 1 }
    local w = param("lineWidth", 3, "ring width", { min = 1, max = 10 })
    print("ring", w)
    local ring = ShapeLayer { name = "ring", path = Path.oval(8, 8, 24, 24), strokeColor = "#007AFF",
                              fillColor = "clear", lineWidth = w, strokeEnd = 0 }
    root:addSublayer(ring)
    ring:add(BasicAnimation { keyPath = "strokeEnd", from = 0, to = 1, duration = 1 }, "fill")
    """

func ring(_ parameters: [String] = [], printer: @escaping ScriptPrinter = { _ in }) throws -> LoadedScene {
    try SceneRequest(name: "ring", file: "/virtual/ring.lua", source: ringSource, parameters: parameters).load(printer: printer)
}

/// Collects what a script prints, from any thread.
final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

@Suite struct RenderPipelineTests {
    @Test func printGoesToTheCallersSink() throws {
        let lines = Lines()
        let scene = try ring(["lineWidth=5"], printer: { lines.append($0) })
        #expect(lines.all == ["ring\t5.0"])  // the load runs the script once
        _ = try scene.trees(at: [0.5])
        #expect(lines.all == ["ring\t5.0", "ring\t5.0"])  // a playback runs it again
    }

    @Test func rendersTheSameBytesForAnyThreadCount() throws {
        let scene = try ring()
        let one = try RenderJob(scene: scene, drawing: DrawingSettings(), options: RenderOptions(threads: 1)).render()
        let four = try RenderJob(scene: scene, drawing: DrawingSettings(), options: RenderOptions(threads: 4)).render()
        #expect(one.bytes == four.bytes)
        #expect(one.summary.sourceFrames == 25 && one.summary.delays.reduce(0, +) == 100)
        #expect(Array(one.bytes.prefix(6)) == Array("GIF89a".utf8))
    }

    /// Stops after `limit` steps and counts the calls.
    final class StopAfter: RenderProgress {
        let limit: Int
        var calls: [(Int, Int)] = []
        init(_ limit: Int) { self.limit = limit }
        func advance(done: Int, total: Int) -> Bool {
            calls.append((done, total))
            return done < limit
        }
    }

    @Test func progressCountsTwoStepsAFrameAndCanCancel() throws {
        let job = try RenderJob(scene: try ring(), drawing: DrawingSettings(), options: RenderOptions(frameMemory: 0))
        let all = StopAfter(.max)
        _ = try job.render(progress: all)
        #expect(all.calls.count == 50 && all.calls.last! == (50, 50))

        let stop = StopAfter(5)
        var bytes: [UInt8] = []
        #expect(throws: RenderError.cancelled) { _ = try job.render(to: &bytes, progress: stop) }
        #expect(stop.calls.count == 5)
        #expect(bytes.isEmpty)  // stopped in the palette pass: nothing was written
    }

    /// With the frames kept between the passes each is drawn once: one step a frame.
    @Test func progressCountsOneStepAFrameWhenTheFramesAreKept() throws {
        let kept = try RenderJob(scene: try ring(), drawing: DrawingSettings(), options: RenderOptions())
        let drawnTwice = try RenderJob(scene: try ring(), drawing: DrawingSettings(), options: RenderOptions(frameMemory: 0))
        let all = StopAfter(.max)
        let bytes = try kept.render(progress: all).bytes
        #expect(all.calls.count == 25 && all.calls.last! == (25, 25))
        #expect(bytes == (try drawnTwice.render().bytes))
        #expect(throws: RenderError.self) {
            _ = try RenderJob(scene: try ring(), drawing: DrawingSettings(), options: RenderOptions(frameMemory: -1))
        }
    }

    @Test func eachRenderHasItsOwnImageCache() throws {
        let scene = try ring()
        let a = try DrawingSettings().renderer(for: scene), b = try DrawingSettings().renderer(for: scene)
        #expect(a.images !== b.images)
    }

    @Test(arguments: [
        (RenderOptions(fps: 60), "fps 60 is above 50: GIF delays are whole centiseconds and browsers play delays under 2 cs as 10 cs"),
        (RenderOptions(fps: 0), "fps 0 is not a positive number of frames per second"),
        (RenderOptions(duration: -2), "--duration must be a positive number of seconds, not -2.0"),
        (RenderOptions(matte: "#12345"), "--matte: invalid color \"#12345\": hex colors have 3, 4, 6 or 8 hex digits after #"),
        (RenderOptions(maxFrames: 10), "/virtual/ring.lua: 1 s at 25 fps is 25 frames; the most is 10 (lower --fps or --duration, or raise --max-frames)"),
    ])
    func renderOptionsAreChecked(options: RenderOptions, message: String) throws {
        #expect(throws: RenderError.invalidOption(message)) {
            _ = try RenderJob(scene: try ring(), drawing: DrawingSettings(), options: options)
        }
    }

    @Test func drawingAndSceneOptionsAreChecked() throws {
        let scene = try ring()
        #expect(throws: RenderError.invalidOption("--scale must be a positive number, not 0.0")) {
            _ = try DrawingSettings(scale: 0).renderer(for: scene)
        }
        #expect(throws: RenderError.invalidOption("/virtual/ring.lua: a frame of 40 x 40 pixels is 1600 pixels; the most is 1000 "
                                                  + "(lower --scale or the canvas, or raise --max-pixels)")) {
            _ = try DrawingSettings(maxPixels: 1000).renderer(for: scene)
        }
        #expect(throws: RenderError.invalidOption("--set lineWidth: write --set name=value")) { _ = try ring(["lineWidth"]) }
        #expect(throws: RenderError.invalidOption("--max-instructions must be at least 1, not 0")) {
            _ = try SceneRequest(name: "ring", file: "/virtual/ring.lua", source: ringSource, maxInstructions: 0).load()
        }
        #expect(throws: RenderError.invalidOption("--frames must be 1 to 400")) { try StripRequest(frames: 0).check() }
        #expect(throws: RenderError.invalidOption("--time must be a time in seconds >= 0, not nan")) { try FrameRequest(time: .nan).check() }
        #expect(try StripRequest(frames: 4).times(length: 1) == [0, 0.25, 0.5, 0.75])
        #expect(try StripRequest(every: 0.4).times(length: 1) == [0, 0.4, 0.8])
    }

    @Test func jsonHasSortedKeysAndEscapes() throws {
        struct Report: Encodable { let name: String; let count: Int; let path: String }
        let text = try JSONOutput.text(Report(name: "a\"b\\c\nd", count: 3, path: "out/a.gif"))
        #expect(text == #"{"count":3,"name":"a\"b\\c\nd","path":"out/a.gif"}"#)
    }
}
