import Animation
import Geometry
import Layers
import Pixels
import Testing

/// Layer geometry and compositing: position, anchorPoint, bounds, transform, sublayer
/// order, hidden, backgroundColor, cornerRadius, masksToBounds, opacity.
@Suite struct LayerGeometryTests {
    @Test func positionAnchorPointTransformAndBoundsOrigin() throws {
        let stage = Stage(width: 96, height: 96)
        // 24 x 16 centered on (20, 14): the default anchor point is the middle.
        try stage.add(.layer, "plain", ["bounds": rect(0, 0, 24, 16), "position": point(20, 14),
                                        "backgroundColor": color(0xFF0000)])
        // Anchor point (0, 0): position is the top-left corner.
        try stage.add(.layer, "anchored", ["bounds": rect(0, 0, 24, 16), "anchorPoint": point(0, 0),
                                           "position": point(56, 6), "backgroundColor": color(0x00AA00)])
        // Rotated 45 degrees about its left-middle anchor: clockwise on screen, y down.
        try stage.add(.layer, "rotated", ["bounds": rect(0, 0, 40, 8), "anchorPoint": point(0, 0.5),
                                          "position": point(40, 30), "transform.rotation.z": number(.pi / 4),
                                          "backgroundColor": color(0x0000FF)])
        // Scaled 1.5 about its center: 24 x 24 centered on (20, 70).
        try stage.add(.layer, "scaled", ["bounds": rect(0, 0, 16, 16), "position": point(20, 70),
                                         "transform.scale": number(1.5), "backgroundColor": color(0xFF8800)])
        // A bounds origin of (10, 10) moves the sublayers' space: a sublayer at (10, 10)
        // sits at the container's top-left corner.
        let container = try stage.add(.layer, "container", ["frame": rect(60, 64, 28, 24),
                                                            "bounds.origin": point(10, 10),
                                                            "backgroundColor": color(0xBBBBBB)])
        try stage.add(.layer, "child", to: container, ["frame": rect(10, 10, 10, 10), "backgroundColor": color(0x8800CC)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "geometry-anchor-transform-bounds")

        expectPixel(frame, 9, 7, RGBA8(255, 0, 0))
        expectPixel(frame, 31, 21, RGBA8(255, 0, 0))
        expectPixel(frame, 7, 5, .white)
        expectPixel(frame, 32, 22, .white)
        expectPixel(frame, 57, 7, RGBA8(0, 170, 0))
        expectPixel(frame, 79, 21, RGBA8(0, 170, 0))
        // 30 points along the rotated bar: (40 + 21.2, 30 + 21.2); not mirrored upwards.
        expectPixel(frame, 61, 51, RGBA8(0, 0, 255))
        expectPixel(frame, 61, 9, RGBA8(0, 170, 0))
        expectPixel(frame, 9, 59, RGBA8(255, 136, 0))
        expectPixel(frame, 31, 81, RGBA8(255, 136, 0))
        expectPixel(frame, 61, 65, RGBA8(136, 0, 204))
        expectPixel(frame, 69, 73, RGBA8(136, 0, 204))
        expectPixel(frame, 71, 75, RGBA8(187, 187, 187))
    }

    @Test func sublayersDrawInOrderAndHiddenLayersDoNot() throws {
        let stage = Stage(width: 64, height: 64)
        try stage.add(.layer, "red", ["frame": rect(8, 8, 32, 32), "backgroundColor": color(0xFF0000)])
        try stage.add(.layer, "green", ["frame": rect(16, 16, 32, 32), "backgroundColor": color(0x00CC00)])
        try stage.add(.layer, "blue", ["frame": rect(24, 24, 32, 32), "backgroundColor": color(0x0000FF)])
        let hidden = try stage.add(.layer, "hidden", ["frame": rect(0, 0, 64, 64), "backgroundColor": color(0xFFFF00),
                                                      "hidden": .bool(true)])
        try stage.add(.layer, "hiddenChild", to: hidden, ["frame": rect(0, 0, 20, 20), "backgroundColor": color(0x000000)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "geometry-order-hidden")
        expectPixel(frame, 12, 12, RGBA8(255, 0, 0))
        expectPixel(frame, 20, 20, RGBA8(0, 204, 0))
        expectPixel(frame, 30, 30, RGBA8(0, 0, 255))
        expectPixel(frame, 2, 2, .white)
        expectPixel(frame, 60, 4, .white)
    }

    @Test func backgroundColorWithCornerRadius() throws {
        let stage = Stage(width: 96, height: 40)
        try stage.add(.layer, "square", ["frame": rect(4, 4, 24, 32), "backgroundColor": color(0x007AFF)])
        try stage.add(.layer, "rounded", ["frame": rect(36, 4, 24, 32), "backgroundColor": color(0x007AFF),
                                          "cornerRadius": number(8)])
        // A radius past half the shorter side is clamped: a capsule.
        try stage.add(.layer, "capsule", ["frame": rect(68, 4, 24, 32), "backgroundColor": color(0x007AFF),
                                          "cornerRadius": number(100)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "geometry-background-corner-radius")
        let blue = RGBA8(0, 122, 255)
        expectPixel(frame, 4, 4, blue)
        expectPixel(frame, 27, 35, blue)
        expectPixel(frame, 36, 4, .white)
        expectPixel(frame, 59, 35, .white)
        expectPixel(frame, 40, 8, blue)
        expectPixel(frame, 68, 6, .white)
        expectPixel(frame, 80, 5, blue)
        expectPixel(frame, 80, 20, blue)
    }

    @Test func masksToBoundsClipsSublayersToTheRoundedBounds() throws {
        let stage = Stage(width: 96, height: 56)
        for (name, x, clips) in [("clipped", 6.0, true), ("overflowing", 50.0, false)] {
            let box = try stage.add(.layer, name, ["frame": rect(x, 6, 36, 36), "backgroundColor": color(0xDDDDDD),
                                                   "cornerRadius": number(10), "masksToBounds": .bool(clips)])
            try stage.add(.layer, name + "Child", to: box, ["frame": rect(12, 12, 30, 30), "backgroundColor": color(0xFF3B30),
                                                           "cornerRadius": number(4)])
        }
        let frame = try stage.render()
        try ReferenceImages.check(frame, "geometry-masks-to-bounds")
        let red = RGBA8(255, 59, 48)
        expectPixel(frame, 30, 30, red)
        expectPixel(frame, 44, 30, .white)
        expectPixel(frame, 40, 40, .white)  // clipped, rounded corner
        expectPixel(frame, 88, 30, red)
        expectPixel(frame, 84, 44, red)  // overflows
    }

    @Test func opacityComposesTheLayerAndItsSublayersAsAGroup() throws {
        let stage = Stage(width: 96, height: 48)
        // Left: the group at 0.5; where blue covers red, only blue shows through.
        let group = try stage.add(.layer, "group", ["frame": rect(4, 4, 40, 40), "opacity": number(0.5)])
        try stage.add(.layer, "red", to: group, ["frame": rect(0, 0, 26, 26), "backgroundColor": color(0xFF0000)])
        try stage.add(.layer, "blue", to: group, ["frame": rect(14, 14, 26, 26), "backgroundColor": color(0x0000FF)])
        // Right: each sublayer at 0.5 on its own; red shows under blue.
        let plain = try stage.add(.layer, "plain", ["frame": rect(52, 4, 40, 40)])
        try stage.add(.layer, "red2", to: plain, ["frame": rect(0, 0, 26, 26), "backgroundColor": color(0xFF0000),
                                                  "opacity": number(0.5)])
        try stage.add(.layer, "blue2", to: plain, ["frame": rect(14, 14, 26, 26), "backgroundColor": color(0x0000FF),
                                                   "opacity": number(0.5)])
        let frame = try stage.render()
        try ReferenceImages.check(frame, "geometry-opacity-group")
        let halfBlue = RGBA8(128, 128, 255), halfRed = RGBA8(255, 128, 128)
        expectPixel(frame, 8, 8, halfRed)
        expectPixel(frame, 24, 24, halfBlue)  // overlap: blue only
        expectPixel(frame, 40, 40, halfBlue)
        expectPixel(frame, 72, 24, RGBA8(128, 64, 191))  // blue at 0.5 over red at 0.5 over white
    }
}

/// The renderer places sublayers through their superlayer's sublayerTransform (Layers'
/// toSuperlayer, the one place the matrix is composed).
@Suite struct SublayerTransformDrawingTests {
    @Test func sublayersTurnAboutTheSuperlayersAnchor() throws {
        let stage = Stage(width: 40, height: 40)
        let parent = try stage.add(.layer, "parent", ["frame": rect(0, 0, 40, 40),
                                                      "sublayerTransform": .transform(.rotation(.pi / 2))])
        // A red 10 x 4 bar right of the center, turned a quarter about (20, 20): below it.
        try stage.add(.layer, "bar", to: parent, ["frame": rect(25, 18, 10, 4), "backgroundColor": color(0xFF0000)])
        let frame = try stage.render()
        expectPixel(frame, 20, 30, RGBA8(255, 0, 0))
        expectPixel(frame, 30, 20, .white)
    }
}
