import Foundation
import Testing

/// UIKit's rect functions (UIRectFill, UIRectFrame, UIRectClip and their blend-mode forms),
/// Apple's image-context signature, the inert PDF context and UIKit's NSCoder and NSValue
/// geometry (issue 44), from Scenes/ui-graphics.swift: what it prints and pixels of its
/// frame, derived by hand (white canvas, scale 1).
@Suite struct UIGraphicsTests {
    /// The PDF context: Letter (612 x 792) for an empty rect, no bytes, gone after its end;
    /// to a file: false, no context. UIKit's strings ("{top, left, bottom, right}"), the
    /// archive's round trips, a missing key zero; the boxes read back, zero for another
    /// kind, equal to a like box, UIOffset's encoding. The scroll view's content guide,
    /// pinned to a content view 100 tall and as wide as the frame guide (40), gives a
    /// 40 x 100 content size; its frame guide at offset 50 is at y 50, 30 tall. A glide
    /// begun runs until stopScrollingAndZooming() ends it where it is (no step yet: 50).
    @Test func answers() throws {
        let out = temporaryFolder("uigraphics") + "/g.gif"
        let result = try swiftScene(["render", "ui-graphics.swift", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let printed = lines(result.err).filter { !$0.hasPrefix("loaderanim:") }
        #expect(printed == [
            "pdf 612.0 792.0 0 true false true",
            "strings {1, 2, 3, 4.5} {-1, 0.25} {5, 6, 7, 8}",
            "coder true true true true true",
            "values true true true true true {UIOffset=dd}",
            "guides 40.0 100.0 40.0 100.0 100.0 50.0 30.0",
            "glide true false 50.0",
        ])
    }

    /// The view at (10, 10), 30 x 30: red; the frame of (5, 5, 20, 20) is canvas x and y
    /// 15...16 and 34...35, blue, with red inside it (16.5) and outside (35.5); the 50 %
    /// green at 36...40 replaced the red, so it shows over white (128, 255, 128); the black
    /// fill clipped to the view's top 2 points: y 10...12. Nothing at (5, 5): no context
    /// there. The image's green frame at 60...61 and 79...80, clear inside.
    @Test func pixels() throws {
        let frame = try ImageContextTests.frame("ui-graphics.swift", at: 0.5)
        func rgb(_ x: Double, _ y: Double) -> [Int] { ImageContextTests.rgb(frame, x, y) }
        let (white, red, blue, green, black) = ([255, 255, 255], [255, 0, 0], [0, 0, 255], [0, 255, 0], [0, 0, 0])
        #expect(rgb(5, 5) == white)
        #expect(rgb(12, 20) == red)
        #expect(rgb(15.5, 25) == blue)
        #expect(rgb(16.5, 25) == red)
        #expect(rgb(34.5, 25) == blue)
        #expect(rgb(35.5, 25) == red)
        #expect(rgb(25, 15.5) == blue)
        #expect(rgb(25, 34.5) == blue)
        #expect(ImageContextTests.near(rgb(38, 38), [128, 255, 128], within: 4))
        #expect(rgb(20, 11) == black)
        #expect(rgb(20, 13) == red)
        #expect(rgb(60.5, 20) == green)
        #expect(rgb(79.5, 20) == green)
        #expect(rgb(70, 10.5) == green)
        #expect(rgb(70, 20) == white)
    }
}
