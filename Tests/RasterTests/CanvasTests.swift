import Animation
import Dispatch
import Foundation
import Geometry
import Layers
import Pixels
import Raster
import Testing

/// The canvas: scale, background, PNG in and out, and rendering on several threads.
@Suite struct CanvasTests {
    /// A little of everything, for the scale and thread tests.
    static func busyStage() throws -> Stage {
        let stage = Stage(width: 64, height: 48)
        let card = try stage.add(.layer, "card", ["frame": rect(4, 4, 56, 40), "backgroundColor": color(0xF2F2F7),
                                                  "cornerRadius": number(8), "masksToBounds": .bool(true)])
        try stage.add(.layer, "photo", to: card, ["frame": rect(0, 0, 30, 20), "contents": .string("photo.png")])
        try stage.add(.gradient, "bar", to: card, ["frame": rect(0, 34, 56, 6), "startPoint": point(0, 0.5), "endPoint": point(1, 0.5),
                                                   "colors": .colors([rgb(0xFF2D55), rgb(0x5AC8FA)])])
        let ring = try stage.add(.shape, "ring", to: card, ["frame": rect(32, 2, 24, 24), "path": .path(Path(ovalIn: Rect(x: 3, y: 3, width: 18, height: 18))),
                                                            "lineWidth": number(3), "lineCap": .string("round"), "fillColor": clear,
                                                            "strokeColor": color(0x34C759), "strokeEnd": number(0.7),
                                                            "transform.rotation.z": number(-.pi / 2), "opacity": number(0.8)])
        let mask = stage.makeLayer(.layer, name: "mask")
        try stage.configure(mask, ["frame": rect(0, 0, 24, 12), "backgroundColor": color(0x000000)])
        try stage.setMask(mask, of: ring)
        // A 1-point hairline, to see the pixel density.
        try stage.add(.shape, "hairline", ["path": .path(.line(from: Point(x: 4, y: 46), to: Point(x: 60, y: 46))),
                                           "lineWidth": number(1), "strokeColor": color(0x000000)])
        return stage
    }

    @Test func scaleDrawsAtThePixelDensity() throws {
        let stage = try Self.busyStage()
        let one = try stage.render(scale: 1), two = try stage.render(scale: 2), three = try stage.render(scale: 3)
        #expect((one.width, one.height) == (64, 48) && (two.width, two.height) == (128, 96) && (three.width, three.height) == (192, 144))
        try ReferenceImages.check(one, "canvas-scale-1x")
        try ReferenceImages.check(two, "canvas-scale-2x")
        // The hairline at y = 46 covers half of rows 45 and 46 at scale 1, rows 91 and 92
        // exactly at scale 2, and 136.5 to 139.5 at scale 3: drawn at the density, not enlarged.
        expectPixel(one, 30, 44, .white)
        expectPixel(one, 30, 45, RGBA8(128, 128, 128), tolerance: 1)
        expectPixel(one, 30, 46, RGBA8(128, 128, 128), tolerance: 1)
        expectPixel(one, 30, 47, .white)
        for (y, value) in [(90, RGBA8.white), (91, RGBA8(0, 0, 0)), (92, RGBA8(0, 0, 0)), (93, RGBA8.white)] {
            expectPixel(two, 60, y, value)
        }
        for (y, value) in [(135, RGBA8.white), (136, RGBA8(128, 128, 128)), (137, RGBA8(0, 0, 0)), (138, RGBA8(0, 0, 0)),
                           (139, RGBA8(128, 128, 128)), (140, RGBA8.white)] {
            expectPixel(three, 90, y, value, tolerance: 1)
        }
    }

    @Test func transparentBackgroundKeepsPremultipliedAlpha() throws {
        let stage = Stage(width: 32, height: 16)
        try stage.add(.layer, "half", ["frame": rect(0, 0, 16, 16), "backgroundColor": color(0xFF0000, alpha: 0.5)])
        try stage.add(.layer, "opaque", ["frame": rect(16, 0, 8, 16), "backgroundColor": color(0x0000FF)])
        let transparent = try stage.render(background: .transparent)
        #expect(transparent[4, 4] == RGBA8(128, 0, 0, 128))   // premultiplied
        #expect(transparent[20, 4] == RGBA8(0, 0, 255, 255))
        #expect(transparent[28, 4] == .transparent)
        #expect(!transparent.isOpaque)
        try ReferenceImages.check(transparent, "canvas-transparent")

        let opaque = try stage.render(background: .color(rgb(0x000000)))
        #expect(opaque.isOpaque && opaque[4, 4] == RGBA8(128, 0, 0) && opaque[28, 4] == RGBA8(0, 0, 0))
    }

    @Test func severalThreadsRenderIdenticalFrames() throws {
        let stage = try Self.busyStage()
        let tree = stage.presentation()
        let renderer = try Renderer(width: 64, height: 48, scale: 2, background: .color(.white),
                                    images: ImageCache(baseDirectory: ReferenceImages.inputs.path))
        let expected = try renderer.render(tree)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            results.append(Result { try renderer.render(tree) })
        }
        let frames = try results.all.map { try $0.get() }
        #expect(frames.count == 8)
        #expect(frames.allSatisfy { $0 == expected })
    }

    @Test func pngRoundTrip() throws {
        let frame = try Self.busyStage().render(scale: 1)
        let bytes = try PNG.encode(frame)
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(try PNG.decode(bytes) == frame)
        #expect(try PNG.encode(frame) == bytes)  // deterministic
        #expect(throws: RasterError.self) { try PNG.decode(Array(bytes.prefix(100)), name: "cut.png") }
        #expect(throws: RasterError.corruptImage(path: "x", reason: "not a PNG file")) { try PNG.decode([1, 2, 3], name: "x") }
    }

    @Test func canvasSizesThatCannotBeDrawnAreErrors() {
        #expect(throws: RasterError.self) { try Renderer(width: 0, height: 10) }
        #expect(throws: RasterError.self) { try Renderer(width: 10, height: .nan) }
        #expect(throws: RasterError.self) { try Renderer(width: 10, height: 10, scale: -1) }
        #expect(throws: RasterError.self) { try Renderer(width: 20_000, height: 10, scale: 2) }
        #expect(throws: Never.self) { try Renderer(width: 10.4, height: 0.6, scale: 1) }
    }
}

/// Collects results from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Result<Frame, any Error>] = []
    func append(_ item: Result<Frame, any Error>) { lock.lock(); items.append(item); lock.unlock() }
    var all: [Result<Frame, any Error>] { lock.lock(); defer { lock.unlock() }; return items }
}
