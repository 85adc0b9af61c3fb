import Foundation
import GIF
import Raster
import Testing

/// `frame --time T` shows what `render` shows at T (issue 48), for every Swift example and
/// the test scenes whose drawing has side effects or whose entry is a #Preview: at five of
/// the GIF's frame times, the still's pixels equal the GIF frame's within its palette's
/// rounding. A draw that started its animations at T instead of at the first frame, or a
/// still that skipped the draws before T, would differ by whole shapes.
@Suite struct SwiftFrameEqualsRenderTests {
    static let examples: [String] = {
        let folder = URL(fileURLWithPath: sceneFolder).appendingPathComponent("../../../examples/swift").standardized.path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }()

    static let scenes = examples + ["draw-side-effects.swift", "previews/Ring.swift", "block-actions.swift", "objc-loader.swift"]

    /// The options a scene renders with: a display link that runs forever needs a length.
    static func renderOptions(_ scene: String) -> [String] { scene.hasSuffix("step-spinner.swift") ? ["--duration", "1"] : [] }

    @Test(arguments: scenes)
    func aStillEqualsTheRendersFrame(scene: String) throws {
        let folder = temporaryFolder("frame-equals-render")
        let name = URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
        let gifPath = folder + "/\(name).gif"
        let render = try swiftScene(["render", scene, "--out", gifPath] + Self.renderOptions(scene))
        #expect(render.status == 0, "\(render.err)")
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: gifPath))))
        let starts = gif.delays.reduce(into: [0]) { $0.append($0.last! + $1) }
        for k in 1...5 {
            let index = k * (gif.frames.count - 1) / 5
            let time = Double(starts[index]) / 100
            let pngPath = folder + "/\(name)-\(k).png"
            let still = try swiftScene(["frame", scene, "--time", "\(time)", "--out", pngPath])
            #expect(still.status == 0, "\(still.err)")
            let png = try PNG.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: pngPath))))
            let frame = gif.frames[index]
            #expect(png.width == frame.width && png.height == frame.height, "\(name) at \(time): the sizes differ")
            guard png.width == frame.width, png.height == frame.height else { continue }
            // Over white, as a browser shows both (the PNG is premultiplied).
            func rgb(_ pixels: [UInt8], _ i: Int) -> [Int] {
                let alpha = Int(pixels[i + 3])
                return (0..<3).map { Int(pixels[i + $0]) + 255 - alpha }
            }
            var far = 0
            for i in stride(from: 0, to: png.pixels.count, by: 4)
            where zip(rgb(png.pixels, i), rgb(frame.pixels, i)).contains(where: { abs($0 - $1) > 40 }) {
                far += 1
            }
            #expect(far * 1000 <= png.width * png.height, "\(name) at \(time): \(far) pixels differ by more than the palette's rounding")
        }
    }
}
