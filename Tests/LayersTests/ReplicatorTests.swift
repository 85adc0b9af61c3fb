import Animation
import Foundation
import Geometry
import Testing
@testable import Layers

/// CAReplicatorLayer's instances in the presentation tree, derived by hand
/// (docs/core-animation.md#replicators).
@Suite struct ReplicatorTests {
    /// A replicator at frame (10, 20, 100, 60), bounds center c = (50, 30), holding one 10 x 10
    /// dot at position (50, 5), with an opacity animation from 0.2 to 0.9 over 1 s that began
    /// at 0 (value 0.2 + 0.7 t) and a model opacity of 0.5.
    func stage(_ replicator: KeyValuePairs<String, AnimationValue>, fill: FillMode = .removed,
               repeats: Double = 0) throws -> (Stage, LayerID) {
        let stage = Stage(width: 200, height: 200)
        let r = stage.makeLayer(.replicator, name: "r"), dot = stage.makeLayer(.shape, name: "dot")
        try stage.configure(r, ["frame": .rect(Rect(x: 10, y: 20, width: 100, height: 60))])
        try stage.configure(r, replicator)
        try stage.configure(dot, ["bounds": .rect(Rect(x: 0, y: 0, width: 10, height: 10)),
                                  "position": .point(Point(x: 50, y: 5)), "opacity": .number(0.5)])
        try stage.addSublayer(r, to: stage.root)
        try stage.addSublayer(dot, to: r)
        var fade = BasicAnimation(keyPath: "opacity", from: .number(0.2), to: .number(0.9),
                                  timing: MediaTiming(duration: 1, repeatCount: repeats, fillMode: fill))
        fade.isRemovedOnCompletion = fill != .forwards
        try stage.add(fade, forKey: "fade", to: dot)
        return (stage, r)
    }

