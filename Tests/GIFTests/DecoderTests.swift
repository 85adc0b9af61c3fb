import GIF
import Pixels
import Testing

/// The decoder composites like a browser, checked on GIFs written by hand.
@Suite struct DecoderTests {
    let red = RGBA8(255, 0, 0), green = RGBA8(0, 255, 0), blue = RGBA8(0, 0, 255)

    /// A 2 x 1 canvas, a 4-color table (black, red, green, blue) and these images.
    func gif(_ images: [(x: UInt8, width: UInt8, disposal: UInt8, transparent: UInt8?, lzw: [UInt8])]) -> [UInt8] {
        var bytes = Array("GIF89a".utf8) + [2, 0, 1, 0, 0x91, 0, 0]
        bytes += [0, 0, 0, 255, 0, 0, 0, 255, 0, 0, 0, 255]
        for image in images {
            bytes += [0x21, 0xF9, 4, image.disposal << 2 | (image.transparent == nil ? 0 : 1), 7, 0, image.transparent ?? 0, 0]
            bytes += [0x2C, image.x, 0, 0, 0, image.width, 0, 1, 0, 0]
            bytes += [2, UInt8(image.lzw.count)] + image.lzw + [0]
        }
        return bytes + [0x3B]
    }

    // LZW with 2-bit minimum code size (3-bit codes: clear 4, end 5), packed low bit first.
    let twoReds: [UInt8] = [0x4C, 0x0A]  // clear, 1, 1, end
    let oneGreen: [UInt8] = [0x54, 0x01]  // clear, 2, end
    let oneBlue: [UInt8] = [0x5C, 0x01]  // clear, 3, end

    @Test func restoreToPreviousBringsBackTheCanvas() throws {
        let decoded = try GIFDecoder().decode(gif([
            (0, 2, 1, nil, twoReds), (0, 1, 3, nil, oneGreen), (1, 1, 1, nil, oneBlue),
        ]))
        #expect(decoded.version == "GIF89a")
        #expect(decoded.delays == [7, 7, 7])
        #expect(decoded.images.map(\.disposal) == [1, 3, 1])
        #expect(decoded.frames.map { [$0[0, 0], $0[1, 0]] } == [[red, red], [green, red], [red, blue]])
        #expect(!decoded.hasLoopExtension && decoded.loopCount == 1)
    }

    @Test func restoreToBackgroundClearsToTransparent() throws {
        let decoded = try GIFDecoder().decode(gif([(0, 2, 2, nil, twoReds), (1, 1, 1, nil, oneBlue)]))
        #expect(decoded.frames.map { [$0[0, 0], $0[1, 0]] } == [[red, red], [.transparent, blue]])
    }

    @Test func transparentIndexLeavesTheCanvasAlone() throws {
        let decoded = try GIFDecoder().decode(gif([(0, 2, 1, nil, twoReds), (0, 1, 1, 2, oneGreen)]))
        #expect(decoded.images[1].transparentIndex == 2)
        #expect(decoded.frames[1][0, 0] == red)
    }
}
