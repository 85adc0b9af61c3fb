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
    /// The finding: `ctx:addArc(0, -4, 1.7976931348623157e308, 1e15, 1e4, true)`, filled. It
    /// is built as the path's own arc, at most four cubics (one turn, however far the sweep
    /// goes), and the frame draws (it never did).
    @Test func theLargestRadiusDrawsAtOnce() throws {
        var arc = Path()
        arc.addArc(center: Point(x: 0, y: -4), radius: .greatestFiniteMagnitude, startAngle: 1e15, endAngle: 1e4, clockwise: false)
        #expect(arc.elements.count <= 5)
        _ = try drawn([.addArc(center: Point(x: 0, y: -4), radius: .greatestFiniteMagnitude, startAngle: 1e15,
                               endAngle: 1e4, clockwise: true), .closePath, .fillPath(evenOdd: false)])
    }

    /// A radius over a million pixels is drawn as cubics: a disc of radius 2,000,000 whose
    /// edge runs down the canvas's middle fills the left half only.
    @Test func aHugeDiscFillsUpToItsEdge() throws {
        let frame = try drawn([.addArc(center: Point(x: 12 - 2e6, y: 12), radius: 2e6, startAngle: 0, endAngle: 2 * .pi,
                                       clockwise: false), .fillPath(evenOdd: false)])
        expectPixel(frame, 6, 12, RGBA8(0, 0, 0))
        expectPixel(frame, 18, 12, .white)
    }

    /// A sweep past a whole turn is one circle: filled even-odd, the disc is solid, the
    /// pixels of the 2π arc's (two turns would leave it empty), and the sweep of a million
    /// radians draws those same pixels.
    @Test(arguments: [false, true])
    func aSweepPastAWholeTurnIsOneCircle(clockwise: Bool) throws {
        let turn = clockwise ? -2 * Double.pi : 2 * .pi
        func disc(_ sweep: Double) throws -> Frame {
            try drawn([.addArc(center: Point(x: 12, y: 12), radius: 8, startAngle: 1, endAngle: 1 + sweep, clockwise: clockwise),
                       .fillPath(evenOdd: true)])
        }
        let many = try disc(turn * 2.5), huge = try disc(turn * 1e6 / (2 * .pi)), one = try disc(turn)
        #expect(many == one && huge == one)
        expectPixel(one, 12, 12, RGBA8(0, 0, 0))
    }
}
