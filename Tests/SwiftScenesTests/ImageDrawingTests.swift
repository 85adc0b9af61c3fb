import Foundation
import Testing

/// UIImage's derived images, UIImageView's animation images, and the numbers UIFont,
/// UIBezierPath, UIColor and UIGraphicsImageRenderer give (issue 44), from
/// Scenes/image-drawing.swift.
@Suite struct ImageDrawingTests {
    /// The lines the scene prints, in order (warnings set aside): the turned image is 10 × 20;
    /// symbols are empty squares of 17 (no configuration) and the point size (30); Helvetica
    /// 20's cap and x heights are Liberation Sans's 1409 and 1082 of 2048 units an em, and
    /// its line is ascender to descender with no leading; Menlo's faces; the system font
    /// made bold by its descriptor is ".SFUI-Bold" at the descriptor's 15, Helvetica's
    /// "Helvetica-Bold"; two nested clockwise squares cover their middle by nonzero winding
    /// (2) and not by even-odd, a rounded top left corner leaves (1, 1) out and the square
    /// bottom left keeps (1, 39); the reversed line ends where the line began; the dash
    /// reads back; link is system blue and no named color exists; a 4 × 2 PNG reads back
    /// 4 × 2. The counted animation runs at 0.1 s and has stopped at 0.3 s (0.2 s, once).
    @Test func theNumbersAreUIKits() throws {
        let result = try swiftScene(["render", "image-drawing.swift", "--out", temporaryFolder("image-drawing") + "/i.gif"])
        #expect(result.status == 0, "\(result.err)")
        #expect(lines(result.err).filter { !$0.contains("warning:") } == [
            "oriented 10.0x20.0 true",
            "symbol 17.0x17.0 30.0x30.0 true",
            "font 13.759765625 10.56640625 true 0.0",
            "families true [\"Menlo-Regular\", \"Menlo-Bold\", \"Menlo-Italic\", \"Menlo-BoldItalic\"]",
            "descriptor .SFUI-Bold 15.0 Helvetica-Bold",
            "path true false false true",
            "reversed 0.0 0.0",
            "dash 2 [4.0, 2.0] 1.0",
            "colors true true",
            "png true 4.0x2.0",
            "animating true",
            "animating false",
        ])
        #expect(result.err.contains("warning: UIImage.init(systemName:) is not drawn yet"))
    }

    /// At 0.05 s: the template square in the view's red, the tinted one blue; the resizable
    /// image's caps stay 10 points (blue at 5 and 85 points in), its yellow middle stretched
    /// from 10 to 80 (yellow at 20 in, where a plain stretch shows the blue cap); the turned
    /// image red on top, blue below.
    @Test func derivedImagesAreDrawn() throws {
        let frame = try ControlsTests.frame("image-drawing.swift", at: 0.05, scale: 1)
        let shown = (frame.width, frame.pixels)
        #expect(CorpusTests.pixel(shown, 10, 10, near: [255, 0, 0]))
        #expect(CorpusTests.pixel(shown, 30, 10, near: [0, 0, 255]))
        #expect(CorpusTests.pixel(shown, 45, 15, near: [0, 0, 255]))
        #expect(CorpusTests.pixel(shown, 60, 15, near: [255, 255, 0]))
        #expect(CorpusTests.pixel(shown, 125, 15, near: [0, 0, 255]))
        #expect(CorpusTests.pixel(shown, 145, 5, near: [255, 0, 0]))
        #expect(CorpusTests.pixel(shown, 145, 15, near: [0, 0, 255]))
    }

    /// Three frames over 0.3 s, forever: red in the first tenth, green, blue, red again; the
    /// once-only green frame over its gray image until 0.2 s, then the image.
    @Test(arguments: [(0.05, [255, 0, 0], [0, 255, 0]), (0.15, [0, 255, 0], [0, 255, 0]), (0.25, [0, 0, 255], [128, 128, 128]),
                      (0.35, [255, 0, 0], [128, 128, 128])])
    func animationImagesCycleOnTheSceneClock(time: Double, cycling: [Int], once: [Int]) throws {
        let frame = try ControlsTests.frame("image-drawing.swift", at: time, scale: 1)
        #expect(CorpusTests.pixel((frame.width, frame.pixels), 10, 50, near: cycling))
        #expect(CorpusTests.pixel((frame.width, frame.pixels), 30, 50, near: once))
    }
}
