import BenchSupport
import Foundation
import Raster
import Scene

/// The shadow row pair (`make bench`): a 200 x 200 loader of eight dots round a circle that
/// shrink and glow in turn (shadowRadius 12 → 2 → 12 with the dots' scale), rendered for
/// 100 frames with its shadows and again with `--set shadows=false` (shadowOpacity 0: no
/// shadow work at all; the dots still pulse, so both GIFs have 100 different frames). The
/// issue's target is the shadowed render within 2x the time of the plain one. The script
/// lives here rather than among the built-in scenes, which are for users; it is written into
/// the bench's folder.
enum ShadowScene {
    static let source = """
        -- The bench's shadow workload: eight dots round a circle, each with an animated glow.
        local shadows = param("shadows", true, "draw the shadows (false: shadowOpacity 0)")
        scene { title = "Shadow bench", summary = "Eight dots pulse and glow in turn.", width = 200, height = 200,
                background = "white", scale = 1, fps = 50, duration = 2 }
        for i = 1, 8 do
            local angle = (i - 1) * math.pi / 4
            local dot = ShapeLayer { name = "dot" .. i, path = Path.oval(0, 0, 20, 20),
                frame = { 90 + 70 * math.cos(angle), 90 + 70 * math.sin(angle), 20, 20 },
                fillColor = "systemBlue", shadowColor = "systemBlue", shadowOpacity = shadows and 1 or 0,
                shadowOffset = { 0, 0 }, shadowRadius = 4 }
            root:addSublayer(dot)
            local group = AnimationGroup { duration = 1, repeatCount = math.huge, animations = {
                KeyframeAnimation { keyPath = "transform.scale", values = { 1, 0.5, 1 }, keyTimes = { 0, 0.5, 1 } },
                KeyframeAnimation { keyPath = "shadowRadius", values = { 12, 2, 12 }, keyTimes = { 0, 0.5, 1 } } } }
            group.beginTime = now() + (i - 1) / 8 - 1
            dot:add(group)
        end
        """

    /// Writes the script into `directory` and returns the two rows: shadowed, then plain.
    static func workloads(in directory: URL) throws -> [Workload] {
        let url = directory.appendingPathComponent("shadow-bench.lua")
        try Data(source.utf8).write(to: url)
        return [
            Workload(name: "shadows 200x200 100 frames", scene: "shadow-bench", script: url.path, shadows: true),
            Workload(name: "no shadows 200x200 100 frames", scene: "shadow-bench", script: url.path,
                     parameters: ["shadows": "false"], shadows: false),
        ]
    }

    /// Runs of each of the pair (at least): a 2x line needs more than the rows' five, the
    /// machines being noisy.
    static let runs = 15

    /// Seconds drawing the workload's 100 frames in this process, no GIF (median of `runs`):
    /// the part the blur adds to, shown beside the target. (The whole process also encodes the
    /// GIF, and a glow's gradients give the encoder more colors to weigh.)
    static func drawingSeconds(_ workload: Workload, runs: Int) throws -> Double {
        let script = try SceneScript(file: workload.script!, overrides: SceneOverrides(parameters: workload.parameters))
        let settings = script.settings
        let renderer = try Renderer(width: settings.width, height: settings.height, scale: settings.scale,
                                    background: settings.background.map { .color($0) } ?? .transparent)
        let fps = settings.fps ?? 50, count = Int((try script.length() * fps).rounded(.up))
        return Bench.median(try Bench.time(runs: runs) {
            var playback = try script.playback()
            for i in 0..<count { _ = try renderer.render(playback.presentation(at: Double(i) / fps)) }
        }.seconds)
    }

    /// The target: the shadowed whole render's time over the plain one's, at most 2; the
    /// drawing alone beside it.
    static func target(_ rows: [RowResult], runs: Int) throws -> String? {
        guard let with = rows.first(where: { $0.workload.shadows == true }),
              let without = rows.first(where: { $0.workload.shadows == false }),
              let withWhole = with.ours.seconds, let withoutWhole = without.ours.seconds, withoutWhole > 0 else { return nil }
        let drawnWith = try drawingSeconds(with.workload, runs: runs)
        let drawnWithout = try drawingSeconds(without.workload, runs: runs)
        let ratio = withWhole / withoutWhole
        return "- shadowed 200x200 render, 100 frames, <= 2x the same scene without shadows: "
            + String(format: "%.2fx (%.3f s / %.3f s)", ratio, withWhole, withoutWhole)
            + (ratio <= 2 ? ": met" : String(format: ": missed by %.2fx", ratio - 2))
            + String(format: "; drawing alone, no GIF, %.2fx (%.3f s / %.3f s)",
                     drawnWith / drawnWithout, drawnWith, drawnWithout)
    }
}
