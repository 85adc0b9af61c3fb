import Testing
@testable import Animation

/// docs/core-animation.md#groups.
@Suite struct AnimationGroupTests {
    func number(_ values: PropertyValues, _ keyPath: String) -> Double {
        guard case .number(let v)? = values.presentation[keyPath] else { return .nan }
        return v
    }

    /// Seed 002's spinner: a 1 s group repeating forever; strokeEnd 0 -> 1 over 0.75 s and
    /// strokeStart 0 -> 1 from 0.25 s over 0.75 s, both easeInEaseOut.
    func spinnerGroup() -> AnimationGroup {
        let end = BasicAnimation(keyPath: "strokeEnd", from: .number(0), to: .number(1),
                                 timing: MediaTiming(duration: 0.75), timingFunction: .easeInEaseOut)
        let start = BasicAnimation(keyPath: "strokeStart", from: .number(0), to: .number(1),
                                   timing: MediaTiming(beginTime: 0.25, duration: 0.75), timingFunction: .easeInEaseOut)
        return AnimationGroup(animations: [start, end], timing: MediaTiming(duration: 1, repeatDuration: .infinity))
    }

    @Test func spinnerGroupAsSeed002() {
        let group = spinnerGroup()
        let eio = TimingFunction.easeInEaseOut
        for cycle in [0.0, 1, 7] {
            var values = PropertyValues(model: ["strokeStart": .number(0), "strokeEnd": .number(1)])
            group.apply(at: cycle + 0.1, to: &values)
            #expect(number(values, "strokeStart") == 0)  // not begun: the model value shows
            #expect(abs(number(values, "strokeEnd") - eio(0.1 / 0.75)) < 1e-12)
            values.presentation = values.model
            group.apply(at: cycle + 0.375, to: &values)
            #expect(abs(number(values, "strokeEnd") - 0.5) < 1e-6)  // easeInEaseOut is symmetric
            #expect(abs(number(values, "strokeStart") - eio(0.125 / 0.75)) < 1e-12)
            values.presentation = values.model
            group.apply(at: cycle + 0.9, to: &values)
            #expect(number(values, "strokeEnd") == 1)  // ended inside the group: model again
            #expect(abs(number(values, "strokeStart") - eio(0.65 / 0.75)) < 1e-9)
        }
    }

    @Test func childrenAreClippedNotScaled() {
        let child = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(10), timing: MediaTiming(duration: 10))
        var group = AnimationGroup(animations: [child], timing: MediaTiming(duration: 5, fillMode: .forwards))
        group.isRemovedOnCompletion = false
        var values = PropertyValues(model: ["opacity": .number(-1)])
        group.apply(at: 4, to: &values)
        #expect(number(values, "opacity") == 4)
        group.apply(at: 8, to: &values)
        #expect(number(values, "opacity") == 5)  // the group held at its end: the child's 5 s
        group.isRemovedOnCompletion = true
        values.presentation = values.model
        group.apply(at: 8, to: &values)
        #expect(number(values, "opacity") == -1)
    }

    @Test func groupTimingFunctionWarpsChildrenTime() {
        let child = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1))
        let group = AnimationGroup(animations: [child], timing: MediaTiming(duration: 1), timingFunction: .easeIn)
        var values = PropertyValues(model: ["opacity": .number(0)])
        group.apply(at: 0.5, to: &values)
        #expect(abs(number(values, "opacity") - 0.315357) < 1e-6)
    }

    @Test func speedsMultiply() {
        // group at speed 2, child at 1.5: the child runs 3x
        let child = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(3), timing: MediaTiming(duration: 3, speed: 1.5))
        let group = AnimationGroup(animations: [child], timing: MediaTiming(duration: 10, speed: 2))
        var values = PropertyValues(model: ["opacity": .number(0)])
        group.apply(at: 0.5, to: &values)
        #expect(number(values, "opacity") == 1.5)
    }

    @Test func childRemovedOnCompletionIsIgnored() {
        var child = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1),
                                   timing: MediaTiming(duration: 0.5, fillMode: .forwards))
        child.isRemovedOnCompletion = true
        let group = AnimationGroup(animations: [child], timing: MediaTiming(duration: 1))
        var values = PropertyValues(model: ["opacity": .number(7)])
        group.apply(at: 0.75, to: &values)
        #expect(number(values, "opacity") == 1)  // the child's forwards fill holds inside the group
    }

    @Test func laterAnimationsOverrideEarlierOnes() {
        let first = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(duration: 1))
        let second = BasicAnimation(keyPath: "opacity", from: .number(5), to: .number(5), timing: MediaTiming(duration: 1))
        let group = AnimationGroup(animations: [first, second], timing: MediaTiming(duration: 1))
        var values = PropertyValues(model: ["opacity": .number(0)])
        group.apply(at: 0.5, to: &values)
        #expect(number(values, "opacity") == 5)
    }

    /// The reveal seed: a 1 s group whose path and lineWidth children set no duration.
    @Test func childrenWithoutDurationTakeTheGroups() {
        let width = BasicAnimation(keyPath: "lineWidth", from: .number(2), to: .number(12))
        let group = AnimationGroup(animations: [width], timing: MediaTiming(duration: 1))
        var values = PropertyValues(model: ["lineWidth": .number(2)])
        group.apply(at: 0.5, to: &values)
        #expect(number(values, "lineWidth") == 7)  // halfway through 1 s, not done after 0.25 s
        let defaulted = AnimationGroup(animations: [width])  // both 0: both 0.25 s
        defaulted.apply(at: 0.125, to: &values)
        #expect(number(values, "lineWidth") == 7)
    }

    @Test func validationReachesChildren() {
        let bad = BasicAnimation(keyPath: "opacity", from: .number(0), to: .bool(true))
        let group = AnimationGroup(animations: [bad], timing: MediaTiming(duration: 1))
        #expect(throws: AnimationError.valueKindMismatch(keyPath: "opacity", expected: .number, got: .bool)) {
            try group.validate()
        }
    }
}
