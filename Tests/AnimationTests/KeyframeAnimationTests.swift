import Foundation
import Geometry
import Testing
@testable import Animation

/// docs/core-animation.md#keyframes.
@Suite struct KeyframeAnimationTests {
    func keyframes(_ values: [Double], keyTimes: [Double]? = nil, mode: KeyframeAnimation.CalculationMode = .linear,
                   functions: [TimingFunction]? = nil) -> KeyframeAnimation {
        KeyframeAnimation(keyPath: "opacity", values: values.map { .number($0) }, keyTimes: keyTimes,
                          timingFunctions: functions, calculationMode: mode, timing: MediaTiming(duration: 1))
    }

    func number(_ value: AnimationValue?) -> Double? {
        guard case .number(let v)? = value else { return nil }
        return v
    }

    @Test func linearWithKeyTimes() {
        let a = keyframes([0, 10, 20], keyTimes: [0, 0.25, 1])
        #expect(number(a.value(at: 0.125)) == 5)
        #expect(number(a.value(at: 0.625)) == 15)
        #expect(number(a.value(at: 1)) == 20)
        // evenly spaced without keyTimes
        #expect(number(keyframes([0, 10, 20]).value(at: 0.25)) == 5)
    }

    @Test func segmentTimingFunctions() {
        let a = keyframes([0, 10, 20], keyTimes: [0, 0.25, 1], functions: [.easeIn, .linear])
        #expect(abs(number(a.value(at: 0.125))! - 3.15357) < 1e-5)  // easeIn(0.5) = 0.315357
        #expect(number(a.value(at: 0.625)) == 15)
    }

    /// The animation's own timing function warps the whole animation before the lookup
    /// (the spinner's color animation).
    @Test func ownTimingFunctionWarpsFirst() {
        var a = keyframes([0, 10, 20])
        a.timingFunction = .easeIn
        var values = PropertyValues(model: ["opacity": .number(0)])
        a.apply(at: 0.5, to: &values)
        #expect(abs(number(values.presentation["opacity"])! - 6.30714) < 1e-5)
    }

    @Test func discreteHoldsEachValue() {
        let a = keyframes([1, 2, 3], mode: .discrete)  // keys 0, 1/3, 2/3 (, 1)
        #expect(number(a.value(at: 0)) == 1)
        #expect(number(a.value(at: 0.33)) == 1)
        #expect(number(a.value(at: 0.34)) == 2)
        #expect(number(a.value(at: 0.9)) == 3)
        #expect(number(a.value(at: 1)) == 3)
        let n = keyframes([1, 2, 3], keyTimes: [0, 0.5, 0.9], mode: .discrete)
        #expect(number(n.value(at: 0.89)) == 2)
        #expect(number(n.value(at: 0.95)) == 3)
        let nPlusOne = keyframes([1, 2, 3], keyTimes: [0, 0.1, 0.2, 1], mode: .discrete)
        #expect(number(nPlusOne.value(at: 0.15)) == 2)
        #expect(number(nPlusOne.value(at: 0.5)) == 3)
    }

