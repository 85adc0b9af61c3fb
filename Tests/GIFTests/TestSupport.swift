import Foundation
import GIF
import Pixels
import Testing

/// Small synthetic loaders drawn in Swift: anti-aliased discs with analytic coverage, so
/// edges hold every alpha level and a few moving discs give hundreds of colors.
enum Scenes {
    static let white = RGBA8(255, 255, 255)
    static let paints = [RGBA8(255, 59, 48), RGBA8(52, 199, 89), RGBA8(0, 122, 255),
                         RGBA8(255, 204, 0), RGBA8(175, 82, 222), RGBA8(90, 200, 250)]

    struct Disc {
        var x, y, radius: Double
        var color: RGBA8
    }

    /// Discs over `background` (clear for a transparent background), premultiplied, with
    /// coverage = clamp(radius + 0.5 - distance) so edges are smooth.
    static func frame(width: Int, height: Int, background: RGBA8?, discs: [Disc]) -> Frame {
        var frame = Frame(width: width, height: height, color: background ?? .transparent)
        for y in 0..<height {
            for x in 0..<width {
                var px = frame[x, y]
                var (r, g, b, a) = (Double(px.r), Double(px.g), Double(px.b), Double(px.a))
                for disc in discs {
                    let d = ((Double(x) + 0.5 - disc.x) * (Double(x) + 0.5 - disc.x)
                        + (Double(y) + 0.5 - disc.y) * (Double(y) + 0.5 - disc.y)).squareRoot()
                    let coverage = min(1, max(0, disc.radius + 0.5 - d))
                    guard coverage > 0 else { continue }
                    r = Double(disc.color.r) * coverage + r * (1 - coverage)
                    g = Double(disc.color.g) * coverage + g * (1 - coverage)
                    b = Double(disc.color.b) * coverage + b * (1 - coverage)
                    a = 255 * coverage + a * (1 - coverage)
                }
                px = RGBA8(UInt8(r.rounded()), UInt8(g.rounded()), UInt8(b.rounded()), UInt8(a.rounded()))
                frame[x, y] = px
            }
        }
        return frame
    }

    /// A ring of `count` colored dots turning around the center: a spinner.
    static func spinner(frames: Int, size: Int = 48, dots: Int = 6, background: RGBA8? = white) -> [Frame] {
        (0..<frames).map { i in
            let turn = Double(i) / Double(frames) * 2 * .pi
            let c = Double(size) / 2
            let discs = (0..<dots).map { k in
                let angle = turn + Double(k) / Double(dots) * 2 * .pi
                return Disc(x: c + cos(angle) * c * 0.6, y: c + sin(angle) * c * 0.6,
                            radius: Double(size) * (0.06 + 0.02 * Double(k % 3)), color: paints[k % paints.count])
            }
            return frame(width: size, height: size, background: background, discs: discs)
        }
    }

    /// A smooth horizontal rainbow that flows by `step` pixels a frame: thousands of colors.
    static func rainbow(frames: Int, width: Int = 96, height: Int = 8, step: Double = 1.7) -> [Frame] {
        (0..<frames).map { i in
            var frame = Frame(width: width, height: height, color: white)
            for x in 0..<width {
                let hue = (Double(x) + Double(i) * step) / Double(width)
                let px = hsv(hue)
                for y in 0..<height { frame[x, y] = px }
            }
            return frame
        }
    }

    static func hsv(_ hue: Double) -> RGBA8 {
        let h = (hue - hue.rounded(.down)) * 6
        let f = h - h.rounded(.down)
        let (r, g, b): (Double, Double, Double)
        switch Int(h) {
        case 0: (r, g, b) = (1, f, 0)
        case 1: (r, g, b) = (1 - f, 1, 0)
        case 2: (r, g, b) = (0, 1, f)
        case 3: (r, g, b) = (0, 1 - f, 1)
        case 4: (r, g, b) = (f, 0, 1)
        default: (r, g, b) = (1, 0, 1 - f)
        }
        return RGBA8(UInt8((r * 255).rounded()), UInt8((g * 255).rounded()), UInt8((b * 255).rounded()))
    }
}

/// What a frame should look like after encoding with an exact palette: composited onto
/// the matte, and with a transparent background, pixels under 50% alpha cleared.
func flattened(_ frame: Frame, matte: RGBA8 = Scenes.white, transparentBackground: Bool = false) -> Frame {
    var out = frame
    for y in 0..<frame.height {
        for x in 0..<frame.width {
            let p = frame[x, y]
            if transparentBackground && p.a < 128 { out[x, y] = .transparent; continue }
            let cover = 255 - Int(p.a)
            func over(_ c: UInt8, _ m: UInt8) -> UInt8 { UInt8(min(255, Int(c) + (Int(m) * cover + 127) / 255)) }
            out[x, y] = RGBA8(over(p.r, matte.r), over(p.g, matte.g), over(p.b, matte.b), 255)
        }
    }
    return out
}

/// Peak signal-to-noise ratio over the color channels, in dB (infinity when equal).
func psnr(_ a: Frame, _ b: Frame) -> Double {
    var sum = 0.0
    for i in stride(from: 0, to: a.pixels.count, by: 4) {
        for c in 0..<3 {
            let d = Double(a.pixels[i + c]) - Double(b.pixels[i + c])
            sum += d * d
        }
    }
    let mse = sum / Double(a.pixels.count / 4 * 3)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

/// Distinct colors across frames.
func colorCount(_ frames: [Frame]) -> Int {
    var seen = Set<RGBA8>()
    for f in frames { for y in 0..<f.height { for x in 0..<f.width { seen.insert(f[x, y]) } } }
    return seen.count
}

/// Encodes and decodes, expanding merged images back to one decoded frame per source frame
/// by their start times.
func roundTrip(_ frames: [Frame], _ options: GIFOptions = GIFOptions()) throws -> (gif: DecodedGIF, summary: GIFSummary, bytes: [UInt8], perSource: [Frame]) {
    let (bytes, summary) = try GIFEncoder(options: options).encode(frames)
    let gif = try GIFDecoder().decode(bytes)
    let timing = try FrameTiming(fps: options.fps)
    var perSource: [Frame] = []
    var image = 0, end = gif.delays.first ?? 0
    for i in frames.indices {
        let t = timing.start(ofFrame: i)
        while t >= end && image + 1 < gif.frames.count {
            image += 1
            end += gif.delays[image]
        }
        perSource.append(gif.frames[image])
    }
    return (gif, summary, bytes, perSource)
}

/// The LZW minimum code size of each image in a GIF, read straight from the bytes.
func lzwCodeSizes(_ bytes: [UInt8]) -> [Int] {
    var sizes: [Int] = []
    var i = 13
    if bytes[10] & 0x80 != 0 { i += 3 * (2 << Int(bytes[10] & 7)) }
    func skipBlocks() { while bytes[i] != 0 { i += Int(bytes[i]) + 1 }; i += 1 }
    while i < bytes.count {
        switch bytes[i] {
        case 0x21:
            i += 2
            skipBlocks()
        case 0x2C:
            let packed = bytes[i + 9]
            i += 10
            if packed & 0x80 != 0 { i += 3 * (2 << Int(packed & 7)) }
            sizes.append(Int(bytes[i]))
            i += 1
            skipBlocks()
        default:
            return sizes
        }
    }
    return sizes
}
