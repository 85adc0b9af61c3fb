import Foundation
import Layers
import Testing

/// drawn-ring with its defaults: size 100, fill 2.4 s, hold 0.8 s (a 3.2 s cycle). progress
/// has keyframes 0, 0.32, 0.45, 0.8, 1, 1 at 0, 0.72, 1.08, 1.8, 2.4, 3.2 s, easeInEaseOut
/// in each segment; the draw function writes floor(100 · progress) "%".
@Suite struct DrawnRingSceneTests {
    /// 0.36 s: halfway through the first segment, 0.32 · eio(0.5) = 0.16; 1.44 s: halfway
    /// through the third, 0.45 + 0.35 · 0.5 = 0.625; 2.0 s: (2.0 − 1.8) / 0.6 of the fourth.
    @Test func progressAndTheDrawnNumber() throws {
        let times = [0.36, 1.44, 2.0, 2.8]
        let expected = [0.32 * Curve.eio(0.5), 0.45 + 0.35 * Curve.eio(0.5), 0.8 + 0.2 * Curve.eio(1.0 / 3), 1]
        let trees = try BuiltInScenes.trees("drawn-ring", at: times)
        for (i, tree) in trees.enumerated() {
            let progress = try tree.inspected("ring").number("progress")
            #expect(isClose(progress, expected[i], 1e-6), "progress at \(times[i]): \(progress)")
            let ring = try #require(tree.layer(named: "ring"))
            let texts = try #require(ring.drawing).commands.compactMap { command -> String? in
                if case .text(let text, _, _, _, _) = command { text } else { nil }
            }
            #expect(texts == ["\(Int((100 * expected[i] + 1e-9).rounded(.down)))%"], "at \(times[i])")
        }
    }

    /// The color turns from systemBlue (0, 122, 255) to systemGreen (52, 199, 89) over
    /// 2.4 → 2.55 s, linearly: halfway at 2.475; the ring fades over the last 0.25 s.
    @Test func theDoneColorAndTheFade() throws {
        let trees = try BuiltInScenes.trees("drawn-ring", at: [2.475, 3.075])
        let blue = (0.0, 122.0 / 255, 1.0), green = (52.0 / 255, 199.0 / 255, 89.0 / 255)
        #expect(try trees[0].inspected("ring").string("color")
            == hex((blue.0 + green.0) / 2, (blue.1 + green.1) / 2, (blue.2 + green.2) / 2))
        #expect(isClose(try trees[1].inspected("ring").number("opacity"), 0.5, 1e-9))
    }

    /// The ring draws only when progress or color changed: over the hold (2.55 to 2.95 s,
    /// nothing but opacity moves) one 50 fps render draws it once, on entering the hold.
    @Test func theDrawingIsReusedWhileNothingItReadsChanges() throws {
        let stage = try BuiltInScenes.load("drawn-ring").makeStage()
        for i in 0...Int(2.56 * 50) {
            try stage.advance(to: Double(i) / 50)
            _ = try stage.drawnPresentation()
        }
        let before = stage.drawCount
        for i in Int(2.56 * 50) + 1...Int(2.94 * 50) {
            try stage.advance(to: Double(i) / 50)
            _ = try stage.drawnPresentation()
        }
        #expect(before == 129)   // every frame from 0 to 2.56 s changed progress or color
        #expect(stage.drawCount == before)
    }
}
