import GIF
import Pixels
import Testing

/// Encode, decode with giflib, compare every frame to its source.
@Suite struct RoundTripTests {
    @Test func exactPaletteReproducesEveryFrame() throws {
        let frames = Scenes.spinner(frames: 12, size: 24, dots: 3)
        #expect(colorCount(frames.map { flattened($0) }) <= 256)
        let (gif, summary, _, perSource) = try roundTrip(frames)
        #expect(summary.exactColors)
        #expect(gif.width == 24 && gif.height == 24)
        for (i, frame) in frames.enumerated() {
            #expect(perSource[i] == flattened(frame), "frame \(i)")
        }
    }

    @Test func quantizedPaletteStaysClose() throws {
        let frames = Scenes.spinner(frames: 16, size: 64)
        #expect(colorCount(frames) > 256)
        let (_, summary, _, perSource) = try roundTrip(frames)
        #expect(!summary.exactColors)
        #expect(summary.paletteSize == 256)
        for (i, frame) in frames.enumerated() {
            #expect(psnr(perSource[i], flattened(frame)) > 40, "frame \(i)")
        }
    }

    @Test func decoderReportsImagesAndPalette() throws {
        let frames = Scenes.spinner(frames: 4, size: 16, dots: 2)
        let (gif, summary, bytes, _) = try roundTrip(frames)
        #expect(gif.images.count == summary.frames)
        #expect(gif.paletteSize == summary.paletteSize)
        #expect(bytes.count == summary.byteCount)
        #expect(gif.images[0].x == 0 && gif.images[0].y == 0 && gif.images[0].width == 16 && gif.images[0].height == 16)
    }
}