    func instances(_ stage: Stage, at t: Double) throws -> (PresentationLayer, [ReplicatorInstance]) {
        try stage.advance(to: t)
        let r = stage.presentation().layer(named: "r")!
        return (r, r.instances)
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
    func close(_ p: Point, _ q: Point) -> Bool { close(p.x, q.x) && close(p.y, q.y) }

    /// Instance k turns the dot k quarter turns about c = (50, 30), after its own matrix: the
    /// dot's center (50, 5) is c + (0, −25); a quarter turn clockwise on screen maps (x, y) to
    /// (−y, x): (25, 0), (0, 25), (−25, 0), so the centers are (75, 30), (50, 55), (25, 30).
    @Test func transformAppliesKTimesAboutTheCenter() throws {
        let (stage, _) = try stage(["instanceCount": .number(4), "instanceTransform": .transform(.rotation(.pi / 2))])
        let (r, instances) = try instances(stage, at: 0)
        #expect(instances.map(\.index) == [0, 1, 2, 3])
        let centers = instances.map { instance in
            let dot = instance.sublayers[0].properties
            return dot.toSuperlayer(r.properties, instance: instance.transform).apply(to: dot.anchorInBounds)
        }
        let expected = [Point(x: 50, y: 5), Point(x: 75, y: 30), Point(x: 50, y: 55), Point(x: 25, y: 30)]
        #expect(zip(centers, expected).allSatisfy(close), "\(centers)")
        // Instance 2 is a half turn about c: the matrix (−1, 0, 0, −1) with translation 2c = (100, 60).
        let m = instances[2].transform
        #expect(close(m.a, -1) && close(m.b, 0) && close(m.c, 0) && close(m.d, -1) && close(m.tx, 100) && close(m.ty, 60))
    }

    /// A transform with a translation: T = rotate a quarter turn, then move (10, 0). From c,
    /// the point c + (10, 0) goes (10, 0) → (0, 10) + (10, 0) = (10, 10) → (−10, 10) + (10, 0)
    /// = (0, 10) after two steps: (50, 40).
    @Test func transformPowersCompose() throws {
        let (stage, _) = try stage(["instanceCount": .number(3),
                                    "instanceTransform": .transform(LayerTransform(translationX: 10, rotationZ: .pi / 2))])
        let (_, instances) = try instances(stage, at: 0)
        #expect(close(instances[1].transform.apply(to: Point(x: 60, y: 30)), Point(x: 60, y: 40)))
        #expect(close(instances[2].transform.apply(to: Point(x: 60, y: 30)), Point(x: 50, y: 40)))
    }

    func opacities(_ instances: [ReplicatorInstance]) -> [Double] { instances.map { $0.sublayers[0].properties.opacity } }

    /// Instance k sees t − k · delay. At t = 0.5 with delay 0.1: 0.5, 0.4, ... 0.0, −0.1, so
    /// 0.2 + 0.7 · (0.5 − 0.1 k) for k ≤ 5 (0.55, 0.48, 0.41, 0.34, 0.27, 0.2); k = 6 is before
    /// the animation begins: the model's 0.5, or the from value 0.2 when it fills backwards.
    @Test func eachInstanceRunsOnItsDelayedTime() throws {
        let expected = [0.55, 0.48, 0.41, 0.34, 0.27, 0.2]
        for (fill, before) in [(FillMode.removed, 0.5), (.backwards, 0.2)] {
            let (stage, _) = try stage(["instanceCount": .number(7), "instanceDelay": .number(0.1)], fill: fill)
            let got = opacities(try instances(stage, at: 0.5).1)
            #expect(zip(got, expected + [before]).allSatisfy(close), "\(fill): \(got)")
        }
    }

    /// A negative delay runs later instances ahead: delay −0.25 at t = 0.5 gives 0.5, 0.75,
    /// 1.0, 1.25. Past the end the model shows (0.5), or the to value 0.9 when it fills
    /// forwards (and is not removed on completion); repeating, 1.25 is 0.25 into the second cycle: 0.2 + 0.7 · 0.25 = 0.375.
    @Test func negativeDelaysRunAhead() throws {
        let ahead: KeyValuePairs<String, AnimationValue> = ["instanceCount": .number(4), "instanceDelay": .number(-0.25)]
        let removed = opacities(try instances(try stage(ahead).0, at: 0.5).1)
        #expect(close(removed[0], 0.55) && close(removed[1], 0.725) && close(removed[3], 0.5), "\(removed)")
        let filled = opacities(try instances(try stage(ahead, fill: .forwards).0, at: 0.5).1)
        #expect(close(filled[3], 0.9), "\(filled)")
        let repeating = opacities(try instances(try stage(ahead, repeats: .infinity).0, at: 0.5).1)
        #expect(close(repeating[3], 0.375), "\(repeating)")
    }

    /// instanceColor + k · offsets, clamped: (0.9, 0.5, 0.2, 1) with offsets (−0.3, 0.2, 0.1,
    /// −0.4) is (0.3, 0.9, 0.4, 0.2) at k = 2 and (0, 1, 0.5, 0) at k = 3 (−0.0, 1.1, 0.5, −0.2
    /// clamped).
    @Test func colorsAddOffsetsAndClamp() throws {
        let (stage, _) = try stage([
            "instanceCount": .number(4), "instanceColor": .color(Color(red: 0.9, green: 0.5, blue: 0.2)),
            "instanceRedOffset": .number(-0.3), "instanceGreenOffset": .number(0.2),
            "instanceBlueOffset": .number(0.1), "instanceAlphaOffset": .number(-0.4),
        ])
        let colors = try instances(stage, at: 0).1.map(\.color)
        func matches(_ c: Color, _ r: Double, _ g: Double, _ b: Double, _ a: Double) -> Bool {
            close(c.red, r) && close(c.green, g) && close(c.blue, b) && close(c.alpha, a)
        }
        #expect(matches(colors[0], 0.9, 0.5, 0.2, 1) && matches(colors[2], 0.3, 0.9, 0.4, 0.2))
        #expect(matches(colors[3], 0, 1, 0.5, 0), "\(colors[3])")
    }

    /// Core Animation's count is an integer: 3.7 draws 3; 0 draws nothing. `inspect` lists
    /// the real sublayer only.
    @Test func countTruncatesAndInspectionListsOnlyRealLayers() throws {
        let (three, _) = try stage(["instanceCount": .number(3.7)])
        let (r, instances) = try instances(three, at: 0)
        #expect(instances.count == 3 && r.sublayers.count == 1 && r.inspection.sublayers.count == 1)
        #expect(r.inspection.properties.contains { $0.key == "instanceTransform.rotation.z" })
        let (none, _) = try stage(["instanceCount": .number(0)])
        #expect(try self.instances(none, at: 0).1.isEmpty)
    }

    /// A grid: a replicator of replicators. The copy in row j, column i runs j · 0.2 + i · 0.1
    /// behind: at t = 0.5, row 1 column 2 is at 0.1, so 0.2 + 0.07 = 0.27; row 0 column 3 at
    /// 0.2: 0.34.
    @Test func replicatorsNest() throws {
        let (stage, row) = try stage(["instanceCount": .number(4), "instanceDelay": .number(0.1)])
        let rows = stage.makeLayer(.replicator, name: "rows")
        try stage.configure(rows, ["instanceCount": .number(3), "instanceDelay": .number(0.2)])
        try stage.addSublayer(rows, to: stage.root)
        try stage.addSublayer(row, to: rows)
        try stage.advance(to: 0.5)
        let grid = stage.presentation().layer(named: "rows")!.instances.map { $0.sublayers[0].instances }
        #expect(grid.count == 3 && grid.allSatisfy { $0.count == 4 })
        #expect(close(opacities(grid[1])[2], 0.27) && close(opacities(grid[0])[3], 0.34))
    }

    /// Callbacks belong to the real layers: a stop callback runs once, however many copies.
    @Test func callbacksFireOnce() throws {
        let (stage, r) = try stage(["instanceCount": .number(5), "instanceDelay": .number(0.3)])
        var stops = 0
        let dot = stage.sublayers(of: r)[0]
        try stage.add(BasicAnimation(keyPath: "opacity", to: .number(0), timing: MediaTiming(duration: 0.5)),
                      forKey: "once", to: dot, onStop: { _, _ in stops += 1 })
        try stage.advance(to: 3)
        #expect(stops == 1)
    }

    /// The scene's natural end waits for the last copy: the fade ends at 1 s on the real dot,
    /// and copy 3 runs 3 · 0.5 s behind it, so the end is 2.5 s; a negative delay adds nothing.
    @Test func theEndWaitsForTheLastCopy() throws {
        let (late, _) = try stage(["instanceCount": .number(4), "instanceDelay": .number(0.5)])
        #expect(try late.runToEnd(horizon: 100) == 2.5)
        let (ahead, _) = try stage(["instanceCount": .number(4), "instanceDelay": .number(-0.5)])
        #expect(try ahead.runToEnd(horizon: 100) == 1)
    }

    @Test func limitsAreChecked() throws {
        let (stage, r) = try stage([:])
        #expect(throws: LayerError.invalidValue(keyPath: "instanceCount", reason: "-1.0 is negative")) {
            try stage.setValue(.number(-1), forKeyPath: "instanceCount", of: r)
        }
        #expect(throws: LayerError.invalidValue(keyPath: "instanceCount", reason: "10001.0 is above the limit of 10000")) {
            try stage.setValue(.number(10_001), forKeyPath: "instanceCount", of: r)
        }
        #expect(throws: LayerError.self) { try stage.setValue(.bool(true), forKeyPath: "preservesDepth", of: r) }
        try stage.setValue(.bool(false), forKeyPath: "preservesDepth", of: r)
        try stage.setValue(.number(Double(LayerProperty.maxInstanceCount)), forKeyPath: "instanceCount", of: r)
        try stage.setValue(.number(-0.5), forKeyPath: "instanceDelay", of: r)
        try stage.setValue(.number(1.5), forKeyPath: "instanceTransform.rotation.z", of: r)
        #expect(try stage.value(forKeyPath: "instanceTransform.rotation.z", of: r) == .number(1.5))
    }
}
