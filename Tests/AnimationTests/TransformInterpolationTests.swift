import Animation
import Foundation
import Geometry
import Testing

/// Whole-transform animations: flat transforms blend angle by angle, and a rotation about x
/// or y blends the two rotations by slerp (CSS Transforms Level 2), as Core Animation does.
@Suite struct TransformInterpolationTests {
    /// Halfway between 90° about x and 90° about y the quaternion is (1/√6, 1/√6, 0, 2/√6)
    /// (see CATransform3DTests): a turn of 2 · acos(2/√6) = 70.5288° about (1, 1, 0).
    @Test func rotationsAboutDifferentAxesMeetHalfwayOnTheGreatArc() {
        let a = LayerTransform.rotation(.pi / 2, x: 1, y: 0, z: 0), b = LayerTransform.rotation(.pi / 2, x: 0, y: 1, z: 0)
        let halfway = a.interpolated(to: b, fraction: 0.5)
        let angle = 2 * acos(2 / 6.0.squareRoot())
        #expect(abs(angle * 180 / .pi - 70.528779) < 1e-6)
        let expected = Transform3D(rotationAngle: angle, x: 1, y: 1, z: 0)
        #expect(zip(halfway.matrix.entries, expected.entries).allSatisfy { abs($0 - $1) < 1e-9 })
        // Through AnimationValue, as an animation blends it.
        #expect(AnimationValue.transform(a).interpolated(to: .transform(b), fraction: 0.5) == .transform(halfway))
    }

    @Test func flatTransformsStillBlendAngleByAngle() {
        // −30° to 690° passes 330° halfway (two whole turns over the animation).
        let turn = LayerTransform.rotation(-.pi / 6).interpolated(to: .rotation(23 * .pi / 6), fraction: 0.5)
        #expect(abs(turn.rotationZ - 11 * .pi / 6) < 1e-12)
        // A perspective blends its column linearly: halfway from 1/200 to 1/100 is 3/400.
        let p = LayerTransform.perspective(200).interpolated(to: .perspective(100), fraction: 0.5)
        #expect(abs(p.perspectiveZ + 0.0075) < 1e-15)
    }

    /// Additive transforms concatenate: angles about each axis add, scales multiply.
    @Test func additiveTransformsAddAnglesAndMultiplyScales() {
        let base = LayerTransform(scaleX: 2, rotationY: 0.5)
        let sum = base.addingAdditively(LayerTransform(scaleX: 3, rotationY: 0.25))
        #expect(sum.rotationY == 0.75 && sum.scaleX == 6 && sum.perspectiveW == 1)
    }
}
