import Foundation
import Geometry
import Testing

func near(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= tolerance }
}

/// CATransform3D's conventions, products, inverses, CSS decomposition and slerp, each
/// against values worked out by hand.
@Suite struct CATransform3DTests {
    @Test func rotationsFollowCoreAnimationsMatrices() {
        // About z by 90°: m12 = sin = 1, m21 = −1 (clockwise on screen, y down).
        let z = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        #expect(near(z, Transform3D([0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])))
        // About y by 90°: (1, 0, 0) → (cos, 0, −sin) = (0, 0, −1); (0, 0, 1) → (1, 0, 0).
        let y = Transform3D(rotationAngle: .pi / 2, x: 0, y: 2, z: 0)
        #expect(near(y, Transform3D([0, 0, -1, 0, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1])))
        // A zero axis is no rotation; a perspective is m34 = −1/d.
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
        #expect(Transform3D(perspective: 200).m34 == -0.005)
    }

    @Test func productsApplyTheLeftFactorFirst() {
        // Translate (10, 20, 30), then turn 90° about z: (x, y) → (−y, x), so (−20, 10, 30).
        let t = Transform3D(translationX: 10, y: 20, z: 30).concatenating(Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
        #expect(near(t, Transform3D([0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, -20, 10, 30, 1])))
        // Moved 100 toward the eye at 200: w = 1 − 100/200 = 0.5, so x doubles: (10, 0, 0) → (20, 0, 200).
        let near100 = Transform3D(translationX: 0, y: 0, z: 100).concatenating(Transform3D(perspective: 200))
        let p = near100.apply(x: 10, y: 0, z: 0)!
        #expect(near(p.x, 20) && near(p.y, 0) && near(p.z, 200))
        // An embedded 2D product is the 2D product.
        let a = AffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: -2), b = AffineTransform(scaleX: 2, y: 3)
        #expect(Transform3D(a).concatenating(Transform3D(b)).affine == a.concatenating(b))
    }

    @Test func inversesUndoAndSingularMatricesHaveNone() throws {
        // p · M = (2x + 1, 4y + 2, 5z + 3): the inverse is ((X − 1)/2, (Y − 2)/4, (Z − 3)/5).
        let m = Transform3D(scaleX: 2, y: 4, z: 5).concatenating(Transform3D(translationX: 1, y: 2, z: 3))
        let inverse = try #require(m.inverted())
        #expect(near(inverse, Transform3D([0.5, 0, 0, 0, 0, 0.25, 0, 0, 0, 0, 0.2, 0, -0.5, -0.5, -0.6, 1])))
        // The perspective's inverse has m34 = +1/d.
        #expect(near(try #require(Transform3D(perspective: 200).inverted()), Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0.005, 0, 0, 0, 1])))
        let r = Transform3D(rotationAngle: 1.1, x: 1, y: 2, z: 3).concatenating(Transform3D(perspective: 300))
        #expect(near(r.concatenating(try #require(r.inverted())), .identity, 1e-12))
        #expect(Transform3D(scaleX: 0, y: 1, z: 1).inverted() == nil)
        #expect(Transform3D(scaleX: 1, y: 1, z: 1).determinant == 1 && Transform3D(scaleX: 2, y: 3, z: 4).determinant == 24)
    }

