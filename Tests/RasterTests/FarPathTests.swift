import Foundation
import Geometry
import Layers
import Pixels
import Raster
import Testing

/// A drawing's path with points past cairo's fixed-point range (±8,388,608 pixels, where
/// it wraps): found by `make fuzz FUZZ_TARGET=draw`, whose circles of radius 1e15 became
/// curves across the canvas, a thousand of them stroked in 2 s and 600 MB. Such a path is
/// clamped to ±65,536 device pixels (`Canvas+Range.swift`), keeping what shows.
@Suite struct FarPathTests {
    func triangle(_ far: Double) -> [Drawing.Command] {
        [.setFillColor(rgb(0x0000FF)), .move(Point(x: -far, y: -far)), .addLine(Point(x: far, y: far)),
         .addLine(Point(x: -far, y: far)), .closePath, .fillPath(evenOdd: false)]
    }

    /// The pixels a frame differs from `other` by more than a level.
    func differences(_ frame: Frame, _ other: Frame) -> Int {
        (0..<24).reduce(0) { count, y in count + (0..<24).filter { x in !frame.pixel(x, y, is: other[x, y], tolerance: 1) }.count }
    }

    /// The lower left half, as the same triangle with corners at ±100 fills it (cairo filled
    /// nothing from ±1e5 on: its edges crossed the canvas too far from their ends). Corners
    /// at 1e300 are left out: there a Double is 1e284 apart from the next.
    @Test(arguments: [1e5, 1e7, 1e15])
    func aTriangleOfFarCornersFillsItsHalf(_ far: Double) throws {
        let frame = try drawn(triangle(far)), near = try drawn(triangle(100))
        expectPixel(frame, 4, 18, RGBA8(0, 0, 255))
        expectPixel(frame, 18, 4, .white)
        #expect(differences(frame, near) == 0)
    }

    /// A ring of radius 1e7 round the canvas shows nothing, and a disc of that radius
    /// covers it all.
    @Test func aFarRingShowsNothingAndItsDiscEverything() throws {
        let ring = try drawn([.setStrokeColor(rgb(0xFF0000)), .setLineWidth(2),
                              .addArc(center: Point(x: 12, y: 12), radius: 1e7, startAngle: 0, endAngle: 7, clockwise: false),
                              .strokePath])
        #expect(ring.isUniform() as Bool)
        expectPixel(ring, 12, 12, .white)
        let disc = try drawn([.setFillColor(rgb(0xFF0000)),
                              .addArc(center: Point(x: 12, y: 12), radius: 1e7, startAngle: 0, endAngle: 7, clockwise: false),
                              .fillPath(evenOdd: false)])
        #expect(disc.isUniform() as Bool)
        expectPixel(disc, 0, 0, RGBA8(255, 0, 0))
    }

    /// The second finding: an arc of radius 1e6 under a scale of 6.2e250 across. The map's
    /// stretch, summed as squares, overflowed to infinity, so the arc's cubics were never
    /// near enough the circle and were halved 2^40 times. The arc lies past the canvas.
    @Test func anArcUnderAHugeScaleDrawsAtOnce() throws {
        let frame = try drawn([.concatenate(AffineTransform(scaleX: 6.218613560813385e250, y: 1.000001)),
                               .addArc(center: Point(x: 8, y: 2), radius: 1e6, startAngle: -.pi / 2, endAngle: 0, clockwise: false),
                               .strokePath])
        #expect(frame.isUniform() as Bool)
        expectPixel(frame, 12, 12, .white)
    }

    /// A path that goes far out and comes back keeps the true point it left from: the line
    /// back into the canvas has the slope it would have, 1/2 from (1e15, 5e14).
    @Test func aLineBackFromFarKeepsItsSlope() throws {
        let frame = try drawn([.setFillColor(rgb(0x0000FF)), .move(Point(x: 0, y: 0)), .addLine(Point(x: 1e15, y: 5e14)),
                               .addLine(Point(x: 0, y: 24)), .closePath, .fillPath(evenOdd: false)])
        let near = try drawn([.setFillColor(rgb(0x0000FF)), .move(Point(x: 0, y: 0)), .addLine(Point(x: 48, y: 24)),
                              .addLine(Point(x: 0, y: 24)), .closePath, .fillPath(evenOdd: false)])
        #expect(differences(frame, near) == 0)
    }
}
