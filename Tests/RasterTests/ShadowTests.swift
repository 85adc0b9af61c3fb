import Animation
import Foundation
import Geometry
import Layers
import Pixels
import ReferenceImageSupport
import Scene
import Testing
@testable import Raster

/// Shadows (docs/core-animation.md#shadows): the blur's profile against the Gaussian it
/// stands for, sigma = shadowRadius / 2 in points times the scale, and the cases that must
/// draw nothing at all.
@Suite struct ShadowTests {
    /// The standard normal's cumulative distribution.
    static func phi(_ z: Double) -> Double { 0.5 * (1 + erf(z / 2.0.squareRoot())) }

    /// A straight edge's Gaussian profile averaged over pixel `i` (the edge at x = `edge`):
    /// what a perfect blur of an opaque half plane gives, sampled as pixels are (20 points
    /// across each pixel).
    static func edgeProfile(_ i: Int, edge: Double, sigma: Double) -> Double {
        (0..<20).map { phi((Double(i) + (Double($0) + 0.5) / 20 - edge) / sigma) }.reduce(0, +) / 20
    }

    /// The stated tolerance: a blurred straight edge within 2/255 of the Gaussian's profile
    /// at every pixel, for sigma from 1.5 pixels up.
    @Test(arguments: [1.5, 2, 3, 4, 7.3, 10, 25])
    func aStraightEdgeFollowsTheGaussian(_ sigma: Double) {
        // Rows beyond the spread above and below, so the middle row sees an endless edge.
        let blur = GaussianBlur(sigma: sigma)
        let width = 2 * blur.spread + 40, height = 2 * blur.spread + 1, edge = blur.spread + 20
        var plane = (0..<width * height).map { Float($0 % width >= edge ? 1 : 0) }
        blur.apply(to: &plane, width: width, height: height)
        let middle = blur.spread * width
        let worst = (blur.spread..<(width - blur.spread)).map {
            abs(Double(plane[middle + $0]) - Self.edgeProfile($0, edge: Double(edge), sigma: sigma))
        }.max()!
        #expect(worst <= 2.0 / 255, "max abs error \(worst * 255)/255 at sigma \(sigma)")
    }

