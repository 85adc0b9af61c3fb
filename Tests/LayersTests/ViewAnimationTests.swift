import Animation
import Foundation
import Geometry
import Testing
@testable import Layers

/// UIView.animate and animateKeyframes on view-backed layers (docs/core-animation.md#uikit-timing).
@Suite struct ViewAnimationTests {
    /// A view-backed layer with opacity 1 and position (10, 10).
    func view() throws -> (Stage, LayerID) {
        let stage = Stage(width: 100, height: 100)
        let view = stage.makeLayer(.layer, name: "view", backsView: true)
        try stage.addSublayer(view, to: stage.root)
        try stage.setValue(.point(Point(x: 10, y: 10)), forKeyPath: "position", of: view)
        return (stage, view)
    }

    func opacity(_ stage: Stage, _ view: LayerID, at t: Double) throws -> Double {
        try stage.advance(to: t)
        return stage.presentationValues(of: view).opacity
    }

    func fade(_ stage: Stage, _ view: LayerID, _ settings: ViewAnimation,
              completion: ((Stage, Bool) throws -> Void)? = nil) throws {
        try stage.animate(settings, animations: { try stage.setValue(.number(0), forKeyPath: "opacity", of: view) },
                          completion: completion)
    }

    /// opacity 1 → 0 over 1 s: at 0.3 s it shows 1 − curve(0.3) for each curve option
    /// (easeInOut 0.3 → 0.200654... by the bezier, and so on), curveEaseInOut the default.
    @Test(arguments: [("curveEaseInOut", TimingFunction.easeInEaseOut), ("curveEaseIn", .easeIn),
                      ("curveEaseOut", .easeOut), ("curveLinear", .linear)])
    func eachCurve(_ name: String, _ curve: TimingFunction) throws {
        let (stage, view) = try view()
        try fade(stage, view, ViewAnimation(duration: 1, curve: .timing(curve)))
        #expect(try stage.value(forKeyPath: "opacity", of: view) == .number(0))  // the model changes at once
        #expect(abs(try opacity(stage, view, at: 0.3) - (1 - curve(0.3))) < 1e-12, "\(name)")
        #expect(try opacity(stage, view, at: 1.2) == 0)
    }

    /// repeat + autoreverse, linear, 1 s: 0.25 → 0.75, 1.25 → 0.25 (on the way back),
    /// 2.25 → 0.75 again; it never completes.
    @Test func repeatAndAutoreverse() throws {
        let (stage, view) = try view()
        var completed = false
        try fade(stage, view, ViewAnimation(duration: 1, curve: .timing(.linear), repeats: true, autoreverses: true)) { _, _ in
            completed = true
        }
        #expect(abs(try opacity(stage, view, at: 0.25) - 0.75) < 1e-12)
        #expect(abs(try opacity(stage, view, at: 1.25) - 0.25) < 1e-12)
        #expect(abs(try opacity(stage, view, at: 2.25) - 0.75) < 1e-12)
        try stage.advance(to: 20)
        #expect(!completed)
    }

    /// autoreverse alone plays there and back once, then shows the model (0), as UIKit's
    /// well-known snap at the end.
    @Test func autoreverseOnceThenTheModel() throws {
        let (stage, view) = try view()
        try fade(stage, view, ViewAnimation(duration: 1, curve: .timing(.linear), autoreverses: true))
        #expect(abs(try opacity(stage, view, at: 1.5) - 0.5) < 1e-12)
        #expect(try opacity(stage, view, at: 2.1) == 0)
    }

    /// delay 0.5: the old value shows during the delay, then 1 s linear: 0.5 at 1 s;
    /// completion(true) at 1.5 s.
    @Test func delayAndCompletion() throws {
        let (stage, view) = try view()
        var calls: [(Double, Bool)] = []
        try fade(stage, view, ViewAnimation(duration: 1, delay: 0.5, curve: .timing(.linear))) { stage, finished in
            calls.append((stage.now, finished))
        }
        #expect(try opacity(stage, view, at: 0.25) == 1)
        #expect(abs(try opacity(stage, view, at: 1) - 0.5) < 1e-12)
        try stage.advance(to: 1.49)
        #expect(calls.isEmpty)
        try stage.advance(to: 3)
        #expect(calls.count == 1 && calls[0].0 == 1.5 && calls[0].1)
    }

    /// A second animate of the same property at 0.4 s replaces the first, whose completion
    /// runs then with finished false; the second's runs at 0.4 + 0.5 with true. Without
    /// beginFromCurrentState the second starts from the old model value (0), with it from
    /// what shows (1 − 0.4 = 0.6).
    @Test func interruptedAnimationsAndBeginFromCurrentState() throws {
        for current in [false, true] {
            let (stage, view) = try view()
            var calls: [(Double, Bool)] = []
            try fade(stage, view, ViewAnimation(duration: 1, curve: .timing(.linear))) { stage, finished in
                calls.append((stage.now, finished))
            }
            stage.at(0.4) { stage in
                try stage.animate(ViewAnimation(duration: 0.5, curve: .timing(.linear), beginsFromCurrentState: current),
                                  animations: { try stage.setValue(.number(1), forKeyPath: "opacity", of: view) },
                                  completion: { stage, finished in calls.append((stage.now, finished)) })
            }
            #expect(abs(try opacity(stage, view, at: 0.4) - (current ? 0.6 : 0)) < 1e-12)
            try stage.advance(to: 2)
            #expect(calls.map(\.1) == [false, true])
            #expect(calls.map(\.0) == [0.4, 0.9])
        }
    }

