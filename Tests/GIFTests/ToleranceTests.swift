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
        // Pixels also keep what the previous frame showed while within 8 levels, which
        // costs these fading edges about 4 dB.
        #expect(meanAfter > meanBefore - 5)
        #expect(after.allSatisfy { $0 > 50 })
    }

    /// A bar whose colors brighten by a level a frame: within the tolerance pixels keep what
    /// is on screen, so the file shrinks, and no pixel strays more than about the tolerance
    /// (twice, as a kept pixel may show an entry an earlier frame chose near its own) beyond
    /// its nearest color's error.
    @Test func pixelsKeepWhatIsOnScreenWithinTheTolerance() throws {
        let bar = Scenes.rainbow(frames: 1)[0]
        let frames = (0..<12).map { i in
            var frame = bar
            for k in stride(from: 0, to: frame.pixels.count, by: 4) {
                for c in 0..<3 { frame.pixels[k + c] = UInt8(min(255, Int(frame.pixels[k + c]) + i)) }
            }
            return frame
        }
        let strict = try roundTrip(frames, options(tolerance: 0))
        let loose = try roundTrip(frames, options(tolerance: 3))
        #expect(!strict.summary.exactColors)
        #expect(Double(loose.bytes.count) < 0.9 * Double(strict.bytes.count), "\(loose.bytes.count) vs \(strict.bytes.count)")
        for (i, frame) in frames.enumerated() {
            let truth = flattened(frame)
            for k in stride(from: 0, to: truth.pixels.count, by: 4) {
                func distance(_ f: Frame) -> Double {
                    (0..<3).map { Double(Int(f.pixels[k + $0]) - Int(truth.pixels[k + $0])) }.reduce(0) { $0 + $1 * $1 }.squareRoot()
                }
                #expect(distance(loose.perSource[i]) <= distance(strict.perSource[i]) + 2 * 3 + 0.001, "frame \(i), pixel \(k / 4)")
            }
        }
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
