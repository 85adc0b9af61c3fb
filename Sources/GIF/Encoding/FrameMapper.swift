/// Maps flat frames to palette indices, with the requested dithering.
///
/// Every color the histogram saw is looked up once, up front, in `ColorLookup`; mapping a
/// frame is then a hash lookup per run of equal pixels, and each frame is mapped on its own
/// (no state carries from frame to frame), so frames are mapped in parallel and the result
/// does not depend on the thread count.
struct FrameMapper: Sendable {
    let palette: GlobalPalette
    let dither: Dither
    let lookup: ColorLookup
    /// Where a pixel goes that the palette has no transparent entry for (only if a source
    /// gives different frames on the second pass).
    private let fallbackTransparent: UInt8

    /// `tolerance` and `lossy` give each color its LZW-matching alternatives; they apply to
    /// nearest mapping only, since moving a dithered pixel would break its pattern.
    init(palette: GlobalPalette, dither: Dither, tolerance: Double, lossy: Double = 0, colors: [UInt32],
         workers: Workers) throws {
        self.palette = palette
        self.dither = dither
        lookup = try ColorLookup(palette: palette, colors: colors, withPartners: dither == .bayer,
                                 tolerance: dither == .none ? tolerance : 0, lossy: dither == .none ? lossy : 0,
                                 workers: workers)
        fallbackTransparent = palette.transparentIndex ?? 0
    }

    func map(_ frame: FlatFrame) -> [UInt8] {
        switch dither {
        case .none: return mapNearest(frame)
        case .bayer: return mapOrdered(frame)
        case .fs: return mapDiffused(frame)
        }
    }

    private func mapNearest(_ frame: FlatFrame) -> [UInt8] {
        var cache = lookup.localCache()
        return [UInt8](unsafeUninitializedCapacity: frame.pixels.count) { out, initialized in
            frame.pixels.withUnsafeBufferPointer { px in
                var last = UInt32.max, lastIndex: UInt8 = 0
                for i in 0..<px.count {
                    let color = px[i]
                    if color != last {
                        last = color
                        lastIndex = color == FlatFrame.transparent
                            ? fallbackTransparent : lookup.entry(color, cache: &cache).nearest
                    }
                    out[i] = lastIndex
                }
            }
            initialized = frame.pixels.count
        }
    }

    /// Ordered dithering that mixes a color's nearest entry with a partner on the far side
    /// of it in the proportion that averages back to the color; the 8 x 8 Bayer threshold
    /// at the pixel's position picks one. Colors the palette holds exactly are never mixed.
    private func mapOrdered(_ frame: FlatFrame) -> [UInt8] {
        var cache = lookup.localCache()
        let width = frame.width
        return [UInt8](unsafeUninitializedCapacity: frame.pixels.count) { out, initialized in
            frame.pixels.withUnsafeBufferPointer { px in
                for i in 0..<px.count {
                    let color = px[i]
                    if color == FlatFrame.transparent { out[i] = fallbackTransparent; continue }
                    let entry = lookup.entry(color, cache: &cache)
                    let threshold = Bayer.threshold(x: i % width, y: i / width)
                    out[i] = threshold < entry.level ? entry.partner : entry.nearest
                }
            }
            initialized = frame.pixels.count
        }
    }

    /// Serpentine Floyd-Steinberg: 7/16 ahead, 3/16, 5/16 and 1/16 on the next row, in
    /// sixteenths of a level; transparent pixels absorb no error.
    private func mapDiffused(_ frame: FlatFrame) -> [UInt8] {
        var cache = lookup.localCache()
        let width = frame.width, height = frame.height
        var out = [UInt8](repeating: 0, count: frame.pixels.count)
        // Error rows (r, g, b per pixel) with a pixel of margin on each side.
        var current = [Int32](repeating: 0, count: (width + 2) * 3)
        var next = current
        for y in 0..<height {
            let leftToRight = y % 2 == 0
            for step in 0..<width {
                let x = leftToRight ? step : width - 1 - step
                let i = y * width + x
                let color = frame.pixels[i]
                if color == FlatFrame.transparent { out[i] = fallbackTransparent; continue }
                let e = (x + 1) * 3
                let r = clamp(Int32(color >> 16 & 255) + (current[e] + 8) >> 4)
                let g = clamp(Int32(color >> 8 & 255) + (current[e + 1] + 8) >> 4)
                let b = clamp(Int32(color & 255) + (current[e + 2] + 8) >> 4)
                let index = lookup.entry(UInt32(r << 16 | g << 8 | b), cache: &cache).nearest
                out[i] = index
                let chosen = palette.rgb(ofIndex: index)
                let errors = SIMD3(r - Int32(chosen >> 16 & 255), g - Int32(chosen >> 8 & 255), b - Int32(chosen & 255))
                let ahead = leftToRight ? e + 3 : e - 3, behind = leftToRight ? e - 3 : e + 3
                for c in 0..<3 {
                    let err = errors[c]
                    current[ahead + c] += err * 7
                    next[behind + c] += err * 3
                    next[e + c] += err * 5
                    next[ahead + c] += err
                }
            }
            swap(&current, &next)
            for k in next.indices { next[k] = 0 }
        }
        return out
    }

    @inline(__always) private func clamp(_ v: Int32) -> Int32 { min(255, max(0, v)) }
}

/// The 8 x 8 Bayer matrix, 0..<64, built by the usual recursive doubling.
enum Bayer {
    static let matrix: [UInt8] = {
        var m: [Int] = [0]
        var size = 1
        while size < 8 {
            var doubled = [Int](repeating: 0, count: size * size * 4)
            for y in 0..<size { for x in 0..<size {
                let v = m[y * size + x] * 4
                doubled[y * 2 * size + x] = v
                doubled[y * 2 * size + x + size] = v + 2
                doubled[(y + size) * 2 * size + x] = v + 3
                doubled[(y + size) * 2 * size + x + size] = v + 1
            } }
            m = doubled
            size *= 2
        }
        return m.map(UInt8.init)
    }()

    @inline(__always)
    static func threshold(x: Int, y: Int) -> UInt8 { matrix[(y & 7) * 8 + (x & 7)] }
}
