import Animation
import Geometry
import Layers
import Pixels
@testable import Raster
import Testing

/// Layers in perspective, drawn by the plane warp: the projected square's corners worked
/// out by hand (CATransform3DTests has the arithmetic), and every pixel whose center is
/// more than 1 pixel inside the projected quad red, more than 1 outside it white, within 8
/// levels: the warp samples the flat plane bilinearly, which softens an edge by about a
/// pixel (a slanted edge's neighbors 1 to 1.5 pixels in keep up to 7 levels of white).
@Suite struct PerspectiveTests {
    /// A 100 × 100 red square centered on (100, 100), turned θ about y, m34 = −1/200.
    func render(degrees: Double, doubleSided: Bool = true) throws -> Frame {
        let stage = Stage(width: 200, height: 200)
        let transform = LayerTransform.rotation(degrees * .pi / 180, x: 0, y: 1, z: 0).concatenating(.perspective(200))
        try stage.add(.layer, "square", ["frame": rect(50, 50, 100, 100), "backgroundColor": color(0xFF0000),
                                         "transform": .transform(transform), "doubleSided": .bool(doubleSided)])
        return try stage.render()
    }

    /// Signed distance from `p` to the convex quad (positive inside), corners in order.
    func inside(_ p: Point, _ quad: [Point]) -> Double {
        var distance = Double.infinity
        for (i, a) in quad.enumerated() {
            let b = quad[(i + 1) % quad.count]
            let edge = b - a, length = (edge.x * edge.x + edge.y * edge.y).squareRoot()
            // Corners run clockwise on screen (y down): inside is to the right of each edge.
            distance = min(distance, ((p.x - a.x) * edge.y - (p.y - a.y) * edge.x) / length * -1)
        }
        return distance
    }

    @Test(arguments: [
        // (θ, right edge x, right half-height, left edge x, left half-height), from (100, 100).
        (30.0, 38.490018, 44.444444, -49.487166, 57.142857),
        (60.0, 20.550653, 41.101306, -31.908363, 63.816727),
        (89.0, 0.698118, 40.001218, -1.163435, 66.663282),
    ])
    func squareTurnedAboutYCoversItsProjectedQuad(_ c: (Double, Double, Double, Double, Double)) throws {
        let frame = try render(degrees: c.0)
        let quad = [Point(x: 100 + c.3, y: 100 - c.4), Point(x: 100 + c.1, y: 100 - c.2),
                    Point(x: 100 + c.1, y: 100 + c.2), Point(x: 100 + c.3, y: 100 + c.4)]
        var checkedInside = 0, checkedOutside = 0
        for y in 0..<200 {
            for x in 0..<200 {
                let d = inside(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), quad)
                if d > 1.0 {
                    checkedInside += 1
                    expectPixel(frame, x, y, RGBA8(255, 0, 0), tolerance: 8)
                } else if d < -1.0 {
                    checkedOutside += 1
                    expectPixel(frame, x, y, .white, tolerance: 8)
                }
            }
        }
        #expect(checkedOutside > 30_000, "\(checkedOutside) outside")
        // At 89° the quad is under 2 pixels wide (x from 98.84 to 100.70): no pixel lies 1
        // inside, but the columns it crosses are tinted red.
        #expect(c.0 == 89 ? frame[99, 100].g < 200 && frame[99, 100].r == 255 : checkedInside > 2000)
    }

    @Test func aLayerThatIsNotDoubleSidedHidesItsBack() throws {
        // Turned 150°, the square shows its back: drawn when doubleSided, not drawn otherwise.
        let shown = try render(degrees: 150), hidden = try render(degrees: 150, doubleSided: false)
        expectPixel(shown, 100, 100, RGBA8(255, 0, 0))
        #expect(hidden.isUniform())
        // Turned 30°, it faces the viewer either way.
        expectPixel(try render(degrees: 30, doubleSided: false), 100, 100, RGBA8(255, 0, 0))
    }

    @Test func aPlaneThroughTheEyeDrawsOnlyItsVisiblePart() throws {
        // 150 wide, turned 90° about y seen from 100: its left end (x < −100) would be behind
        // the eye. Nothing crashes, and a turn of 80° (w > 0 everywhere) still draws.
        let stage = Stage(width: 200, height: 200)
        let t = LayerTransform.rotation(80 * .pi / 180, x: 0, y: 1, z: 0).concatenating(.perspective(60))
        try stage.add(.layer, "wide", ["frame": rect(25, 50, 150, 100), "backgroundColor": color(0x0000FF), "transform": .transform(t)])
        let frame = try stage.render()
        #expect(!frame.isUniform())
    }

    /// The offscreen plane holds at most 16 pixels per pixel of the canvas it lands on, so a
    /// plane in perspective inside another costs 16 times its canvas, not 2048² a level
    /// (`make fuzz FUZZ_TARGET=transform3d` found a 24-point scene taking seconds a frame).
    /// A 24-point square magnified 100 times asks for the largest density, 16 (147,456 pixels):
    /// on a 24 × 24 canvas it gets 4 (9,216 pixels), on a 2048 × 2048 canvas all 16.
    @Test(arguments: [(24.0, 4.0), (2048.0, 16.0)])
    func aPlaneHoldsAtMostSixteenPixelsPerCanvasPixel(canvas: Double, expected: Double) {
        let magnified = PlaneProjection([1, 0, 0, 0, 1, 0, 0, 0, 0.01])
        let square = [Point(x: 0, y: 0), Point(x: 24, y: 0), Point(x: 24, y: 24), Point(x: 0, y: 24)]
        let density = PlaneWarp.density(of: magnified, over: square, size: Size(width: 24, height: 24),
                                        clip: (0, 0, canvas, canvas))
        #expect(abs(density - expected) < 1e-9)
    }
}
