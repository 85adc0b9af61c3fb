import Foundation
import Testing
import Geometry

@Suite struct PointAndRectTests {
    @Test func pointArithmetic() {
        let a = Point(x: 1, y: 2), b = Point(x: 4, y: 6)
        #expect(a + b == Point(x: 5, y: 8))
        #expect(b - a == Point(x: 3, y: 4))
        #expect(a * 2 == Point(x: 2, y: 4))
        #expect(a.distance(to: b) == 5)
        #expect(a.lerp(to: b, 0.5) == Point(x: 2.5, y: 4))
        #expect(a.lerp(to: b, 2) == Point(x: 7, y: 10))
    }

    @Test func rectWithNegativeSizeCoversItsRegion() {
        let r = Rect(x: 10, y: 20, width: -4, height: -6)
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 14 && r.maxY == 20)
        #expect(r.standardized == Rect(x: 6, y: 14, width: 4, height: 6))
        #expect(r.center == Point(x: 8, y: 17))
    }

    @Test func rectUnionContainsAndInset() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        let point = Rect(origin: Point(x: 20, y: -5), size: .zero)
        #expect(r.union(point) == Rect(x: 0, y: -5, width: 20, height: 15))
        #expect(r.contains(Point(x: 0, y: 0)))
        #expect(!r.contains(Point(x: 10, y: 5)))
        #expect(r.insetBy(dx: 2, dy: 3) == Rect(x: 2, y: 3, width: 6, height: 4))
        #expect(Rect(x: 1, y: 1, width: 0, height: 5).isEmpty)
    }
}

@Suite struct AffineTransformTests {
    @Test func rotationByHalfPiMapsXToY() {
        let p = AffineTransform(rotationAngle: .pi / 2).apply(to: Point(x: 1, y: 0))
        // y points down, so this is a quarter turn clockwise on screen.
        #expect(near(p, Point(x: 0, y: 1), 1e-15))
    }

    @Test func concatenationAppliesSelfFirst() {
        let translate = AffineTransform(translationX: 10, y: 0)
        let scale = AffineTransform(scaleX: 2, y: 2)
        let p = Point(x: 1, y: 0)
        #expect(translate.concatenating(scale).apply(to: p) == Point(x: 22, y: 0))
        #expect(scale.concatenating(translate).apply(to: p) == Point(x: 12, y: 0))
        // translatedBy: the translation happens before self.
        #expect(scale.translatedBy(x: 10, y: 0).apply(to: p) == Point(x: 22, y: 0))
        let rotated = AffineTransform.identity.translatedBy(x: 5, y: 0).rotated(by: .pi / 2)
        #expect(near(rotated.apply(to: Point(x: 1, y: 0)), Point(x: 5, y: 1), 1e-12))
    }

    @Test func inversion() throws {
        let t = AffineTransform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let inverse = try #require(t.inverted())
        #expect(near(t.concatenating(inverse), .identity, 1e-12))
        #expect(near(inverse.concatenating(t), .identity, 1e-12))
        let p = Point(x: 3, y: -8)
        #expect(near(inverse.apply(to: t.apply(to: p)), p, 1e-12))
        #expect(AffineTransform(scaleX: 0, y: 1).inverted() == nil)
    }
}

@Suite struct Transform3DTests {
    @Test func rotationBeyondOneTurnReadsBack() {
        var t = LayerTransform.identity
        t.rotationZ = 690 * .pi / 180
        #expect(near(t.rotationZ * 180 / .pi, 690, 1e-9))
        // The matrix only knows the angle modulo a turn: 690° is -30°.
        #expect(near(t.affine, AffineTransform(rotationAngle: -30 * .pi / 180), 1e-12))
        #expect(near(LayerTransform(t.affine).rotationZ * 180 / .pi, -30, 1e-9))
    }

    @Test func decomposeRecomposeRoundTrip() {
        let t = LayerTransform(translationX: 12, translationY: -7, rotationZ: 0.7,
                            scaleX: 2, scaleY: 0.5, skew: 0.3)
        let m = t.affine
        let back = LayerTransform(m)
        #expect(near(back.translationX, 12) && near(back.translationY, -7))
        #expect(near(back.rotationZ, 0.7) && near(back.scaleX, 2) && near(back.scaleY, 0.5))
        #expect(near(back.skew, 0.3))
        #expect(near(back.affine, m, 1e-12))

        // An arbitrary matrix (with shear) survives decomposition too.
        let arbitrary = AffineTransform(a: 1.5, b: -0.4, c: 0.9, d: 2.2, tx: 3, ty: 4)
        #expect(near(LayerTransform(arbitrary).affine, arbitrary, 1e-12))
        // A reflection comes back with a negative scaleY.
        let mirrored = AffineTransform(scaleX: 1, y: -1)
        #expect(LayerTransform(mirrored).scaleY < 0)
        #expect(near(LayerTransform(mirrored).affine, mirrored, 1e-12))
    }

    @Test func concatenationOrderMatchesAffine() {
        let rotate = LayerTransform.rotation(.pi / 2)
        let move = LayerTransform.translation(x: 10, y: 0)
        let p = Point(x: 1, y: 0)
        // Rotate first, then translate: (1,0) -> (0,1) -> (10,1).
        #expect(near(rotate.concatenating(move).affine.apply(to: p), Point(x: 10, y: 1), 1e-12))
        // Translate first, then rotate: (1,0) -> (11,0) -> (0,11).
        #expect(near(move.concatenating(rotate).affine.apply(to: p), Point(x: 0, y: 11), 1e-12))
    }

    @Test func scaleIsAppliedBeforeRotation() {
        let t = LayerTransform(rotationZ: .pi / 2, scaleX: 3, scaleY: 1)
        #expect(near(t.affine.apply(to: Point(x: 1, y: 0)), Point(x: 0, y: 3), 1e-12))
    }
}
