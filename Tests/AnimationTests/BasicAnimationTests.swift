import Geometry
import Testing
@testable import Animation

/// docs/core-animation.md#basic-animations: which two values a basic animation runs between, and how
/// additive and cumulative change the result.
@Suite struct BasicAnimationTests {
    func value(_ animation: some LayerAnimation, at t: Double, model: Double, beneath: Double? = nil) -> Double? {
        var values = PropertyValues(model: ["opacity": .number(model)])
        if let beneath { values.presentation["opacity"] = .number(beneath) }
        animation.apply(at: t, to: &values)
        guard case .number(let v)? = values.presentation["opacity"] else { return nil }
        return v
    }

    func animation(from: Double? = nil, to: Double? = nil, by: Double? = nil, duration: Double = 1) -> BasicAnimation {
        BasicAnimation(keyPath: "opacity", from: from.map { .number($0) }, to: to.map { .number($0) },
                       by: by.map { .number($0) }, timing: MediaTiming(duration: duration))
    }

    @Test func fromAndToCombinations() {
        // model 10 throughout; values at the halfway point
        #expect(value(animation(from: 2, to: 4), at: 0.5, model: 10) == 3)
        #expect(value(animation(from: 2, by: 4), at: 0.5, model: 10) == 4)   // 2 -> 6
        #expect(value(animation(to: 4, by: 2), at: 0.5, model: 10) == 3)     // 2 -> 4
        #expect(value(animation(from: 2), at: 0.5, model: 10) == 6)          // 2 -> 10
        #expect(value(animation(to: 4), at: 0.5, model: 10) == 7)            // 10 -> 4
        #expect(value(animation(by: 4), at: 0.5, model: 10) == 12)           // 10 -> 14
        #expect(value(animation(), at: 0.5, model: 10) == 10)
        // from + to + by: by is ignored
        #expect(value(animation(from: 2, to: 4, by: 100), at: 0.5, model: 10) == 3)
    }

    /// The model end is read live: changing the model mid-animation moves the value.
    @Test func modelEndIsLive() {
        let toOnly = animation(to: 0)
        #expect(value(toOnly, at: 0.25, model: 1) == 0.75)
        #expect(value(toOnly, at: 0.25, model: 2) == 1.5)
    }

    /// The gradient seed sets the model to the shifted colors, then adds a to-only
    /// animation to the same colors: it runs from model to model, so it steps, not blends.
    @Test func gradientSeedStepsRatherThanBlends() {
        let colors: [Color] = [.white, Color(red: 1, green: 0, blue: 0), .black]
        let shifted = [colors[2], colors[0], colors[1]]
        let colorsAnimation = BasicAnimation(keyPath: "colors", to: .colors(shifted), timing: MediaTiming(duration: 0.08))
        var values = PropertyValues(model: ["colors": .colors(shifted)])
        colorsAnimation.apply(at: 0.04, to: &values)
        #expect(values.presentation["colors"] == .colors(shifted))
    }

    @Test func timingFunctionWarpsProgress() {
        var a = animation(from: 0, to: 100)
        a.timingFunction = .easeInEaseOut
        #expect(abs(value(a, at: 0.25, model: 0)! - 12.9162) < 1e-4)
    }

    @Test func additiveAddsToWhatLiesBeneath() {
        var a = animation(from: 0, to: 5)
        a.isAdditive = true
        #expect(value(a, at: 0.5, model: 10) == 12.5)
        // beneath is the value so far, including earlier animations
        #expect(value(a, at: 0.5, model: 10, beneath: 20) == 22.5)
    }

    @Test func additiveTransformsConcatenate() {
        var a = BasicAnimation(keyPath: "transform", from: .transform(.scale(x: 2, y: 2)),
                               to: .transform(.scale(x: 2, y: 2)), timing: MediaTiming(duration: 1))
        a.isAdditive = true
        let model = LayerTransform(rotationZ: 1, scaleX: 3, scaleY: 3)
        var values = PropertyValues(model: ["transform": .transform(model)])
        a.apply(at: 0.5, to: &values)
        #expect(values.presentation["transform"] == .transform(LayerTransform(rotationZ: 1, scaleX: 6, scaleY: 6)))
    }

