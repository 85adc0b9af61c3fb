import Foundation
import ReferenceImageSupport
import Testing

/// SwiftUI's animations, their values at chosen times against the curves' closed forms
/// (Scenes/swiftui/animation.swift; docs/swiftui.md, "The rules chosen"). Each case names
/// the layer that shows its value "probe".
@Suite struct SwiftUIAnimationTests {
    static let scene = sceneFolder + "/swiftui/animation.swift"

    /// The probe layer's properties at `time` (its subtree's first path bounds as "pathBounds").
    static func probe(_ shown: String, at time: Double) throws -> [String: Any] {
        let result = try swiftScene(["inspect", scene, "--set", "case=" + shown, "--time", String(time)])
        #expect(result.status == 0, "\(result.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data((lines(result.out).last ?? "").utf8)) as? [String: Any])
        func find(_ layers: [[String: Any]]) -> [String: Any]? {
            for layer in layers {
                if layer["name"] as? String == "probe" { return layer }
                if let found = find(layer["sublayers"] as? [[String: Any]] ?? []) { return found }
            }
            return nil
        }
        func firstPath(_ layer: [String: Any]) -> [Double]? {
            if let path = (layer["properties"] as? [String: Any])?["path"] as? [String: Any] { return path["bounds"] as? [Double] }
            return (layer["sublayers"] as? [[String: Any]] ?? []).lazy.compactMap(firstPath).first
        }
        let layer = try #require(find(json["layers"] as? [[String: Any]] ?? []), "\(shown): no probe layer at \(time)")
        var properties = layer["properties"] as? [String: Any] ?? [:]
        properties["pathBounds"] = firstPath(layer)
        return properties
    }

    static func number(_ properties: [String: Any], _ key: String, _ index: Int? = nil) -> Double {
        if let index { return (properties[key] as? [Double])?[index] ?? .nan }
        return properties[key] as? Double ?? .nan
    }

