import Animation
import Geometry
import Layers
import Pixels
import Raster
import Testing

/// Maps that collapse a plane below any pixel, found by `make fuzz FUZZ_TARGET=transform3d`:
/// a layer scaled by (1, 7.8e-318, 1e15) has a determinant cairo accepts but an inverse
/// that overflows, and cairo aborted the process on an assertion a pattern later made.
/// Such a layer shows nothing, as on iOS, and everything else is drawn as before.
@Suite struct CollapsedTransformTests {
    /// A gray parent with a red sublayer under `transform` on the left, a blue square on the right.
    func render(_ transform: LayerTransform, sublayerTransform: LayerTransform = .identity) throws -> Frame {
        let stage = Stage(width: 40, height: 20)
        let parent = try stage.add(.layer, "parent", ["frame": rect(0, 0, 20, 20), "backgroundColor": color(0x808080),
                                                      "transform": .transform(transform),
                                                      "sublayerTransform": .transform(sublayerTransform)])
        try stage.add(.shape, "child", to: parent, ["frame": rect(4, 4, 12, 12), "fillColor": color(0xFF0000),
                                                    "shadowOpacity": number(0.5)])
        try stage.add(.layer, "after", ["frame": rect(20, 0, 20, 20), "backgroundColor": color(0x0000FF)])
        return try stage.render()
    }

    @Test(arguments: [7.770976e-318, 1e-310, 0])
    func aLayerScaledBelowAnyPixelShowsNothing(scaleY: Double) throws {
        let frame = try render(.scale(x: 1, y: scaleY, z: 1e15), sublayerTransform: .perspective(1e15))
        for y in [0, 10, 19] { expectPixel(frame, 10, y, .white) }
        expectPixel(frame, 30, 10, RGBA8(0, 0, 255))
    }

    /// Each factor is invertible; the product of the layer's and its sublayer's is not.
    @Test func aProductBelowAnyPixelShowsNothing() throws {
        let frame = try render(.scale(x: 1, y: 1e-160), sublayerTransform: .scale(x: 1, y: 1e-160))
        expectPixel(frame, 10, 10, .white)
        expectPixel(frame, 30, 10, RGBA8(0, 0, 255))
    }

    /// A drawing that scales by 0 draws nothing until it restores, as in Core Graphics,
    /// where every point then lands on one; after the restore it draws again.
    @Test(arguments: [0, 1e-320])
    func aDrawingScaledToNothingDrawsAgainAfterARestore(scale: Double) throws {
        let stage = Stage(width: 40, height: 20)
        let layer = try stage.add(.layer, "drawn", ["frame": rect(0, 0, 20, 20)])
        stage.setDrawer({ _, _ in Drawing(commands: [
            .saveGState, .concatenate(AffineTransform(scaleX: scale, y: scale)),
            .setFillColor(rgb(0xFF0000)), .fillShape(Path(rect: Rect(x: 0, y: 0, width: 20, height: 10))),
            .concatenate(AffineTransform(scaleX: 1e300, y: 1e300)),
            .fillShape(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))),
            .restoreGState,
            .fillShape(Path(rect: Rect(x: 0, y: 10, width: 20, height: 10))),
        ]) }, of: layer)
        try stage.add(.layer, "after", ["frame": rect(20, 0, 20, 20), "backgroundColor": color(0x0000FF)])
        let frame = try Renderer(width: 40, height: 20, scale: 1, background: .color(.white)).render(try stage.drawnPresentation())
        expectPixel(frame, 10, 3, .white)
        expectPixel(frame, 10, 15, RGBA8(0, 0, 0))
        expectPixel(frame, 30, 10, RGBA8(0, 0, 255))
    }

    /// A radial gradient whose radius has no finite inverse paints its last color, as a zero
    /// radius does; a gradient layer too thin to scale into shows nothing.
    @Test func gradientsBelowAnyPixel() throws {
        let stage = Stage(width: 20, height: 20)
        let colors: AnimationValue = .colors([rgb(0xFF0000), rgb(0x00FF00)])
        try stage.add(.gradient, "radial", ["frame": rect(0, 0, 20, 10), "type": .string("radial"), "colors": colors,
                                            "startPoint": point(0.5, 0.5), "endPoint": point(0.5 + 1e-320, 0.5 + 1e-320)])
        try stage.add(.gradient, "thin", ["frame": rect(0, 10, 1e-320, 10), "colors": colors])
        let frame = try stage.render()
        expectPixel(frame, 10, 5, RGBA8(0, 255, 0))
        expectPixel(frame, 0, 15, .white)
    }
}
