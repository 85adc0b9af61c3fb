import Animation
import Geometry
import Testing
@testable import Layers

/// A layer is a CAMediaTiming: its beginTime, speed, timeOffset, duration, repeats,
/// autoreverses and fillMode map its parent's time into its own for everything beneath it
/// (docs/core-animation.md#layer-timing).
@Suite struct LayerTimingTests {
    /// A stage with `group` under the root and `dot` under the group; the dot's opacity
    /// runs 0 → 1 over 1 s from local time 0 (linear), kept after its end.
    func tree() throws -> (Stage, group: LayerID, dot: LayerID) {
        let stage = Stage(width: 40, height: 40)
        let group = stage.makeLayer(.layer, name: "group"), dot = stage.makeLayer(.layer, name: "dot")
        try stage.addSublayer(group, to: stage.root)
        try stage.addSublayer(dot, to: group)
        var ramp = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1),
                                  timing: MediaTiming(duration: 1, fillMode: .both))
        ramp.isRemovedOnCompletion = false
        try stage.add(ramp, forKey: "ramp", to: dot)
        return (stage, group, dot)
    }

    func opacity(_ stage: Stage, at t: Double) throws -> Double {
        try stage.advance(to: t)
        return try stage.presentation().layer(named: "dot")!.properties.opacity
    }

    /// The pause idiom: speed 0 with a timeOffset freezes the subtree at that local time.
    @Test func aPausedSubtreeHoldsItsTimeOffset() throws {
        let (stage, group, _) = try tree()
        try stage.configure(group, ["speed": .number(0), "timeOffset": .number(0.3)])
        for t in [0.0, 0.5, 2.0] {
            #expect(abs(try opacity(stage, at: t) - 0.3) < 1e-6)   // local = 0.3 always
        }
        #expect(abs(stage.localTime(of: group) - 0.3) < 1e-12)
    }

    /// A repeating subtree in a sped-up parent: the parent at speed 2 maps clock t to 2t; the
    /// group (duration 0.5, repeating for ever) maps that to 2t mod 0.5; the dot's ramp reads it.
    @Test func aRepeatingSubtreeInsideASpedUpParent() throws {
        let (stage, group, _) = try tree()
        let parent = stage.makeLayer(.layer, name: "parent")
        try stage.addSublayer(parent, to: stage.root)
        try stage.addSublayer(group, to: parent)
        try stage.setValue(.number(2), forKeyPath: "speed", of: parent)
        try stage.configure(group, ["duration": .number(0.5), "repeatCount": .number(.infinity)])
        let expected: [(Double, Double)] = [
            (0.1, 0.2),    // 2 · 0.1 = 0.2, inside the first pass
            (0.2, 0.4),    // 0.4
            (0.3, 0.1),    // 0.6 mod 0.5 = 0.1
            (0.6, 0.2),    // 1.2 mod 0.5 = 0.2
            (1.05, 0.1),   // 2.1 mod 0.5 = 0.1
        ]
        for (t, value) in expected {
            #expect(abs(try opacity(stage, at: t) - value) < 1e-6, "t = \(t)")
        }
    }

    /// autoreverses folds a layer's passes back: duration 0.4, repeatCount 2 with
    /// autoreverses is 0 → 0.4 → 0 twice (1.6 s); fillMode forwards then holds the end of the
    /// last cycle (local 0), and without a fill the subtree shows its model values (opacity 1).
    @Test func autoreversingAndFilling() throws {
        for (fill, after) in [("forwards", 0.0), ("removed", 1.0)] {
            let (stage, group, _) = try tree()
            try stage.configure(group, ["duration": .number(0.4), "repeatCount": .number(2), "autoreverses": .bool(true),
                                        "fillMode": .string(fill)])
            #expect(abs(try opacity(stage, at: 0.3) - 0.3) < 1e-6)     // rising
            #expect(abs(try opacity(stage, at: 0.5) - 0.3) < 1e-6)     // 0.8 − 0.5 = 0.3, falling
            #expect(abs(try opacity(stage, at: 1.1) - 0.3) < 1e-6)     // 1.1 − 0.8 = 0.3 into the second cycle
            #expect(abs(try opacity(stage, at: 2.0) - after) < 1e-6, "\(fill)")
        }
    }

    /// A layer whose beginTime lies ahead: before it, the subtree shows its model values
    /// unless fillMode backwards holds local time 0 (the ramp's start, 0).
    @Test func aLateSubtreeWaitsOrFillsBackwards() throws {
        for (fill, before) in [("removed", 1.0), ("backwards", 0.0)] {
            let (stage, group, _) = try tree()
            try stage.configure(group, ["beginTime": .number(1), "duration": .number(2), "fillMode": .string(fill)])
            #expect(abs(try opacity(stage, at: 0.5) - before) < 1e-6, "\(fill)")
            #expect(abs(try opacity(stage, at: 1.25) - 0.25) < 1e-6)   // local 0.25
        }
    }

    @Test func layerTimingValuesAreChecked() throws {
        let stage = Stage(width: 10, height: 10)
        let layer = stage.makeLayer(.layer)
        #expect(throws: LayerError.invalidValue(keyPath: "duration", reason: "-1.0 is negative")) {
            try stage.setValue(.number(-1), forKeyPath: "duration", of: layer)
        }
        #expect(throws: LayerError.invalidValue(keyPath: "duration", reason: "inf has a number that is not finite")) {
            try stage.setValue(.number(.infinity), forKeyPath: "duration", of: layer)
        }
        try stage.setValue(.number(.infinity), forKeyPath: "repeatCount", of: layer)
        #expect(throws: LayerError.notAnimatable(keyPath: "duration")) {
            try stage.add(BasicAnimation(keyPath: "duration", to: .number(1)), forKey: nil, to: layer)
        }
        #expect(throws: (any Error).self) { try stage.setValue(.string("forward"), forKeyPath: "fillMode", of: layer) }
    }
}
