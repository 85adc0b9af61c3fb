import Foundation
import Testing

/// A view's `action(for:forKey:)` and its layer's `action(forKey:)` as iOS answers them
/// (issue 48), read from Scenes/block-actions.swift, which prints each answer.
@Suite struct BlockActionTests {
    static let output: Result<[String], Error> = Result {
        let result = try swiftScene(["render", "block-actions.swift", "--out", temporaryFolder("block-actions") + "/b.gif"])
        guard result.status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: result.err]) }
        return lines(result.err)
    }

    /// The printed line that starts with `label`.
    func line(_ label: String) throws -> String {
        try #require(try Self.output.get().first { $0.hasPrefix(label + " ") })
    }

    /// The number printed after `name` in `line`.
    func number(_ name: String, in line: String) throws -> Double {
        let words = line.split(separator: " ")
        let index = try #require(words.firstIndex(of: Substring(name)))
        return try #require(Double(words[index + 1]))
    }

    /// Outside a block, after one and with animations turned off: NSNull, as UIKit answers.
    @Test func outsideABlockTheAnswerIsNSNull() throws {
        #expect(try line("outside") == "outside NSNull NSNull")
        #expect(try line("after") == "after NSNull")
        #expect(try line("without") == "without NSNull")
    }

    /// animate(withDuration: 0.5, delay: 0.25, options: [.curveEaseIn, .repeat, .autoreverse])
    /// at t = 0: a CABasicAnimation for the key, 0.5 s, beginning 0.25 s on in the layer's
    /// time (filling backwards meanwhile), forever, reversing, on the ease-in curve whose
    /// first control point is (0.42, 0). The view and its layer give the same answer.
    @Test func insideABlockTheAnswerIsTheBlocksAnimation() throws {
        let timing = "duration 0.5 begin 0.25 fill backwards repeat inf autoreverses true c1 [0.42, 0.0]"
        #expect(try line("block") == "block CABasicAnimation opacity " + timing)
        #expect(try line("layer") == "layer CABasicAnimation position " + timing)
    }

    /// A layer's custom key and a key UIKit does not animate (name): NSNull, inside a block too.
    @Test func keysUIKitDoesNotAnimateGetNSNull() throws {
        #expect(try line("custom") == "custom NSNull name NSNull")
    }

    /// animate(springDuration: 0.5, bounce: 0.2): a CASpringAnimation of mass 1, stiffness
    /// (2π / 0.5)² = 16π² and damping 4π(1 − 0.2) / 0.5 = 6.4π.
    @Test func aSpringBlockAnswersASpring() throws {
        let spring = try line("spring")
        #expect(spring.hasPrefix("spring CASpringAnimation bounds "))
        #expect(try number("mass", in: spring) == 1)
        #expect(abs(try number("stiffness", in: spring) - 16 * .pi * .pi) < 1e-9)
        #expect(abs(try number("damping", in: spring) - 6.4 * .pi) < 1e-9)
    }

    /// addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) of a 1 s block: its
    /// own slot, 0.25 s beginning at 0.5 s.
    @Test func aKeyframeAnswersItsSlot() throws {
        let keyframe = try line("keyframe")
        #expect(keyframe.hasPrefix("keyframe CABasicAnimation transform duration 0.25 begin 0.5 fill backwards"))
    }

    /// At 0.5 s: the bar's @NSManaged progress, animated by the borrowed animation over the
    /// linear 1 s block, is 0.5; the alpha set with actions disabled inside a block is 0.25
    /// at once; the first block's alpha (1 → 0.5 after 0.25 s, 0.5 s ease-in) is 0.25 s in,
    /// 1 − 0.5 · easeIn(0.5) = 1 − 0.5 · 0.3153 = 0.8423.
    @Test func aLayerSubclassAnimatesItsOwnKeyWithTheBorrowedAnimation() throws {
        let values = try line("at")
        #expect(abs(try number("progress", in: values) - 0.5) < 1e-6)
        #expect(try number("still", in: values) == 0.25)
        #expect(abs(try number("view", in: values) - 0.8423) < 1e-3)
    }
}
