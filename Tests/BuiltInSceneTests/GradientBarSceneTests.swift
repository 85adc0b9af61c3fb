import Foundation
import Layers
import Testing

/// scenes/gradient-bar.lua against seed 004's GradientProgressView. The 73 colors are
/// UIColor(hue: h / 360, saturation: 1, brightness: 1), h = 0, 5, ..., 360.
/// performAnimation runs at 0 and at every stop of its 0.08 s animation (0.08, 0.16, ...):
/// each moves the last color to the front, sets the model and adds a to-only animation to
/// those same colors, which runs from the live model (docs/core-animation.md#basic-animations), so the colors
/// jump one step a run. Between runs, after k runs the gradient is the rainbow shifted k
/// times: element i = rainbow[(i - k) mod 73], k = floor(t / 0.08) + 1.
@Suite struct GradientBarSceneTests {
    static let rainbow: [String] = stride(from: 0, through: 360, by: 5).map { h in
        let c = hsb(Double(h) / 360, 1, 1)
        return hex(c.0, c.1, c.2)
    }

    static func shifted(_ k: Int) -> [String] {
        (0..<73).map { rainbow[(($0 - k) % 73 + 73) % 73] }
    }

    /// Same length, each channel within 1 of 255 (two ways of rounding hue sextants).
    func sameColors(_ a: [String], _ b: [String]) -> Bool {
        func channels(_ hex: String) -> [Int] { [1, 3, 5, 7].map { Int(hex.dropFirst($0).prefix(2), radix: 16) ?? -9 } }
        return a.count == b.count && zip(a, b).allSatisfy { zip(channels($0), channels($1)).allSatisfy { abs($0 - $1) <= 1 } }
    }

    @Test func theGradientIsTheSeedsRainbow() throws {
        let tree = try BuiltInScenes.tree("gradient-bar", at: 0.04)
        let gradient = try tree.inspected("gradient")
        #expect(gradient.numbers("bounds") == [0, 0, 320, 8] && gradient.numbers("position") == [160, 16])   // frame (0, 12, 320, 8)
        #expect(gradient.numbers("startPoint") == [0, 0.5] && gradient.numbers("endPoint") == [1, 0.5])
        #expect(Self.rainbow.count == 73 && Self.rainbow[24] == "#00FF00FF" && Self.rainbow[48] == "#0000FFFF")
        // One run by 0.04: the last color (hue 360, red) first, then hue 0 (red), 5, ...
        #expect(sameColors(gradient.strings("colors"), Self.shifted(1)))
        // The mask: a plain black layer, frame (0, 0, 0, 8).
        let mask = try #require(tree.layer(named: "gradient")?.mask)
        #expect(mask.name == "mask")
        let inspected = Inspected(mask)
        #expect(inspected.numbers("bounds") == [0, 0, 0, 8] && inspected.string("backgroundColor") == "#000000FF")
    }

    @Test func theGradientStepsOneColorEveryEightyMilliseconds() throws {
        // 0.12: runs at 0, 0.08: k = 2. 1.0: up to 0.96 = 12 x 0.08: k = 13. 2.5: up to 2.48:
        // k = 32. 4.97: up to 4.96 = 62 x 0.08: k = 63; 73 runs bring the rainbow back.
        let moments: [(Double, Int)] = [(0.12, 2), (1.0, 13), (2.5, 32), (4.97, 63)]
        let trees = try BuiltInScenes.trees("gradient-bar", at: moments.map(\.0))
        for (tree, (time, k)) in zip(trees, moments) {
            let colors = try tree.inspected("gradient").strings("colors")
            #expect(sameColors(colors, Self.shifted(k)), "colors at \(time): first \(colors.first ?? "none")")
        }
        #expect(Self.shifted(78) == Self.shifted(5))
    }

    /// setProgress + layoutSubviews: the mask's frame width = 320 progress, on a standalone
    /// layer, so bounds and position animate implicitly (0.25 s, default curve d).
    /// Progress: 0.3 at 1, 0.5 at 2, 0.9 at 3, 1.0 at 4.
    @Test func theMaskFollowsTheProgressImplicitly() throws {
        let d = Curve.default
        let moments: [(Double, Double, Double)] = [
            (0.9, 0, 0),
            (1.1, 96 * d(0.4), 48 * d(0.4)),                  // 0 -> 96, x = 0.1 / 0.25: 65.524
            (1.5, 96, 48),
            (2.1, 96 + 64 * d(0.4), 48 + 32 * d(0.4)),        // 96 -> 160
            (3.125, 160 + 128 * d(0.5), 80 + 64 * d(0.5)),    // 160 -> 288, x = 0.5: 262.708
            (4.1, 288 + 32 * d(0.4), 144 + 16 * d(0.4)),      // 288 -> min(1, 1.0) 320
            (5.0, 320, 160),
        ]
        let trees = try BuiltInScenes.trees("gradient-bar", at: moments.map(\.0))
        // Core Animation solves the curve to 1e-7 in x (docs/core-animation.md#timing-functions);
        // over a change of 128 points that is up to about 3e-5 points.
        for (tree, (time, width, x)) in zip(trees, moments) {
            let mask = Inspected(try #require(tree.layer(named: "gradient")?.mask))
            let bounds = mask.numbers("bounds"), position = mask.numbers("position")
            #expect(isClose(bounds[2], width, 1e-4) && bounds[3] == 8, "mask width at \(time): \(bounds[2])")
            #expect(isClose(position[0], x, 1e-4) && position[1] == 4, "mask x at \(time): \(position[0])")
        }
    }
}
