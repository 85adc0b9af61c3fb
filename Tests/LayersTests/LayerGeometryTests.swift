import Animation
import Geometry
import Testing
@testable import Layers

/// PropertyStore.toSuperlayer, the one function that places a layer in its superlayer (used
/// by `frame` and by the renderer), against the matrices composed by hand.
@Suite struct LayerGeometryTests {
    func store(_ values: [LayerProperty: AnimationValue]) -> PropertyStore {
        var store = PropertyStore()
        for (property, value) in values { store[property] = value }
        return store
    }

    func near(_ a: AffineTransform, _ b: AffineTransform) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-12 }
    }

    /// bounds (0, 0, 40, 20), anchor (0.25, 0.5) → anchor point (10, 10); rotation π/2 and
    /// scale 2 about it; position (100, 50). A point p maps to R·S·(p − (10, 10)) + (100, 50):
    /// the bounds' corner (0, 0) → S: (−20, −20) → R (x, y) → (−y, x): (20, −20) → (120, 30).
    @Test func anchorTransformPosition() {
        let layer = store([.bounds: .rect(Rect(x: 0, y: 0, width: 40, height: 20)), .anchorPoint: .point(Point(x: 0.25, y: 0.5)),
                           .transform: .transform(LayerTransform(rotationZ: .pi / 2, scaleX: 2, scaleY: 2)),
                           .position: .point(Point(x: 100, y: 50))])
        let t = layer.toSuperlayer()
        let corner = t.apply(to: .zero)
        #expect(abs(corner.x - 120) < 1e-12 && abs(corner.y - 30) < 1e-12)
        let expected = AffineTransform(translationX: -10, y: -10)
            .concatenating(LayerTransform(rotationZ: .pi / 2, scaleX: 2, scaleY: 2).affine)
            .concatenating(AffineTransform(translationX: 100, y: 50))
        #expect(near(t, expected))
        // frame: the corners (0,0) (40,0) (40,20) (0,20) → (120,30) (120,110) (80,110) (80,30).
        let frame = layer.frame
        #expect(abs(frame.minX - 80) < 1e-12 && abs(frame.minY - 30) < 1e-12)
        #expect(abs(frame.width - 40) < 1e-12 && abs(frame.height - 80) < 1e-12)
    }

    /// A bounds origin other than zero shifts the layer's contents the other way.
    @Test func boundsOriginShiftsTheSpace() {
        let layer = store([.bounds: .rect(Rect(x: 5, y: 5, width: 10, height: 10)), .position: .point(Point(x: 10, y: 10))])
        let p = layer.toSuperlayer().apply(to: Point(x: 5, y: 5))  // the bounds' top-left
        #expect(p == Point(x: 5, y: 5))
        #expect(layer.toSuperlayer().apply(to: .zero) == .zero)
    }

    /// The superlayer's sublayerTransform turns its sublayers about its own anchor point:
    /// a parent of bounds 100 x 100 (anchor (50, 50)) with sublayerTransform rotation π/2
    /// takes a sublayer point at (60, 50) (10 right of the anchor) to (50, 60) (10 below).
    /// It applies to sublayers only: not to `frame`, nor to the parent's own placement.
    @Test func sublayerTransformTurnsTheSublayersAboutTheAnchor() {
        let parent = store([.bounds: .rect(Rect(x: 0, y: 0, width: 100, height: 100)),
                            .sublayerTransform: .transform(.rotation(.pi / 2))])
        let child = store([.bounds: .rect(Rect(x: 0, y: 0, width: 20, height: 20)), .position: .point(Point(x: 60, y: 50))])
        let center = child.toSuperlayer(parent).apply(to: Point(x: 10, y: 10))  // the child's center
        #expect(abs(center.x - 50) < 1e-12 && abs(center.y - 60) < 1e-12)
        #expect(child.toSuperlayer(parent) != child.toSuperlayer())
        #expect(child.frame == Rect(x: 50, y: 40, width: 20, height: 20))
        // An identity sublayerTransform changes nothing.
        #expect(child.toSuperlayer(store([:])) == child.toSuperlayer())
    }
}
