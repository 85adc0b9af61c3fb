import Animation
import Foundation
import Geometry
import Layers
import Pixels
@testable import Raster
import Testing

/// Contents images: PNG and JPEG, contentsGravity, filtering, the cache, and errors that name
/// the file.
@Suite struct ContentsTests {
    /// photo.png is 48 x 32: sky, a red square top-left, a sun top-right, grass below.
    @Test func gravityResizeAspectAspectFillAndCenter() throws {
        let stage = Stage(width: 128, height: 96)
        for (i, gravity) in ["resize", "resizeAspect", "resizeAspectFill", "center"].enumerated() {
            let x = Double(i % 2) * 64 + 2, y = Double(i / 2) * 48 + 9
            // Light grey shows the bounds; the aspect-fill layer clips to them.
            try stage.add(.layer, gravity, ["frame": rect(x, y, 60, 30), "backgroundColor": color(0xDDDDDD),
                                            "contents": .string("photo.png"), "contentsGravity": .string(gravity),
                                            "masksToBounds": .bool(gravity == "resizeAspectFill")])
        }
        let frame = try stage.render()
        try ReferenceImages.check(frame, "contents-gravity")
        let grey = RGBA8(221, 221, 221)
        expectPixel(frame, 64 + 4, 20, grey)       // resizeAspect: 45 x 30, bars left and right
        expectPixel(frame, 64 + 32, 20, RGBA8(135, 206, 235))  // sky
        expectPixel(frame, 2 + 8, 48 + 9 + 1, RGBA8(255, 0, 0), tolerance: 40)  // aspect fill: the red square, cut
        expectPixel(frame, 64 + 2 + 3, 48 + 9 + 10, grey)  // center: 48 x 32 in 60 x 30, 6 left over each side
    }

    @Test func everyGravityPlacesTheImageAsDocumented() {
        let bounds = Rect(x: 10, y: 20, width: 100, height: 50), image = Size(width: 40, height: 20)
        let expected: [String: Rect] = [
            "resize": bounds,
            "resizeAspect": Rect(x: 10, y: 20, width: 100, height: 50),
            "resizeAspectFill": Rect(x: 10, y: 20, width: 100, height: 50),
            "center": Rect(x: 40, y: 35, width: 40, height: 20),
            "top": Rect(x: 40, y: 20, width: 40, height: 20),
            "bottom": Rect(x: 40, y: 50, width: 40, height: 20),
            "left": Rect(x: 10, y: 35, width: 40, height: 20),
            "right": Rect(x: 70, y: 35, width: 40, height: 20),
            "topLeft": Rect(x: 10, y: 20, width: 40, height: 20),
            "topRight": Rect(x: 70, y: 20, width: 40, height: 20),
            "bottomLeft": Rect(x: 10, y: 50, width: 40, height: 20),
            "bottomRight": Rect(x: 70, y: 50, width: 40, height: 20),
        ]
        #expect(Set(expected.keys) == Set(LayerProperty.contentsGravity.choices!))
        for (gravity, rect) in expected {
            #expect(ContentsGravity.rect(gravity, imageSize: image, bounds: bounds) == rect, "\(gravity)")
        }
        let tall = Size(width: 20, height: 40)
        #expect(ContentsGravity.rect("resizeAspect", imageSize: tall, bounds: bounds) == Rect(x: 47.5, y: 20, width: 25, height: 50))
        #expect(ContentsGravity.rect("resizeAspectFill", imageSize: tall, bounds: bounds) == Rect(x: 10, y: -55, width: 100, height: 200))
    }

