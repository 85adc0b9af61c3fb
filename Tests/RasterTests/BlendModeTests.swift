import Foundation
import Pixels
import ReferenceImageSupport
import Scene
import Testing

/// ctx:setBlendMode in a layer's draw function, checked against the formulas of Apple's
/// CGBlendMode documentation, where R is the result, S the source (what is painted now), D
/// the destination (what the drawing holds), Sa and Da their alphas, all premultiplied in
/// 0...1. The separable and non-separable modes are those of the PDF specification, which
/// the documentation cites; for an opaque D, painting S at alpha Sa gives
/// R = (1 - Sa)·D + Sa·B(S, D). Core Graphics composites within the painted shape only, and
/// D is the layer's own backing store (transparent where the drawing has not painted), not
/// the layers beneath. Values are 8-bit levels (x / 255); each check is at a pixel well
/// inside its region, over a white page unless the layer has a background.
@Suite struct BlendModeTests {
    /// A 40 x 20 layer at the origin drawing `body`; pixels at x = 5, 15, 25, 35 sample the
    /// four 10-point columns the tests paint in.
    func frame(_ body: String, background: String? = nil) throws -> Frame {
        let source = """
            scene { width = 40, height = 20, background = "white", scale = 1 }
            root:addSublayer(Layer { frame = { 0, 0, 40, 20 }, backgroundColor = \(background.map { "\"\($0)\"" } ?? "nil"),
                draw = function(ctx)
                    \(body)
                end })
            """
        return try SceneFrame.render(SceneScript(file: "blend.lua", source: source), at: 0)
    }

    /// D = (200, 100, 50) everywhere, then S = (128, 255, 64) in the middle 20 points.
    static let twoColors = """
        ctx:setFillColor(rgb(200, 100, 50)); ctx:fill(0, 0, 40, 20)
        ctx:setFillColor(rgb(128, 255, 64)); ctx:fill(10, 0, 20, 20)
        """

    func twoColors(_ mode: String, alpha: Double = 1) throws -> Frame {
        let setup = "ctx:setBlendMode(\"\(mode)\"); ctx:setAlpha(\(alpha)); "
        return try frame(Self.twoColors.replacingOccurrences(of: "ctx:setFillColor(rgb(128", with: setup + "ctx:setFillColor(rgb(128"))
    }

    /// multiply, B = S·D: 200·128/255 = 100.4, 100·255/255 = 100, 50·64/255 = 12.5. Outside
    /// the painted rect D stays. At alpha 0.5: 0.5·D + 0.5·S·D = 150.2, 100, 31.3.
    /// screen, B = S + D - S·D: 200 + 128 - 100.4 = 227.6, 255, 50 + 64 - 12.5 = 101.5.
    /// darken, min: (128, 100, 50); difference, |S - D|: (72, 155, 14).
    @Test func separableModes() throws {
        let multiply = try twoColors("multiply")
        expectPixel(multiply, 5, 10, RGBA8(200, 100, 50))
        expectPixel(multiply, 15, 10, RGBA8(100, 100, 13), tolerance: 1)
        expectPixel(multiply, 35, 10, RGBA8(200, 100, 50))
        expectPixel(try twoColors("multiply", alpha: 0.5), 15, 10, RGBA8(150, 100, 31), tolerance: 1)
        expectPixel(try twoColors("screen"), 15, 10, RGBA8(228, 255, 101), tolerance: 1)
        expectPixel(try twoColors("darken"), 15, 10, RGBA8(128, 100, 50), tolerance: 1)
        expectPixel(try twoColors("difference"), 15, 10, RGBA8(72, 155, 14), tolerance: 1)
    }

