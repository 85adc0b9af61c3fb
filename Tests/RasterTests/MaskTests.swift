import Animation
import Geometry
import Layers
import Pixels
import Testing

/// Masks: laid out in the masked layer's space, only their alpha counts, and they mask the
/// layer's sublayers too.
@Suite struct MaskTests {
    @Test func theMaskAlphaMasksTheLayerAndItsSublayers() throws {
        let stage = Stage(width: 96, height: 96)
        let content = try stage.add(.layer, "content", ["frame": rect(8, 8, 80, 80), "backgroundColor": color(0xFF9500)])
        try stage.add(.layer, "stripe", to: content, ["frame": rect(0, 30, 80, 20), "backgroundColor": color(0x5856D6)])
        // The mask's colors do not matter, only their alpha: an opaque green disc on the
        // left, a half-transparent red one on the right; elsewhere the mask is clear.
        let mask = stage.makeLayer(.layer, name: "mask")
        try stage.configure(mask, ["frame": rect(0, 0, 80, 80)])
        for (name, x, fill) in [("opaqueDisc", 0.0, color(0x00FF00)), ("halfDisc", 40.0, color(0xFF0000, alpha: 0.5))] {
            let disc = stage.makeLayer(.shape, name: name)
            try stage.addSublayer(disc, to: mask)
            try stage.configure(disc, ["frame": rect(x, 20, 40, 40),
                                       "path": .path(Path(ovalIn: Rect(x: 0, y: 0, width: 40, height: 40))),
                                       "fillColor": fill])
        }
        try stage.setMask(mask, of: content)
        let frame = try stage.render()
        try ReferenceImages.check(frame, "mask-alpha")

        let orange = RGBA8(255, 149, 0), purple = RGBA8(88, 86, 214)
        expectPixel(frame, 28, 34, orange)       // inside the opaque disc, layer background
        expectPixel(frame, 28, 48, purple)       // the sublayer is masked the same way
        expectPixel(frame, 68, 48, RGBA8(172, 171, 235))  // purple at half alpha over white
        expectPixel(frame, 68, 34, RGBA8(255, 202, 128))  // orange at half alpha
        expectPixel(frame, 12, 12, .white)
        expectPixel(frame, 48, 84, .white)  // outside the discs
    }

    /// The reveal: a ring whose stroke is the mask, partway through growing.
    @Test func aStrokedRingMasksMidReveal() throws {
        let stage = Stage(width: 120, height: 120)
        let photo = try stage.add(.layer, "photo", ["frame": rect(0, 0, 120, 120), "contents": .string("photo.png"),
                                                    "contentsGravity": .string("resizeAspectFill")])
        let ring = stage.makeLayer(.shape, name: "ring")
        try stage.configure(ring, ["frame": rect(0, 0, 120, 120),
                                   "path": .path(Path(ovalIn: Rect(x: 20, y: 20, width: 80, height: 80))),
                                   "lineWidth": number(30), "fillColor": clear, "strokeColor": color(0xFF0000)])
        try stage.setMask(ring, of: photo)
        try ReferenceImages.check(try stage.render(), "mask-ring-mid-reveal")
    }

    /// The reveal's last frame: lineWidth 2 · finalRadius (339 points) on a 240-point canvas;
    /// the ring's stroke covers the whole picture, so the masked photo is the photo.
    @Test func aStrokeMaskFarWiderThanTheCanvasCoversIt() throws {
        let side = 240.0
        let finalRadius = (side / 2) * 2.0.squareRoot()
        func scene(masked: Bool) throws -> Stage {
            let stage = Stage(width: side, height: side)
            let photo = try stage.add(.layer, "photo", ["frame": rect(0, 0, side, side), "contents": .string("photo.png"),
                                                        "contentsGravity": .string("resizeAspectFill")])
            if masked {
                let ring = stage.makeLayer(.shape, name: "ring")
                let circle = Rect(x: side / 2 - finalRadius, y: side / 2 - finalRadius, width: 2 * finalRadius,
                                  height: 2 * finalRadius)
                try stage.configure(ring, ["frame": rect(0, 0, side, side), "path": .path(Path(ovalIn: circle)),
                                           "lineWidth": number(2 * finalRadius), "fillColor": clear,
                                           "strokeColor": color(0xFF0000)])
                try stage.setMask(ring, of: photo)
            }
            return stage
        }
        let masked = try scene(masked: true).render(background: .transparent)
        let unmasked = try scene(masked: false).render(background: .transparent)
        #expect(masked.width == 240 && masked.isOpaque)
        let worst = zip(masked.pixels, unmasked.pixels).map { abs(Int($0) - Int($1)) }.max()!
        #expect(worst <= 1)
    }

    @Test func aHiddenOrClearMaskShowsNothing() throws {
        for values: KeyValuePairs<String, AnimationValue> in [["hidden": .bool(true)], ["opacity": number(0)],
                                                               ["backgroundColor": clear]] {
            let stage = Stage(width: 32, height: 32)
            let content = try stage.add(.layer, "content", ["frame": rect(0, 0, 32, 32), "backgroundColor": color(0xFF0000)])
            let mask = stage.makeLayer(.layer, name: "mask")
            try stage.configure(mask, ["frame": rect(0, 0, 32, 32), "backgroundColor": color(0x000000)])
            try stage.configure(mask, values)
            try stage.setMask(mask, of: content)
            let frame = try stage.render()
            let blank = frame.isUniform() && frame[0, 0] == .white
            #expect(blank, "mask with \(values)")
        }
    }
}
