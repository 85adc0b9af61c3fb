import Animation
import Testing
@testable import Layers

/// `Stage.addedAnimations`, the preview's timeline: every add, with the beginTime and
/// duration `add` filled in, in clock time, including those a callback adds later.
@Suite struct AddedAnimationTests {
    @Test func everyAddIsRecordedWithItsClockTimes() throws {
        let stage = Stage(width: 10, height: 10)
        let parent = stage.makeLayer(.layer, name: "parent")
        let child = stage.makeLayer(.layer, name: "child")
        try stage.addSublayer(parent, to: stage.root)
        try stage.addSublayer(child, to: parent)
        // The parent runs at half speed from clock 0: the child's local time is clock / 2.
        try stage.setValue(.number(0.5), forKeyPath: "speed", of: parent)
        let fade = BasicAnimation(keyPath: "opacity", from: .number(0), to: .number(1), timing: MediaTiming(duration: 2))
        try stage.add(fade, forKey: "fade", to: parent)
        stage.clock.schedule(at: 1) { stage in
            var late = fade
            late.timing.duration = 0  // the transaction's 0.25 s
            late.timing.beginTime = 0  // now, on the child's local time: 1 / 2 = 0.5
            try stage.add(late, forKey: nil, to: child)
        }
        try stage.advance(to: 2)
        let added = stage.addedAnimations
        #expect(added.map(\.layerName) == ["parent", "child"])
        #expect(added.map(\.key) == ["fade", nil])
        #expect(added.map(\.addedAt) == [0, 1])
        // The parent's beginTime 0 is clock 0; the child's local 0.5 is clock 0.5 / 0.5 = 1.
        #expect(added.map(\.clockBeginTime) == [0, 1])
        #expect(added.map(\.animation.timing.duration) == [2, 0.25])
        #expect(added.map(\.animation.timing.beginTime) == [0, 0.5])
    }
}