    /// luminosity, B = SetLum(D, Lum(S)) with Lum(C) = 0.3 R + 0.59 G + 0.11 B: D red (1, 0, 0)
    /// has Lum 0.3, S gray 128 has 0.502, so C = D + 0.202 = (1.202, 0.202, 0.202); ClipColor
    /// (its largest component x = 1.202 > 1, l = Lum(C) = 0.502) maps each c to
    /// l + (c - l)·(1 - l)/(x - l): 1.0 and 0.502 - 0.3·0.498/0.7 = 0.289, so (255, 74, 74).
    /// color, B = SetLum(S, Lum(D)) with S blue (0, 0, 1), Lum 0.11, and D gray 128:
    /// C = (0.392, 0.392, 1.392), ClipColor with l = 0.502, x = 1.392: 0.392 becomes
    /// 0.502 - 0.11·0.498/0.89 = 0.440 and 1.392 becomes 1, so (112, 112, 255).
    @Test func nonSeparableModes() throws {
        let luminosity = try frame("""
            ctx:setFillColor("red"); ctx:fill(0, 0, 40, 20)
            ctx:setBlendMode("luminosity"); ctx:setFillColor(rgb(128, 128, 128)); ctx:fill(10, 0, 20, 20)
            """)
        expectPixel(luminosity, 15, 10, RGBA8(255, 74, 74), tolerance: 2)
        expectPixel(luminosity, 5, 10, RGBA8(255, 0, 0))
        let color = try frame("""
            ctx:setFillColor(rgb(128, 128, 128)); ctx:fill(0, 0, 40, 20)
            ctx:setBlendMode("color"); ctx:setFillColor("blue"); ctx:fill(10, 0, 20, 20)
            """)
        expectPixel(color, 15, 10, RGBA8(112, 112, 255), tolerance: 2)
    }

    /// D: opaque red over x in [0, 20); S: blue over x in [10, 30). The columns sample D only
    /// (5), both (15), S only (25) and neither (35, the page). Where S is not painted, R = D
    /// in every mode (Core Graphics composites within the shape); elsewhere, with Sa and Da
    /// 0 or 1:
    /// sourceIn R = S·Da; sourceOut S·(1 - Da); sourceAtop S·Da + D·(1 - Sa);
    /// destinationOver S·(1 - Da) + D; destinationIn D·Sa; destinationOut D·(1 - Sa);
    /// destinationAtop S·(1 - Da) + D·Sa; xor S·(1 - Da) + D·(1 - Sa); clear 0; copy S.
    @Test(arguments: [
        ("sourceIn", "blue", "page"), ("sourceOut", "page", "blue"), ("sourceAtop", "blue", "page"),
        ("destinationOver", "red", "blue"), ("destinationIn", "red", "page"), ("destinationOut", "page", "page"),
        ("destinationAtop", "red", "blue"), ("xor", "page", "blue"), ("clear", "page", "page"), ("copy", "blue", "blue"),
    ])
    func porterDuffModes(_ mode: String, both: String, sourceOnly: String) throws {
        let colors = ["red": RGBA8(255, 0, 0), "blue": RGBA8(0, 0, 255), "page": .white]
        let frame = try frame("""
            ctx:setFillColor("red"); ctx:fill(0, 0, 20, 20)
            ctx:setBlendMode("\(mode)"); ctx:setFillColor("blue"); ctx:fill(10, 0, 20, 20)
            """)
        expectPixel(frame, 5, 10, colors["red"]!)
        expectPixel(frame, 15, 10, colors[both]!)
        expectPixel(frame, 25, 10, colors[sourceOnly]!)
        expectPixel(frame, 35, 10, .white)
    }

    /// Source alpha counts: destinationIn with S at alpha 0.5 keeps D·0.5, red at half over
    /// the page, (255, 127.5, 127.5); copy with it writes S itself, blue at half, so the page
    /// shows through: (127.5, 127.5, 255).
    @Test func porterDuffModesWithSourceAlpha() throws {
        for (mode, expected) in [("destinationIn", RGBA8(255, 128, 128)), ("copy", RGBA8(128, 128, 255))] {
            let frame = try frame("""
                ctx:setFillColor("red"); ctx:fill(0, 0, 20, 20)
                ctx:setBlendMode("\(mode)"); ctx:setFillColor(rgba(0, 0, 255, 0.5)); ctx:fill(10, 0, 20, 20)
                """)
            expectPixel(frame, 15, 10, expected, tolerance: 1)
            expectPixel(frame, 5, 10, RGBA8(255, 0, 0))
        }
    }

    /// plusLighter, R = MIN(1, S + D): (100, 50, 200) + (200, 100, 100) = (255, 150, 255).
    @Test func plusLighter() throws {
        let frame = try frame("""
            ctx:setFillColor(rgb(100, 50, 200)); ctx:fill(0, 0, 40, 20)
            ctx:setBlendMode("plusLighter"); ctx:setFillColor(rgb(200, 100, 100)); ctx:fill(10, 0, 20, 20)
            """)
        expectPixel(frame, 15, 10, RGBA8(255, 150, 255), tolerance: 1)
        expectPixel(frame, 5, 10, RGBA8(100, 50, 200))
    }

