import Testing
@testable import GIF

/// The matcher sizes candidates instead of giflib compressing each, so its count must be
/// giflib's byte for byte: every code size, code widening, table clears (past 4095 codes)
/// and the sub-block framing.
@Suite struct LZWMatcherTests {
    /// A deterministic mix of runs and noise over `colors` values: long enough to fill the
    /// table several times, repetitive enough to build long strings.
    static func pixels(count: Int, colors: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var pixels: [UInt8] = []
        while pixels.count < count {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let value = UInt8(Int(state >> 33) % colors)
            let run = Int(state >> 60) % 5 == 0 ? Int(state >> 20 & 31) : 1
            pixels += repeatElement(value, count: min(run, count - pixels.count))
        }
        return pixels
    }

    @Test(arguments: [2, 3, 16, 100, 256])
    func sizesAsGiflibCompresses(colors: Int) throws {
        let codeBits = max(2, Int.bitWidth - (colors - 1).leadingZeroBitCount)
        for (count, seed) in [(1, 1), (2, 2), (255, 3), (1_000, 4), (20_000, 5), (90_000, 6)] as [(Int, UInt64)] {
            var pixels = Self.pixels(count: count, colors: colors, seed: seed)
            let size = LZWMatcher.compressedSize(of: pixels, tableSize: 1 << codeBits)
            let codes = try GiflibWriter.compress(&pixels, width: count, height: 1, tableSize: 1 << codeBits)
            #expect(size == codes.count, "\(count) pixels of \(colors) colors")
        }
    }

    /// A flat image: one string grows a pixel a code, the table never fills.
    @Test func sizesAFlatImage() throws {
        var pixels = [UInt8](repeating: 3, count: 300 * 300)
        let codes = try GiflibWriter.compress(&pixels, width: 300, height: 300, tableSize: 4)
        #expect(LZWMatcher.compressedSize(of: pixels, tableSize: 4) == codes.count)
    }
}
