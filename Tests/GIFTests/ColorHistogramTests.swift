@testable import GIF
import Testing

/// The histogram reads only the pixels that change from frame to frame; its weights must
/// still be those of counting every pixel of every frame, whatever order and split.
@Suite struct ColorHistogramTests {
    static let t = FlatFrame.transparent

    /// Frames of 64 pixels from a few colors and transparency, each changing a varying
    /// stretch of the one before (sometimes none, sometimes all), from a fixed generator.
    static func frames(count: Int) -> [FlatFrame] {
        let palette: [UInt32] = [0xFFFFFF, 0xFF0000, 0x00FF00, 0x0000FF, 0x123456, t]
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        var pixels = (0..<64).map { _ in palette[next(palette.count)] }
        var frames: [FlatFrame] = []
        for _ in 0..<count {
            frames.append(FlatFrame(width: 8, height: 8, pixels: pixels))
            let start = next(64), length = next(2) == 0 ? next(64 - start + 1) : 64 - start
            for i in start..<(start + length) where next(3) > 0 { pixels[i] = palette[next(palette.count)] }
        }
        return frames
    }

    /// Every pixel of every frame counted, the first frame that changes a pixel to each color.
    static func counted(_ frames: [FlatFrame]) -> (weights: [UInt32: Int], first: [UInt32: Int], transparent: Int) {
        var weights: [UInt32: Int] = [:], first: [UInt32: Int] = [:], transparent = 0
        for (j, frame) in frames.enumerated() {
            for (i, pixel) in frame.pixels.enumerated() {
                if pixel == t { transparent += 1; continue }
                weights[pixel, default: 0] += 1
                if j == 0 || frames[j - 1].pixels[i] != pixel { first[pixel] = min(first[pixel] ?? .max, j) }
            }
        }
        return (weights, first, transparent)
    }

    @Test(arguments: [1, 2, 3, 7])
    func weightsAreThoseOfCountingEveryPixel(parts: Int) {
        let frames = Self.frames(count: 40)
        var histograms = [ColorHistogram](repeating: ColorHistogram(), count: parts)
        // Frames dealt to the parts out of order, as the workers take them.
        for j in frames.indices.reversed() {
            histograms[j % parts].add(frames[j], index: j, of: frames.count, previous: j > 0 ? frames[j - 1] : nil)
        }
        var histogram = histograms[0]
        for part in histograms.dropFirst() { histogram.merge(part) }

        let expected = Self.counted(frames)
        let colors = histogram.sortedColors()
        #expect(Dictionary(uniqueKeysWithValues: colors.map { ($0.color, $0.weight) }) == expected.weights)
        #expect(Dictionary(uniqueKeysWithValues: colors.map { ($0.color, $0.firstFrame) }) == expected.first)
        #expect(histogram.transparentPixels == expected.transparent)
        #expect(histogram.changes?.count == frames.indices.filter { $0 == 0 || frames[$0].pixels != frames[$0 - 1].pixels }.count)
    }
}