    @Test func cumulativeContinuesEachRepeat() {
        var a = animation(from: 0, to: 10)
        a.isCumulative = true
        a.timing.repeatCount = 3
        a.timing.fillMode = .forwards
        a.isRemovedOnCompletion = false
        #expect(value(a, at: 0.5, model: 0) == 5)
        #expect(value(a, at: 1.5, model: 0) == 15)
        #expect(value(a, at: 2.5, model: 0) == 25)
        #expect(value(a, at: 4, model: 0) == 30)
        // An autoreversing cycle ends where it began, so nothing accumulates.
        a.timing.autoreverses = true
        #expect(value(a, at: 2.5, model: 0) == 5)
    }

    @Test func removedOnCompletionShowsTheModelAfterwards() {
        var a = animation(from: 0, to: 1)
        a.timing.fillMode = .forwards
        #expect(value(a, at: 2, model: 7) == 7)
        a.isRemovedOnCompletion = false
        #expect(value(a, at: 2, model: 7) == 1)
    }

    /// The Slack seed rotates from -30 to 690 degrees: two full turns, read back as angles.
    @Test func rotationBeyondOneTurn() {
        let degrees = Double.pi / 180
        let a = BasicAnimation(keyPath: "transform", from: .transform(.rotation(-30 * degrees)),
                               to: .transform(.rotation(690 * degrees)), timing: MediaTiming(duration: 2))
        var values = PropertyValues(model: ["transform": .transform(.identity)])
        a.apply(at: 1.5, to: &values)
        guard case .transform(let t)? = values.presentation["transform"] else { Issue.record("no transform"); return }
        #expect(abs(t.rotationZ / degrees - 510) < 1e-9)
    }

    @Test func validation() {
        let mixed = BasicAnimation(keyPath: "opacity", from: .number(0), to: .color(.white))
        #expect(throws: AnimationError.valueKindMismatch(keyPath: "opacity", expected: .number, got: .color)) {
            try mixed.validate()
        }
        let pathBy = BasicAnimation(keyPath: "path", by: .path(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1))))
        #expect(throws: AnimationError.noArithmetic(keyPath: "path", kind: .path, feature: "byValue")) {
            try pathBy.validate()
        }
        #expect(AnimationError.noArithmetic(keyPath: "path", kind: .path, feature: "byValue").description
            == "path: byValue needs values that add up, and a path does not")
        var negative = animation(from: 0, to: 1)
        negative.timing.duration = -1
        #expect(throws: AnimationError.self) { try negative.validate() }
    }
}

/// Real code sets `additive = true` on animations of values Core Animation cannot add; it
/// accepts them and animates as if the flag were off (docs/core-animation.md#porting-real-code).
@Suite struct AdditiveWithoutSumsTests {
    @Test func colorArraysAnimateAsNotAdditive() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let from = [red, blue], to = [blue, red]
        var a = BasicAnimation(keyPath: "colors", from: .colors(from), to: .colors(to), timing: MediaTiming(duration: 1))
        a.isAdditive = true
        a.isCumulative = true
        try a.validate()
        var values = PropertyValues(model: ["colors": .colors([.white, .white])])
        a.apply(at: 0.25, to: &values)
        // A quarter of the way from red to blue, and from blue to red; the model is not added.
        #expect(values.presentation["colors"] == .colors([
            Color(red: 0.75, green: 0, blue: 0.25), Color(red: 0.25, green: 0, blue: 0.75),
        ]))
    }

    @Test func pathsAnimateAsNotAdditive() throws {
        let small = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
        let large = Path(rect: Rect(x: 0, y: 0, width: 20, height: 20))
        var a = BasicAnimation(keyPath: "path", from: .path(small), to: .path(large), timing: MediaTiming(duration: 1))
        a.isAdditive = true
        try a.validate()
        var values = PropertyValues(model: ["path": .path(Path(rect: Rect(x: 5, y: 5, width: 1, height: 1)))])
        a.apply(at: 0.5, to: &values)
        #expect(values.presentation["path"] == .path(Path(rect: Rect(x: 0, y: 0, width: 15, height: 15))))
    }
}
