import Foundation
import Geometry
import Layers
import Pixels
import Raster
import Testing

/// ctx:addArc with what no loader asks for, found by `make fuzz FUZZ_TARGET=draw`: cairo
/// sized its segments to a radius of 1.8e308 without end, and would go round 65,536 times
/// for a sweep of 1e15 radians. Both draw at once now, as Core Graphics draws them.
@Suite struct DrawnArcTests {
    /// A 24 x 24 white canvas with one layer drawn by `commands`, and how long the frame took.
    func drawn(_ commands: [Drawing.Command]) throws -> (frame: Frame, time: Duration) {
        let stage = Stage(width: 24, height: 24)
        let layer = try stage.add(.layer, "drawn", ["frame": rect(0, 0, 24, 24)])
        stage.setDrawer({ _, _ in Drawing(commands: commands) }, of: layer)
        let renderer = try Renderer(width: 24, height: 24, scale: 1, background: .color(.white))
        let start = ContinuousClock.now
        let frame = try renderer.render(try stage.drawnPresentation())
        return (frame, ContinuousClock.now - start)
    }

    /// The finding: `ctx:addArc(0, -4, 1.7976931348623157e308, 1e15, 1e4, true)`, filled.
    @Test func theLargestRadiusDrawsAtOnce() throws {
        let result = try drawn([.addArc(center: Point(x: 0, y: -4), radius: .greatestFiniteMagnitude, startAngle: 1e15,
                                        endAngle: 1e4, clockwise: true), .closePath, .fillPath(evenOdd: false)])
        #expect(result.time < .seconds(1))
    }

    /// A radius over a million pixels is drawn as cubics: a disc of radius 2,000,000 whose
    /// edge runs down the canvas's middle fills the left half only.
    @Test func aHugeDiscFillsUpToItsEdge() throws {
        let frame = try drawn([.addArc(center: Point(x: 12 - 2e6, y: 12), radius: 2e6, startAngle: 0, endAngle: 2 * .pi,
                                       clockwise: false), .fillPath(evenOdd: false)]).frame
        expectPixel(frame, 6, 12, RGBA8(0, 0, 0))
        expectPixel(frame, 18, 12, .white)
    }

    /// A sweep past a whole turn is one circle: filled even-odd, the disc is solid, the
    /// pixels of the 2π arc's (two turns would leave it empty), and the sweep of a million
    /// radians is drawn at once.
    @Test(arguments: [false, true])
    func aSweepPastAWholeTurnIsOneCircle(clockwise: Bool) throws {
        let turn = clockwise ? -2 * Double.pi : 2 * .pi
        func disc(_ sweep: Double) throws -> (frame: Frame, time: Duration) {
            try drawn([.addArc(center: Point(x: 12, y: 12), radius: 8, startAngle: 1, endAngle: 1 + sweep, clockwise: clockwise),
                       .fillPath(evenOdd: true)])
        }
        let many = try disc(turn * 2.5), huge = try disc(turn * 1e6 / (2 * .pi)), one = try disc(turn)
        #expect(many.frame == one.frame && huge.frame == one.frame)
        #expect(huge.time < .seconds(1))
        expectPixel(one.frame, 12, 12, RGBA8(0, 0, 0))
    }
}