    @Test func decompositionRoundTrips() throws {
        let matrices = [
            Transform3D(rotationAngle: 0.7, x: 1, y: -2, z: 0.5).concatenating(Transform3D(translationX: 3, y: 4, z: 5)),
            Transform3D(scaleX: 2, y: -0.5, z: 3).concatenating(Transform3D(rotationAngle: 2.5, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(perspective: 250)),
            Transform3D([1, 0, 0, 0, 0.4, 1, 0, 0, 0.2, -0.3, 1, 0, 7, 8, 9, 1]),  // skews
            Transform3D(scaleX: 0, y: 2, z: 1).concatenating(Transform3D(rotationAngle: 0.4, x: 1, y: 0, z: 0)),  // singular
        ]
        for m in matrices {
            let d = try #require(TransformDecomposition(m))
            #expect(near(d.matrix, m, 1e-9), "\(m)")
            let components = try #require(LayerTransform(matrix: m))
            #expect(near(components.matrix, m, 1e-9), "\(m)")
        }
        // CSS's parts of a perspective at 200 after a turn: the column (0, 0, −1/200, 1) alone.
        let d = try #require(TransformDecomposition(Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0).concatenating(Transform3D(perspective: 200))))
        #expect(d.translation == [0, 0, 0] && d.scale.allSatisfy { near($0, 1) } && near(d.perspective[2], -0.005) && near(d.perspective[3], 1))
        #expect(near(d.rotation.y, sin(0.25)) && near(d.rotation.w, cos(0.25)))
        // No decomposition: m44 = 0, or a singular matrix with a shear (row 2 = row 1).
        #expect(TransformDecomposition(Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0])) == nil)
        #expect(TransformDecomposition(Transform3D([1, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1])) == nil)
    }

    @Test func componentsKeepWholeTurnsAndMatchTheMatrices() {
        // 690° about x reads back as 690° and draws as −30°.
        let t = LayerTransform.rotation(690 * .pi / 180, x: 1, y: 0, z: 0)
        #expect(t.rotationX == 690 * .pi / 180)
        #expect(near(t.matrix, Transform3D(rotationAngle: -30 * .pi / 180, x: 1, y: 0, z: 0)))
        // x, then y, then z; flat components give exactly the 2D matrix.
        let xyz = LayerTransform(rotationZ: 0.3, rotationX: 0.1, rotationY: 0.2)
        let expected = Transform3D(rotationAngle: 0.1, x: 1, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: 0.2, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1))
        #expect(near(xyz.matrix, expected))
        let flat = LayerTransform(translationX: 3, rotationZ: 1, scaleX: 2, skew: 0.5)
        #expect(flat.matrix.affine == flat.affine && flat.matrix.isAffine)
    }

    /// Halfway between 90° about x and 90° about y: qa = (√½, 0, 0, √½), qb = (0, √½, 0, √½),
    /// cos θ = qa · qb = ½, θ = 60°; the midpoint is (qa + qb) · sin 30° / sin 60° =
    /// (qa + qb) / √3 = (1/√6, 1/√6, 0, 2/√6).
    @Test func slerpHalfwayBetweenRotationsAboutDifferentAxes() {
        let a = LayerTransform.rotation(.pi / 2, x: 1, y: 0, z: 0), b = LayerTransform.rotation(.pi / 2, x: 0, y: 1, z: 0)
        let q = a.decomposition.rotation.slerp(to: b.decomposition.rotation, fraction: 0.5)
        let r6 = 6.0.squareRoot()
        #expect(near(q.x, 1 / r6) && near(q.y, 1 / r6) && near(q.z, 0) && near(q.w, 2 / r6))
    }

    /// A 100 × 100 square about its center, turned θ about y, seen from 200: a corner
    /// (x, y) goes to (x cos θ, y, −x sin θ), w = 1 + x sin θ / 200, shown at (x cos θ / w, y / w).
    @Test func projectedCornersOfASquareTurnedAboutY() {
        let cases: [(Double, [(Double, Double)])] = [
            // θ = 30°: x = 50: w = 1.125, (38.49002, ±44.44444); x = −50: w = 0.875, (−49.48717, ±57.14286).
            (30, [(38.490018, 44.444444), (-49.487166, 57.142857)]),
            // θ = 60°: w = 1.2165064 and 0.7834936: (20.550653, 41.101306), (−31.908363, 63.816727).
            (60, [(20.550653, 41.101306), (-31.908363, 63.816727)]),
            // θ = 89°: w = 1.2499619 and 0.7500381: (0.698118, 40.001218), (−1.163435, 66.663282).
            (89, [(0.698118, 40.001218), (-1.163435, 66.663282)]),
        ]
        for (degrees, expected) in cases {
            let t = Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0).concatenating(Transform3D(perspective: 200))
            let projection = t.planeProjection
            #expect(projection.affine == nil && projection.isFrontFacing(at: Point(x: 0, y: 0)))
            for ((x, y), sign) in zip(expected, [1.0, -1.0]) {
                #expect(near(projection.apply(to: Point(x: 50 * sign, y: 50))!, Point(x: x, y: y), 1e-5), "\(degrees)°")
                #expect(near(projection.apply(to: Point(x: 50 * sign, y: -50))!, Point(x: x, y: -y), 1e-5), "\(degrees)°")
            }
        }
        // Turned 180°, the square shows its back; a plane through the eye has w ≤ 0 there.
        #expect(!Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).planeProjection.isFrontFacing(at: Point(x: 0, y: 0)))
        let edgeOn = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0).concatenating(Transform3D(perspective: 100)).planeProjection
        #expect(edgeOn.apply(to: Point(x: -150, y: 0)) == nil)
    }
}
