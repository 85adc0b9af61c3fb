import GIF
import Pixels
import Testing

/// The smallest inputs.
@Suite struct EdgeCaseTests {
    @Test func oneByOneFrame() throws {
        let frames = [Frame(width: 1, height: 1, color: RGBA8(12, 34, 56)), Frame(width: 1, height: 1, color: RGBA8(65, 43, 21))]
        let (gif, summary, _, perSource) = try roundTrip(frames)
        #expect(gif.width == 1 && gif.height == 1)
        #expect(summary.frames == 2)
        #expect(perSource == frames)
    }

    @Test func oneFrameGIF() throws {
        let frame = Scenes.spinner(frames: 1, size: 20, dots: 2)[0]
        let (gif, summary, _, _) = try roundTrip([frame])
        #expect(summary.frames == 1)
        #expect(summary.transparentIndex == nil)  // nothing follows, so unchanged pixels never happen
        #expect(gif.frames == [flattened(frame)])
        #expect(gif.hasLoopExtension)
    }

    @Test func oneColorGIF() throws {
        let frame = Frame(width: 5, height: 4, color: RGBA8(0, 0, 0))
        let (gif, summary, _, _) = try roundTrip([frame])
        #expect(summary.paletteSize == 2)
        #expect(summary.colors == 1)
        #expect(gif.frames == [frame])
    }

    @Test func fullyTransparentFrames() throws {
        let clear = Frame(width: 4, height: 4, color: .transparent)
        var options = GIFOptions()
        options.transparentBackground = true
        let (gif, _, _, _) = try roundTrip([clear, clear], options)
        #expect(gif.frames == [clear])
    }

    @Test func twoColorsWithATransparentBackground() throws {
        var options = GIFOptions()
        options.transparentBackground = true
        options.maxColors = 2
        let frames = Scenes.spinner(frames: 4, size: 24, dots: 3, background: nil)
        let (gif, summary, _, perSource) = try roundTrip(frames, options)
        #expect(summary.paletteSize == 2 && summary.colors == 1 && summary.transparentIndex == 0)
        #expect(gif.paletteSize == 2)
        for (i, frame) in frames.enumerated() {
            let expected = flattened(frame, transparentBackground: true)
            for y in 0..<24 { for x in 0..<24 {
                #expect((perSource[i][x, y].a == 0) == (expected[x, y].a == 0))  // coverage kept exactly
            } }
        }
    }
}
