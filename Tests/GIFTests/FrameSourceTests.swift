import GIF
import Pixels
import Testing

/// The encoder reads a replayable source twice, in order, a batch at a time.
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

    @Test func readsEveryFrameTwiceInOrder() throws {
        let source = Recording()
        let (bytes, _) = try GIFEncoder().encode(source)
        #expect(source.requests == Array(0..<40) + Array(0..<40))
        #expect(bytes == (try GIFEncoder().encode(Scenes.spinner(frames: 40, size: 16, dots: 2))).bytes)
    }
}
