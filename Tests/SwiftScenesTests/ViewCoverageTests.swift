import Foundation
import GIF
import Testing

/// Behaviour behind the UIView, UILabel, UIButton, UIControl and UITraitCollection members
/// issue 44 added, from Scenes/view-coverage.swift.
@Suite struct ViewCoverageTests {
    /// Pixels of the frame at `time` in a rectangle darker than mid gray.
    static func darkPixels(_ frame: (width: Int, pixels: [UInt8]), x: Range<Int>, y: Range<Int>) -> Int {
        var count = 0
        for row in y {
            for column in x {
                let i = (row * frame.width + column) * 4
                if (0..<3).allSatisfy({ frame.pixels[i + $0] < 128 }) { count += 1 }
            }
        }
        return count
    }

    /// - A label whose drawText(in:) override draws a red 10-point square and not its text
    ///   shows the square and no text; one whose override calls super shows its text, as a
    ///   plain label does.
    /// - textRect padding of 10 a side makes the intrinsic size 20 points larger each way.
    /// - hitTest: the subview at (20, 20), the parent at (45, 45), nil outside; a hidden
    ///   subview is passed over. exchangeSubview(at: 0, withSubviewAt: 2) turns 1 2 3 into 3 2 1.
    /// - anchorPoint (0, 0) on a 40 × 20 view at the origin: the position (20, 10) stays, so
    ///   the frame's origin is (20, 10); transform3D's scale is the layer's m11.
    /// - A filled configured button is its title plus 12 + 12 across and 7 + 7 down (the medium
    ///   insets), its title white; its capsule is red at (110, 20), 10 points from the left
    ///   end's center, and leaves the corner (101, 1) white. changesSelectionAsPrimaryAction
    ///   selects it on performPrimaryAction(); its events are touchUpInside (64) and valueChanged (4096).
    /// - Trait collections keep what they are made with, merge later over earlier, and a
    ///   view's traitOverrides show in its traitCollection.
    @Test func membersBehaveAsOnIOS() throws {
        let out = temporaryFolder("view-coverage") + "/v.gif"
        let result = try swiftScene(["render", "view-coverage.swift", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err) == ["padding 20.0 20.0", "hit 1 0 true", "hidden 0", "order [3, 2, 1]", "anchor 20.0 10.0 2.0",
                                      "inherited 0.4", "button 24.0 14.0 true", "control true 4160",
                                      "traits true true true true true", "overrides true true"])
        let gif = try GIFDecoder().decode([UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
        let frame = try #require(CorpusTests.frame(of: gif, at: 0.1))
        #expect(CorpusTests.pixel(frame, 5, 5, near: [255, 0, 0]))
        #expect(Self.darkPixels(frame, x: 0..<100, y: 10..<50) == 0)
        #expect(Self.darkPixels(frame, x: 0..<100, y: 50..<100) > 20)
        #expect(Self.darkPixels(frame, x: 0..<100, y: 50..<100) == Self.darkPixels(frame, x: 0..<100, y: 100..<150))
        #expect(CorpusTests.pixel(frame, 110, 20, near: [255, 0, 0]))
        #expect(CorpusTests.pixel(frame, 101, 1, near: [255, 255, 255]))
    }
}