    /// A block that changes nothing animatable completes at once, finished; so does a
    /// duration of 0, which sets the value without animating.
    @Test func nothingToAnimateCompletesAtOnce() throws {
        let (stage, view) = try view()
        var calls: [Bool] = []
        try stage.animate(ViewAnimation(duration: 1), animations: {}) { _, finished in calls.append(finished) }
        try fade(stage, view, ViewAnimation(duration: 0)) { _, finished in calls.append(finished) }
        try stage.advance(to: 0)
        #expect(calls == [true, true])
        #expect(stage.presentationValues(of: view).opacity == 0)
    }

    /// Standalone layers keep their implicit 0.25 s on the default curve inside a block.
    @Test func standaloneLayersKeepTheirImplicitActions() throws {
        let (stage, _) = try view()
        let dot = stage.makeLayer(.layer, name: "dot")
        try stage.addSublayer(dot, to: stage.root)
        stage.at(1) { stage in
            try stage.animate(ViewAnimation(duration: 2), animations: {
                try stage.setValue(.number(0), forKeyPath: "opacity", of: dot)
            })
        }
        try stage.advance(to: 1.1)
        #expect(abs(stage.presentationValues(of: dot).opacity - (1 - TimingFunction.default(0.4))) < 1e-12)
    }

    /// The spring form's mapping: mass 1, damping = 2 · ratio · √stiffness, and the stiffness
    /// whose settlingDuration is the block's duration; the layer follows that spring.
    @Test func theSpringForm() throws {
        let spring = Spring.forView(dampingRatio: 0.5, initialVelocity: 0, duration: 0.6)
        #expect(spring.mass == 1)
        #expect(abs(spring.dampingRatio - 0.5) < 1e-12)
        #expect(abs(spring.settlingDuration - 0.6) < 1e-9)
        // zeta 0.5, v0 0: amplitude √(1 + 1/3), so w0 = ln(1.1547 / 0.0008) / (0.5 · 0.6) = 24.2491.
        let w0 = log((4.0 / 3).squareRoot() / Spring.settlingThreshold) / 0.3
        #expect(abs(spring.stiffness - w0 * w0) < 1e-6)
        #expect(abs(w0 - 24.2491) < 1e-4)
        let fast = Spring.forView(dampingRatio: 1, initialVelocity: 2, duration: 0.6)
        #expect(abs(fast.settlingDuration - 0.6) < 1e-9 && fast.initialVelocity == 2)

        let (stage, view) = try view()
        try stage.animate(ViewAnimation(duration: 0.6, curve: .spring(spring)), animations: {
            try stage.setValue(.point(Point(x: 10, y: 50)), forKeyPath: "position", of: view)
        })
        for t in [0.05, 0.1, 0.3] {
            try stage.advance(to: t)
            let y = stage.presentationValues(of: view).position.y
            #expect(abs(y - (10 + 40 * spring.progress(at: t))) < 1e-9, "\(t)")
        }
    }

    /// The doc's keyframes: position.y 10 → 20 over the first half, → 80 over the second,
    /// 1.2 s: 15 at 0.3 s, 20 at 0.6 s, 50 at 0.9 s (linear). With a gap (0.5 to 0.75
    /// holds) and in discrete mode each value shows from its keyframe's start.
    @Test func keyframes() throws {
        func run(_ mode: KeyframeAnimation.CalculationMode, _ frames: [(Double, Double, Double)],
                 at times: [Double]) throws -> [Double] {
            let (stage, view) = try view()
            try stage.animate(ViewAnimation(duration: 1.2, curve: .keyframes(mode)), animations: {
                for (start, duration, y) in frames {
                    try stage.addKeyframe(start: start, duration: duration) {
                        try stage.setValue(.number(y), forKeyPath: "position.y", of: view)
                    }
                }
            })
            return try times.map { t in
                try stage.advance(to: t)
                return stage.presentationValues(of: view).position.y
            }
        }
        let linear = try run(.linear, [(0, 0.5, 20), (0.5, 0.5, 80)], at: [0.3, 0.6, 0.9, 1.5])
        #expect(zip(linear, [15, 20, 50, 80]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(linear)")
        // 20 by 0.25 (0.3 s), holds to 0.75 (0.9 s), 80 at 1: at 1.05 s (0.875) 50.
        let gap = try run(.linear, [(0, 0.25, 20), (0.75, 0.25, 80)], at: [0.15, 0.6, 1.05])
        #expect(zip(gap, [15, 20, 50]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(gap)")
        let discrete = try run(.discrete, [(0, 0.5, 20), (0.5, 0.5, 80)], at: [0.3, 0.7])
        #expect(discrete == [20, 80])
    }

    /// CATransaction's completion waits for every animation added in it, implicit ones too.
    @Test func transactionCompletion() throws {
        let stage = Stage(width: 10, height: 10)
        let dot = stage.makeLayer(.layer)
        try stage.addSublayer(dot, to: stage.root)
        var times: [Double] = []
        stage.at(1) { stage in
            try stage.transaction(Transaction(duration: 0.5), completion: { stage in times.append(stage.now) }) {
                try stage.setValue(.number(0), forKeyPath: "opacity", of: dot)
                try stage.add(BasicAnimation(keyPath: "position.x", from: .number(0), to: .number(5),
                                             timing: MediaTiming(duration: 2)), forKey: nil, to: dot)
            }
            try stage.transaction(Transaction(), completion: { stage in times.append(stage.now) }) {}
        }
        try stage.advance(to: 5)
        #expect(times == [1, 3])
    }
}
