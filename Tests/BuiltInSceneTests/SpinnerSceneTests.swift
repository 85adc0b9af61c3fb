import Foundation
import Layers
import Testing

/// scenes/spinner.lua against seed 002's ProgressView. The stroke group (1 s, repeating
/// forever) hands its children u = t mod 1: strokeEnd eio(u / 0.75) until 0.75, then the
/// model 1 (no fill); strokeStart from 0.25: eio((u - 0.25) / 0.75), before that the model
/// 0. The colors: keyframes red, systemGreen, systemBlue at 0, 0.5, 1 over 3 s, the whole
/// warped by easeInEaseOut: p = eio((t mod 3) / 3). The view turns pi (t mod 2), linear.

@Suite struct SpinnerSceneTests {
    let eio = Curve.eio

    static let red = (1.0, 0.0, 0.0), green = (0x34 / 255.0, 0xC7 / 255.0, 0x59 / 255.0), blue = (0.0, 0x7A / 255.0, 1.0)

    func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ f: Double) -> String {
        hex(a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f)
    }

    /// Channels within 1: inspect prints 8-bit colors, the mix above rounds on its own.
    func sameColor(_ a: String, _ b: String) -> Bool {
        [1, 3, 5, 7].allSatisfy { abs(Int(a.dropFirst($0).prefix(2), radix: 16)! - Int(b.dropFirst($0).prefix(2), radix: 16)!) <= 1 }
    }

    @Test func theRingIsTheSeedsShapeLayer() throws {
        let tree = try BuiltInScenes.tree("spinner", at: 0)
        let view = try tree.inspected("view")
        #expect(view.numbers("bounds") == [0, 0, 50, 50] && view.numbers("position") == [40, 40])
        #expect(view.number("cornerRadius") == 25)
        let ring = try tree.inspected("ring")
        #expect(isClose(ring.pathBounds(), [0, 0, 50, 50], 1e-9))
        #expect(ring.number("lineWidth") == 5 && ring.string("lineCap") == "round" && ring.string("fillColor") == "#00000000")
        #expect(ring.string("strokeColor") == "#FF0000FF")
        #expect(ring.number("strokeEnd") == 0 && ring.number("strokeStart") == 0)
    }

    @Test func theStrokeChasesItselfEverySecond() throws {
        let moments: [(Double, Double, Double)] = [
            (0.1, 0, eio(0.1 / 0.75)),                       // strokeStart not begun: the model 0
            (0.3, eio(0.05 / 0.75), eio(0.4)),               // 0.008647, 0.331884
            (0.9, eio(0.65 / 0.75), 1),                    // strokeEnd ended at 0.75: the model 1
            (1.3, eio(0.05 / 0.75), eio(0.4)),               // the second pass, as 0.3
            (5.6, eio(0.35 / 0.75), eio(0.8)),               // u = 0.6: 0.442691, 0.918340
        ]
        let trees = try BuiltInScenes.trees("spinner", at: moments.map(\.0))
        for (tree, (time, start, end)) in zip(trees, moments) {
            let ring = try tree.inspected("ring")
            #expect(isClose(ring.number("strokeStart"), start, 1e-7), "strokeStart at \(time): \(ring.number("strokeStart"))")
            #expect(isClose(ring.number("strokeEnd"), end, 1e-7), "strokeEnd at \(time): \(ring.number("strokeEnd"))")
        }
        #expect(isClose(eio(0.25), 0.129162, 1e-6))   // docs/core-animation.md#timing-functions
    }

    @Test func theColorCyclesEveryThreeSeconds() throws {
        let (r, g, b) = (Self.red, Self.green, Self.blue)
        let moments: [(Double, String)] = [
            (0.3, mix(r, g, eio(0.1) / 0.5)),               // p = 0.019722
            (1.0, mix(r, g, eio(1.0 / 3) / 0.5)),           // p = 0.231775
            (2.0, mix(g, b, (eio(2.0 / 3) - 0.5) / 0.5)),   // p = 0.768225
            (4.0, mix(r, g, eio(1.0 / 3) / 0.5)),           // as at 1.0
            (5.6, mix(g, b, (eio(2.6 / 3) - 0.5) / 0.5)),   // p = 0.964490
        ]
        let trees = try BuiltInScenes.trees("spinner", at: moments.map(\.0))
        for (tree, (time, color)) in zip(trees, moments) {
            let shown = try tree.inspected("ring").string("strokeColor")
            #expect(sameColor(shown, color), "strokeColor at \(time): \(shown), expected \(color)")
        }
    }

    @Test func theViewTurnsOnceEveryTwoSeconds() throws {
        let moments: [(Double, Double)] = [(0.5, 0.5), (1.5, 1.5), (3.5, 1.5), (5.6, 1.6)]
        let trees = try BuiltInScenes.trees("spinner", at: moments.map(\.0))
        for (tree, (time, turns)) in zip(trees, moments) {
            #expect(isClose(try tree.inspected("view").number("transform.rotation.z"), turns * .pi, 1e-9), "at \(time)")
        }
    }

    /// isAnimating = false at stopAt: the ring leaves the view, the view's turn is removed;
    /// the scene then lasts stopAt + hold.
    @Test func stopAtStopsItAsIsAnimatingFalse() throws {
        let overrides = ["stopAt": "2.5"]
        #expect(isClose(try BuiltInScenes.load("spinner", overrides).length(), 3.5))
        let trees = try BuiltInScenes.trees("spinner", at: [2.4, 2.6], overrides)
        #expect(isClose(try trees[0].inspected("view").number("transform.rotation.z"), 0.4 * .pi, 1e-9))
        #expect(trees[1].layer(named: "ring") == nil)
        #expect(try trees[1].inspected("view").number("transform.rotation.z") == 0)
    }

    /// With four colors the period is lcm(1, 2, 4) = 4 s.
    @Test func theLoopFollowsTheColors() throws {
        #expect(isClose(try BuiltInScenes.load("spinner", ["colors": "[red,green,blue,orange]"]).length(), 4))
    }
}
