import GIF
import Pixels
import Testing

/// Where colors sit in the table decides how wide each image's LZW codes are.
@Suite struct PaletteLayoutTests {
    /// 17 colors in the first frame, then a pixel blinking between the two most common.
    var frames: [Frame] {
        var first = Frame(width: 40, height: 4, color: RGBA8(0, 0, 0))
        for x in 0..<40 {
            let color = x < 20 ? RGBA8(200, 0, 0) : x < 25 ? RGBA8(0, 200, 0) : RGBA8(UInt8(x * 6), 100, UInt8(255 - x * 6))
            for y in 0..<4 { first[x, y] = color }
        }
        var second = first
        second[0, 0] = first[22, 0]
        return [first, second, first, second]
    }

    @Test func smallImagesUseNarrowCodes() throws {
        let (bytes, summary) = try GIFEncoder().encode(frames)
        #expect(summary.paletteSize == 32)  // 17 colors and the transparent index
        #expect(lzwCodeSizes(bytes) == [5, 2, 2, 2])  // the blinking pixel needs entries 1 and 2 only
        let gif = try GIFDecoder().decode(bytes)
        for (i, frame) in frames.enumerated() { #expect(gif.frames[i] == frame) }
    }

    @Test func transparentIndexComesFirst() throws {
        let (_, summary) = try GIFEncoder().encode(frames)
        #expect(summary.transparentIndex == 0)
    }
}
