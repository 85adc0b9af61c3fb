import Animation
import Foundation
import Geometry
import Layers
import Pixels
import Raster
import Testing

/// CAShapeLayer: fill rules, strokes (width, caps, joins, miter limit, dashes), trimming,
/// stroke over fill, and paths that draw nothing.
@Suite struct ShapeTests {
    /// A five-pointed star drawn in one stroke, so its center is wound twice.
    static func star(center: Point, radius: Double) -> Path {
        var path = Path()
        for k in 0..<5 {
            let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
            let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        return path
    }

    @Test func fillRules() throws {
        let stage = Stage(width: 128, height: 64)
        for (name, x, rule) in [("nonZero", 0.0, "nonZero"), ("evenOdd", 64.0, "evenOdd")] {
            try stage.add(.shape, name, ["frame": rect(x, 0, 64, 64), "path": .path(Self.star(center: Point(x: 32, y: 33), radius: 28)),
                                         "fillColor": color(0x34C759), "fillRule": .string(rule)])
        }
        let frame = try stage.render()
        try ReferenceImages.check(frame, "shape-fill-rules")
        expectPixel(frame, 32, 33, RGBA8(52, 199, 89))
        expectPixel(frame, 96, 33, .white)
        expectPixel(frame, 96, 12, RGBA8(52, 199, 89))
    }

    @Test func capsJoinsAndMiterLimit() throws {
        let stage = Stage(width: 128, height: 96)
        // Three caps on 10-point lines from x 20 to 60; guides mark the path's ends.
        for (i, cap) in ["butt", "round", "square"].enumerated() {
            let y = 14.0 + Double(i) * 18
            try stage.add(.shape, cap, ["path": .path(.line(from: Point(x: 20, y: y), to: Point(x: 60, y: y))),
                                        "lineWidth": number(10), "strokeColor": color(0x007AFF), "lineCap": .string(cap)])
        }
        try stage.add(.shape, "guides", ["path": .path(Path([.move(to: Point(x: 20, y: 2)), .line(to: Point(x: 20, y: 56)),
                                                             .move(to: Point(x: 60, y: 2)), .line(to: Point(x: 60, y: 56))])),
                                         "lineWidth": number(1), "strokeColor": color(0xFF0000)])
        // Joins on a sharp zigzag; the last has the miter join but miterLimit 1: a bevel.
        for (i, (join, limit)) in [("miter", 10.0), ("round", 10.0), ("bevel", 10.0), ("miter", 1.0)].enumerated() {
            let x = 72.0 + Double(i % 2) * 28, y = 12.0 + Double(i / 2) * 42
            let zigzag = Path([.move(to: Point(x: x, y: y + 30)), .line(to: Point(x: x + 10, y: y)),
                               .line(to: Point(x: x + 20, y: y + 30))])
            try stage.add(.shape, "\(join)\(i)", ["path": .path(zigzag), "lineWidth": number(6), "fillColor": clear,
                                                 "strokeColor": color(0x333333), "lineJoin": .string(join),
                                                 "miterLimit": number(limit)])
        }
        // A closed triangle: the closing corner is joined too.
        try stage.add(.shape, "triangle", ["path": .path(Path([.move(to: Point(x: 12, y: 88)), .line(to: Point(x: 40, y: 64)),
                                                               .line(to: Point(x: 60, y: 88)), .close])),
                                           "lineWidth": number(5), "fillColor": clear, "strokeColor": color(0xAF52DE)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "shape-caps-joins")
        let blue = RGBA8(0, 122, 255)
        expectPixel(frame, 17, 14, .white)
        expectPixel(frame, 62, 14, .white)  // butt: no cap
        expectPixel(frame, 17, 32, blue)
        expectPixel(frame, 15, 27, .white)     // round: a half disc
        expectPixel(frame, 16, 46, blue)
        expectPixel(frame, 63, 51, blue)       // square: a half square
        // The miter tip reaches 3 / sin(18.4°) ≈ 9.5 points above the apex; round 3; the bevels less.
        #expect(frame[82, 7].r < 128)
        #expect(frame[110, 7] == .white && frame[82, 51] == .white && frame[110, 51] == .white)
    }

    @Test func dashPatternAndPhase() throws {
        let stage = Stage(width: 128, height: 64)
        let line = { (y: Double) in AnimationValue.path(.line(from: Point(x: 4, y: y), to: Point(x: 124, y: y))) }
        try stage.add(.shape, "dashes", ["path": line(8), "lineWidth": number(4), "strokeColor": color(0x000000),
                                         "lineDashPattern": .numbers([12, 6])])
        try stage.add(.shape, "phase", ["path": line(18), "lineWidth": number(4), "strokeColor": color(0x000000),
                                        "lineDashPattern": .numbers([12, 6]), "lineDashPhase": number(6)])
        // An odd count repeats with on and off swapped: 8 on, 8 off.
        try stage.add(.shape, "odd", ["path": line(28), "lineWidth": number(4), "strokeColor": color(0x000000),
                                      "lineDashPattern": .numbers([8])])
        try stage.add(.shape, "dots", ["path": line(38), "lineWidth": number(6), "strokeColor": color(0xFF2D55),
                                       "lineDashPattern": .numbers([0, 12]), "lineCap": .string("round")])
        try stage.add(.shape, "zigzag", ["path": .path(Path([.move(to: Point(x: 4, y: 60)), .line(to: Point(x: 44, y: 46)),
                                                             .line(to: Point(x: 84, y: 60)), .line(to: Point(x: 124, y: 46))])),
                                         "lineWidth": number(3), "strokeColor": color(0x5856D6), "fillColor": clear,
                                         "lineDashPattern": .numbers([10, 4, 2, 4])])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "shape-dashes")
        // Dashes on [4, 16), [22, 34), ...; with phase 6 the first is [4, 10).
        expectPixel(frame, 10, 8, RGBA8(0, 0, 0))
        expectPixel(frame, 18, 8, .white)
        expectPixel(frame, 8, 18, RGBA8(0, 0, 0))
        expectPixel(frame, 12, 18, .white)
        expectPixel(frame, 18, 18, RGBA8(0, 0, 0))
        expectPixel(frame, 6, 28, RGBA8(0, 0, 0))
        expectPixel(frame, 16, 28, .white)
        expectPixel(frame, 22, 28, RGBA8(0, 0, 0))
    }

    @Test func strokeStartAndEndTrimWithCapsAtTheCuts() throws {
        let stage = Stage(width: 96, height: 96)
        // Clockwise from 3 o'clock: 0.1 to 0.6 runs from 36° to 216°, round caps at both cuts.
        try stage.add(.shape, "ring", ["frame": rect(0, 0, 48, 48), "path": .path(Path(ovalIn: Rect(x: 8, y: 8, width: 32, height: 32))),
                                       "lineWidth": number(6), "lineCap": .string("round"), "fillColor": clear,
                                       "strokeColor": color(0xFF0000), "strokeStart": number(0.1), "strokeEnd": number(0.6)])
        // A square from its top-left corner, clockwise: the middle half is the right and bottom edges.
        try stage.add(.shape, "square", ["frame": rect(48, 0, 48, 48), "path": .path(Path(rect: Rect(x: 8, y: 8, width: 32, height: 32))),
                                         "lineWidth": number(4), "fillColor": clear, "strokeColor": color(0x007AFF),
                                         "strokeStart": number(0.25), "strokeEnd": number(0.75)])
        // Dashes with trimming: the window uncovers a fixed dash pattern (see ShapePainter).
        try stage.add(.shape, "dashedRing", ["frame": rect(0, 48, 48, 48), "path": .path(Path(ovalIn: Rect(x: 8, y: 8, width: 32, height: 32))),
                                             "lineWidth": number(4), "fillColor": clear, "strokeColor": color(0x34C759),
                                             "lineDashPattern": .numbers([6, 4]), "strokeStart": number(0.3), "strokeEnd": number(0.9)])
        // Two subpaths; the trim runs from the middle of the first into the second.
        try stage.add(.shape, "twoLines", ["frame": rect(48, 48, 48, 48),
                                           "path": .path(Path([.move(to: Point(x: 6, y: 12)), .line(to: Point(x: 42, y: 12)),
                                                               .move(to: Point(x: 6, y: 34)), .line(to: Point(x: 42, y: 34))])),
                                           "lineWidth": number(6), "lineCap": .string("square"), "strokeColor": color(0xFF9500),
                                           "strokeStart": number(0.25), "strokeEnd": number(0.75)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "shape-trimming")
        let blue = RGBA8(0, 122, 255)
        expectPixel(frame, 48 + 40, 24, blue)
        expectPixel(frame, 48 + 24, 40, blue)
        expectPixel(frame, 48 + 24, 8, .white)
        expectPixel(frame, 48 + 8, 24, .white)
        let orange = RGBA8(255, 149, 0)
        expectPixel(frame, 48 + 12, 48 + 12, .white)
        expectPixel(frame, 48 + 30, 48 + 12, orange)
        expectPixel(frame, 48 + 12, 48 + 34, orange)
        expectPixel(frame, 48 + 30, 48 + 34, .white)
    }

    @Test func strokeIsDrawnOverFill() throws {
        let stage = Stage(width: 64, height: 64)
        try stage.add(.shape, "disc", ["path": .path(Path(ovalIn: Rect(x: 12, y: 12, width: 40, height: 40))),
                                       "fillColor": color(0xFFCC00), "strokeColor": color(0x007AFF, alpha: 0.5),
                                       "lineWidth": number(10)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "shape-stroke-over-fill")
        expectPixel(frame, 32, 32, RGBA8(255, 204, 0))
        expectPixel(frame, 32, 14, RGBA8(128, 163, 128))  // blue at half over yellow
        expectPixel(frame, 32, 9, RGBA8(128, 189, 255))   // blue at half over white
    }

    @Test func emptyAndZeroLengthPathsDrawNothing() throws {
        let dot = Point(x: 16, y: 16)
        let paths: [Path] = [Path(), Path([.move(to: dot)]), Path([.move(to: dot), .line(to: dot)]),
                             Path([.move(to: dot), .close]), Path([.move(to: dot), .curve(to: dot, control1: dot, control2: dot)])]
        for (i, path) in paths.enumerated() {
            for cap in ["butt", "round", "square"] {
                let stage = Stage(width: 32, height: 32)
                try stage.add(.shape, "s", ["path": .path(path), "lineWidth": number(8), "lineCap": .string(cap),
                                            "strokeColor": color(0x000000), "lineDashPattern": .numbers(i % 2 == 0 ? [] : [2, 2])])
                let frame = try stage.render()
                let blank = frame.isUniform() && frame[0, 0] == .white
                #expect(blank, "path \(i), \(cap) caps")
            }
        }
        let ring = Path(ovalIn: Rect(x: 4, y: 4, width: 24, height: 24))
        for values: KeyValuePairs<String, AnimationValue> in [["strokeStart": number(0.4), "strokeEnd": number(0.4)],
                                                               ["strokeStart": number(0.7), "strokeEnd": number(0.2)],
                                                               ["lineWidth": number(0)], ["strokeEnd": number(0)]] {
            let stage = Stage(width: 32, height: 32)
            // Butt caps: with round or square ones, strokeStart == strokeEnd draws a dot
            // (ZeroLengthStrokeTests).
            let shape = try stage.add(.shape, "ring", ["path": .path(ring), "fillColor": clear, "strokeColor": color(0x000000),
                                                       "lineCap": .string("butt"), "lineWidth": number(6)])
            try stage.configure(shape, values)
            let frame = try stage.render()
            let blank = frame.isUniform() && frame[0, 0] == .white
            #expect(blank, "ring with \(values)")
        }
    }
}

/// strokeStart == strokeEnd: Core Animation still draws the cap (a dot) with round and
/// square caps, and nothing with butt caps.
@Suite struct ZeroLengthStrokeTests {
    func frame(cap: String, start: Double, end: Double) throws -> Frame {
        let stage = Stage(width: 40, height: 20)
        let line = stage.makeLayer(.shape)
        try stage.configure(line, ["path": .path(.line(from: Point(x: 10, y: 10), to: Point(x: 30, y: 10))),
                                   "strokeColor": .color(Color(red: 1, green: 0, blue: 0)), "lineWidth": .number(6),
                                   "lineCap": .string(cap), "strokeStart": .number(start), "strokeEnd": .number(end)])
        try stage.addSublayer(line, to: stage.root)
        return try Renderer(width: 40, height: 20, background: .color(.white)).render(stage.presentation())
    }

    @Test func roundAndSquareCapsDrawADot() throws {
        for cap in ["round", "square"] {
            let dot = try frame(cap: cap, start: 0, end: 0)
            #expect(dot[10, 10] == RGBA8(255, 0, 0), "\(cap): the dot at the path's start")
            #expect(dot[10, 6] == RGBA8(255, 255, 255), "\(cap): 3 points across, no more")
            #expect(dot[20, 10] == RGBA8(255, 255, 255), "\(cap): not the line")
            let middle = try frame(cap: cap, start: 0.5, end: 0.5)
            #expect(middle[20, 10] == RGBA8(255, 0, 0) && middle[10, 10] == RGBA8(255, 255, 255))
        }
        let butt = try frame(cap: "butt", start: 0, end: 0)
        #expect(butt[10, 10] == RGBA8(255, 255, 255))
        let reversed = try frame(cap: "round", start: 0.6, end: 0.4)
        #expect(reversed[20, 10] == RGBA8(255, 255, 255))
    }
}
