import Pixels
import Testing

@Suite struct FrameTests {
    @Test func layoutIsRGBARowMajor() {
        var frame = Frame(width: 3, height: 2, color: RGBA8(1, 2, 3))
        #expect(frame.pixels.count == 24)
        #expect(frame[2, 1] == RGBA8(1, 2, 3, 255))
        frame[1, 1] = RGBA8(9, 8, 7, 128)
        #expect(Array(frame.pixels[16..<20]) == [9, 8, 7, 128])
        #expect(!frame.isOpaque)
        #expect(RGBA8(255, 0, 10, 128).description == "#FF000A80")
    }
}
