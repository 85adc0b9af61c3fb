import Foundation
import ReferenceImageSupport
import Testing

/// SwiftUI's layout (a size proposed, a size chosen, a place given) at a 200 x 100 canvas,
/// each frame derived by hand from the rules (docs/swiftui.md, "Layout"): Scenes/swiftui/
/// layout.swift prints the global frames onGeometryChange reports.
@Suite struct SwiftUILayoutTests {
    static let scene = sceneFolder + "/swiftui/layout.swift"

    /// "name": [x, y, width, height] for the case.
    static func frames(_ layout: String) throws -> [String: [Double]] {
        let result = try swiftScene(["frame", scene, "--set", "case=" + layout, "--time", "0", "--out", temporaryFolder("swiftui-layout") + "/f.png"])
        #expect(result.status == 0, "\(result.err)")
        var frames: [String: [Double]] = [:]
        for line in lines(result.err) where line.hasPrefix("frame ") {
            let words = line.split(separator: " ")
            frames[String(words[1])] = words.dropFirst(2).compactMap { Double($0) }
        }
        return frames
    }

    static let expected: [(layout: String, frames: [String: [Double]])] = [
        // frame(width: 160) offers the HStack 160: the spacing (2 x 10) and the fixed colors
        // (20, 30) come off and the spacer, most flexible, takes the 90 left, with no height.
        ("hstack", ["stack": [20, 40, 160, 20], "a": [20, 40, 20, 20], "spacer": [50, 50, 90, 0], "b": [150, 45, 30, 10]]),
        // 40 x 24 of stack (spacing 4), 8 of padding round it, centered; leading alignment.
        ("vstack", ["padded": [72, 30, 56, 40], "a": [80, 38, 40, 10], "b": [80, 52, 20, 10]]),
        // maxWidth: .infinity takes the 200 offered; min 50 / max 80 clamps it to 80.
        ("flexible", ["wide": [0, 20, 200, 30], "clamped": [60, 50, 80, 30]]),
        ("zstack", ["a": [70, 30, 60, 40], "b": [70, 30, 20, 10]]),
        // 2:1 fitted in 100 x 100: 100 x 50, centered in the frame, which is centered.
        ("aspect", ["fit": [50, 25, 100, 50]]),
        // A color's ideal size is 10 x 10, as a shape's.
        ("fixed", ["ideal": [95, 45, 10, 10]]),
        // The reader takes all it is offered and puts its content at its top-leading corner.
        ("geometry", ["reader": [50, 20, 100, 60], "half": [50, 20, 50, 10]]),
        ("position", ["dot": [25, 15, 10, 10]]),
        ("overlay", ["base": [75, 40, 50, 20], "badge": [115, 40, 10, 10]]),
    ]

    @Test(arguments: expected.indices) func framesAreSwiftUIs(index: Int) throws {
        let (layout, expected) = Self.expected[index]
        let frames = try Self.frames(layout)
        #expect(Set(frames.keys) == Set(expected.keys), "\(layout): \(frames)")
        for (name, frame) in expected {
            let got = try #require(frames[name], "\(layout): no frame for \(name)")
            #expect(zip(got, frame).allSatisfy { abs($0 - $1) < 1e-9 }, "\(layout) \(name): \(got), expected \(frame)")
        }
    }
}