    @Test func jpegAndTranslucentPNG() throws {
        let stage = Stage(width: 96, height: 40)
        try stage.add(.layer, "jpeg", ["frame": rect(0, 4, 48, 32), "contents": .string("photo.jpg")])
        try stage.add(.layer, "checker", ["frame": rect(56, 4, 32, 32), "backgroundColor": color(0xFFCC00)])
        try stage.add(.layer, "translucent", ["frame": rect(56, 4, 32, 32), "contents": .string("translucent.png")])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "contents-jpeg-translucent-png")
        expectPixel(frame, 7, 4 + 7, RGBA8(255, 0, 0), tolerance: 12)
        expectPixel(frame, 24, 4 + 28, RGBA8(34, 139, 34), tolerance: 12)
        expectPixel(frame, 72, 20, RGBA8(128, 102, 128), tolerance: 4)  // blue at half over yellow
    }

    @Test func imagesAreFilteredWhenScaled() throws {
        let stage = Stage(width: 128, height: 96)
        try stage.add(.layer, "enlarged", ["frame": rect(0, 0, 120, 80), "contents": .string("photo.png")])
        try stage.add(.layer, "reduced", ["frame": rect(104, 80, 16, 10.7), "contents": .string("photo.png")])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "contents-filtering")
        // Enlarged 2.5 times with bilinear filtering: the red square's edge ramps over pixels.
        let edge = (25...32).map { frame[$0, 20].g }
        #expect(edge.contains { $0 > 20 && $0 < 180 }, "a soft edge: \(edge)")
    }

    @Test func decodedImagesAreCachedOnceAndShared() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-cache-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("picture.png")
        try FileManager.default.copyItem(at: ReferenceImages.inputs.appendingPathComponent("photo.png"), to: copy)

        let cache = ImageCache(baseDirectory: directory.path)
        let stage = Stage(width: 48, height: 32)
        try stage.add(.layer, "a", ["frame": rect(0, 0, 48, 32), "contents": .string("picture.png")])
        try stage.add(.layer, "b", ["frame": rect(0, 0, 24, 16), "contents": .string(copy.path)])
        let first = try stage.render(images: cache)
        #expect(cache.decodedCount == 1)
        #expect(try cache.image(named: "picture.png") === cache.image(named: copy.path))
        try FileManager.default.removeItem(at: copy)
        #expect(try stage.render(images: cache) == first)  // drawn from memory
    }

    @Test func missingAndCorruptImagesAreErrorsNamingTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-bad-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = try Data(contentsOf: ReferenceImages.inputs.appendingPathComponent("photo.png"))
        let jpeg = try Data(contentsOf: ReferenceImages.inputs.appendingPathComponent("photo.jpg"))
        let files: [(String, Data)] = [
            ("truncated.png", png.prefix(png.count / 2)), ("header-only.png", png.prefix(12)),
            ("truncated.jpg", jpeg.prefix(jpeg.count / 2)), ("header-only.jpg", jpeg.prefix(3)),
            ("garbage.jpg", Data([0xFF, 0xD8, 0xFF] + (0..<200).map { UInt8(($0 * 37) & 0xFF) })),
            ("text.png", Data("not a picture".utf8)), ("empty.png", Data()),
        ]
        for (name, bytes) in files { try bytes.write(to: directory.appendingPathComponent(name)) }

        func error(_ contents: String) -> RasterError? {
            let stage = Stage(width: 16, height: 16)
            do {
                try stage.add(.layer, "l", ["frame": rect(0, 0, 16, 16), "contents": .string(contents)])
                _ = try stage.render(images: ImageCache(baseDirectory: directory.path))
                return nil
            } catch let error as RasterError {
                return error
            } catch {
                return nil
            }
        }
        let path = { (name: String) in directory.appendingPathComponent(name).path }
        #expect(error("missing.png") == .imageNotFound(path: path("missing.png")))
        #expect(error("text.png") == .unsupportedImage(path: path("text.png")))
        #expect(error("empty.png") == .corruptImage(path: path("empty.png"), reason: "the file is empty"))
        for name in ["truncated.png", "header-only.png", "truncated.jpg", "header-only.jpg", "garbage.jpg"] {
            let found = error(name)
            guard case .corruptImage(let file, _) = found else {
                Issue.record("\(name): expected a corrupt-image error, got \(String(describing: found))")
                continue
            }
            #expect(file == path(name))
            #expect(found!.description.hasPrefix("image \(path(name)): "))
            #expect(!found!.description.contains("\n"))
        }
        #expect(error(".") == .imageUnreadable(path: directory.path, reason: "it is a directory"))
    }
}
