import Foundation
import Layers
import Testing

/// scenes/slack-lines.lua against seed 003's SlackLoadingView. Geometry from config():
/// L = 100, lineWidth = L / 6 = 16.667, margin = L / 4.5 + lineWidth / 2 = 30.556,
/// scale = (L - 2 margin) / (L - lineWidth) = 7 / 15. One cycle (D = 2): rotation -30 ->
/// 690 degrees over D, linear; strokeEnd 1 -> 0 over D / 2; translations from D / 2 for
/// D / 4, autoreversing; strokeEnd 0 -> 1 from D over D / 4; all fill forwards. line4's last
/// stop + interval (1 s) restarts it: 2.5 + 1 = 3.5.
/// At strokeEnd 0 the round caps still draw a dot: the dots are what gathers.
@Suite struct SlackLinesSceneTests {
    static let degree = Double.pi / 180
    /// Each line's two translations at full gather: L / 4 = 25 on one axis, 25 scale =
    /// 11.667 on the other; signs as the seed's lineAnimationTwo.
    static let gathered: [(x: Double, y: Double)] = [(25, 25 * 7 / 15), (-25 * 7 / 15, 25), (-25, -25 * 7 / 15), (25 * 7 / 15, -25)]

    func expect(_ tree: PresentationTree, rotation degrees: Double, strokeEnd: Double, gather: Double,
                sourceLocation: SourceLocation = #_sourceLocation) throws {
        let view = try tree.inspected("view")
        #expect(isClose(view.number("transform.rotation.z"), degrees * Self.degree, 1e-9),
                "rotation at \(tree.time): \(view.number("transform.rotation.z") / Self.degree)", sourceLocation: sourceLocation)
        for i in 0..<4 {
            let line = try tree.inspected("line\(i + 1)")
            #expect(isClose(line.number("strokeEnd"), strokeEnd, 1e-9), "line\(i + 1) strokeEnd at \(tree.time)",
                    sourceLocation: sourceLocation)
            #expect(isClose(line.number("transform.translation.x"), Self.gathered[i].x * gather, 1e-9),
                    "line\(i + 1) x at \(tree.time)", sourceLocation: sourceLocation)
            #expect(isClose(line.number("transform.translation.y"), Self.gathered[i].y * gather, 1e-9),
                    "line\(i + 1) y at \(tree.time)", sourceLocation: sourceLocation)
        }
    }

    @Test func theLinesAreDrawnAsTheSeedDrawsThem() throws {
        let tree = try BuiltInScenes.tree("slack-lines", at: 0)
        let view = try tree.inspected("view")
        // 100 x 100, centered in 160 x 160; model rotation -30 degrees (shown at 0 by the
        // angle animation's fromValue, the same).
        #expect(view.numbers("bounds") == [0, 0, 100, 100] && view.numbers("position") == [80, 80])
        #expect(tree.layer(named: "view")?.sublayers.map(\.name) == ["line1", "line2", "line3", "line4"])
        let w = 100.0 / 6, m = 100.0 / 4.5 + 100.0 / 12, L = 100.0
        // Each line's path is the segment between the seed's start and end points; its
        // bounds: line1 (w/2, m) -> (L - w/2, m), a horizontal segment; line2 vertical at
        // x = L - m; line3 horizontal at y = L - m; line4 vertical at x = m.
        let bounds: [[Double]] = [[w / 2, m, L - w, 0], [L - m, w / 2, 0, L - w], [w / 2, L - m, L - w, 0], [m, w / 2, 0, L - w]]
        let colors = ["#9DD4E9FF", "#F5BD58FF", "#FF317EFF", "#6FC9B5FF"]
        for i in 0..<4 {
            let line = try tree.inspected("line\(i + 1)")
            #expect(isClose(line.pathBounds(), bounds[i], 1e-9), "line\(i + 1) \(line.pathBounds())")
            #expect(isClose(line.number("lineWidth"), w) && line.string("lineCap") == "round")
            #expect(line.number("opacity") == 0.8 && line.string("strokeColor") == colors[i])
        }
        try expect(tree, rotation: -30, strokeEnd: 1, gather: 0)
    }

    @Test func oneCycle() throws {
        let times = [0.5, 1.25, 1.5, 1.8, 2.25, 3.0, 3.45]
        let trees = try BuiltInScenes.trees("slack-lines", at: times)
        // 0.5: rotation -30 + 720 (0.5 / 2) = 150; strokeEnd 1 - 0.5 / 1 = 0.5; the
        //   translations begin at D / 2 = 1 (no backwards fill): 0.
        try expect(trees[0], rotation: 150, strokeEnd: 0.5, gather: 0)
        // 1.25: 420; the shrink ended at 1 and holds 0; 0.25 into a 0.5 s pass: half way.
        try expect(trees[1], rotation: 420, strokeEnd: 0, gather: 0.5)
        // 1.5: 510; the end of the first pass: gathered.
        try expect(trees[2], rotation: 510, strokeEnd: 0, gather: 1)
        // 1.8: 618; 0.8 into the 1 s autoreversed cycle folds back to 0.2: 0.4 of the way.
        try expect(trees[3], rotation: 618, strokeEnd: 0, gather: 0.4)
        // 2.25: the turn holds 690; the translations hold their reversed end, 0; strokeEnd
        //   0 -> 1 from 2 over 0.5: 0.5.
        try expect(trees[4], rotation: 690, strokeEnd: 0.5, gather: 0)
        // 3.0 and 3.45: everything holds its end while the loader waits out the interval.
        try expect(trees[5], rotation: 690, strokeEnd: 1, gather: 0)
        try expect(trees[6], rotation: 690, strokeEnd: 1, gather: 0)
    }

    /// line4's growth stops at 2.5; Int64(interval) = 1 s later, at 3.5, startAnimation runs
    /// again, so 4.0 and 4.75 repeat 0.5 and 1.25.
    @Test func theLoaderRestartsOneIntervalAfterLine4StopsGrowing() throws {
        let trees = try BuiltInScenes.trees("slack-lines", at: [4.0, 4.75, 6.0, 7.5])
        try expect(trees[0], rotation: 150, strokeEnd: 0.5, gather: 0)
        try expect(trees[1], rotation: 420, strokeEnd: 0, gather: 0.5)
        try expect(trees[2], rotation: 690, strokeEnd: 1, gather: 0)   // the second cycle's end (3.5 + 2.5)
        try expect(trees[3], rotation: 150, strokeEnd: 0.5, gather: 0) // the third began at 7.0
    }

    /// Taps at 0.5 (pause) and 1.3 (resume), as the seed's CALayer extension: pause sets
    /// timeOffset = local time, speed 0; resume sets speed 1, timeOffset 0, beginTime 0,
    /// then beginTime = local time - paused time. The view: paused at 0.5, beginTime
    /// 1.3 - 0.5 = 0.8. The lines read the view's frozen time: paused at 0.5, and on resume
    /// their local time is again 0.5, so their beginTime is 0. Afterwards local = t - 0.8.
    @Test func aTapPausesAndASecondResumes() throws {
        let taps = ["taps": "[0.5,1.3]"]
        let trees = try BuiltInScenes.trees("slack-lines", at: [1.0, 1.3, 2.0, 2.9, 3.25], taps)
        let paused = try trees[0].inspected("view")
        #expect(paused.number("speed") == 0 && isClose(paused.number("timeOffset"), 0.5))
        #expect(try trees[0].inspected("line1").number("speed") == 0)
        try expect(trees[0], rotation: 150, strokeEnd: 0.5, gather: 0)    // frozen at the 0.5 frame
        let resumed = try trees[1].inspected("view")
        #expect(resumed.number("speed") == 1 && resumed.number("timeOffset") == 0 && isClose(resumed.number("beginTime"), 0.8))
        #expect(isClose(try trees[1].inspected("line3").number("beginTime"), 0))
        try expect(trees[1], rotation: 150, strokeEnd: 0.5, gather: 0)    // no jump on resume
        // 2.0, local 1.2: -30 + 720 (1.2 / 2) = 402; translations 0.2 into their pass: 0.4.
        try expect(trees[2], rotation: 402, strokeEnd: 0, gather: 0.4)
        // 2.9, local 2.1: 690; growth 0.1 / 0.5 = 0.2.
        try expect(trees[3], rotation: 690, strokeEnd: 0.2, gather: 0)
        // 3.25, local 2.45: growth 0.45 / 0.5 = 0.9 (a paused loader is still growing at 3.25).
        try expect(trees[4], rotation: 690, strokeEnd: 0.9, gather: 0)
    }
}
