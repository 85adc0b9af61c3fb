import Animation
import Foundation
import Geometry
import Testing
@testable import Layers

/// Every transform key path Core Animation has (Apple's "Key-Value Coding Extensions":
/// rotation.x/.y/.z, rotation, scale.x/.y/.z, scale, translation.x/.y/.z, translation), plus
/// transform.scale.xy, through model values, basic, keyframe, spring and additive animations.
@Suite struct TransformKeyPathTests {
    func layer() throws -> (Stage, LayerID) {
        let stage = Stage(width: 100, height: 100)
        let layer = stage.makeLayer(.layer, name: "box")
        try stage.addSublayer(layer, to: stage.root)
        return (stage, layer)
    }

    func transform(_ stage: Stage, _ layer: LayerID, at t: Double) throws -> LayerTransform {
        try stage.advance(to: t)
        return stage.presentationValues(of: layer).transform
    }

    /// Each key path's model value writes its component(s) and reads back what was set.
    @Test(arguments: [
        ("transform.rotation", 0.5, \LayerTransform.rotationZ), ("transform.rotation.z", 0.5, \.rotationZ),
        ("transform.rotation.x", 0.25, \.rotationX), ("transform.rotation.y", -0.75, \.rotationY),
        ("transform.scale.x", 2, \.scaleX), ("transform.scale.y", 3, \.scaleY), ("transform.scale.z", 4, \.scaleZ),
        ("transform.translation.x", 7, \.translationX), ("transform.translation.y", -8, \.translationY),
        ("transform.translation.z", 9, \.translationZ),
    ] as [(String, Double, WritableKeyPath<LayerTransform, Double> & Sendable)])
    func modelValues(_ keyPath: String, _ value: Double, _ field: WritableKeyPath<LayerTransform, Double> & Sendable) throws {
        let (stage, layer) = try layer()
        try stage.setValue(.number(value), forKeyPath: keyPath, of: layer)
        var expected = LayerTransform.identity
        expected[keyPath: field] = value
        #expect(try stage.value(forKeyPath: "transform", of: layer) == .transform(expected))
        #expect(try stage.value(forKeyPath: keyPath, of: layer) == .number(value))
    }

    /// The compound ones: scale sets x, y and z; scale.xy sets x and y (z stays 1); both
    /// read as the mean of x and y; translation is a size (x, y).
    @Test func compoundKeyPaths() throws {
        let (stage, layer) = try layer()
        try stage.setValue(.number(2), forKeyPath: "transform.scale", of: layer)
        #expect(try stage.value(forKeyPath: "transform", of: layer) == .transform(.scale(x: 2, y: 2, z: 2)))
        try stage.setValue(.number(3), forKeyPath: "transform.scale.xy", of: layer)
        #expect(try stage.value(forKeyPath: "transform", of: layer) == .transform(.scale(x: 3, y: 3, z: 2)))
        try stage.setValue(.number(5), forKeyPath: "transform.scale.x", of: layer)
        #expect(try stage.value(forKeyPath: "transform.scale.xy", of: layer) == .number(4))   // (5 + 3) / 2
        try stage.setValue(.size(Size(width: 4, height: -6)), forKeyPath: "transform.translation", of: layer)
        #expect(try stage.value(forKeyPath: "transform.translation.y", of: layer) == .number(-6))
        #expect(throws: LayerError.wrongValueKind(keyPath: "transform.translation", expected: .size, got: .number)) {
            try stage.setValue(.number(1), forKeyPath: "transform.translation", of: layer)
        }
    }

    /// A basic animation of each compound key path, linear over 1 s, at 0.25 s.
    @Test func basicAnimations() throws {
        let (stage, layer) = try layer()
        let timing = MediaTiming(duration: 1)
        try stage.add(BasicAnimation(keyPath: "transform.scale.xy", from: .number(1), to: .number(3), timing: timing),
                      forKey: "xy", to: layer)
        try stage.add(BasicAnimation(keyPath: "transform.translation", from: .size(Size(width: 0, height: 0)),
                                     to: .size(Size(width: 40, height: -20)), timing: timing), forKey: "move", to: layer)
        try stage.add(BasicAnimation(keyPath: "transform.rotation.y", from: .number(0), to: .number(.pi), timing: timing),
                      forKey: "flip", to: layer)
        let t = try transform(stage, layer, at: 0.25)
        #expect(abs(t.scaleX - 1.5) < 1e-12 && abs(t.scaleY - 1.5) < 1e-12 && t.scaleZ == 1)   // 1 + 2 · 0.25
        #expect(abs(t.translationX - 10) < 1e-12 && abs(t.translationY + 5) < 1e-12)            // (40, −20) · 0.25
        #expect(abs(t.rotationY - .pi / 4) < 1e-12)
    }

    /// Keyframes on transform.scale.z and transform.rotation (evenly spaced, linear), and a
    /// spring on transform.translation.x: 1 − x(t) of the default spring (ζ = 0.5, ω0 = 10).
    @Test func keyframeAndSpringAnimations() throws {
        let (stage, layer) = try layer()
        try stage.add(KeyframeAnimation(keyPath: "transform.scale.z", values: [.number(1), .number(3), .number(2)],
                                        timing: MediaTiming(duration: 2)), forKey: "z", to: layer)
        try stage.add(KeyframeAnimation(keyPath: "transform.rotation", values: [.number(0), .number(2 * .pi)],
                                        timing: MediaTiming(duration: 2)), forKey: "spin", to: layer)
        try stage.add(SpringAnimation(BasicAnimation(keyPath: "transform.translation.x", from: .number(0), to: .number(100),
                                                     timing: MediaTiming(duration: 3))), forKey: "spring", to: layer)
        let t = try transform(stage, layer, at: 1.5)
        #expect(abs(t.scaleZ - 2.5) < 1e-12)                  // halfway from 3 to 2 in the second segment
        #expect(abs(t.rotationZ - 1.5 * .pi) < 1e-12)          // 0.75 of a turn
        // ζ = 10 / (2 · √100) = 0.5, ω0 = 10, ωd = 10 · √0.75; x(1.5) = e^(−7.5)(cos(ωd·1.5) + (5/ωd) sin(ωd·1.5)).
        let wd = 10 * 0.75.squareRoot()
        let x = exp(-7.5) * (cos(wd * 1.5) + 5 / wd * sin(wd * 1.5))
        #expect(abs(t.translationX - 100 * (1 - x)) < 1e-9)
    }

    /// additive on a component concatenates as on the whole transform: angles and
    /// translations add to the model's, scales multiply it.
    @Test func additiveComponentsConcatenate() throws {
        let (stage, layer) = try layer()
        try stage.configure(layer, ["transform.scale": .number(2), "transform.rotation.z": .number(1),
                                    "transform.translation.x": .number(10)])
        for (keyPath, to) in [("transform.scale", 1.5), ("transform.scale.xy", 1.5), ("transform.rotation.z", 0.5),
                              ("transform.translation.x", 5)] {
            var animation = BasicAnimation(keyPath: keyPath, from: .number(to), to: .number(to),
                                           timing: MediaTiming(duration: 1))
            animation.isAdditive = true
            try stage.add(animation, forKey: keyPath, to: layer)
        }
        let t = try transform(stage, layer, at: 0.5)
        // scale: 2 · 1.5 = 3 (x, y, z), then scale.xy: 3 · 1.5 = 4.5 on x and y.
        #expect(t.scaleX == 4.5 && t.scaleY == 4.5 && t.scaleZ == 3)
        #expect(t.rotationZ == 1.5 && t.translationX == 15)
    }
}