    /// A single opaque pixel: the mass stays 1, the variance is exactly sigma² (the four
    /// extended boxes are chosen for it), and beyond the spread only the running sums'
    /// rounding is left (far below the 1/255 a byte can show).
    @Test(arguments: [0.8, 2, 5.5, 12])
    func aPixelSpreadsWithTheGaussiansVariance(_ sigma: Double) {
        let blur = GaussianBlur(sigma: sigma)
        let side = 2 * blur.spread + 1 + 4, center = side / 2
        var plane = [Float](repeating: 0, count: side * side)
        plane[center * side + center] = 1
        blur.apply(to: &plane, width: side, height: side)
        let row = (0..<side).map { Double(plane[center * side + $0]) }
        let mass = plane.reduce(0) { $0 + Double($1) }
        let columnMass = (0..<side).map { x in (0..<side).map { Double(plane[$0 * side + x]) }.reduce(0, +) }
        let variance = (0..<side).map { Double(($0 - center) * ($0 - center)) * columnMass[$0] }.reduce(0, +)
        #expect(abs(mass - 1) < 1e-4)
        #expect(abs(variance - sigma * sigma) < 1e-3 * sigma * sigma, "variance \(variance), sigma² \(sigma * sigma)")
        #expect(abs(row[center - blur.spread - 1]) < 1e-6 && abs(row[center + blur.spread + 1]) < 1e-6)
        #expect(row[center - blur.spread] > 0)
        // The peak of a wide Gaussian is about 1 / (2π σ²); four boxes are flatter at the top,
        // by about 3.5% a direction.
        if sigma >= 5 { #expect(abs(Double(plane[center * side + center]) * 2 * .pi * sigma * sigma - 1) < 0.08) }
    }

    /// A window of the blur (the part of a shadow that lands in the clip) holds exactly what
    /// blurring the whole padded plane gives there.
    @Test(arguments: [2.0, 9.5, 40])
    func aWindowOfTheBlurIsTheWholeBlursWindow(_ sigma: Double) {
        let blur = GaussianBlur(sigma: sigma)
        let ink: [Float] = (0..<35).map { (i: Int) -> Float in Float((i * 5 + i / 7 * 3) % 7) / 6 }
        let width: Int = 7 + 2 * blur.spread, height: Int = 5 + 2 * blur.spread
        let whole = blur.blurred(ink, width: 7, height: 5, window: DeviceBox(x: 0, y: 0, width: width, height: height))
        let window = DeviceBox(x: blur.spread - 3, y: 1, width: 12, height: height - 4)
        let part = blur.blurred(ink, width: 7, height: 5, window: window)
        var expected: [Float] = []
        for row in window.y..<(window.y + window.height) {
            expected += whole[(row * width + window.x)..<(row * width + window.x + window.width)]
        }
        #expect(part == expected)
    }

    /// A drawn shadow's edge: a clear layer whose shadowPath is a half plane from x = 40,
    /// black, shadowRadius 8 (sigma 4 points): on white each pixel is 255 · (1 - profile).
    /// At scale 2 the same edge is at 80 pixels with sigma 8 pixels.
    @Test(arguments: [1.0, 2.0])
    func aDrawnShadowEdgeIsTheGaussianAtSigmaHalfTheRadiusTimesTheScale(_ scale: Double) throws {
        let stage = Stage(width: 100, height: 20)
        try stage.add(.layer, "caster", ["frame": rect(0, 0, 100, 20), "shadowOpacity": number(1),
                                         "shadowOffset": .size(Size(width: 0, height: 0)), "shadowRadius": number(8),
                                         "shadowPath": .path(Path(rect: Rect(x: 40, y: -100, width: 200, height: 300)))])
        let frame = try stage.render(scale: scale)
        let y = Int(10 * scale)
        var worst = 0.0
        for x in Int(20 * scale)..<Int(60 * scale) {
            let expected = 255 * (1 - Self.edgeProfile(x, edge: 40 * scale, sigma: 4 * scale))
            worst = max(worst, abs(Double(frame[x, y].r) - expected))
        }
        // 2/255 of the blur, half of one from rounding the plane, half of one from compositing.
        #expect(worst <= 3, "max abs error \(worst)/255")
    }

    /// shadowOpacity 0 or a clear shadowColor: the same bytes as no shadow at all.
    @Test func anInvisibleShadowDrawsNothing() throws {
        func frame(_ shadow: KeyValuePairs<String, AnimationValue>) throws -> Frame {
            let stage = Stage(width: 40, height: 40)
            let layer = try stage.add(.layer, "box", ["frame": rect(8, 8, 20, 20), "backgroundColor": color(0x007AFF),
                                                      "opacity": number(0.7)])
            try stage.configure(layer, shadow)
            return try stage.render()
        }
        let plain = try frame([:])
        #expect(try frame(["shadowRadius": number(6), "shadowOffset": .size(Size(width: 4, height: 4))]).pixels == plain.pixels)
        #expect(try frame(["shadowOpacity": number(1), "shadowColor": clear]).pixels == plain.pixels)
        #expect(try frame(["shadowOpacity": number(-0.5)]).pixels == plain.pixels)
        #expect(try frame(["shadowOpacity": number(1)]).pixels != plain.pixels)
    }

    /// A blur wider than ShadowPainter.maxSigma pixels draws with that sigma: the same
    /// pixels, in bounded memory.
    @Test func aHugeRadiusIsCapped() throws {
        func frame(_ radius: Double) throws -> Frame {
            let stage = Stage(width: 40, height: 40)
            try stage.add(.layer, "box", ["frame": rect(8, 8, 20, 20), "backgroundColor": color(0x007AFF),
                                          "shadowOpacity": number(1), "shadowRadius": number(radius)])
            return try stage.render()
        }
        let capped = try frame(2 * ShadowPainter.maxSigma)
        #expect(try frame(1e9).pixels == capped.pixels)
        #expect(capped[2, 2] != RGBA8.white, "a faint haze still reaches the corner")
    }

    /// A shadowed layer inside groups (a parent masked by an opaque layer covering the
    /// canvas, inside a tinted replicator instance): the caster's group is nested in other
    /// groups offset on the canvas, and the shadow and the layer land on the same pixels
    /// as without them. Cropping a group to its ink must not move either.
    @Test func aShadowInsideNestedGroupsLandsWhereItDoesOnTheCanvas() throws {
        func frame(grouped: Bool) throws -> Frame {
            let stage = Stage(width: 60, height: 50)
            var parent: LayerID?
            if grouped {
                let replicator = try stage.add(.replicator, "replicator", ["frame": rect(3, 2, 50, 40),
                                                                           "instanceColor": color(0xFFFFFF, alpha: 0.999)])
                parent = try stage.add(.layer, "parent", to: replicator, ["frame": rect(-3, -2, 60, 50)])
                let mask = stage.makeLayer(.layer, name: "mask")
                try stage.configure(mask, ["frame": rect(0, 0, 60, 50), "backgroundColor": color(0x000000)])
                try stage.setMask(mask, of: parent!)
            }
            try stage.add(.layer, "box", to: parent, ["frame": rect(17.5, 11.25, 20, 14), "backgroundColor": color(0x007AFF),
                                                      "cornerRadius": number(4), "shadowOpacity": number(0.8),
                                                      "shadowOffset": .size(Size(width: 5, height: 7)), "shadowRadius": number(6)])
            return try stage.render(scale: 2)
        }
        let plain = try frame(grouped: false), grouped = try frame(grouped: true)
        var worst = 0
        for y in 0..<plain.height {
            for x in 0..<plain.width {
                let a = plain[x, y], b = grouped[x, y]
                worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
            }
        }
        // The instance color (alpha 0.999) rounds each level by at most one.
        #expect(worst <= 1, "largest difference \(worst)")
        #expect(plain[70, 60] != RGBA8.white, "the shadow shows below and right of the box")
    }

    /// Core Animation clamps shadowOpacity to 0...1 when it draws.
    @Test func shadowOpacityAboveOneDrawsAsOne() throws {
        func frame(_ opacity: Double) throws -> Frame {
            let stage = Stage(width: 40, height: 40)
            try stage.add(.layer, "box", ["frame": rect(8, 8, 20, 20), "backgroundColor": color(0x007AFF),
                                          "shadowOpacity": number(opacity), "shadowRadius": number(4)])
            return try stage.render()
        }
        #expect(try frame(1.7).pixels == frame(1).pixels)
    }

    /// The animated case's dot mid-animation and the dot with those values set, 70 points
    /// (140 pixels) apart: the same pixels.
    @Test func anAnimatedShadowMidwayIsTheStillOne() throws {
        let file = SceneCaseTests.directory.appendingPathComponent("shadow-radius-animated.lua").path
        let frame = try SceneFrame.render(SceneScript(file: file), at: 0.5)
        var differing = 0
        for y in 0..<frame.height {
            for x in 0..<140 where frame[x, y] != frame[x + 140, y] { differing += 1 }
        }
        #expect(differing == 0)
        #expect(frame[70, 24].r > 0, "the glow reaches 12 points beyond the dot's edge")
    }
}
