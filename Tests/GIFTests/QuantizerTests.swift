import Foundation
import GIF
import Pixels
import Testing

/// More than 256 colors: one quantized palette that keeps flat colors exact.
@Suite struct QuantizerTests {
    @Test func spinnerKeepsBackgroundAndPaintExact() throws {
        let frames = Scenes.spinner(frames: 24, size: 64)
        #expect(colorCount(frames) > 256)
        let (gif, summary, _, perSource) = try roundTrip(frames)
        #expect(!summary.exactColors)
        #expect(summary.paletteSize == 256)
        let psnrs = frames.indices.map { psnr(perSource[$0], flattened(frames[$0])) }
        #expect(psnrs.reduce(0, +) / Double(psnrs.count) > 45)
        #expect(psnrs.min()! > 42)
        // Background and each dot's center keep their exact color in every frame.
        let decoded = gif.frames[0]
        #expect(decoded[0, 0] == Scenes.white)
        let center = 32.0
        for k in 0..<6 {
            let angle = Double(k) / 6 * 2 * .pi
            let x = Int(center + cos(angle) * center * 0.6), y = Int(center + sin(angle) * center * 0.6)
            #expect(decoded[x, y] == Scenes.paints[k], "dot \(k)")
        }
    }

    @Test func gradientQuantizesSmoothly() throws {
        let frames = Scenes.rainbow(frames: 10)
        #expect(colorCount(frames) > 256)
        let (_, _, _, perSource) = try roundTrip(frames)
        for (i, frame) in frames.enumerated() {
            #expect(psnr(perSource[i], frame) > 38, "frame \(i)")
        }
    }

    @Test func colorsCapLimitsThePalette() throws {
        let frames = Scenes.spinner(frames: 8, size: 48)
        var options = GIFOptions()
        options.maxColors = 16
        let (gif, summary, _, perSource) = try roundTrip(frames, options)
        #expect(summary.paletteSize == 16)
        #expect(summary.colors + (summary.transparentIndex == nil ? 0 : 1) <= 16)
        #expect(gif.paletteSize == 16)
        #expect(gif.frames[0][0, 0] == Scenes.white)
        for (i, frame) in frames.enumerated() { #expect(psnr(perSource[i], flattened(frame)) > 28) }
    }

    @Test func exactWhenColorsFit() throws {
        var frames: [Frame] = []
        for i in 0..<4 {
            var f = Frame(width: 16, height: 16, color: RGBA8(0, 0, 0))
            for y in 0..<16 { for x in 0..<16 { f[x, y] = RGBA8(UInt8(x * 16), UInt8(y * 16), UInt8(i * 60)) } }
            frames.append(f)
        }
        #expect(colorCount(frames) == 1024)
        var options = GIFOptions()
        options.maxColors = 256
        let (_, summary, _, _) = try roundTrip(Array(frames.prefix(1)), options)
        #expect(summary.exactColors)  // 256 colors in one frame: kept exactly, no index to spare
        #expect(summary.transparentIndex == nil)
    }

    @Test func paletteIsSmallestPowerOfTwo() throws {
        let colors = (0..<5).map { RGBA8(UInt8($0 * 50), 0, 0) }
        let frames = colors.map { Frame(width: 2, height: 2, color: $0) }
        let (_, summary, _, _) = try roundTrip(frames)
        #expect(summary.colors == 5)
        #expect(summary.paletteSize == 8)  // 5 colors and the transparent index
    }
}
