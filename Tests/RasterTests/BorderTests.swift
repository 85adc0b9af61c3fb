import Animation
import Geometry
import Layers
import Pixels
import Testing

/// CALayer.borderWidth and borderColor. Apple (CALayer.h, borderWidth): "The width of the
/// layer's border, inset from the layer bounds. The border is composited above the layer's
/// content and sublayers and includes the effects of the `cornerRadius' property."
/// Pixel (x, y) covers [x, x + 1) x [y, y + 1); the checks below sit at least half a pixel
/// from every edge, so antialiasing does not reach them.
@Suite struct BorderTests {
    static let red = RGBA8(255, 0, 0), gray = RGBA8(204, 204, 204), blue = RGBA8(0, 0, 255)

    /// A 40 x 30 layer at (10, 10), border 4: the band is x in [10, 14) and [46, 50), y in
    /// [10, 14) and [36, 40), inside the bounds (nothing outside them turns red), over the
    /// gray background and over a blue sublayer that covers the left half and overflows the
    /// bounds by 6 to the left, where it stays blue (the border is drawn in the bounds only).
    @Test func aBorderIsInsideTheBoundsAboveTheSublayers() throws {
        let stage = Stage(width: 64, height: 50)
        let box = try stage.add(.layer, "box", ["frame": rect(10, 10, 40, 30), "backgroundColor": color(0xCCCCCC),
                                                "borderWidth": number(4), "borderColor": color(0xFF0000)])
        try stage.add(.layer, "half", to: box, ["frame": rect(-6, 8, 26, 14), "backgroundColor": color(0x0000FF)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "border-square")
        for (x, y) in [(10, 25), (13, 25), (46, 25), (49, 25), (30, 10), (30, 13), (30, 36), (30, 39), (10, 10), (49, 39)] {
            expectPixel(frame, x, y, Self.red)
        }
        for (x, y) in [(14, 35), (45, 25), (30, 14), (30, 35)] {
            expectPixel(frame, x, y, Self.gray)
        }
        expectPixel(frame, 9, 12, .white)
        expectPixel(frame, 50, 25, .white)
        expectPixel(frame, 30, 40, .white)
        // The sublayer spans x in [4, 30), y in [18, 32): red over it within the band, blue
        // inside it and where it overflows the bounds.
        expectPixel(frame, 11, 20, Self.red)
        expectPixel(frame, 15, 20, Self.blue)
        expectPixel(frame, 5, 20, Self.blue)
    }

    /// A 40 x 40 layer at (0, 0), cornerRadius 12, border 4. The outer edge is the rounded
    /// bounds: the top-left corner's arc has its center at (12, 12), radius 12. The inner
    /// edge is the bounds inset by 4 with radius 12 - 4 = 8 around the same center. Along
    /// the corner's diagonal, a pixel center (c, c) lies (12 - c)·√2 from it:
    /// - (2.5, 2.5): 13.4 > 12, outside, the white page;
    /// - (4.5, 4.5): 10.6, between 8 and 12, the border;
    /// - (7.5, 7.5): 6.4 < 8, inside, the background.
    /// Along the straight top edge the band is y in [0, 4): (20, 1) red, (20, 5) gray. With
    /// masksToBounds the sublayer filling the layer is clipped to the rounded bounds and the
    /// border still covers it: the same pixels, blue where the background was.
    @Test(arguments: [false, true])
    func aBorderFollowsTheCornerRadius(_ masks: Bool) throws {
        let stage = Stage(width: 48, height: 48)
        let box = try stage.add(.layer, "box", ["frame": rect(0, 0, 40, 40), "backgroundColor": color(0xCCCCCC),
                                                "cornerRadius": number(12), "masksToBounds": .bool(masks),
                                                "borderWidth": number(4), "borderColor": color(0xFF0000)])
        if masks { try stage.add(.layer, "fill", to: box, ["frame": rect(-4, -4, 48, 48), "backgroundColor": color(0x0000FF)]) }
        let frame = try stage.render()
        if masks { try ReferenceImages.check(frame, "border-rounded-masked") } else { try ReferenceImages.check(frame, "border-rounded") }
        let inside = masks ? Self.blue : Self.gray
        expectPixel(frame, 2, 2, .white)
        expectPixel(frame, 4, 4, Self.red)
        expectPixel(frame, 7, 7, inside)
        expectPixel(frame, 20, 1, Self.red)
        expectPixel(frame, 20, 5, inside)
        // The opposite corner, mirrored: center (28, 28), pixel centers 37.5 and 35.5 and 32.5.
        expectPixel(frame, 37, 37, .white)
        expectPixel(frame, 35, 35, Self.red)
        expectPixel(frame, 32, 32, inside)
        expectPixel(frame, 44, 20, .white)  // the masked sublayer does not overflow; nothing else is there
    }

    /// The border is part of the layer's alpha, so it casts the shadow of a layer without a
    /// shadowPath: a 30 x 30 layer at (5, 5) with only a 3-wide black border, its shadow
    /// pure blue (opacity 1, radius 0) 20 points down. At (6, 26) the border covers the
    /// shadow; at (6, 46), 20 below the bottom band (y in [32, 35)), only the shadow is.
    /// The middle of the layer is transparent, so the middle of the shadow is too (20, 40).
    @Test func aBorderCastsTheShadow() throws {
        let stage = Stage(width: 40, height: 60)
        try stage.add(.layer, "ring", ["frame": rect(5, 5, 30, 30), "borderWidth": number(3), "shadowOpacity": number(1),
                                       "shadowColor": color(0x0000FF), "shadowRadius": number(0),
                                       "shadowOffset": .size(Size(width: 0, height: 20))])
        let frame = try stage.render()
        expectPixel(frame, 6, 26, RGBA8(0, 0, 0))
        expectPixel(frame, 6, 46, Self.blue)
        expectPixel(frame, 20, 53, Self.blue)
        expectPixel(frame, 20, 40, .white)
        expectPixel(frame, 20, 20, .white)
    }

    /// A width of 0 (the default) or a clear color draws nothing: the frame's bytes are
    /// those of the same layer without border values. A border half the shorter side or
    /// wider fills the whole rounded bounds.
    @Test func noBorderChangesNothingAndAWideOneFills() throws {
        func frame(_ border: KeyValuePairs<String, AnimationValue>) throws -> Frame {
            let stage = Stage(width: 32, height: 32)
            let box = try stage.add(.layer, "box", ["frame": rect(4, 4, 24, 20), "backgroundColor": color(0x34C759),
                                                    "cornerRadius": number(6), "shadowOpacity": number(0.5)])
            try stage.configure(box, border)
            return try stage.render(scale: 2)
        }
        let plain = try frame([:]).pixels
        let colorOnly = try frame(["borderColor": color(0xFF0000)]).pixels == plain
        let clearBorder = try frame(["borderWidth": number(3), "borderColor": clear]).pixels == plain
        #expect(colorOnly && clearBorder)
        // 24 x 20: half the shorter side is 10. No background under it, so the border alone
        // is the red rounded rect (and its shadow), as a red background is.
        let wide = try frame(["backgroundColor": clear, "borderWidth": number(10), "borderColor": color(0xFF0000)]).pixels
        let filled = try frame(["backgroundColor": color(0xFF0000)]).pixels
        #expect(wide == filled)
    }

    /// borderWidth animates like any number: halfway through a linear 0 -> 8 over 1 s the
    /// width is 4, so at 0.5 s the border of a layer at (0, 0) covers x in [0, 4).
    @Test func bordersAnimate() throws {
        let stage = Stage(width: 20, height: 20)
        let box = try stage.add(.layer, "box", ["frame": rect(0, 0, 20, 20), "borderColor": color(0xFF0000)])
        try stage.add(BasicAnimation(keyPath: "borderWidth", from: .number(0), to: .number(8), timing: MediaTiming(duration: 1)),
                      forKey: nil, to: box)
        try stage.advance(to: 0.5)
        let frame = try stage.render()
        expectPixel(frame, 3, 10, Self.red)
        expectPixel(frame, 4, 10, .white)
    }
}