    /// A cubic Bézier timing curve from (0,0) to (1,1): y where x(s) = progress, s found by
    /// bisection (x is monotonic for control points within 0...1).
    static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ progress: Double) -> Double {
        func point(_ s: Double, _ a: Double, _ b: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
        var low = 0.0, high = 1.0
        for _ in 0..<100 {
            let mid = (low + high) / 2
            if point(mid, x1, x2) < progress { low = mid } else { high = mid }
        }
        return point((low + high) / 2, y1, y2)
    }

    /// A unit-mass spring from rest at 0 towards 1, underdamped:
    /// 1 − e^(−ζω₀t) (cos ω_d t + ζω₀/ω_d sin ω_d t), ω_d = ω₀ √(1 − ζ²).
    static func spring(response: Double, dampingFraction zeta: Double, _ t: Double) -> Double {
        let omega = 2 * Double.pi / response, damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
    }

    struct Expectation: Sendable, CustomStringConvertible {
        let shown: String
        let time: Double
        let key: String
        let index: Int?
        let value: Double
        var description: String { "\(shown) \(key) at \(time)" }
    }

    /// The probe sits at x = 5 + offset (a 10-point view at the leading edge).
    static let expectations: [Expectation] = [
        .init(shown: "linear", time: 0.5, key: "opacity", index: nil, value: 0.25),
        .init(shown: "linear", time: 1.2, key: "opacity", index: nil, value: 0.6),
        .init(shown: "linear", time: 2.5, key: "opacity", index: nil, value: 1),
        .init(shown: "easeInOut", time: 0.3, key: "transform.rotation.z", index: nil, value: Double.pi / 2 * bezier(0.42, 0, 0.58, 1, 0.3)),
        .init(shown: "easeInOut", time: 0.8, key: "transform.rotation.z", index: nil, value: Double.pi / 2 * bezier(0.42, 0, 0.58, 1, 0.8)),
        // response 0.5, damping fraction 0.5: stiffness (2π / 0.5)², damping 4π · 0.5 / 0.5.
        .init(shown: "spring", time: 0.1, key: "transform.scale.x", index: nil, value: 1 + spring(response: 0.5, dampingFraction: 0.5, 0.1)),
        .init(shown: "spring", time: 0.3, key: "transform.scale.x", index: nil, value: 1 + spring(response: 0.5, dampingFraction: 0.5, 0.3)),
        // A delay before repeatForever waits 0.5 s in each 1.5 s cycle; after it, once.
        .init(shown: "delayEachCycle", time: 1.2, key: "opacity", index: nil, value: 0.7),
        .init(shown: "delayEachCycle", time: 1.6, key: "opacity", index: nil, value: 0),
        .init(shown: "delayEachCycle", time: 2.5, key: "opacity", index: nil, value: 0.5),
        .init(shown: "delayOnce", time: 0.25, key: "opacity", index: nil, value: 0),
        .init(shown: "delayOnce", time: 1.6, key: "opacity", index: nil, value: 0.1),
        .init(shown: "delayOnce", time: 2.0, key: "opacity", index: nil, value: 0.5),
        // Three passes: there (0→1 s), back (1→2 s), there (2→3 s), then the model value.
        .init(shown: "repeatCount", time: 0.5, key: "position", index: 0, value: 5 + 50),
        .init(shown: "repeatCount", time: 1.2, key: "position", index: 0, value: 5 + 80),
        .init(shown: "repeatCount", time: 2.25, key: "position", index: 0, value: 5 + 25),
        .init(shown: "repeatCount", time: 3.5, key: "position", index: 0, value: 5 + 100),
        // 0 → 100 over 2 s from 0 s, then → 0 over 2 s from 1 s: the two add up. At 1.5 s:
        // 0 + (0 − 100)(1 − 0.75) + (100 − 0)(1 − 0.25) = 50.
        .init(shown: "interrupted", time: 1.5, key: "position", index: 0, value: 5 + 50),
        .init(shown: "interrupted", time: 2.5, key: "position", index: 0, value: 5 + 100 * (1 - 0.75)),
        // A shape's own animatable data, frame by frame on the 60 Hz display: 0.5 s is one.
        .init(shown: "shape", time: 0.5, key: "pathBounds", index: 2, value: 50),
        .init(shown: "shape", time: 0.75, key: "pathBounds", index: 2, value: 75),
        // Inserted at 0.5 s with .scale over 1 s.
        .init(shown: "insertion", time: 1.0, key: "transform.scale.x", index: nil, value: 0.5),
        // Phases 0 → 10 → 20 → 0, 0.5 s each, from appearing.
        .init(shown: "phases", time: 0.25, key: "position", index: 0, value: 5 + 5),
        .init(shown: "phases", time: 0.75, key: "position", index: 0, value: 5 + 15),
        .init(shown: "phases", time: 1.25, key: "position", index: 0, value: 5 + 10),
        // Keyframes 0 → 100 → 0, 1 s each, repeating.
        .init(shown: "keyframes", time: 0.5, key: "position", index: 0, value: 5 + 50),
        .init(shown: "keyframes", time: 1.5, key: "position", index: 0, value: 5 + 50),
        .init(shown: "keyframes", time: 2.25, key: "position", index: 0, value: 5 + 25),
        // The entry shown is the latest at or before now: at 1.2 s, the one of 1 s.
        .init(shown: "periodic", time: 1.2, key: "bounds", index: 2, value: 30),
        .init(shown: "periodic", time: 0.4, key: "bounds", index: 2, value: 10),
        // Timer.publish(every: 0.5): ticks at 0.5, 1.0, …
        .init(shown: "timer", time: 1.2, key: "bounds", index: 2, value: 30),
        .init(shown: "timer", time: 2.0, key: "bounds", index: 2, value: 50),
        .init(shown: "observable", time: 0.5, key: "position", index: 0, value: 5 + 50),
        // .task's sleeps on the scene clock: steps at 0.5, 1.0 and 1.5 s, then 0.25 s more.
        .init(shown: "task", time: 0.4, key: "bounds", index: 2, value: 10),
        .init(shown: "task", time: 1.2, key: "bounds", index: 2, value: 30),
        .init(shown: "task", time: 1.6, key: "bounds", index: 2, value: 40),
        .init(shown: "task", time: 1.8, key: "bounds", index: 2, value: 110),
        .init(shown: "published", time: 0.5, key: "bounds", index: 2, value: 60),
    ]

    @Test(arguments: expectations) func valueIsTheClosedForms(expectation: Expectation) throws {
        let properties = try Self.probe(expectation.shown, at: expectation.time)
        let got = Self.number(properties, expectation.key, expectation.index)
        #expect(abs(got - expectation.value) < 1e-6, "\(expectation): \(got), expected \(expectation.value)")
    }
}
