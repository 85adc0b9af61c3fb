import Testing
@testable import Animation

@Suite struct TimingFunctionTests {
    /// docs/core-animation.md#timing-functions, from Chromium's cubic_bezier unittests (their
    /// tolerance 1.5e-4).
    @Test(arguments: [
        (0.25, 0.0, 0.75, 1.0, 0.05, 0.01136),
        (0.25, 0.0, 0.75, 1.0, 0.25, 0.18235),
        (0.25, 0.0, 0.75, 1.0, 0.75, 0.81764),
        (0.5, 1.0, 0.5, 1.0, 0.5, 0.875),
        (0.5, -1.0, 0.5, -1.0, 0.5, -0.625),
    ])
    func chromiumReferenceValues(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double) {
        let curve = CubicBezier(x1, y1, x2, y2)
        #expect(abs(curve.solve(x) - y) < 1.5e-4)
    }

    /// The named curves, within 1e-6 of the reference values.
    @Test func namedCurves() {
        #expect(abs(TimingFunction.easeInEaseOut(0.25) - 0.129162) < 1e-6)
        #expect(abs(TimingFunction.default(0.5) - 0.802403) < 1e-6)
        #expect(abs(TimingFunction.easeIn(0.5) - 0.315357) < 1e-6)
        #expect(abs(TimingFunction.easeOut(0.75) - 0.906535) < 1e-6)
        #expect(TimingFunction.linear(0.37) == 0.37)
        #expect(TimingFunction.named["easeInEaseOut"] == .easeInEaseOut)
        #expect(TimingFunction.easeInEaseOut.description == "easeInEaseOut")
    }

    /// The solver inverts x(t) to 1e-7 everywhere, including flat spots where Newton stalls
    /// and bisection takes over (x1 = x2 = 1 has x'(1) = 0).
    @Test(arguments: [(0.0, 0.0, 1.0, 1.0), (1.0, 0.0, 1.0, 0.0), (0.0, 1.0, 0.0, 1.0), (0.9, 0.1, 0.1, 0.9), (1, 0, 0, 1)])
    func solverInvertsX(x1: Double, y1: Double, x2: Double, y2: Double) {
        let curve = CubicBezier(x1, y1, x2, y2)
        for i in 0...200 {
            let x = Double(i) / 200
            let t = curve.parameter(forX: x)
            let cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx
            #expect(abs(((ax * t + bx) * t + cx) * t - x) < 1e-7, "x = \(x)")
        }
    }

    @Test func endsAreExact() {
        for curve in [TimingFunction.easeIn, .easeOut, .easeInEaseOut, .default] {
            #expect(abs(curve(0)) < 1e-9)
            #expect(abs(curve(1) - 1) < 1e-9)
        }
    }

    /// Outside 0...1 the curve continues along its end tangents.
    @Test func extrapolatesLinearly() {
        // easeOut's first control point sits on the start, so its start tangent points at
        // the second one, (0.58, 1): slope 1/0.58.
        #expect(abs(TimingFunction.easeOut(-0.5) - (-0.5 / 0.58)) < 1e-12)
        // easeIn's second control point sits on the end; it ends along (0.42, 0) -> (1, 1).
        #expect(abs(TimingFunction.easeIn(1.5) - (1 + 0.5 / 0.58)) < 1e-12)
        // default: start slope 0.1/0.25, end slope 0 (y2 = 1 with x2 < 1).
        #expect(abs(TimingFunction.default(-1) - (-0.4)) < 1e-12)
        #expect(TimingFunction.default(2) == 1)
        #expect(TimingFunction.linear(-0.25) == -0.25)
    }

    @Test func steps() {
        let end = TimingFunction.steps(4, .end), start = TimingFunction.steps(4, .start)
        #expect(end(0) == 0)
        #expect(end(0.24) == 0)
        #expect(end(0.25) == 0.25)
        #expect(end(0.99) == 0.75)
        #expect(end(1) == 1)
        #expect(start(0) == 0.25)
        #expect(start(0.5) == 0.75)
        #expect(start(0.8) == 1)
        #expect(end(-1) == 0 && start(2) == 1)
        // 0.3 · 10 is 2.9999999999999996 in binary; it must still count 3 steps.
        #expect(TimingFunction.steps(10, .end)(0.3) == 0.3)
    }

    @Test func springTimingFunctionSpansItsSettlingDuration() {
        let spring = Spring(damping: 5)
        let curve = TimingFunction.spring(spring)
        #expect(curve(0) == 0)
        #expect(abs(curve(0.5) - spring.progress(at: spring.settlingDuration / 2)) < 1e-12)
        #expect(abs(curve(1) - 1) <= Spring.settlingThreshold)
    }

    @Test func validatedRejectsBadControlPoints() {
        // x outside 0...1 is clamped, as real code's curves need (docs/core-animation.md#porting-real-code).
        #expect((try? CubicBezier.validated(1.5, 0, -0.5, 1).get()) == CubicBezier(1, 0, 0, 1))
        #expect(CubicBezier.validated(0.5, .nan, 0.5, 1) == .failure(.invalidTimingFunction(
            "cubicBezier y1 is nan; control points must be finite")))
        #expect((try? CubicBezier.validated(0.1, -2, 0.9, 3).get()) == CubicBezier(0.1, -2, 0.9, 3))
    }
}
