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

/// The lossy search: the path it finds follows the table as far as any choice of the
/// pixels' options can (checked by trying every choice), and feeding it continues the
/// string to its end.
@Suite struct LongestPathTests {
    static let horizon = 6

    /// A matcher fed `prefix`.
    static func matcher(after prefix: [UInt8]) -> LZWMatcher {
        var matcher = LZWMatcher(tableSize: 4)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { one in
            for pixel in prefix { one[0] = pixel; _ = matcher.choose(UnsafeBufferPointer(one)) }
        }
        return matcher
    }

    /// How many of `pixels`, fed after `prefix`, join the string current at its end.
    static func continued(_ prefix: [UInt8], _ pixels: [UInt8]) -> Int {
        var matcher = matcher(after: prefix)
        let before = matcher.emittedCodes
        var joined = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1) { one in
            for pixel in pixels {
                one[0] = pixel
                _ = matcher.choose(UnsafeBufferPointer(one))
                if matcher.emittedCodes > before { break }
                joined += 1
            }
        }
        return joined
    }

    @Test(arguments: 1...24)
    func findsTheLongestContinuation(seed: Int) {
        let prefix = LZWMatcherTests.pixels(count: 300 + seed * 7, colors: 4, seed: UInt64(seed))
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15
        var choices: [[UInt8]] = []
        for _ in 0..<Self.horizon {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let first = Int(state >> 40) % 4, count = 1 + Int(state >> 61) % 3
            choices.append((0..<count).map { UInt8((first + $0 * 3) % 4) })
        }
        // Every choice of options, and how far each continues the current string.
        var best = 0
        func every(_ chosen: [UInt8]) {
            if chosen.count == Self.horizon { best = max(best, Self.continued(prefix, chosen)); return }
            for value in choices[chosen.count] { every(chosen + [value]) }
        }
        every([])

        let starts = [Int32](unsafeUninitializedCapacity: Self.horizon + 1) { out, count in
            var total: Int32 = 0
            for i in 0...Self.horizon { out[i] = total; if i < Self.horizon { total += Int32(choices[i].count) } }
            count = Self.horizon + 1
        }
        let values = choices.flatMap { $0 }
        var path: [UInt8] = []
        let matcher = Self.matcher(after: prefix)
        starts.withUnsafeBufferPointer { starts in
            values.withUnsafeBufferPointer { values in
                matcher.longestPath(at: 0, LZWMatcher.PixelOptions(starts: starts, values: values), budget: .max, into: &path)
            }
        }
        for (i, value) in path.enumerated() { #expect(choices[i].contains(value)) }
        if best > 0 {
            #expect(path.count == best, "seed \(seed): \(path) for \(choices)")
            #expect(Self.continued(prefix, path) == best)
        } else {
            // Nothing continues: a new string, started with one of the first pixel's options.
            #expect(!path.isEmpty && Self.continued(prefix, path) == 0)
        }
    }
}

