import Foundation
import Layers
import Pixels
import Raster
import ReferenceImageSupport
import Testing

/// Image contexts and masks through loaders written as iOS developers write them
/// (Scenes/masked-fill.swift, mask-ring.swift, image-contents.swift, image-errors.swift):
/// pixels at chosen times derived by hand, and reference frames (Scenes/references/images/).
@Suite struct ImageContextTests {
    static let references = ReferenceImageStore(
        directory: URL(fileURLWithPath: sceneFolder).appendingPathComponent("references/images"),
        failures: FileManager.default.temporaryDirectory.appendingPathComponent("loaderanim-swift-image-failures"))

    /// The frame `loaderanim frame` draws at `time`.
    static func frame(_ scene: String, at time: Double, scale: Int = 1) throws -> Frame {
        let out = temporaryFolder("image") + "/f.png"
        let result = try swiftScene(["frame", scene, "--time", String(time), "--scale", String(scale), "--out", out])
        #expect(result.status == 0, "\(result.err)")
        return try PNG.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: out))))
    }

    /// The color at a point (in points, scaled to the frame's pixels).
    static func rgb(_ frame: Frame, _ x: Double, _ y: Double, scale: Double = 1) -> [Int] {
        let i = (Int(y * scale) * frame.width + Int(x * scale)) * 4
        return (0..<3).map { Int(frame.pixels[i + $0]) }
    }

    static func near(_ color: [Int], _ expected: [Int], within: Int = 24) -> Bool {
        zip(color, expected).allSatisfy { abs($0 - $1) <= within }
    }

    static func check(_ frame: Frame, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let message = try references.mismatch(frame, name, tolerance: 4, outliers: 4) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    static let white = [255, 255, 255], track = [217, 217, 217]

    /// The drop (view at (20, 10), 60 x 90) is masked by an image drawn with
    /// UIGraphicsImageRenderer: a circle over y 40...100 and a triangle from the tip (50, 10)
    /// down to y 59.5. The fill's height rises linearly, 90·t/2: 22.5 at 0.5 s, 45 at 1 s,
    /// 67.5 at 1.5 s, so its top is at y = 100 − h: 77.5, 55, 32.5. Just below the top is
    /// the fill (systemBlue to cyan: no red), just above it the track's gray (0.85 → 217);
    /// (30, 20) is beside the triangle (its half-width at y 20 is 25.8·10/49.5 = 5.2 about
    /// x 50), outside the mask: the white background.
    @Test(arguments: [(0.5, 77.5), (1.0, 55.0), (1.5, 32.5)])
    func maskedFillRisesThroughTheLogo(time: Double, top: Double) throws {
        let frame = try Self.frame("masked-fill.swift", at: time)
        let below = Self.rgb(frame, 50, top + 3), above = Self.rgb(frame, 50, top - 3)
        #expect(below[0] < 30 && below[2] > 230, "fill at \(time): \(below)")
        #expect(Self.near(above, Self.track, within: 4), "track at \(time): \(above)")
        #expect(Self.rgb(frame, 30, 20) == Self.white)
        #expect(Self.rgb(frame, 50, 103) == Self.white)
    }

    /// The ring (view at (10, 10), 80 x 80, radius 40 − 10/2 = 35 about (50, 50)) is lit by
    /// angle = 360·t/2 degrees, clockwise from the top: the arc is stroked counterclockwise
    /// from the bottom in the image context and clip(to:mask:) flips it, as on iOS. Points on
    /// the ring's middle at screen angle a (clockwise from 12 o'clock) are (50 + 35 sin a,
    /// 50 − 35 cos a). At 0.5 s (90°) 45° is lit and 135° and 315° are the track (0.88 →
    /// 224); at 1.5 s (270°) 225° is lit and 315° still the track. Lit is the gradient,
    /// UIKit's orange (255, 128, 0) at the layer's top to red at its bottom: red 255, no blue.
    /// The track is filled and stroked by one drawPath(using: .fillStroke): the middle shows
    /// its fill, (1, 1, 0.9) · 255 = (255, 255, 229.5).
    @Test(arguments: [(0.5, [45.0], [135.0, 315.0]), (1.5, [45.0, 135.0, 225.0], [315.0])])
    func kdStyleRingIsLitClockwiseFromTheTop(time: Double, lit: [Double], unlit: [Double]) throws {
        let frame = try Self.frame("mask-ring.swift", at: time)
        func at(_ degrees: Double) -> [Int] {
            let a = degrees * .pi / 180
            return Self.rgb(frame, 50 + 35 * sin(a), 50 - 35 * cos(a))
        }
        for a in lit { #expect(at(a)[0] > 240 && at(a)[2] < 20, "lit at \(a)°: \(at(a))") }
        for a in unlit { #expect(Self.near(at(a), [224, 224, 224], within: 4), "track at \(a)°: \(at(a))") }
        #expect(Self.near(Self.rgb(frame, 50, 50), [255, 255, 230], within: 1))
    }

    /// The pixels: the drop half full and the ring at a quarter, at --scale 2.
    @Test func maskedLoadersMatchTheirReferenceFrames() throws {
        try Self.check(try Self.frame("masked-fill.swift", at: 1, scale: 2), "masked-fill-1s-scale2")
        try Self.check(try Self.frame("mask-ring.swift", at: 0.5, scale: 2), "mask-ring-0.5s-scale2")
    }

    /// A 30-point badge drawn in an image context and shown 60 points wide by an image view
    /// is redrawn at the render's scale, not enlarged: at --scale 1 and 2 it matches, pixel
    /// for pixel within antialiasing, the same badge drawn by shape layers at 60 points
    /// beside it (70 points to the right). The sizes the scene prints: the badge 30 x 30 at
    /// its format's scale 2 (60 x 60 pixels), the file 60 x 60 (its pixels), the composed
    /// image its context's 60 x 50.
    @Test(arguments: [1, 2]) func drawnContentsStaySharpAtEveryScale(scale: Int) throws {
        let frame = try Self.frame("image-contents.swift", at: 0, scale: scale)
        let s = Double(scale)
        var worst = 0, off = 0
        for y in stride(from: 5.0, to: 65, by: 1 / s) {
            for x in stride(from: 5.0, to: 65, by: 1 / s) {
                let d = zip(Self.rgb(frame, x, y, scale: s), Self.rgb(frame, x + 70, y, scale: s)).map { abs($0 - $1) }.max()!
                worst = max(worst, d)
                if d > 8 { off += 1 }
            }
        }
        #expect(off <= 2 * scale * scale, "\(off) pixels differ by more than 8 (worst \(worst))")
        try Self.check(frame, "image-contents-scale\(scale)")
        let run = try swiftScene(["render", "image-contents.swift", "--out", temporaryFolder("image") + "/i.gif", "--quiet"])
        #expect(lines(run.err) == ["badge 30.0x30.0 scale 2.0 pixels 60x60", "photo 60.0x60.0 composed 60.0x50.0",
                                   "contents is an image true"])
    }

    /// The text drawn into the composed image with draw(at:withAttributes:) (bold 12, red,
    /// its top left at (2, 2) in the image at (5, 75)): red pixels where its glyphs are, in
    /// x 7...40, y 77...92, and none above its top.
    @Test func textDrawnInAnImageContextShows() throws {
        let frame = try Self.frame("image-contents.swift", at: 0, scale: 2)
        func red(_ ys: StrideTo<Double>) -> Int {
            var count = 0
            for y in ys {
                for x in stride(from: 7.0, to: 40, by: 0.5) {
                    let c = Self.rgb(frame, x, y, scale: 2)
                    if c[0] > 200 && c[1] < 90 && c[2] < 90 { count += 1 }
                }
            }
            return count
        }
        #expect(red(stride(from: 77.0, to: 92, by: 0.5)) > 60)
        #expect(red(stride(from: 70.0, to: 76.5, by: 0.5)) == 0)
    }

    /// masked-fill.lua draws the same drop with imageContext and the same rise: its frames
    /// equal the Swift loader's at every time checked (within a level of rounding).
    @Test(arguments: [0.5, 1.0, 1.5]) func luaTwinDrawsTheSameMaskedFill(time: Double) throws {
        let swift = try Self.frame("masked-fill.swift", at: time, scale: 2)
        let lua = try Self.frame("masked-fill.lua", at: time, scale: 2)
        #expect(swift.width == lua.width && swift.height == lua.height)
        let worst = zip(swift.pixels, lua.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 2, "worst difference \(worst)")
    }

    /// mask-ring.lua strokes the arc upright into an imageContext inside its draw and clips
    /// to it: the same ring as the Swift loader's flipped mask, within antialiasing (the
    /// track's gray is #E0E0E0 there, 0.88 · 255 = 224.4 here: a level apart).
    @Test(arguments: [0.5, 1.5]) func luaTwinDrawsTheSameMaskedRing(time: Double) throws {
        let swift = try Self.frame("mask-ring.swift", at: time, scale: 2)
        let lua = try Self.frame("mask-ring.lua", at: time, scale: 2)
        let differences = zip(swift.pixels, lua.pixels).map { abs(Int($0) - Int($1)) }
        #expect(differences.filter { $0 > 4 }.count <= 8, "worst difference \(differences.max() ?? 0)")
    }

    /// A size no image context has stops the scene at its line, one line, exit 65, and so do
    /// images drawn into images past the drawing budget (counted in full) and a loop of
    /// blended calls (a thousand each); a zero side makes no context (nil, no image), as on
    /// iOS, and the renderer an empty image.
    @Test(arguments: [
        ("nan", "image-errors.swift:11: UIGraphicsBeginImageContextWithOptions(20.0 x nan, scale 0.0): image size: the height nan is not a finite number"),
        ("huge", "image-errors.swift:13: UIGraphicsBeginImageContext(20000000.0 x 10.0): an image context 20,000,000 points in width, over the limit of 10,000 points a side"),
        ("negative", "image-errors.swift:15: UIGraphicsImageRenderer(-20.0 x 10.0, scale 0.0): image size: the width -20.0 is negative"),
        ("scale", "image-errors.swift:17: UIGraphicsBeginImageContextWithOptions(20.0 x 20.0, scale -2.0): the scale -2.0 is not 0 (the screen's) or a positive number"),
        // A drawing call has no caller's line (CGContext's methods do not take one): the scene's name.
        ("nested", "image-errors.swift: CGContext: " + DrawingCost.refusal),
        ("blended", "image-errors.swift: CGContext: " + DrawingCost.refusal),
    ])
    func aBadImageSizeIsOneLine(mode: String, message: String) throws {
        let result = try swiftScene(["render", "image-errors.swift", "--set", "mode=\(mode)", "--out", temporaryFolder("image") + "/e.gif", "--quiet"])
        #expect(result.status == 65)
        #expect(lines(result.err) == ["loaderanim: " + message])
    }

    @Test func aZeroSizeMakesNoContext() throws {
        let result = try swiftScene(["render", "image-errors.swift", "--set", "mode=empty", "--out", temporaryFolder("image") + "/e.gif", "--quiet"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["context none image none", "renderer image 0.0x0.0"])
    }
}
