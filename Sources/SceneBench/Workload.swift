import BenchSupport
import Foundation
import Layers
import Pixels
import Raster
import Scene

/// One row of the benchmark: a built-in scene and the `loaderanim render` options that
/// size it.
struct Workload {
    /// What the row is called.
    let name: String
    /// The scene's file name without `.lua`.
    let scene: String
    /// The script's path when it is not a built-in scene (the shadow rows).
    var script: String?
    /// `--set` overrides.
    var parameters: [String: String] = [:]
    var width: Double?
    var height: Double?
    var scale: Double?
    var fps: Double?
    var duration: Double?
    /// One of the three large workloads, where the giflib-floor target applies.
    var large = false
    /// The row for the memory target (1,000 frames of 480 x 480); ImageMagick is skipped
    /// there, as it would take minutes and this row is about loaderanim's memory.
    var memory = false
    /// One of the shadow pair (ShadowScene): true with shadows, false without.
    var shadows: Bool?

    /// A built-in scene at its defaults: not a large, memory or shadow row.
    var isScene: Bool { !large && !memory && shadows == nil }

    /// The options `loaderanim render` gets, and that the true-color frames follow.
    var options: [String] {
        var result: [String] = []
        func add(_ flag: String, _ value: Double?) {
            guard let value else { return }
            result += [flag, value == value.rounded() ? String(Int(value)) : String(value)]
        }
        add("--width", width)
        add("--height", height)
        add("--scale", scale)
        add("--fps", fps)
        add("--duration", duration)
        for (name, value) in parameters.sorted(by: { $0.key < $1.key }) { result += ["--set", "\(name)=\(value)"] }
        return result
    }

    /// Every built-in scene at its defaults, then the three large workloads, then
    /// the memory row: spinner (80 points) at scale 6 is 480 x 480 pixels, 20 s at 50 fps
    /// is 1,000 frames.
    static func all(scenes directory: String) throws -> [Workload] {
        // (The shadow pair, ShadowScene.workloads, is added by main, which owns the folder it is written to.)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
            .filter { $0.hasSuffix(".lua") }.map { String($0.dropLast(4)) }.sorted()
        guard !names.isEmpty else { throw BenchError(message: "no scenes in \(directory)") }
        return names.map { Workload(name: $0, scene: $0) } + [
            Workload(name: "reveal 800x800 4 s", scene: "reveal", width: 800, height: 800, fps: 50, duration: 4, large: true),
            Workload(name: "gradient-bar 1280x64 10 s", scene: "gradient-bar", width: 1280, height: 64, fps: 50, duration: 10,
                     large: true),
            Workload(name: "spinner scale 4, 6 s", scene: "spinner", scale: 4, fps: 50, duration: 6, large: true),
            Workload(name: "spinner 480x480 20 s (memory)", scene: "spinner", scale: 6, fps: 50, duration: 20, memory: true),
        ]
    }
}

/// The true-color frames of a workload: drawn with the same Scene and Raster modules and
/// the same options as `loaderanim render` (frame i shows time i / fps; ceil(length * fps)
/// frames), composited onto the page color the GIF is made for, and written as PNGs: the
/// peers' input, and the reference every GIF's frames are measured against. They are read
/// back one at a time, so no row holds all its frames in memory.
struct TrueColorFrames {
    let folder: URL
    let count: Int
    let fps: Double
    let width: Int
    let height: Int
    /// loaderanim's default page color (GIFOptions.matte), which its edge pixels blend onto.
    static let matte = RGBA8(255, 255, 255)

    /// `folder`/00000.png, 00001.png, ...: the pattern ffmpeg reads.
    var pattern: String { folder.appendingPathComponent("%05d.png").path }

    func path(_ index: Int) -> String { folder.appendingPathComponent(String(format: "%05d.png", index)).path }

    /// Draws and writes every frame of `workload`.
    static func export(_ workload: Workload, script path: String, to folder: URL) throws -> TrueColorFrames {
        let script = try SceneScript(file: path, overrides: SceneOverrides(parameters: workload.parameters,
                                                                             width: workload.width, height: workload.height))
        let settings = script.settings
        let renderer = try Renderer(width: settings.width, height: settings.height, scale: workload.scale ?? settings.scale,
                                    background: settings.background.map { .color($0) } ?? .transparent)
        let length = try workload.duration ?? script.length()
        let fps = workload.fps ?? settings.fps ?? 50
        let count = max(1, Int((length * fps - 1e-9).rounded(.up)))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let frames = TrueColorFrames(folder: folder, count: count, fps: fps, width: renderer.pixelWidth, height: renderer.pixelHeight)
        var playback = try script.playback()
        for i in 0..<count {
            let frame = try renderer.render(playback.presentation(at: Double(i) / fps))
            let png = try PNG.encode(frame.onMatte(matte))
            guard FileManager.default.createFile(atPath: frames.path(i), contents: Data(png)) else {
                throw BenchError(message: "cannot write \(frames.path(i))")
            }
        }
        return frames
    }

    /// Frame `index`, as written.
    func frame(_ index: Int) throws -> Frame {
        guard let data = FileManager.default.contents(atPath: path(index)) else { throw BenchError(message: "cannot read \(path(index))") }
        return try PNG.decode([UInt8](data), name: path(index))
    }
}
