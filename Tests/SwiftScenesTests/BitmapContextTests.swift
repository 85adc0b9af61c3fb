import Foundation
import Testing

/// Bitmap contexts, images made of pixels, cropping, masking, CALayer.render(in:) and
/// CGPath's stroking, dashing and containment (issue 44), from Scenes/bitmap-context.swift:
/// what the scene prints and pixels of its frame, derived by hand (white canvas, scale 1).
@Suite struct BitmapContextTests {
    /// The printed answers: a 20 x 20 RGBA context has 80 bytes a row, 32 bits a pixel,
    /// premultipliedLast (1), and so has its image; 16 bits a component is refused. A crop
    /// of one pixel is 1 x 1. The snapshot's ctm after translate(0, 20), scale(1, −1) is
    /// d −1, ty 20. A 4-wide butt stroke of y = 5 from x 0 to 20 covers y 3...7: (10, 6)
    /// in, (10, 8) out. A rect path is a rect; a line is not. Dashes [5, 5] of the 20-point
    /// line: two dashes, x 0 to 15. A circle of radius 5 about (5, 5) holds its center, not
    /// (0.5, 0.5) (6.4 away). UIKit's rect string. perceptualDuration 1, bounce 0.5: mass 1,
    /// stiffness (2π)² = 39.478, damping 4π·0.5 = 6.283, read back as 1 and 0.5.
    @Test func answers() throws {
        let out = temporaryFolder("bitmap") + "/b.gif"
        let result = try swiftScene(["render", "bitmap-context.swift", "--out", out])
        #expect(result.status == 0, "\(result.err)")
        let printed = lines(result.err).filter { !$0.hasPrefix("loaderanim:") }
        #expect(printed == [
            "context 20 20 80 32 1 20 8 1", "unsupported true", "cropped 1 1", "ctm -1.0 20.0",
            "stroke true false 0.0 3.0 20.0 4.0", "rect true 1.0 2.0 3.0 4.0 false", "dashes 2 0.0 15.0",
            "contains true false", "coder {{1, 2}, {3, 4.5}} 7.0 8.0", "spring 1.0 39.478 6.283 1.0 0.5",
        ])
    }

    /// 1: the context's red fill at y 0...10 (y up) is the image's bottom half, at view y
    /// 20...30. 2: four pixels from bytes, 10 points each. 3: red through a gray mask, white
    /// (shows) on the left, black (hides) on the right. 4: the green pixel cropped. 5: the
    /// rendered tree, blue with its red quarter at the bottom right. 6: the stroke's outline,
    /// filled: black over y 43...47.
    @Test func pixels() throws {
        let frame = try ImageContextTests.frame("bitmap-context.swift", at: 0.5)
        func rgb(_ x: Double, _ y: Double) -> [Int] { ImageContextTests.rgb(frame, x, y) }
        let (white, red, blue, green, black) = ([255, 255, 255], [255, 0, 0], [0, 0, 255], [0, 255, 0], [0, 0, 0])
        #expect(rgb(20, 15) == white)
        #expect(rgb(20, 25) == red)
        #expect(rgb(45, 15) == blue)
        #expect(rgb(55, 15) == green)
        #expect(rgb(45, 25) == black)
        #expect(rgb(55, 25) == [255, 255, 0])
        #expect(rgb(75, 20) == red)
        #expect(rgb(85, 20) == white)
        #expect(rgb(20, 50) == green)
        #expect(rgb(45, 45) == blue)
        #expect(rgb(55, 55) == red)
        #expect(rgb(80, 45) == black)
        #expect(rgb(80, 41) == white)
    }
}
