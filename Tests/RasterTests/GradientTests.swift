import Animation
import Foundation
import Geometry
import Layers
import Pixels
import Testing

/// CAGradientLayer: axial, radial and conic, with and without locations, in the layer's
/// unit space; many stops.
@Suite struct GradientTests {
    static let red = rgb(0xFF0000), yellow = rgb(0xFFFF00), blue = rgb(0x0000FF), green = rgb(0x00FF00)

    @Test func axialWithLocations() throws {
        let stage = Stage(width: 96, height: 40)
        try stage.add(.gradient, "horizontal", ["frame": rect(0, 0, 96, 20), "colors": .colors([Self.red, Self.yellow, Self.blue]),
                                                "locations": .numbers([0, 0.25, 1]),
                                                "startPoint": point(0, 0.5), "endPoint": point(1, 0.5)])
        // The defaults run top to bottom; the gradient pads outside startPoint...endPoint.
        try stage.add(.gradient, "vertical", ["frame": rect(0, 20, 48, 20), "colors": .colors([Self.red, Self.blue])])
        try stage.add(.gradient, "padded", ["frame": rect(48, 20, 48, 20), "colors": .colors([Self.green, Self.blue]),
                                            "startPoint": point(0.25, 0), "endPoint": point(0.75, 0)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "gradient-axial")
        expectPixel(frame, 0, 10, RGBA8(255, 5, 0), tolerance: 2)  // 0.5 / 96 / 0.25 of the way to yellow
        expectPixel(frame, 23, 10, RGBA8(255, 250, 0), tolerance: 8)   // x 23.5 is 0.245: yellow
        expectPixel(frame, 59, 10, RGBA8(128, 128, 128), tolerance: 4)  // halfway from yellow to blue
        expectPixel(frame, 10, 20, RGBA8(249, 0, 6), tolerance: 4)
        expectPixel(frame, 10, 39, RGBA8(6, 0, 249), tolerance: 4)
        expectPixel(frame, 50, 30, RGBA8(0, 255, 0))
        expectPixel(frame, 94, 30, RGBA8(0, 0, 255))
    }

    @Test func missingLocationsAreEvenlySpaced() throws {
        func render(_ locations: [Double]) throws -> Frame {
            let stage = Stage(width: 64, height: 8)
            try stage.add(.gradient, "g", ["frame": rect(0, 0, 64, 8), "colors": .colors([Self.red, Self.green, Self.blue, Self.yellow]),
                                           "locations": .numbers(locations), "startPoint": point(0, 0), "endPoint": point(1, 0)])
            return try stage.render()
        }
        #expect(try render([]) == render([0, 1.0 / 3, 2.0 / 3, 1]))
        #expect(try render([0, 1]) == render([]))  // a count that does not match is ignored
    }

    @Test func radialIsAnEllipseInTheUnitSpace() throws {
        let stage = Stage(width: 112, height: 48)
        // Center (0.5, 0.5), endPoint (1, 1): the ellipse touches the edges' midpoints.
        try stage.add(.gradient, "circle", ["frame": rect(0, 0, 48, 48), "type": .string("radial"),
                                            "colors": .colors([Self.yellow, Self.red, Self.blue]),
                                            "startPoint": point(0.5, 0.5), "endPoint": point(1, 1)])
        try stage.add(.gradient, "ellipse", ["frame": rect(52, 4, 60, 40), "type": .string("radial"),
                                             "colors": .colors([.white, Self.green, rgb(0x000000, alpha: 0)]),
                                             "locations": .numbers([0, 0.7, 1]),
                                             "startPoint": point(0.3, 0.5), "endPoint": point(0.8, 1)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "gradient-radial")
        expectPixel(frame, 24, 24, RGBA8(255, 240, 0), tolerance: 2)  // 0.71 / 24 / 0.5 of the way to red
        expectPixel(frame, 24, 12, RGBA8(255, 0, 0), tolerance: 12)     // half the radius: the middle stop
        expectPixel(frame, 1, 1, RGBA8(0, 0, 255))                       // past the ellipse: padded
        expectPixel(frame, 52 + 18 + 20, 24, RGBA8(0, 255, 0), tolerance: 12)  // about 0.7 of rx = 30: green
    }

    /// The conic gradient against the formula: location f lies at angle 2πf clockwise from
    /// the direction startPoint → endPoint; colors are sampled around a circle.
    @Test func conicMatchesTheFormula() throws {
        let colors = [Self.red, Self.yellow, Self.green, rgb(0x00FFFF), Self.blue, rgb(0xFF00FF), Self.red]
        let stage = Stage(width: 128, height: 64)
        try stage.add(.gradient, "wheel", ["frame": rect(0, 0, 64, 64), "type": .string("conic"), "colors": .colors(colors),
                                           "startPoint": point(0.5, 0.5), "endPoint": point(1, 0.5)])
        // Turned to start at 12 o'clock, with locations and a hard stop at 0.5.
        try stage.add(.gradient, "turned", ["frame": rect(64, 0, 64, 64), "type": .string("conic"),
                                            "colors": .colors([Self.blue, .white, Self.red, rgb(0x000000)]),
                                            "locations": .numbers([0, 0.5, 0.5, 1]),
                                            "startPoint": point(0.5, 0.5), "endPoint": point(0.5, 0)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "gradient-conic")

        // cairo's mesh rasterizer gives each pixel the color of some point inside it, not
        // necessarily its center: so the check is that every channel lies within the range
        // the formula gives over the pixel's square (± 2), at radii from 6 to 30 pixels.
        func expected(_ x: Double, _ y: Double) -> Color {
            var angle = atan2(y - 32, x - 32) * 180 / Double.pi
            if angle < 0 { angle += 360 }
            let f = angle / 360 * 6, i = min(Int(f), 5)
            return colors[i].lerp(colors[i + 1], f - Double(i))
        }
        var misses: [String] = []
        for radius in [6.0, 12, 20, 30] {
            for step in 0..<720 {
                let a = (Double(step) + 0.5) / 2 * Double.pi / 180
                let (px, py) = (Int(32 + radius * cos(a)), Int(32 + radius * sin(a)))
                let corners = [(0.0, 0.0), (1, 0), (0, 1), (1, 1), (0.5, 0.5)]
                    .map { expected(Double(px) + $0.0, Double(py) + $0.1).rgba8 }
                let got = frame[px, py]
                for (value, channel) in [(got.r, \(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8).red),
                                         (got.g, \.green), (got.b, \.blue)] {
                    let range = corners.map { Int($0[keyPath: channel]) }
                    if Int(value) < range.min()! - 2 || Int(value) > range.max()! + 2 {
                        misses.append("(\(px), \(py)) is \(got)")
                    }
                }
            }
        }
        #expect(misses.isEmpty, "off the formula: \(misses.prefix(5))")
        // The turned one: blue at 12 o'clock going clockwise to white at 6, then red.
        expectPixel(frame, 64 + 36, 4, RGBA8(0, 0, 255), tolerance: 40)
        expectPixel(frame, 64 + 60, 32, RGBA8(128, 128, 255), tolerance: 6)
        expectPixel(frame, 64 + 28, 60, RGBA8(255, 0, 0), tolerance: 40)
        expectPixel(frame, 64 + 4, 32, RGBA8(128, 0, 0), tolerance: 6)
    }

    /// The gradient bar's 73 colors: hue 0 to 360 in steps of 5.
    @Test func seventyThreeStops() throws {
        let hues = (0...72).map { Color(hue: Double($0 * 5) / 360, saturation: 1, brightness: 1) }
        let stage = Stage(width: 128, height: 16)
        try stage.add(.gradient, "bar", ["frame": rect(0, 4, 128, 8), "colors": .colors(hues),
                                         "startPoint": point(0, 0.5), "endPoint": point(1, 0.5)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "gradient-73-stops")
        for x in stride(from: 2, to: 128, by: 9) {
            let t = (Double(x) + 0.5) / 128
            let expected = Color(hue: t, saturation: 1, brightness: 1).rgba8
            expectPixel(frame, x, 8, RGBA8(expected.red, expected.green, expected.blue), tolerance: 3)
        }
        #expect(frame[0, 0] == .white && frame[0, 15] == .white)
    }
}

extension Color {
    func lerp(_ other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
