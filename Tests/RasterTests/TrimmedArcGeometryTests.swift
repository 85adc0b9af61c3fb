import Animation
import Foundation
import Geometry
import Layers
import Pixels
import Testing

/// An independent check of the geometry: where a trimmed ring starts and ends, sampled
/// from the pixels and compared with the math (fraction f of an oval drawn by
/// UIBezierPath(ovalIn:) is the angle 2πf clockwise from 3 o'clock, y down).
@Suite struct TrimmedArcGeometryTests {
    static let center = Point(x: 64, y: 64)
    static let radius = 44.0

    /// The pixel on the ring at `degrees` clockwise from 3 o'clock.
    static func sample(_ frame: Frame, degrees: Double) -> RGBA8 {
        let a = degrees * Double.pi / 180
        return frame[Int((center.x + radius * cos(a)).rounded(.down)), Int((center.y + radius * sin(a)).rounded(.down))]
    }

    @Test(arguments: [(0.0, 0.25), (0.125, 0.625), (0.5, 0.9), (0.3, 1.0)])
    func trimmedRingEndsWhereTheMathSays(start: Double, end: Double) throws {
        let stage = Stage(width: 128, height: 128)
        let oval = Rect(x: Self.center.x - Self.radius, y: Self.center.y - Self.radius, width: 2 * Self.radius, height: 2 * Self.radius)
        try stage.add(.shape, "ring", ["path": .path(Path(ovalIn: oval)), "lineWidth": number(6), "fillColor": clear,
                                       "strokeColor": color(0x000000), "strokeStart": number(start), "strokeEnd": number(end)])
        let frame = try stage.render()
        let (a0, a1) = (start * 360, end * 360)
        // 3 degrees is 2.3 points along the ring at this radius: well clear of the butt ends'
        // anti-aliased pixels.
        for inside in [a0 + 3, (a0 + a1) / 2, a1 - 3] {
            #expect(Self.sample(frame, degrees: inside) == RGBA8(0, 0, 0), "painted at \(inside)°")
        }
        for outside in [a0 - 3, a1 + 3] where end - start < 0.99 {
            #expect(Self.sample(frame, degrees: outside) == .white, "blank at \(outside)°")
        }
        // The cut itself lies between: on the pixel row or column through the end point,
        // coverage changes from full to none within two pixels.
        for angle in [a0, a1] where end - start < 0.99 {
            let before = Self.sample(frame, degrees: angle - 1.5), after = Self.sample(frame, degrees: angle + 1.5)
            #expect(before != after, "an edge at \(angle)°")
        }
    }

    /// A round cap reaches lineWidth / 2 past the end, along the tangent.
    @Test func roundCapsReachHalfTheLineWidthPastTheCut() throws {
        let stage = Stage(width: 128, height: 128)
        let oval = Rect(x: 20, y: 20, width: 88, height: 88)
        try stage.add(.shape, "ring", ["path": .path(Path(ovalIn: oval)), "lineWidth": number(12), "lineCap": .string("round"),
                                       "fillColor": clear, "strokeColor": color(0x000000), "strokeEnd": number(0.25)])
        let frame = try stage.render()
        // The end is at 6 o'clock, (64, 108), heading left: the cap reaches x = 58.
        #expect(frame[60, 108] == RGBA8(0, 0, 0))
        #expect(frame[56, 108] == .white)
        // The start, at 3 o'clock (108, 64) heading down: the cap reaches y = 58.
        #expect(frame[108, 60] == RGBA8(0, 0, 0))
        #expect(frame[108, 56] == .white)
    }
}
