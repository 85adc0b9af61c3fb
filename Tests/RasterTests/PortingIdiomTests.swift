import Animation
import Foundation
import Geometry
import Layers
import Pixels
import Raster
import Testing

/// Paths as real loader code builds them (docs/core-animation.md#porting-real-code): dots
/// made with an arc from 0 to 2π counter-clockwise, and a corner rounded by addArcTo.
@Suite struct PortingIdiomTests {
    @Test func fullTurnArcsAndTangentArcsDraw() throws {
        let stage = Stage(width: 96, height: 48)
        // Three dots of radius 8, each `arc(center, 8, 0, 2π, clockwise: false)`, filled.
        for (i, hex) in [UInt32(0xFF3B30), 0x34C759, 0x007AFF].enumerated() {
            let center = Point(x: 12 + Double(i) * 24, y: 12)
            try stage.add(.shape, "dot\(i)", ["path": .path(.arc(center: center, radius: 8, startAngle: 0, endAngle: 2 * .pi,
                                                                   clockwise: false)),
                                              "fillColor": color(hex)])
        }
        // A rounded corner: (8, 30) → corner (80, 30) → (80, 60), radius 10, stroked 4 wide.
        var corner = Path()
        corner.move(to: Point(x: 8, y: 30))
        corner.addArc(tangent1End: Point(x: 80, y: 30), tangent2End: Point(x: 80, y: 60), radius: 10)
        try stage.add(.shape, "corner", ["path": .path(corner), "lineWidth": number(4), "strokeColor": color(0x000000),
                                         "fillColor": clear])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "shape-arc-idioms")
        // Dot centers and pixels inside each rim (radius 6) are filled; outside (10) is not.
        expectPixel(frame, 12, 12, RGBA8(255, 59, 48))
        expectPixel(frame, 36 + 6, 12, RGBA8(52, 199, 89))
        expectPixel(frame, 60, 12 - 6, RGBA8(0, 122, 255))
        expectPixel(frame, 60, 12 + 10, .white)
        // The stroke runs along y = 30 to x = 70, then bends round the center (70, 40) to (80, 40).
        expectPixel(frame, 40, 30, RGBA8(0, 0, 0))
        let diagonal = 40 - 10 / 2.0.squareRoot()  // the arc's midpoint, at 45°
        expectPixel(frame, Int(70 + 10 / 2.0.squareRoot()), Int(diagonal), RGBA8(0, 0, 0), tolerance: 40)
        expectPixel(frame, 79, 31, .white)  // the sharp corner that the arc rounds off: not drawn
        expectPixel(frame, 80, 47, .white)  // the path ends at (80, 40): nothing below
    }
}
