import Foundation
import GIF
import Pixels
import Testing

/// `--lossy`: every pixel, flat colors and exact palettes included, may move within the
/// levels for longer LZW strings, searched for, never farther than that from its truth.
@Suite struct LossyTests {
    func options(lossy: Double, tolerance: Double = GIFOptions.defaultTolerance, threads: Int = 0) -> GIFOptions {
        var options = GIFOptions(tolerance: tolerance, threads: threads)
        options.lossy = lossy
        return options
    }

    /// The RGB distance of pixel `k` (a byte offset) between two frames.
    func distance(_ a: Frame, _ b: Frame, _ k: Int) -> Double {
        (0..<3).map { Double(Int(a.pixels[k + $0]) - Int(b.pixels[k + $0])) }.reduce(0) { $0 + $1 * $1 }.squareRoot()
    }

    /// An exact palette: off, nothing moves; on, the file shrinks and every pixel is within
    /// the levels of its true color (the palette holds every color, so keeping what is on
    /// screen does not apply).
    @Test func anExactPaletteMovesWithinTheLevels() throws {
        let frames = Scenes.spinner(frames: 12, size: 64, dots: 3)
        let exact = try roundTrip(frames, options(lossy: 0))
        #expect(exact.summary.exactColors)
        for level in [2.0, 8, 30] {
            let lossy = try roundTrip(frames, options(lossy: level))
            #expect(lossy.bytes.count < exact.bytes.count, "lossy \(level): \(lossy.bytes.count) vs \(exact.bytes.count)")
            for (i, frame) in frames.enumerated() {
                let truth = flattened(frame)
                for k in stride(from: 0, to: truth.pixels.count, by: 4) {
                    #expect(distance(lossy.perSource[i], truth, k) <= level + 0.001, "lossy \(level), frame \(i), pixel \(k / 4)")
                }
            }
        }
    }

    /// A quantized palette: fewer bytes than the tolerance alone, within a bound. A pixel
    /// an image draws is within (d + L) of its truth, d its nearest entry's error, L the
    /// levels; one left transparent shows what image j drew while the planned entry m stayed
    /// on screen, and m is within (d + L) of both truths, so at frame i the error is at most
    /// (d_j + L) + (d_j + L) + (d_i + L), three times the worst (d + L).
    @Test func aQuantizedPaletteMovesWithinTheLevels() throws {
        let bar = Scenes.rainbow(frames: 1)[0]
        let frames = (0..<12).map { i in
            var frame = bar
            for k in stride(from: 0, to: frame.pixels.count, by: 4) {
                for c in 0..<3 { frame.pixels[k + c] = UInt8(min(255, Int(frame.pixels[k + c]) + 2 * i)) }
            }
            return frame
        }
        let level = 6.0
        let strict = try roundTrip(frames, options(lossy: 0, tolerance: 0))
        let tolerant = try roundTrip(frames, options(lossy: 0, tolerance: level))
        let lossy = try roundTrip(frames, options(lossy: level, tolerance: 0))
        #expect(!strict.summary.exactColors)
        #expect(lossy.bytes.count < tolerant.bytes.count, "\(lossy.bytes.count) vs \(tolerant.bytes.count)")
        let truths = frames.map { flattened($0) }
        for k in stride(from: 0, to: truths[0].pixels.count, by: 4) {
            let worst = truths.indices.map { distance(strict.perSource[$0], truths[$0], k) }.max()!
            for i in frames.indices {
                #expect(distance(lossy.perSource[i], truths[i], k) <= 3 * (worst + level) + 0.001, "frame \(i), pixel \(k / 4)")
            }
        }
        // Better than every pixel off by the levels (an MSE of L² / 3 a channel: 37.3 dB).
        let mean = frames.indices.map { psnr(lossy.perSource[$0], truths[$0]) }.reduce(0, +) / Double(frames.count)
        #expect(mean > 10 * log10(255 * 255 * 3 / (level * level)), "mean PSNR \(mean)")
    }

    /// Transparent pixels stay transparent and opaque ones opaque.
    @Test func transparencyNeverMoves() throws {
        let frames = Scenes.spinner(frames: 8, size: 48, background: nil)
        var options = options(lossy: 40)
        options.transparentBackground = true
        let (gif, _, _, _) = try roundTrip(frames, options)
        for (i, frame) in frames.enumerated() {
            let truth = flattened(frame, transparentBackground: true)
            for k in stride(from: 3, to: truth.pixels.count, by: 4) {
                #expect(gif.frames[i].pixels[k] == truth.pixels[k], "frame \(i), pixel \(k / 4)")
            }
        }
    }

    @Test func sameBytesAtAnyThreadCount() throws {
        let frames = Scenes.spinner(frames: 16, size: 64)
        let one = try GIFEncoder(options: options(lossy: 10, threads: 1)).encode(frames).bytes
        for threads in [2, 5] {
            #expect(try GIFEncoder(options: options(lossy: 10, threads: threads)).encode(frames).bytes == one)
        }
    }

    @Test func zeroIsOff() throws {
        let frames = Scenes.spinner(frames: 8, size: 48)
        #expect(try GIFEncoder(options: options(lossy: 0)).encode(frames).bytes == GIFEncoder(options: GIFOptions()).encode(frames).bytes)
    }

    @Test func lossyMustBeADistance() {
        for bad in [-1, 256, .nan, .infinity] as [Double] {
            #expect(throws: GIFError.self) { try GIFEncoder(options: options(lossy: bad)).encode([Frame(width: 1, height: 1, color: .transparent)]) }
        }
        #expect(GIFError.lossyOutOfRange(300).description == "lossy 300 is out of range: it is an RGB distance, 0...255 (0 is off)")
    }
}
