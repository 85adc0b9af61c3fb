import GIF
import Pixels
import Testing

/// The bytes depend on the frames and options only, never on the thread count.
@Suite struct DeterminismTests {
    @Test(arguments: Dither.allCases)
    func oneThreadAndManyThreadsWriteTheSameBytes(dither: Dither) throws {
        let frames = Scenes.spinner(frames: 20, size: 48) + Scenes.spinner(frames: 5, size: 48, background: nil)
        var options = GIFOptions()
        options.dither = dither
        options.threads = 1
        let one = try GIFEncoder(options: options).encode(frames).bytes
        for threads in [2, 3, 8] {
            options.threads = threads
            #expect(try GIFEncoder(options: options).encode(frames).bytes == one, "\(threads) threads")
        }
    }

    @Test func transparentBackgroundToo() throws {
        let frames = Scenes.spinner(frames: 16, size: 48, background: nil)
        var options = GIFOptions()
        options.transparentBackground = true
        options.threads = 1
        let one = try GIFEncoder(options: options).encode(frames).bytes
        options.threads = 4
        #expect(try GIFEncoder(options: options).encode(frames).bytes == one)
    }

    @Test func encodingTwiceGivesTheSameBytes() throws {
        let frames = Scenes.rainbow(frames: 6)
        #expect(try GIFEncoder().encode(frames).bytes == GIFEncoder().encode(frames).bytes)
    }
}
