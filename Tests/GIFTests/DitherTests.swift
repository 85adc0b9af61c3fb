import GIF
import Pixels
import Testing

/// Dithering modes decode to pictures close to the source; ordered dithering is stable.
@Suite struct DitherTests {
    func options(_ dither: Dither, colors: Int = 32) -> GIFOptions {
        var options = GIFOptions()
        options.dither = dither
        options.maxColors = colors
        return options
    }

    @Test(arguments: Dither.allCases)
    func decodesSensibly(dither: Dither) throws {
        let frames = Scenes.rainbow(frames: 3, width: 64, height: 16)
        let (_, _, _, perSource) = try roundTrip(frames, options(dither))
        for (i, frame) in frames.enumerated() {
            #expect(psnr(perSource[i], frame) > 28, "\(dither) frame \(i)")
        }
    }

    @Test(arguments: [Dither.bayer, .fs])
    func ditheringAveragesCloserThanNearest(dither: Dither) throws {
        // A smooth gradient with 8 colors: blurred, the dithered picture is closer.
        let frames = Scenes.rainbow(frames: 1, width: 128, height: 16)
        func blurredError(_ d: Dither) throws -> Double {
            let out = try roundTrip(frames, options(d, colors: 8)).perSource[0]
            var error = 0.0
            for y in stride(from: 0, to: 16, by: 4) {
                for x in stride(from: 0, to: 128, by: 4) {
                    for c in 0..<3 {
                        var a = 0.0, b = 0.0
                        for dy in 0..<4 { for dx in 0..<4 {
                            let i = ((y + dy) * 128 + x + dx) * 4 + c
                            a += Double(out.pixels[i]); b += Double(frames[0].pixels[i])
                        } }
                        error += (a - b) * (a - b) / 256
                    }
                }
            }
            return error
        }
        #expect(try blurredError(dither) < blurredError(.none))
    }

    @Test func bayerIsStableAcrossIdenticalFramesAndStillPixels() throws {
        // Frames 0 and 2 are identical; frame 1 differs only in the right half.
        let base = Scenes.rainbow(frames: 1, width: 64, height: 8)[0]
        var changed = base
        for y in 0..<8 { for x in 32..<64 { changed[x, y] = RGBA8(10, 20, 30) } }
        let (gif, _, _, perSource) = try roundTrip([base, changed, base], options(.bayer, colors: 16))
        #expect(perSource[0] == perSource[2])
        for y in 0..<8 { for x in 0..<32 { #expect(perSource[1][x, y] == perSource[0][x, y]) } }
        // The still left half is never redrawn.
        #expect(gif.images[1].x >= 32)
    }

    @Test func flatColorsAreNeverDithered() throws {
        var frame = Scenes.rainbow(frames: 1, width: 64, height: 8)[0]
        for y in 0..<8 { for x in 0..<16 { frame[x, y] = Scenes.white } }
        for d in Dither.allCases {
            let out = try roundTrip([frame], options(d, colors: 16)).perSource[0]
            for y in 0..<8 { for x in 0..<15 { #expect(out[x, y] == Scenes.white, "\(d) at \(x),\(y)") } }
        }
    }
}
