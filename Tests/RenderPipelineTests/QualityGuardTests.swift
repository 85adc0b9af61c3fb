import BenchSupport
import Foundation
import GIF
import Pixels
import RenderPipeline
import Testing

/// The palette statistics read only the pixels that change between frames (see
/// ColorHistogram.add); ColorHistogramTests checks their weights equal those of counting
/// every pixel, and this guards the result: the mean PSNR of two built-in scenes at their
/// defaults must stay within 0.1 dB of the value recorded (re-recorded only on purpose,
/// when the matching changes: last for the default tolerance 3 and pixels keeping what is
/// on screen). A quantized reveal (thousands of anti-aliased colors over a mostly still
/// canvas) and the gradient bar (every pixel changes every frame).
@Suite struct QualityGuardTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scenes")

    @Test(arguments: [("reveal", 57.41), ("gradient-bar", 65.12)])
    func meanPSNRStaysWithinATenthOfADecibel(scene name: String, counted: Double) throws {
        let file = Self.scenes.appendingPathComponent("\(name).lua").path
        let scene = try SceneRequest(name: name, file: file).load(printer: { _ in })
        let job = try RenderJob(scene: scene, drawing: DrawingSettings(), options: RenderOptions())
        let gif = try GIFDecoder().decode(try job.render().bytes)
        let timing = try FrameTiming(fps: job.gif.fps)
        let times = (0..<job.frameCount).map { Double($0) / job.gif.fps }
        var total = 0.0, image = 0, end = gif.delays[0]
        for (i, tree) in try scene.trees(at: times).enumerated() {
            let t = timing.start(ofFrame: i)
            while t >= end && image + 1 < gif.frames.count {
                image += 1
                end += gif.delays[image]
            }
            // As `make bench` measures it: against the true-color frame on the page.
            total += Bench.psnr(gif.frames[image], try job.renderer.render(tree).onMatte(job.gif.matte))
        }
        let mean = total / Double(job.frameCount)
        #expect(abs(mean - counted) <= 0.1, "\(name): mean PSNR \(mean) dB, counted \(counted) dB")
    }
}
