import GIF
import Pixels
import Testing

/// With a quantized palette, pixels may take a nearby entry when it continues an LZW
/// string; exact colors never move.
@Suite struct ToleranceTests {
    func options(tolerance: Double) -> GIFOptions {
        var options = GIFOptions()
        options.tolerance = tolerance
        return options
    }

    @Test func exactPaletteIgnoresTolerance() throws {
        let frames = Scenes.spinner(frames: 8, size: 24, dots: 3)
        let (_, summary, bytes, perSource) = try roundTrip(frames, options(tolerance: 255))
        #expect(summary.exactColors)
        for (i, frame) in frames.enumerated() { #expect(perSource[i] == flattened(frame)) }
        #expect(bytes == (try GIFEncoder(options: options(tolerance: 0)).encode(frames)).bytes)
    }

    @Test func toleranceTradesALittleErrorForBytes() throws {
        let frames = Scenes.spinner(frames: 16, size: 64)
        let strict = try roundTrip(frames, options(tolerance: 0))
        let loose = try roundTrip(frames, options(tolerance: 8))
        #expect(loose.bytes.count < strict.bytes.count)
        let before: [Double] = frames.indices.map { psnr(strict.perSource[$0], flattened(frames[$0])) }
        let after: [Double] = frames.indices.map { psnr(loose.perSource[$0], flattened(frames[$0])) }
        let meanBefore = before.reduce(0, +) / Double(before.count)
        let meanAfter = after.reduce(0, +) / Double(after.count)
        #expect(meanAfter < meanBefore)
        #expect(meanAfter > meanBefore - 3)
        #expect(after.allSatisfy { $0 > 50 })
    }

    @Test func flatColorsStayExactWithATolerance() throws {
        let frames = Scenes.spinner(frames: 12, size: 64)
        let (gif, _, _, _) = try roundTrip(frames, options(tolerance: 40))
        for frame in gif.frames { #expect(frame[0, 0] == Scenes.white && frame[63, 63] == Scenes.white) }
    }

    @Test func toleranceMustBeADistance() {
        #expect(throws: GIFError.toleranceOutOfRange(-1)) { try GIFEncoder(options: options(tolerance: -1)).encode([Frame(width: 1, height: 1, color: .transparent)]) }
        #expect(GIFError.toleranceOutOfRange(300).description == "tolerance 300 is out of range: it is an RGB distance, 0...255")
    }
}