    /// D is the drawing's own backing store: over a green background, sourceIn with nothing
    /// drawn yet (Da = 0) paints nothing, and clear erases nothing of the background.
    /// restoreGState ends a mode set after saveGState: the last fill is normal again.
    @Test func modesActOnTheDrawingsOwnBackingStore() throws {
        let frame = try frame("""
            ctx:setBlendMode("sourceIn"); ctx:setFillColor("blue"); ctx:fill(0, 0, 10, 20)
            ctx:setBlendMode("clear"); ctx:fill(10, 0, 10, 20)
            ctx:setBlendMode("normal")
            ctx:saveGState(); ctx:setBlendMode("clear"); ctx:restoreGState()
            ctx:setFillColor("red"); ctx:fill(20, 0, 10, 20)
            """, background: "#00C800")
        expectPixel(frame, 5, 10, RGBA8(0, 200, 0))
        expectPixel(frame, 15, 10, RGBA8(0, 200, 0))
        expectPixel(frame, 25, 10, RGBA8(255, 0, 0))
        expectPixel(frame, 35, 10, RGBA8(0, 200, 0))
    }

    /// A drawing that only ever sets normal paints directly, as without setBlendMode: the
    /// same bytes.
    @Test func normalIsNoChange() throws {
        let body = "ctx:setFillColor(\"systemOrange\"); ctx:fillEllipse(3, 2, 30, 15); ctx:setStrokeColor(\"blue\"); ctx:strokeRect(5, 5, 20, 8)"
        let plain = try frame(body).pixels
        let normal = try frame("ctx:setBlendMode(\"normal\"); " + body).pixels
        #expect(plain == normal)
    }

    /// The picture of a family of modes, one 40-point cell a mode: in each layer's draw
    /// function a backdrop (a red-to-blue gradient square and a half-transparent green disc,
    /// over transparency), then the mode, then a yellow disc at alpha 0.8 and a dark stroke
    /// across the cell. Each blends with its own cell's drawing only: the gray layer
    /// background is not blended with.
    func family(_ modes: [String]) throws -> Frame {
        let source = """
            scene { width = \(modes.count * 42 + 4), height = 50, background = "white", scale = 1 }
            local modes = { \(modes.map { "\"\($0)\"" }.joined(separator: ", ")) }
            for i, mode in ipairs(modes) do
                local cell = Layer { name = mode, frame = { 2 + (i - 1) * 42, 5, 40, 40 }, backgroundColor = "#E5E5EA",
                    draw = function(ctx)
                        ctx:saveGState()
                        ctx:addRect(4, 4, 22, 22); ctx:clip()
                        ctx:drawLinearGradient({ colors = { "red", "blue" } }, { 4, 4 }, { 26, 26 })
                        ctx:restoreGState()
                        ctx:setFillColor(rgba(0, 160, 0, 0.5)); ctx:fillEllipse(16, 4, 20, 20)
                        ctx:setBlendMode(mode)
                        ctx:setAlpha(0.8); ctx:setFillColor("systemYellow"); ctx:fillEllipse(10, 12, 24, 24)
                        ctx:setAlpha(1); ctx:setStrokeColor("#3A3A3C"); ctx:setLineWidth(3)
                        ctx:move(2, 36); ctx:addLine(38, 6); ctx:strokePath()
                    end }
                root:addSublayer(cell)
            end
            """
        return try SceneFrame.render(SceneScript(file: "blend-family.lua", source: source), at: 0)
    }

    /// One reference a family: separable (multiply ... exclusion), non-separable (hue ...
    /// luminosity), Porter-Duff (clear ... xor), and plusLighter beside normal. The tests
    /// above check the formulas by hand; these are the pictures of the whole families.
    @Test func eachFamilyMatchesItsReference() throws {
        let separable = try family(["multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
                                    "softLight", "hardLight", "difference", "exclusion"])
        try ReferenceImages.check(separable, "blend-separable")
        let nonSeparable = try family(["hue", "saturation", "color", "luminosity"])
        try ReferenceImages.check(nonSeparable, "blend-non-separable")
        let porterDuff = try family(["clear", "copy", "sourceIn", "sourceOut", "sourceAtop", "destinationOver",
                                     "destinationIn", "destinationOut", "destinationAtop", "xor"])
        try ReferenceImages.check(porterDuff, "blend-porter-duff")
        let plusLighter = try family(["normal", "plusLighter"])
        try ReferenceImages.check(plusLighter, "blend-plus-lighter")
    }
}
