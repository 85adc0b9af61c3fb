import GIF
import Pixels
import Testing

/// The encoder reads a source once when its flattened frames fit the frame memory, else
/// twice, in order, a batch at a time; the bytes are the same either way.
@Suite struct FrameSourceTests {
    /// Renders frames on demand and records the order it was asked in.
    final class Recording: FrameSource, @unchecked Sendable {
        var requests: [Int] = []
        var frameCount: Int { 40 }
        func drawing(ofFrame index: Int) throws -> FrameDrawing {
            requests.append(index)
            let frame = Scenes.spinner(frames: 40, size: 16, dots: 2)[index]
            return { frame }
        }
    }

    @Test func readsEveryFrameOnceWhenTheyFit() throws {
        let source = Recording()
        let (bytes, _) = try GIFEncoder().encode(source)
        #expect(source.requests == Array(0..<40))
        #expect(bytes == (try GIFEncoder().encode(Scenes.spinner(frames: 40, size: 16, dots: 2))).bytes)
    }

    /// 40 frames of 16 x 16 take 40,960 bytes flattened: one byte less and they are read again.
    @Test(arguments: [0, 40 * 16 * 16 * 4 - 1])
    func readsEveryFrameTwiceInOrderWhenTheyDoNotFit(frameMemory: Int) throws {
        let source = Recording()
        var options = GIFOptions()
        options.frameMemory = frameMemory
        #expect(!options.keepsFrames(40, width: 16, height: 16))
        let (bytes, _) = try GIFEncoder(options: options).encode(source)
        #expect(source.requests == Array(0..<40) + Array(0..<40))
        #expect(bytes == (try GIFEncoder().encode(Scenes.spinner(frames: 40, size: 16, dots: 2))).bytes)
    }

    /// Each path with a quantized palette, a tolerance, dithering and a transparent background.
    @Test(arguments: [Dither.none, .bayer, .fs])
    func onePassAndTwoPassesWriteTheSameBytes(dither: Dither) throws {
        let frames = Scenes.rainbow(frames: 12, width: 96, height: 96) + Scenes.spinner(frames: 12, size: 96, background: nil)
        var options = GIFOptions(maxColors: 32, dither: dither, transparentBackground: true, tolerance: 10)
        let once = try GIFEncoder(options: options).encode(frames).bytes
        options.frameMemory = 0
        #expect(try GIFEncoder(options: options).encode(frames).bytes == once)
    }

    @Test func keepsFramesGuardsAgainstOverflow() {
        let options = GIFOptions()
        #expect(options.keepsFrames(256, width: 512, height: 512))
        #expect(!options.keepsFrames(257, width: 512, height: 512))
        #expect(!options.keepsFrames(2, width: .max / 2, height: 3))
        var negative = GIFOptions()
        negative.frameMemory = -1
        #expect(throws: GIFError.frameMemoryNegative(-1)) { try negative.validate() }
    }
}
