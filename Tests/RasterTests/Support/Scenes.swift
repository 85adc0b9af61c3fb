import Animation
import Geometry
import Layers
import Pixels
import Raster
import Testing

// Scenes are built as Core Animation code builds them: a Stage, layers, key paths.

extension Stage {
    /// A new layer of `kind` added to `parent` (the root when nil), its values set in order.
    @discardableResult
    func add(_ kind: LayerKind, _ name: String, to parent: LayerID? = nil,
             _ values: KeyValuePairs<String, AnimationValue>) throws -> LayerID {
        let layer = makeLayer(kind, name: name)
        try addSublayer(layer, to: parent ?? root)
        try configure(layer, values)
        return layer
    }

    /// The frame the renderer draws of the stage now.
    func render(scale: Double = 1, background: Background = .color(.white),
                images: ImageCache = ImageCache(baseDirectory: ReferenceImages.inputs.path)) throws -> Frame {
        let canvas = try value(forKeyPath: "bounds", of: root).rect!
        let renderer = try Renderer(width: canvas.width, height: canvas.height, scale: scale,
                                    background: background, images: images)
        return try renderer.render(presentation())
    }
}

/// A 24 x 24 white canvas with one layer drawn by `commands` (what its draw function recorded).
func drawn(_ commands: [Drawing.Command]) throws -> Frame {
    let stage = Stage(width: 24, height: 24)
    let layer = try stage.add(.layer, "drawn", ["frame": rect(0, 0, 24, 24)])
    stage.setDrawer({ _, _ in Drawing(commands: commands) }, of: layer)
    let renderer = try Renderer(width: 24, height: 24, scale: 1, background: .color(.white))
    return try renderer.render(try stage.drawnPresentation())
}

// Shorthand for values, so scenes read like the Swift they stand for.
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> AnimationValue { .rect(Rect(x: x, y: y, width: w, height: h)) }
func point(_ x: Double, _ y: Double) -> AnimationValue { .point(Point(x: x, y: y)) }
func number(_ v: Double) -> AnimationValue { .number(v) }
func color(_ hex: UInt32, alpha: Double = 1) -> AnimationValue { .color(rgb(hex, alpha: alpha)) }
func rgb(_ hex: UInt32, alpha: Double = 1) -> Color {
    Color(red8: Int(hex >> 16 & 0xFF), green8: Int(hex >> 8 & 0xFF), blue8: Int(hex & 0xFF), alpha8: Int((alpha * 255).rounded()))
}
let clear = AnimationValue.color(.clear)

/// Expects the pixel at (x, y) to be within `tolerance` of a color in every channel
/// (premultiplied, as frames store it); a failure names both colors, not the whole frame.
func expectPixel(_ frame: Frame, _ x: Int, _ y: Int, _ expected: RGBA8, tolerance: Int = 2,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard !frame.pixel(x, y, is: expected, tolerance: tolerance) else { return }
    Issue.record("pixel (\(x), \(y)) is \(frame[x, y]), expected \(expected) ± \(tolerance)", sourceLocation: sourceLocation)
}

extension Frame {
    /// Whether a pixel is within `tolerance` of a color (premultiplied, as frames store it).
    func pixel(_ x: Int, _ y: Int, is expected: RGBA8, tolerance: Int = 2) -> Bool {
        let p = self[x, y]
        return abs(Int(p.r) - Int(expected.r)) <= tolerance && abs(Int(p.g) - Int(expected.g)) <= tolerance
            && abs(Int(p.b) - Int(expected.b)) <= tolerance && abs(Int(p.a) - Int(expected.a)) <= tolerance
    }

    /// Every pixel the same as (x, y) within `tolerance`.
    func isUniform(tolerance: Int = 0) -> Bool {
        let first = self[0, 0]
        return (0..<height).allSatisfy { y in (0..<width).allSatisfy { x in pixel(x, y, is: first, tolerance: tolerance) } }
    }
}

extension RGBA8 {
    static let white = RGBA8(255, 255, 255)
}