    @Test func pacedMovesAtConstantSpeed() {
        // distances 10 and 30: keys become 0, 0.25, 1; keyTimes and timing functions ignored
        let a = keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced, functions: [.easeIn, .easeIn])
        #expect(number(a.value(at: 0.125)) == 5)
        #expect(number(a.value(at: 0.5)) == 20)
        #expect(number(a.value(at: 0.75)) == 30)
    }

    @Test func cubicIsCatmullRom() {
        let a = keyframes([0, 10, 0, 10], mode: .cubic)
        // through every keyframe
        #expect(abs(number(a.value(at: 1.0 / 3))! - 10) < 1e-12)
        #expect(abs(number(a.value(at: 2.0 / 3))! - 0) < 1e-12)
        // segment 0: tangents 5 (the end repeated) and 0: h00·0 + h10·5 + h01·10 + h11·0 at 0.5
        #expect(abs(number(a.value(at: 1.0 / 6))! - 5.625) < 1e-12)
        // segment 1: both tangents 0 (10 -> 0 between equal neighbours)
        #expect(abs(number(a.value(at: 0.5))! - 5) < 1e-12)
    }

    @Test func cubicPacedWalksTheSplineAtConstantSpeed() {
        // 0, 1, 3 lie on a line, and the spline through them is monotonic: constant speed
        // means value = 3 · progress (to the accuracy of the 32-point length table).
        let a = keyframes([0, 1, 3], mode: .cubicPaced)
        for p in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(abs(number(a.value(at: p))! - 3 * p) < 2e-3, "p = \(p)")
        }
    }

    @Test func colorsInterpolateInSRGB() {
        let a = KeyframeAnimation(keyPath: "strokeColor", values: [.color(Color(red: 1, green: 0, blue: 0)),
                                  .color(Color(red: 0, green: 0, blue: 1))], timing: MediaTiming(duration: 1))
        #expect(a.value(at: 0.5) == .color(Color(red: 0.5, green: 0, blue: 0.5)))
    }

    @Test func pathLinearGivesEachElementEqualTime() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 50, y: 0))
        path.addLine(to: Point(x: 50, y: 150))
        var a = KeyframeAnimation(keyPath: "position", path: path, timing: MediaTiming(duration: 1))
        a.rotationMode = .auto
        var values = PropertyValues(model: ["position": .point(.zero), "transform.rotation.z": .number(0.5)])
        a.apply(at: 0.25, to: &values)
        #expect(values.presentation["position"] == .point(Point(x: 25, y: 0)))
        #expect(values.presentation["transform.rotation.z"] == .number(0.5))  // tangent along +x: 0
        a.apply(at: 0.75, to: &values)
        #expect(values.presentation["position"] == .point(Point(x: 50, y: 75)))
        // pointing down the screen: +pi/2 on top of the model's 0.5
        #expect(abs(number(values.presentation["transform.rotation.z"])! - (0.5 + .pi / 2)) < 1e-12)
        a.rotationMode = .autoReverse
        values.presentation = values.model
        a.apply(at: 0.75, to: &values)
        #expect(abs(number(values.presentation["transform.rotation.z"])! - (0.5 + .pi / 2 + .pi)) < 1e-12)
    }

    @Test func pathPacedMovesAtConstantSpeed() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 50, y: 0))
        path.addLine(to: Point(x: 50, y: 150))
        let a = KeyframeAnimation(keyPath: "position", path: path, calculationMode: .paced, timing: MediaTiming(duration: 1))
        var values = PropertyValues(model: ["position": .point(.zero)])
        a.apply(at: 0.25, to: &values)
        guard case .point(let p)? = values.presentation["position"] else { Issue.record("no point"); return }
        #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 0) < 1e-9)
    }

    @Test func pathDiscreteJumpsBetweenElementEnds() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 10, y: 0))
        path.addLine(to: Point(x: 10, y: 10))
        var a = KeyframeAnimation(keyPath: "position", path: path, calculationMode: .discrete,
                                  timing: MediaTiming(duration: 1, fillMode: .forwards))
        a.isRemovedOnCompletion = false  // to see the last keyframe, which shows from t = 1 on
        var values = PropertyValues(model: ["position": .point(.zero)])
        for (t, expected) in [(0.1, Point(x: 0, y: 0)), (0.6, Point(x: 10, y: 0)), (0.99, Point(x: 10, y: 0)), (1.0, Point(x: 10, y: 10))] {
            a.apply(at: t, to: &values)
            #expect(values.presentation["position"] == .point(expected), "t = \(t)")
        }
    }

    @Test func cumulativeAndAdditive() {
        var a = keyframes([0, 5, 10])
        a.isCumulative = true
        a.timing.repeatCount = 2
        var values = PropertyValues(model: ["opacity": .number(100)])
        a.apply(at: 1.5, to: &values)
        #expect(number(values.presentation["opacity"]) == 15)
        a.isAdditive = true
        values.presentation = values.model
        a.apply(at: 1.5, to: &values)
        #expect(number(values.presentation["opacity"]) == 115)
    }

    @Test func validation() {
        #expect(throws: AnimationError.invalidKeyframes("opacity: 2 keyTimes for 3 keyframes; give 3")) {
            try keyframes([0, 1, 2], keyTimes: [0, 1]).validate()
        }
        #expect(throws: AnimationError.invalidKeyframes("opacity: keyTimes[3] (0.5) is less than the one before it")) {
            try keyframes([0, 1, 2], keyTimes: [0, 0.6, 0.5]).validate()
        }
        #expect(throws: AnimationError.invalidKeyframes("opacity: keyTimes[2] is nan; key times lie in 0...1")) {
            try keyframes([0, 1, 2], keyTimes: [0, .nan, 1]).validate()
        }
        #expect(throws: AnimationError.invalidKeyframes("opacity: a keyframe animation needs values or a path")) {
            try keyframes([]).validate()
        }
        #expect(throws: Never.self) { try keyframes([0, 1, 2], keyTimes: [0, 0.2, 0.7, 1], mode: .discrete).validate() }
    }

    // MARK: Real code's idioms (docs/core-animation.md#porting-real-code)

    /// One timing function per value (n for n values, as real code passes them): the first
    /// n − 1 serve the segments in order and the extra one is ignored.
    @Test func oneTimingFunctionPerValue() throws {
        let a = keyframes([0, 10, 20], functions: [.easeIn, .easeOut, .easeInEaseOut])
        try a.validate()
        #expect(abs(number(a.value(at: 0.25))! - 3.15357) < 1e-5)   // 10·easeIn(0.5) = 10·0.315357
        #expect(abs(number(a.value(at: 0.75))! - 16.84643) < 1e-5)  // 10 + 10·easeOut(0.5) = 10 + 6.84643
        #expect(number(a.value(at: 1)) == 20)
    }

    /// Fewer functions than segments: the segments without one are linear.
    @Test func missingTimingFunctionsAreLinear() throws {
        let a = keyframes([0, 10, 20, 30], functions: [.easeIn])
        try a.validate()
        #expect(abs(number(a.value(at: 1.0 / 6))! - 3.15357) < 1e-5)  // segment 0, easeIn(0.5)
        #expect(abs(number(a.value(at: 0.5))! - 15) < 1e-12)          // segment 1, linear
        #expect(abs(number(a.value(at: 5.0 / 6))! - 25) < 1e-12)      // segment 2, linear
    }

    /// keyTimes { 0, 0.7 }: the last value holds from 0.7 to the end instead of extrapolating
    /// (a scale 0.1 → 1 read 1.356 near the end before), and the first value holds before a
    /// first key time above 0.
    @Test func valuesHoldOutsideTheKeyTimes() throws {
        let a = keyframes([0.1, 1], keyTimes: [0, 0.7])
        try a.validate()
        #expect(abs(number(a.value(at: 0.35))! - 0.55) < 1e-12)  // halfway through 0...0.7
        #expect(number(a.value(at: 0.7)) == 1)
        #expect(number(a.value(at: 0.99)) == 1)
        #expect(number(a.value(at: 1)) == 1)
        let late = keyframes([2, 4, 8], keyTimes: [0.2, 0.6, 0.8])
        #expect(number(late.value(at: 0)) == 2)
        #expect(number(late.value(at: 0.1)) == 2)
        #expect(abs(number(late.value(at: 0.4))! - 3) < 1e-12)
        #expect(number(late.value(at: 0.9)) == 8)
        // Over the whole animation, through media timing: 1 s long, read at 0.95 s.
        var values = PropertyValues(model: ["opacity": .number(0)])
        a.apply(at: 0.95, to: &values)
        #expect(number(values.presentation["opacity"]) == 1)
    }

    /// A repeated key time is a jump: 0 → 10 over the first half, then 50 → 60.
    @Test func repeatedKeyTimeJumps() {
        let a = keyframes([0, 10, 50, 60], keyTimes: [0, 0.5, 0.5, 1])
        #expect(abs(number(a.value(at: 0.25))! - 5) < 1e-12)
        #expect(abs(number(a.value(at: 0.4999))! - 9.998) < 1e-9)
        #expect(number(a.value(at: 0.5)) == 50)
        #expect(abs(number(a.value(at: 0.75))! - 55) < 1e-12)
    }

    /// Values that cannot be added (paths) take additive, cumulative and the cubic and paced
    /// modes as Core Animation does: accepted, animating as a plain linear keyframe animation.
    @Test func pathsIgnoreArithmeticFeatures() throws {
        let small = Path(ovalIn: Rect(x: 0, y: 0, width: 10, height: 10))
        let large = Path(ovalIn: Rect(x: 0, y: 0, width: 30, height: 30))
        let middle = small.interpolated(to: large, fraction: 0.5)
        for mode in KeyframeAnimation.CalculationMode.allCases where mode != .discrete {
            var a = KeyframeAnimation(keyPath: "path", values: [.path(small), .path(large)], calculationMode: mode,
                                      timing: MediaTiming(duration: 1, repeatCount: 2))
            a.isAdditive = true
            a.isCumulative = true
            try a.validate()
            var values = PropertyValues(model: ["path": .path(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)))])
            a.apply(at: 1.5, to: &values)  // the second cycle, halfway: no sum, no accumulation
            #expect(values.presentation["path"] == .path(middle), "\(mode)")
        }
    }
}
